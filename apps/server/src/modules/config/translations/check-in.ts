import type { AreaTexts } from './area';

/** Digital check-in and kiosks (§4 "Digital check-in", §8 check-in errors): the server's message keys. */
export const checkIn: AreaTexts = {
  'en-AU': {
    'message.check_in_error': 'We could not check you in.',
    'message.check_in_error_description': 'Please go to the reception desk and our staff will check you in.',
    'message.late_enable_digital_check_in_error':
      'Check-in opens {{minutes}} minutes before your appointment and closes when it ends. Please see reception.',
    'message.unknown_reason': 'Something is not quite ready yet. Please see reception.',
    'message.already_checked_in': 'This appointment is already checked in.',
    'message.check_in_disabled': 'Digital check-in is not available at this clinic today.',
    'message.check_in_not_enabled': 'Please start check-in for this appointment first.',
    'message.check_in_not_prepared': 'Your check-in details are still being processed.',
    'message.referral_required': 'Please add your referral before checking in.',
    'message.unknown_doctor': 'Please choose your referring doctor from the list.',
    'message.date_in_future': 'This date cannot be in the future.',
    'message.invalid_medicare_number': 'Please enter a valid Medicare number.',
    'message.unknown_kiosk': 'This kiosk is not registered.',
    'message.unknown_clinic': 'This clinic does not exist.',
  },
  'en-NZ': {},
  'en-CA': {
    'message.invalid_medicare_number': 'Please enter a valid health card number.',
  },
  'en-US': {
    'message.invalid_medicare_number': 'Please enter a valid insurance card number.',
  },
  mk: {
    'message.check_in_error': 'Не можевме да ве пријавиме.',
    'message.check_in_error_description': 'Ве молиме јавете се на рецепција и нашиот персонал ќе ве пријави.',
    'message.late_enable_digital_check_in_error':
      'Пријавувањето се отвора {{minutes}} минути пред вашиот термин и се затвора кога ќе заврши. Ве молиме јавете се на рецепција.',
    'message.unknown_reason': 'Нешто сè уште не е подготвено. Ве молиме јавете се на рецепција.',
    'message.already_checked_in': 'Овој термин е веќе пријавен.',
    'message.check_in_disabled': 'Дигиталното пријавување денес не е достапно во оваа клиника.',
    'message.check_in_not_enabled': 'Ве молиме прво започнете го пријавувањето за овој термин.',
    'message.check_in_not_prepared': 'Вашите податоци за пријавување сè уште се обработуваат.',
    'message.referral_required': 'Ве молиме додадете го упатот пред пријавувањето.',
    'message.unknown_doctor': 'Ве молиме изберете го докторот што ве упатил од листата.',
    'message.date_in_future': 'Овој датум не може да биде во иднина.',
    'message.invalid_medicare_number': 'Ве молиме внесете важечки број на Medicare картичка.',
    'message.unknown_kiosk': 'Овој киоск не е регистриран.',
    'message.unknown_clinic': 'Оваа клиника не постои.',
  },
};
