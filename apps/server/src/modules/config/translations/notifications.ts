import type { AreaTexts } from './area';

/**
 * Email and SMS texts (notifications module). `{{name}}` placeholders are filled when a message is
 * rendered; every value is HTML-escaped in the HTML version. SMS texts stay short (one or two parts).
 */
export const notifications: AreaTexts = {
  'en-AU': {
    'notification.greeting': 'Hello {{name}},',
    'notification.greeting_generic': 'Hello,',
    'notification.label.exam': 'Exam',
    'notification.label.clinic': 'Clinic',
    'notification.label.address': 'Address',
    'notification.label.phone': 'Phone',
    'notification.label.date': 'Date',
    'notification.label.time': 'Time',
    'notification.time_range': '{{start}} to {{end}}',
    'notification.preparation_heading': 'How to prepare',
    'notification.bring_documents':
      'Please bring your referral, your Medicare card and any previous imaging of the same area.',
    'notification.link_fallback': 'If the button does not work, copy this address into your browser:',
    'notification.sign_off': 'Kind regards,',
    'notification.footer': 'This message was sent by {{providerName}}. Please do not reply to this email.',

    'notification.appointment_confirmation.subject': 'Your {{examName}} appointment is booked',
    'notification.appointment_confirmation.heading': 'Your appointment is confirmed',
    'notification.appointment_confirmation.intro':
      'Your appointment at {{clinicName}} is booked. Here are the details.',
    'notification.appointment_confirmation.action': 'View or change your appointment',
    'notification.appointment_confirmation.sms':
      '{{providerName}}: your {{examName}} at {{clinicName}} is booked for {{date}} at {{time}}. Details: {{link}}',

    'notification.appointment_pending.subject': 'We have received your {{examName}} booking',
    'notification.appointment_pending.heading': 'Your booking is awaiting confirmation',
    'notification.appointment_pending.intro':
      'Thank you. Your requested appointment at {{clinicName}} is pending. We will contact you to confirm it.',
    'notification.appointment_pending.action': 'View your booking',
    'notification.appointment_pending.sms':
      '{{providerName}}: we have received your {{examName}} booking for {{date}}. We will contact you to confirm it. Details: {{link}}',

    'notification.booking_request_confirmation.subject': 'We have received your enquiry',
    'notification.booking_request_confirmation.heading': 'Thank you for your enquiry',
    'notification.booking_request_confirmation.intro':
      'We have received your request for {{examName}}. Our team will contact you shortly to arrange a time.',
    'notification.booking_request_confirmation.action': 'View your enquiry',
    'notification.booking_request_confirmation.sms':
      '{{providerName}}: we have received your enquiry for {{examName}} and will contact you shortly. Details: {{link}}',

    'notification.otp_code.subject': 'Your verification code',
    'notification.otp_code.heading': 'Your verification code',
    'notification.otp_code.intro': 'Use this code to continue: {{code}}',
    'notification.otp_code.expiry':
      'The code expires in {{minutes}} minutes. If you did not ask for it, you can ignore this message.',
    'notification.otp_code.sms':
      '{{providerName}}: your verification code is {{code}}. It expires in {{minutes}} minutes.',

    'notification.reschedule.subject': 'Your {{examName}} appointment has been moved',
    'notification.reschedule.heading': 'Your appointment has been rescheduled',
    'notification.reschedule.intro':
      'Your appointment at {{clinicName}} has a new time. Here are the updated details.',
    'notification.reschedule.action': 'View or change your appointment',
    'notification.reschedule.sms':
      '{{providerName}}: your {{examName}} at {{clinicName}} has moved to {{date}} at {{time}}. Details: {{link}}',

    'notification.cancellation.subject': 'Your {{examName}} appointment has been cancelled',
    'notification.cancellation.heading': 'Your appointment has been cancelled',
    'notification.cancellation.intro':
      'Your appointment at {{clinicName}} on {{date}} at {{time}} has been cancelled.',
    'notification.cancellation.help': 'If you did not expect this, please contact the clinic.',
    'notification.cancellation.action': 'Book a new appointment',
    'notification.cancellation.sms':
      '{{providerName}}: your {{examName}} at {{clinicName}} on {{date}} at {{time}} has been cancelled.',

    'notification.share_invitation.subject': '{{senderName}} has shared imaging results with you',
    'notification.share_invitation.heading': 'Results shared with you',
    'notification.share_invitation.intro':
      '{{senderName}} has shared their medical imaging results with you through {{providerName}}.',
    'notification.share_invitation.note': 'Their message: {{note}}',
    'notification.share_invitation.how':
      'To see them, open the link below and confirm your identity with the code we send to you.',
    'notification.share_invitation.action': 'View shared results',
    'notification.share_invitation.sms':
      '{{providerName}}: {{senderName}} has shared imaging results with you. View them: {{link}}',

    'notification.results_ready.subject': 'Your {{examName}} results are ready',
    'notification.results_ready.heading': 'Your results are ready',
    'notification.results_ready.intro': 'The results of your {{examName}} are now available.',
    'notification.results_ready.action': 'View your results',
    'notification.results_ready.sms':
      '{{providerName}}: your {{examName}} results are ready. View them: {{link}}',
  },
  'en-NZ': {
    'notification.bring_documents':
      'Please bring your referral, photo identification and any previous imaging of the same area.',
  },
  'en-CA': {
    'notification.bring_documents':
      'Please bring your referral, your health card and any previous imaging of the same area.',
    'notification.booking_request_confirmation.subject': 'We have received your inquiry',
    'notification.booking_request_confirmation.heading': 'Thank you for your inquiry',
    'notification.booking_request_confirmation.action': 'View your inquiry',
    'notification.booking_request_confirmation.sms':
      '{{providerName}}: we have received your inquiry for {{examName}} and will contact you shortly. Details: {{link}}',
  },
  'en-US': {
    'notification.bring_documents':
      'Please bring your referral, your insurance card and any previous imaging of the same area.',
    'notification.booking_request_confirmation.subject': 'We have received your inquiry',
    'notification.booking_request_confirmation.heading': 'Thank you for your inquiry',
    'notification.booking_request_confirmation.action': 'View your inquiry',
    'notification.booking_request_confirmation.sms':
      '{{providerName}}: we have received your inquiry for {{examName}} and will contact you shortly. Details: {{link}}',
    'notification.cancellation.subject': 'Your {{examName}} appointment has been canceled',
    'notification.cancellation.heading': 'Your appointment has been canceled',
    'notification.cancellation.intro':
      'Your appointment at {{clinicName}} on {{date}} at {{time}} has been canceled.',
    'notification.cancellation.sms':
      '{{providerName}}: your {{examName}} at {{clinicName}} on {{date}} at {{time}} has been canceled.',
  },
  mk: {
    'notification.greeting': 'Здраво, {{name}},',
    'notification.greeting_generic': 'Здраво,',
    'notification.label.exam': 'Преглед',
    'notification.label.clinic': 'Клиника',
    'notification.label.address': 'Адреса',
    'notification.label.phone': 'Телефон',
    'notification.label.date': 'Датум',
    'notification.label.time': 'Време',
    'notification.time_range': 'од {{start}} до {{end}}',
    'notification.preparation_heading': 'Како да се подготвите',
    'notification.bring_documents':
      'Ве молиме донесете го упатот, здравствената книшка и претходните снимки од истиот дел на телото.',
    'notification.link_fallback': 'Ако копчето не работи, копирајте ја оваа адреса во прелистувачот:',
    'notification.sign_off': 'Со почит,',
    'notification.footer':
      'Оваа порака ја испрати {{providerName}}. Ве молиме не одговарајте на оваа е-пошта.',

    'notification.appointment_confirmation.subject': 'Вашиот термин за {{examName}} е закажан',
    'notification.appointment_confirmation.heading': 'Вашиот термин е потврден',
    'notification.appointment_confirmation.intro':
      'Вашиот термин во {{clinicName}} е закажан. Еве ги деталите.',
    'notification.appointment_confirmation.action': 'Прегледајте го или променете го терминот',
    'notification.appointment_confirmation.sms':
      '{{providerName}}: вашиот {{examName}} во {{clinicName}} е закажан за {{date}} во {{time}}. Детали: {{link}}',

    'notification.appointment_pending.subject': 'Го примивме вашето закажување за {{examName}}',
    'notification.appointment_pending.heading': 'Вашето закажување чека потврда',
    'notification.appointment_pending.intro':
      'Ви благодариме. Бараниот термин во {{clinicName}} чека потврда. Ќе ве контактираме за да го потврдиме.',
    'notification.appointment_pending.action': 'Прегледајте го закажувањето',
    'notification.appointment_pending.sms':
      '{{providerName}}: го примивме вашето закажување за {{examName}} на {{date}}. Ќе ве контактираме за потврда. Детали: {{link}}',

    'notification.booking_request_confirmation.subject': 'Го примивме вашето барање',
    'notification.booking_request_confirmation.heading': 'Ви благодариме за вашето барање',
    'notification.booking_request_confirmation.intro':
      'Го примивме вашето барање за {{examName}}. Нашиот тим наскоро ќе ве контактира за да договори термин.',
    'notification.booking_request_confirmation.action': 'Прегледајте го барањето',
    'notification.booking_request_confirmation.sms':
      '{{providerName}}: го примивме вашето барање за {{examName}} и наскоро ќе ве контактираме. Детали: {{link}}',

    'notification.otp_code.subject': 'Вашиот код за потврда',
    'notification.otp_code.heading': 'Вашиот код за потврда',
    'notification.otp_code.intro': 'Користете го овој код за да продолжите: {{code}}',
    'notification.otp_code.expiry':
      'Кодот истекува за {{minutes}} минути. Ако не сте го побарале, занемарете ја оваа порака.',
    'notification.otp_code.sms':
      '{{providerName}}: вашиот код за потврда е {{code}}. Истекува за {{minutes}} минути.',

    'notification.reschedule.subject': 'Вашиот термин за {{examName}} е преместен',
    'notification.reschedule.heading': 'Вашиот термин е презакажан',
    'notification.reschedule.intro': 'Вашиот термин во {{clinicName}} има ново време. Еве ги новите детали.',
    'notification.reschedule.action': 'Прегледајте го или променете го терминот',
    'notification.reschedule.sms':
      '{{providerName}}: вашиот {{examName}} во {{clinicName}} е преместен на {{date}} во {{time}}. Детали: {{link}}',

    'notification.cancellation.subject': 'Вашиот термин за {{examName}} е откажан',
    'notification.cancellation.heading': 'Вашиот термин е откажан',
    'notification.cancellation.intro': 'Вашиот термин во {{clinicName}} на {{date}} во {{time}} е откажан.',
    'notification.cancellation.help': 'Ако не го очекувавте ова, ве молиме контактирајте ја клиниката.',
    'notification.cancellation.action': 'Закажете нов термин',
    'notification.cancellation.sms':
      '{{providerName}}: вашиот {{examName}} во {{clinicName}} на {{date}} во {{time}} е откажан.',

    'notification.share_invitation.subject': '{{senderName}} ги сподели со вас резултатите од снимањето',
    'notification.share_invitation.heading': 'Резултати споделени со вас',
    'notification.share_invitation.intro':
      '{{senderName}} ги сподели со вас своите резултати од медицинско снимање преку {{providerName}}.',
    'notification.share_invitation.note': 'Нивната порака: {{note}}',
    'notification.share_invitation.how':
      'За да ги видите, отворете ја врската подолу и потврдете го својот идентитет со кодот што ќе ви го испратиме.',
    'notification.share_invitation.action': 'Прегледајте ги споделените резултати',
    'notification.share_invitation.sms':
      '{{providerName}}: {{senderName}} ги сподели со вас резултатите од снимањето. Видете ги: {{link}}',

    'notification.results_ready.subject': 'Резултатите од {{examName}} се готови',
    'notification.results_ready.heading': 'Вашите резултати се готови',
    'notification.results_ready.intro': 'Резултатите од вашиот {{examName}} сега се достапни.',
    'notification.results_ready.action': 'Прегледајте ги резултатите',
    'notification.results_ready.sms':
      '{{providerName}}: резултатите од {{examName}} се готови. Видете ги: {{link}}',
  },
};
