import type { AreaTexts } from './area';

/** Messages the booking calls answer with (slots, appointments, visits, enquiries). */
export const booking: AreaTexts = {
  'en-AU': {
    'message.slot_unavailable': 'This time cannot be booked. Please choose another time.',
    'message.exam_enquiry_only':
      'This exam cannot be booked online. Please send an enquiry and we will call you.',
    'message.visit_single_clinic': 'All exams of one visit must be at the same clinic.',
    'message.visit_overlap': 'The exams of your visit overlap. Please choose times one after the other.',
    'message.booking_request_created':
      'Thank you. We have received your enquiry and will contact you shortly to arrange your appointment.',
    'message.booking_request_required':
      'Based on your answers we cannot book this exam online. Please send an enquiry and we will call you.',
  },
  'en-NZ': {},
  'en-CA': {},
  'en-US': {},
  mk: {
    'message.slot_unavailable': 'Овој термин не може да се закаже. Изберете друг термин.',
    'message.exam_enquiry_only':
      'Овој преглед не може да се закаже преку интернет. Испратете барање и ќе ве повикаме.',
    'message.visit_single_clinic': 'Сите прегледи од една посета мора да бидат во истата клиника.',
    'message.visit_overlap': 'Прегледите од вашата посета се преклопуваат. Изберете термини еден по друг.',
    'message.booking_request_created':
      'Ви благодариме. Го примивме вашето барање и наскоро ќе ве контактираме за да закажеме термин.',
    'message.booking_request_required':
      'Според вашите одговори не можеме да го закажеме овој преглед преку интернет. Испратете барање и ќе ве повикаме.',
  },
};
