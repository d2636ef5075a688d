import type { AreaTexts } from './area';

/** Referrer image viewer and report-quality feedback (§2 referrer pages, §8), and patient matching. */
export const referrer: AreaTexts = {
  'en-AU': {
    'message.error_generating_images_url':
      'We could not open the images right now. Please try again shortly.',
    'message.user_not_have_access_to_images': 'Your account does not have access to these images.',
    'message.images_for_radiologist_loaded_successfully': 'The images are ready to view.',
    'message.error_check_images_authorization':
      'We could not check your access to these images. Please sign in again.',
    'message.referrer_feedback_error': 'The report feedback form is not available for this study.',
    'message.referrer_feedback_redirect': 'Thank you. You will be taken back in a few seconds.',
    'message.patient_matching_error':
      'These details do not match our records. Please check them and try again.',

    'image_viewer_access.opening': 'Opening the images…',
    'image_viewer_access.referrals_link': 'Your referrals',
    'referrer_access.loading': 'Loading your referrals…',
    'referrer_access.load_error': 'We could not load your referrals. Please try again shortly.',
    'referrer_access.empty': 'There are no referrals for your account yet.',
    'referrer_access.caption': 'Appointments and studies of the patients you referred',
    'referrer_access.patient': 'Patient',
    'referrer_access.study': 'Study',
    'referrer_access.status': 'Appointment',
    'referrer_access.no_images': 'No images yet',
    'referrer_access.date': 'Date',
    'referrer_access.report': 'Report',
    'referrer_access.actions': 'Actions',
    'referrer_access.report_released': 'Released',
    'referrer_access.report_pending': 'Not released yet',
    'referrer_access.open_images': 'Open images',
    'referrer_access.open_images_of': 'Open images of {{study}}',
    'referrer_access.opening': 'Opening…',
    'referrer_access.feedback_of': 'Report quality feedback for {{study}}',

    'notification.referrer_images_ready.subject': 'The {{examName}} report and images are ready',
    'notification.referrer_images_ready.heading': 'Report and images ready',
    'notification.referrer_images_ready.intro':
      'The report of the {{examName}} you referred has been released. Open the images and the report with the link below.',
    'notification.referrer_images_ready.expiry':
      'The link is yours alone. When it expires, sign in with your referrer account to open the images.',
    'notification.referrer_images_ready.action': 'Open the images',
    'notification.referrer_images_ready.sms':
      '{{providerName}}: the {{examName}} report and images are ready: {{link}}',
  },
  'en-NZ': {},
  'en-CA': {},
  'en-US': {},
  mk: {
    'message.error_generating_images_url':
      'Моментално не можевме да ги отвориме снимките. Обидете се повторно наскоро.',
    'message.user_not_have_access_to_images': 'Вашата сметка нема пристап до овие снимки.',
    'message.images_for_radiologist_loaded_successfully': 'Снимките се подготвени за преглед.',
    'message.error_check_images_authorization':
      'Не можевме да го провериме вашиот пристап до овие снимки. Најавете се повторно.',
    'message.referrer_feedback_error':
      'Формуларот за повратни информации за наодот не е достапен за оваа студија.',
    'message.referrer_feedback_redirect': 'Ви благодариме. За неколку секунди ќе бидете вратени назад.',
    'message.patient_matching_error':
      'Овие податоци не се совпаѓаат со нашата евиденција. Проверете ги и обидете се повторно.',

    'image_viewer_access.opening': 'Ги отвораме снимките…',
    'image_viewer_access.referrals_link': 'Вашите упатувања',
    'referrer_access.loading': 'Ги вчитуваме вашите упатувања…',
    'referrer_access.load_error': 'Не можевме да ги вчитаме вашите упатувања. Обидете се повторно наскоро.',
    'referrer_access.empty': 'Сè уште нема упатувања за вашата сметка.',
    'referrer_access.caption': 'Термини и студии на пациентите што ги упативте',
    'referrer_access.patient': 'Пациент',
    'referrer_access.study': 'Студија',
    'referrer_access.status': 'Термин',
    'referrer_access.no_images': 'Сè уште нема снимки',
    'referrer_access.date': 'Датум',
    'referrer_access.report': 'Наод',
    'referrer_access.actions': 'Дејства',
    'referrer_access.report_released': 'Објавен',
    'referrer_access.report_pending': 'Сè уште не е објавен',
    'referrer_access.open_images': 'Отвори снимки',
    'referrer_access.open_images_of': 'Отвори снимки од {{study}}',
    'referrer_access.opening': 'Се отвора…',
    'referrer_access.feedback_of': 'Повратни информации за наодот за {{study}}',

    'notification.referrer_images_ready.subject': 'Наодот и снимките од {{examName}} се готови',
    'notification.referrer_images_ready.heading': 'Наодот и снимките се готови',
    'notification.referrer_images_ready.intro':
      'Наодот од {{examName}} што го упативте е објавен. Отворете ги снимките и наодот преку врската подолу.',
    'notification.referrer_images_ready.expiry':
      'Врската е само за вас. Кога ќе истече, најавете се со вашата сметка за упатувачи за да ги отворите снимките.',
    'notification.referrer_images_ready.action': 'Отворете ги снимките',
    'notification.referrer_images_ready.sms':
      '{{providerName}}: наодот и снимките од {{examName}} се готови: {{link}}',
  },
};
