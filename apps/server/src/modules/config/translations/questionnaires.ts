import type { AreaTexts } from './area';

/**
 * Questionnaires: the answers of the questionnaire calls (§8), the outcome messages the seeded
 * rules name, and the texts of the questionnaire modal and page.
 */
export const questionnaires: AreaTexts = {
  'en-AU': {
    'message.questionnaire_invalid_definition':
      'This questionnaire cannot be used: its definition could not be loaded or has no questions.',
    'message.questionnaire_invalid_rule': 'An outcome rule of this questionnaire cannot be understood.',
    'message.questionnaire_unknown_exam': 'The exam of this questionnaire could not be found.',
    'message.questionnaire_unknown_restriction':
      'A rule restricts the questionnaires to one that does not exist or is not asked while booking.',
    'message.questionnaire_duplicate_key': 'The questionnaire {{key}} appears more than once.',
    'message.questionnaire_not_found': 'This questionnaire is no longer available.',
    'message.questionnaire_type_mismatch': 'These answers do not belong to this questionnaire.',
    'message.questionnaire_answer_incomplete': 'Please answer every required question.',
    'message.questionnaire_not_answered': 'This questionnaire has not been answered yet.',
    'message.questionnaire_no_exam_change': 'Your answers do not change the exam.',
    'message.questionnaire_exam_unavailable': 'The suggested exam cannot be booked online at the moment.',
    'message.questionnaire_load_error': 'The questionnaires could not be loaded. Please try again later.',
    'message.error_answering_questionnaire': 'Your answers could not be saved. Please try again.',
    'message.questionnaires_already_answered': 'All questionnaires have been answered. Thank you.',
    'message.pain_score_problem': 'There was a problem recording your pain score. Please tell our staff.',
    'message.booking_request_waiting_protocol_error':
      'Your request is waiting for a radiologist to review it. We will contact you soon.',
    'message.feedback_already_provided': 'Thank you, your feedback has already been provided.',
    'message.feedback_provided_successfully': 'Thank you, your feedback has been sent.',
    'message.booking_denied': 'This exam cannot be booked online. Please call the clinic.',
    'message.questionnaire_outcome_pacemaker':
      'Because you have a pacemaker or defibrillator, our MRI team must check that the scan is safe for you. Please send your details below as an enquiry: once we have received it, we will call you to arrange the scan.',
    'message.questionnaire_outcome_pregnancy':
      'Because you may be pregnant, a radiologist will review your booking. We will call you to arrange it.',
    'message.questionnaire_outcome_weight':
      'Our MRI scanners have a weight limit. We will call you to find the right scanner for you.',
    'message.questionnaire_outcome_implants':
      'Please bring your implant card or surgery details. Our staff need at least two days to check your implant before the scan.',
    'message.questionnaire_outcome_claustrophobia':
      'Please arrive early: we will talk you through the scan and the options that make it easier.',
    'message.questionnaire_outcome_contrast_allergy':
      'Because you have reacted to contrast before, a radiologist will plan your scan. We will call you to arrange it.',
    'message.questionnaire_outcome_kidney':
      'You need a recent kidney function (eGFR) blood test before a contrast scan, so the earliest date is later than usual.',
    'message.questionnaire_outcome_metformin':
      'Please keep taking your diabetes medication unless your doctor says otherwise, and arrive a little early.',
    'message.questionnaire_outcome_breast_symptoms':
      'Because you have symptoms, you need a referral from your doctor. Please bring it and your Medicare card.',
    'message.questionnaire_outcome_routed': 'Based on your answers, we suggest this exam.',
    'message.questionnaire_outcome_routing_enquiry':
      'We will help you choose the right scan. Please send your details below as an enquiry and we will call you once we have received it.',
    'message.questionnaire_outcome_high_pain':
      'You have scored your pain as severe. Please tell our staff now.',
    'questionnaires.close': 'Close',
    'questionnaires.saving': 'Saving your answers…',
    'questionnaires.retry': 'Try again',
    'questionnaires.close_confirm_title': 'Leave the questionnaire?',
    'questionnaires.close_confirm_text': 'Your answers to this questionnaire will not be saved.',
    'questionnaires.close_confirm_stay': 'Keep answering',
    'questionnaires.close_confirm_leave': 'Leave',
    'questionnaires.outcome_title': 'About your booking',
    'questionnaires.outcome_enquiry': 'Your booking needs to be checked by our staff before it is confirmed.',
    'questionnaires.outcome_min_date': 'Earliest date you can book',
    'questionnaires.outcome_prep_time': 'Please arrive early by',
    'questionnaires.outcome_minutes_prior': 'Notice our staff need',
    'questionnaires.outcome_medicare': 'Medicare number',
    'questionnaires.outcome_medicare_text':
      'Please have your Medicare card ready: your Medicare number is required.',
    'questionnaires.outcome_more_info': 'More information',
    'questionnaires.minutes': '{{count}} minutes',
    'questionnaires.continue': 'Continue',
    'questionnaires.appointment_canceled': 'Your appointment has been cancelled.',
    'questionnaires.cancel_reason': 'Given in the cancellation questionnaire',
    'questionnaires.canceling': 'Cancelling your appointment…',
    'questionnaires.pain_score_title': 'Pain score',
    'questionnaires.pain_score_lead.PAIN_SCORE_INITIAL':
      'Please tell us how much pain you have before your procedure.',
    'questionnaires.pain_score_lead.PAIN_SCORE_FINAL':
      'Please tell us how much pain you have after your procedure.',
    'questionnaires.pain_score_open': 'Record your pain score',
    'questionnaires.pain_score_saved': 'Thank you. Your pain score has been saved.',
    'questionnaires.missing_booking_key':
      'This link is incomplete. Please open the link from your email again.',
  },
  'en-NZ': {},
  'en-CA': {
    'questionnaires.appointment_canceled': 'Your appointment has been canceled.',
    'questionnaires.canceling': 'Canceling your appointment…',
    'message.questionnaire_outcome_breast_symptoms':
      'Because you have symptoms, you need a referral from your doctor. Please bring it and your health card.',
    'questionnaires.outcome_medicare': 'Health card number',
    'questionnaires.outcome_medicare_text': 'Please have your health card ready: its number is required.',
  },
  'en-US': {
    'questionnaires.appointment_canceled': 'Your appointment has been canceled.',
    'questionnaires.canceling': 'Canceling your appointment…',
    'message.questionnaire_outcome_breast_symptoms':
      'Because you have symptoms, you need an order from your doctor. Please bring it and your insurance card.',
    'questionnaires.outcome_medicare': 'Insurance member ID',
    'questionnaires.outcome_medicare_text':
      'Please have your insurance card ready: your member ID is required.',
  },
  mk: {
    'message.questionnaire_invalid_definition':
      'Овој прашалник не може да се користи: неговата дефиниција не може да се вчита или нема прашања.',
    'message.questionnaire_invalid_rule': 'Едно правило за исход на овој прашалник не може да се разбере.',
    'message.questionnaire_unknown_exam': 'Прегледот на овој прашалник не може да се најде.',
    'message.questionnaire_unknown_restriction':
      'Едно правило ги ограничува прашалниците на прашалник што не постои или не се прашува при закажување.',
    'message.questionnaire_duplicate_key': 'Прашалникот {{key}} се појавува повеќе од еднаш.',
    'message.questionnaire_not_found': 'Овој прашалник повеќе не е достапен.',
    'message.questionnaire_type_mismatch': 'Овие одговори не припаѓаат на овој прашалник.',
    'message.questionnaire_answer_incomplete': 'Ве молиме одговорете на секое задолжително прашање.',
    'message.questionnaire_not_answered': 'На овој прашалник сѐ уште не е одговорено.',
    'message.questionnaire_no_exam_change': 'Вашите одговори не го менуваат прегледот.',
    'message.questionnaire_exam_unavailable':
      'Предложениот преглед моментално не може да се закаже преку интернет.',
    'message.questionnaire_load_error': 'Прашалниците не можеа да се вчитаат. Обидете се повторно подоцна.',
    'message.error_answering_questionnaire': 'Вашите одговори не можеа да се зачуваат. Обидете се повторно.',
    'message.questionnaires_already_answered': 'Одговорено е на сите прашалници. Ви благодариме.',
    'message.pain_score_problem':
      'Настана проблем при бележењето на вашата оценка на болка. Кажете му на нашиот персонал.',
    'message.booking_request_waiting_protocol_error':
      'Вашето барање чека радиолог да го прегледа. Наскоро ќе ве контактираме.',
    'message.feedback_already_provided': 'Ви благодариме, вашето мислење веќе е дадено.',
    'message.feedback_provided_successfully': 'Ви благодариме, вашето мислење е испратено.',
    'message.booking_denied':
      'Овој преглед не може да се закаже преку интернет. Ве молиме јавете се во клиниката.',
    'message.questionnaire_outcome_pacemaker':
      'Бидејќи имате пејсмејкер или дефибрилатор, нашиот тим за магнетна резонанца мора да провери дали снимањето е безбедно за вас. Испратете ги вашите податоци подолу како барање: штом го примиме, ќе ви се јавиме за да го договориме снимањето.',
    'message.questionnaire_outcome_pregnancy':
      'Бидејќи можеби сте бремени, радиолог ќе го прегледа вашето закажување. Ќе ви се јавиме за да го договориме.',
    'message.questionnaire_outcome_weight':
      'Нашите скенери за магнетна резонанца имаат ограничување на тежината. Ќе ви се јавиме за да го најдеме вистинскиот скенер за вас.',
    'message.questionnaire_outcome_implants':
      'Донесете ја картичката за имплантот или податоците од операцијата. На нашиот персонал му требаат најмалку два дена за да го провери имплантот пред снимањето.',
    'message.questionnaire_outcome_claustrophobia':
      'Дојдете порано: ќе ви го објасниме снимањето и можностите што го олеснуваат.',
    'message.questionnaire_outcome_contrast_allergy':
      'Бидејќи претходно сте реагирале на контраст, радиолог ќе го испланира вашето снимање. Ќе ви се јавиме за да го договориме.',
    'message.questionnaire_outcome_kidney':
      'Пред снимање со контраст ви треба скорешна анализа на крв за бубрежната функција (eGFR), па најраниот датум е подоцна од вообичаено.',
    'message.questionnaire_outcome_metformin':
      'Продолжете да ги земате лековите за дијабетес освен ако вашиот лекар не каже поинаку и дојдете малку порано.',
    'message.questionnaire_outcome_breast_symptoms':
      'Бидејќи имате симптоми, ви треба упат од вашиот лекар. Донесете го упатот и здравствената картичка.',
    'message.questionnaire_outcome_routed': 'Според вашите одговори, ви го предлагаме овој преглед.',
    'message.questionnaire_outcome_routing_enquiry':
      'Ќе ви помогнеме да го изберете вистинското снимање. Испратете ги вашите податоци подолу како барање и ќе ви се јавиме штом го примиме.',
    'message.questionnaire_outcome_high_pain':
      'Вашата болка ја оценивте како силна. Веднаш кажете му на нашиот персонал.',
    'questionnaires.close': 'Затвори',
    'questionnaires.saving': 'Се зачувуваат вашите одговори…',
    'questionnaires.retry': 'Обиди се повторно',
    'questionnaires.close_confirm_title': 'Да се напушти прашалникот?',
    'questionnaires.close_confirm_text': 'Вашите одговори на овој прашалник нема да се зачуваат.',
    'questionnaires.close_confirm_stay': 'Продолжи со одговарање',
    'questionnaires.close_confirm_leave': 'Напушти',
    'questionnaires.outcome_title': 'За вашето закажување',
    'questionnaires.outcome_enquiry':
      'Нашиот персонал треба да го провери вашето закажување пред да биде потврдено.',
    'questionnaires.outcome_min_date': 'Најран датум за закажување',
    'questionnaires.outcome_prep_time': 'Дојдете порано за',
    'questionnaires.outcome_minutes_prior': 'Потребно известување за персоналот',
    'questionnaires.outcome_medicare': 'Број на здравствено осигурување',
    'questionnaires.outcome_medicare_text':
      'Подгответе ја здравствената картичка: бројот на здравственото осигурување е задолжителен.',
    'questionnaires.outcome_more_info': 'Повеќе информации',
    'questionnaires.minutes': '{{count}} минути',
    'questionnaires.continue': 'Продолжи',
    'questionnaires.appointment_canceled': 'Вашиот термин е откажан.',
    'questionnaires.cancel_reason': 'Наведено во прашалникот за откажување',
    'questionnaires.canceling': 'Вашиот термин се откажува…',
    'questionnaires.pain_score_title': 'Оценка на болка',
    'questionnaires.pain_score_lead.PAIN_SCORE_INITIAL':
      'Кажете ни колку болка чувствувате пред вашата процедура.',
    'questionnaires.pain_score_lead.PAIN_SCORE_FINAL':
      'Кажете ни колку болка чувствувате по вашата процедура.',
    'questionnaires.pain_score_open': 'Внесете ја оценката на болка',
    'questionnaires.pain_score_saved': 'Ви благодариме. Вашата оценка на болка е зачувана.',
    'questionnaires.missing_booking_key':
      'Оваа врска е нецелосна. Отворете ја повторно врската од вашата е-пошта.',
  },
};
