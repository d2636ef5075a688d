import type { AreaTexts } from './area';

/** Answers of the admin panel's daily operations (issue 14) that staff read. */
export const adminOperations: AreaTexts = {
  'en-AU': {
    'message.enquiry_not_open':
      'This enquiry has already been booked or closed. Reload it to see its current state.',
    'message.appointment_not_changeable':
      'This appointment can no longer be changed. Reload it to see its current state.',
    'message.arrival_outside_window':
      'Arrival can be marked only on the day of the appointment, from the time check-in opens until the appointment ends.',
    'message.no_show_before_start':
      'A no-show can be marked only once the appointment has started and the patient has not been marked arrived.',
  },
  'en-NZ': {},
  'en-CA': {},
  'en-US': {},
  mk: {
    'message.enquiry_not_open':
      'Ова барање е веќе закажано или затворено. Освежете го за да ја видите неговата состојба.',
    'message.appointment_not_changeable':
      'Овој термин веќе не може да се менува. Освежете го за да ја видите неговата состојба.',
    'message.arrival_outside_window':
      'Пристигнувањето може да се означи само на денот на терминот, од отворањето на пријавувањето до крајот на терминот.',
    'message.no_show_before_start':
      'Неявување може да се означи само откако терминот ќе започне и пациентот не е означен како пристигнат.',
  },
};
