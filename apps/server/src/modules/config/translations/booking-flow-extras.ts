import type { AreaTexts } from './area';

/** Booking-flow rows of issue 17: exam modals, rescheduling from the booking pages, link statuses. */
export const bookingFlowExtras: AreaTexts = {
  'en-AU': {
    'catalog.exam_info.open': 'About this exam',
    'redirect.title': 'You are leaving the booking',
    'redirect.countdown': 'Taking you to {{host}} in {{count}} s.',
    'redirect.stay': 'Stay here',
    'redirect.go_now': 'Go now',
    'iframe_banner.open_in_tab': 'Open this page in a new tab',
    'questionnaires.outcome_walk_in': 'Walk-in',
    'questionnaires.outcome_walk_in_text':
      'You can have {{exam}} without an appointment at clinics that take walk-ins.',
    'questionnaires.outcome_walk_in_group':
      'You can have {{exam}} without an appointment at clinics that take walk-ins for {{group}}.',
    'questionnaires.outcome_validation_code': 'Validation code',
    'questionnaires.outcome_validation_code_text':
      'Please bring the validation code from your referrer or insurer: staff will ask for it.',
    'questionnaires.outcome_document': 'Document needed',
    'questionnaires.outcome_document_text': 'Please upload the requested document with your referral.',
    'questionnaires.outcome_document_named': 'Please upload your {{name}} with your referral.',
    'questionnaires.outcome_insurance': 'Insurance',
    'questionnaires.outcome_insurance_text':
      'Please have your insurance details ready: staff will check them.',
    'catalog.exam_info.open_for': 'About this exam: {{exam}}',
    'catalog.exam_info.duration': 'How long it takes',
    'catalog.clinics.next_available': 'Next available: {{date}} at {{time}}',
    'catalog.clinics.no_next_available': 'No free times in the coming weeks',
    'catalog.exam_info.preparation': 'Preparation',
    'booking.instructions.open': 'Instructions for your visit',
    'booking.instructions.title': 'Instructions for your visit',
    'booking.request_info.title': 'How a booking request works',
    'booking.request_info.body':
      'Our team books this exam for you. Send us your details and your referral: we check them and call you to arrange a time, usually within two business days.',
    'booking.request_info.continue': 'Continue',
    'booking.reference.title': 'Already booked with this booking',
    'booking.reference.item': '{{exam}} at {{clinic}}, {{date}} at {{time}}',
    'booking.reschedule.title': 'Reschedule your appointment',
    'booking.reschedule.current_title': 'Your current appointment',
    'booking.reschedule.current': '{{exam}} at {{clinic}} on {{date}} at {{time}}',
    'booking.reschedule.not_found': 'We could not find this appointment in your booking.',
    'booking.reschedule.to_portal': 'Back to your appointment',
    'booking.status_notice.CANCELED':
      'Your earlier appointment was cancelled. Choose a new time below to book again.',
    'booking.status_notice.RESCHEDULED': 'Your appointment was moved. You can book another exam below.',
    'booking.status_notice.CHANGED': 'Your booking was changed. Check the details below.',
    'booking.status_notice.BOOKED': 'This appointment is already booked. You can book another exam below.',
  },
  'en-NZ': {},
  'en-CA': {},
  'en-US': {},
  mk: {
    'catalog.exam_info.open': 'За овој преглед',
    'redirect.title': 'Ја напуштате резервацијата',
    'redirect.countdown': 'Ве носиме на {{host}} за {{count}} с.',
    'redirect.stay': 'Остани тука',
    'redirect.go_now': 'Оди сега',
    'iframe_banner.open_in_tab': 'Отвори ја страницата во нова картичка',
    'questionnaires.outcome_walk_in': 'Без закажување',
    'questionnaires.outcome_walk_in_text':
      'Можете да направите {{exam}} без закажување во клиниките што примаат без закажување.',
    'questionnaires.outcome_walk_in_group':
      'Можете да направите {{exam}} без закажување во клиниките што примаат без закажување за {{group}}.',
    'questionnaires.outcome_validation_code': 'Код за потврда',
    'questionnaires.outcome_validation_code_text':
      'Донесете го кодот за потврда од вашиот лекар или осигурител: персоналот ќе го побара.',
    'questionnaires.outcome_document': 'Потребен документ',
    'questionnaires.outcome_document_text': 'Прикачете го бараниот документ заедно со упатот.',
    'questionnaires.outcome_document_named': 'Прикачете го документот „{{name}}“ заедно со упатот.',
    'questionnaires.outcome_insurance': 'Осигурување',
    'questionnaires.outcome_insurance_text':
      'Подгответе ги податоците за осигурување: персоналот ќе ги провери.',
    'catalog.exam_info.open_for': 'За овој преглед: {{exam}}',
    'catalog.exam_info.duration': 'Колку трае',
    'catalog.clinics.next_available': 'Следен слободен термин: {{date}} во {{time}}',
    'catalog.clinics.no_next_available': 'Нема слободни термини во наредните недели',
    'catalog.exam_info.preparation': 'Подготовка',
    'booking.instructions.open': 'Упатства за вашата посета',
    'booking.instructions.title': 'Упатства за вашата посета',
    'booking.request_info.title': 'Како функционира барањето за термин',
    'booking.request_info.body':
      'Нашиот тим го закажува овој преглед за вас. Испратете ни ги вашите податоци и упатот: ги проверуваме и ве повикуваме за да договориме термин, обично во рок од два работни дена.',
    'booking.request_info.continue': 'Продолжи',
    'booking.reference.title': 'Веќе закажано во оваа резервација',
    'booking.reference.item': '{{exam}} во {{clinic}}, {{date}} во {{time}}',
    'booking.reschedule.title': 'Презакажете го вашиот термин',
    'booking.reschedule.current_title': 'Вашиот сегашен термин',
    'booking.reschedule.current': '{{exam}} во {{clinic}} на {{date}} во {{time}}',
    'booking.reschedule.not_found': 'Не го најдовме овој термин во вашата резервација.',
    'booking.reschedule.to_portal': 'Назад кон вашиот термин',
    'booking.status_notice.CANCELED':
      'Вашиот претходен термин е откажан. Изберете ново време подолу за повторно да закажете.',
    'booking.status_notice.RESCHEDULED': 'Вашиот термин е преместен. Подолу можете да закажете друг преглед.',
    'booking.status_notice.CHANGED': 'Вашата резервација е изменета. Проверете ги деталите подолу.',
    'booking.status_notice.BOOKED': 'Овој термин е веќе закажан. Подолу можете да закажете друг преглед.',
  },
};
