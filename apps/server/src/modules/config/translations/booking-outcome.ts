import type { AreaTexts } from './area';

/**
 * Confirmation pages worded by status (§4): a cancelled, moved, expired or removed booking says so
 * in its heading and text, and offers only what still makes sense.
 */
export const bookingOutcome: AreaTexts = {
  'en-AU': {
    'booking.outcome.loading_title': 'Your appointment',
    'booking.outcome.book_again': 'Book a new appointment',
    'booking.confirmation.manage': 'Manage this appointment',
    'booking.outcome.rescheduled.title': 'This appointment has been moved',
    'booking.outcome.rescheduled.lead':
      '{{name}}, this appointment was moved to a new time. Manage this appointment to see the new time.',
    'booking.outcome.canceled.title': 'This appointment has been cancelled',
    'booking.outcome.canceled.lead':
      '{{name}}, this appointment no longer holds a time for you. If you still need the exam, please book a new appointment.',
    'booking.outcome.declined_by_patient.title': 'You declined this appointment',
    'booking.outcome.declined_by_patient.lead':
      '{{name}}, this appointment no longer holds a time for you. If you still need the exam, please book a new appointment.',
    'booking.outcome.expired.title': 'This appointment has expired',
    'booking.outcome.expired.lead':
      '{{name}}, this appointment is no longer valid. If you still need the exam, please book a new appointment.',
    'booking.outcome.removed_by_operator.title': 'This appointment was removed by our staff',
    'booking.outcome.removed_by_operator.lead': '{{name}}, if you have questions, please contact the clinic.',
    'booking.outcome.waiting_protocol.title': 'Your booking is being reviewed',
    'booking.outcome.waiting_protocol.lead':
      '{{name}}, a radiologist is reviewing your referral. We will contact you with the details.',
    'booking.request_outcome.loading_title': 'Your enquiry',
    'message.booking_request_exists':
      'This enquiry has already been sent. Please check your email for its confirmation, or start a new booking.',
    'booking.request_confirmation.manage': 'Manage this enquiry',
    'booking.request_outcome.booked.title': 'Your enquiry has been booked',
    'booking.request_outcome.booked.lead':
      '{{name}}, our staff have booked an appointment for this enquiry. Manage this enquiry to see it.',
    'booking.request_outcome.canceled.title': 'This enquiry has been cancelled',
    'booking.request_outcome.canceled.lead':
      '{{name}}, we will not contact you about this enquiry. If you still need the exam, please book again.',
    'booking.request_outcome.waiting_protocol.title': 'Your enquiry is being reviewed',
    'booking.request_outcome.waiting_protocol.lead':
      '{{name}}, a radiologist is reviewing your referral. We will contact you soon.',
    'booking.request_outcome.removed_by_operator.title': 'This enquiry was removed by our staff',
    'booking.request_outcome.removed_by_operator.lead':
      '{{name}}, if you have questions, please contact the clinic.',
  },
  'en-NZ': {},
  'en-CA': {
    'booking.outcome.canceled.title': 'This appointment has been canceled',
    'booking.request_outcome.loading_title': 'Your inquiry',
    'message.booking_request_exists':
      'This inquiry has already been sent. Please check your email for its confirmation, or start a new booking.',
    'booking.request_confirmation.manage': 'Manage this inquiry',
    'booking.request_outcome.booked.title': 'Your inquiry has been booked',
    'booking.request_outcome.booked.lead':
      '{{name}}, our staff have booked an appointment for this inquiry. Manage this inquiry to see it.',
    'booking.request_outcome.canceled.title': 'This inquiry has been canceled',
    'booking.request_outcome.canceled.lead':
      '{{name}}, we will not contact you about this inquiry. If you still need the exam, please book again.',
    'booking.request_outcome.waiting_protocol.title': 'Your inquiry is being reviewed',
    'booking.request_outcome.removed_by_operator.title': 'This inquiry was removed by our staff',
  },
  'en-US': {
    'booking.outcome.canceled.title': 'This appointment has been canceled',
    'booking.request_outcome.loading_title': 'Your inquiry',
    'message.booking_request_exists':
      'This inquiry has already been sent. Please check your email for its confirmation, or start a new booking.',
    'booking.request_confirmation.manage': 'Manage this inquiry',
    'booking.request_outcome.booked.title': 'Your inquiry has been booked',
    'booking.request_outcome.booked.lead':
      '{{name}}, our staff have booked an appointment for this inquiry. Manage this inquiry to see it.',
    'booking.request_outcome.canceled.title': 'This inquiry has been canceled',
    'booking.request_outcome.canceled.lead':
      '{{name}}, we will not contact you about this inquiry. If you still need the exam, please book again.',
    'booking.request_outcome.waiting_protocol.title': 'Your inquiry is being reviewed',
    'booking.request_outcome.removed_by_operator.title': 'This inquiry was removed by our staff',
  },
  mk: {
    'booking.outcome.loading_title': 'Вашиот термин',
    'booking.outcome.book_again': 'Закажете нов термин',
    'booking.confirmation.manage': 'Управувајте со овој термин',
    'booking.outcome.rescheduled.title': 'Овој термин е преместен',
    'booking.outcome.rescheduled.lead':
      '{{name}}, овој термин е преместен во ново време. Отворете го терминот за да го видите новото време.',
    'booking.outcome.canceled.title': 'Овој термин е откажан',
    'booking.outcome.canceled.lead':
      '{{name}}, овој термин повеќе не е резервиран за вас. Ако сè уште ви треба прегледот, закажете нов термин.',
    'booking.outcome.declined_by_patient.title': 'Го одбивте овој термин',
    'booking.outcome.declined_by_patient.lead':
      '{{name}}, овој термин повеќе не е резервиран за вас. Ако сè уште ви треба прегледот, закажете нов термин.',
    'booking.outcome.expired.title': 'Овој термин истече',
    'booking.outcome.expired.lead':
      '{{name}}, овој термин повеќе не важи. Ако сè уште ви треба прегледот, закажете нов термин.',
    'booking.outcome.removed_by_operator.title': 'Овој термин го отстрани нашиот персонал',
    'booking.outcome.removed_by_operator.lead':
      '{{name}}, ако имате прашања, ве молиме контактирајте ја клиниката.',
    'booking.outcome.waiting_protocol.title': 'Вашето закажување се прегледува',
    'booking.outcome.waiting_protocol.lead':
      '{{name}}, радиолог го прегледува вашиот упат. Ќе ве контактираме со деталите.',
    'booking.request_outcome.loading_title': 'Вашето барање',
    'message.booking_request_exists':
      'Ова барање веќе е испратено. Проверете ја вашата е-пошта за потврдата или започнете ново закажување.',
    'booking.request_confirmation.manage': 'Управувајте со ова барање',
    'booking.request_outcome.booked.title': 'За вашето барање е закажан термин',
    'booking.request_outcome.booked.lead':
      '{{name}}, нашиот персонал закажа термин за ова барање. Отворете го барањето за да го видите.',
    'booking.request_outcome.canceled.title': 'Ова барање е откажано',
    'booking.request_outcome.canceled.lead':
      '{{name}}, нема да ве контактираме за ова барање. Ако сè уште ви треба прегледот, закажете повторно.',
    'booking.request_outcome.waiting_protocol.title': 'Вашето барање се прегледува',
    'booking.request_outcome.waiting_protocol.lead':
      '{{name}}, радиолог го прегледува вашиот упат. Наскоро ќе ве контактираме.',
    'booking.request_outcome.removed_by_operator.title': 'Ова барање го отстрани нашиот персонал',
    'booking.request_outcome.removed_by_operator.lead':
      '{{name}}, ако имате прашања, ве молиме контактирајте ја клиниката.',
  },
};
