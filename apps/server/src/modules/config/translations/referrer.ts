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
  },
};
