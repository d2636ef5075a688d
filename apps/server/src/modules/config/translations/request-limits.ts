import type { AreaTexts } from './area';

/** Answers of the booking, enquiry and slot-hold limits (issue 12); `minutes` is when the limit lifts. */
export const requestLimits: AreaTexts = {
  'en-AU': {
    'message.too_many_bookings':
      'Too many bookings have come from your connection or email address. Please try again in {{minutes}} minutes, or call the clinic.',
    'message.too_many_booking_requests':
      'Too many enquiries have come from your connection or email address. Please try again in {{minutes}} minutes, or call the clinic.',
    'message.too_many_holds':
      'Too many times have been held from your connection. Please try again in {{minutes}} minutes.',
  },
  'en-NZ': {},
  'en-CA': {},
  'en-US': {},
  mk: {
    'message.too_many_bookings':
      'Премногу закажувања од вашата врска или е-пошта. Обидете се повторно за {{minutes}} минути или јавете се во клиниката.',
    'message.too_many_booking_requests':
      'Премногу барања од вашата врска или е-пошта. Обидете се повторно за {{minutes}} минути или јавете се во клиниката.',
    'message.too_many_holds':
      'Премногу термини се задржани од вашата врска. Обидете се повторно за {{minutes}} минути.',
  },
};
