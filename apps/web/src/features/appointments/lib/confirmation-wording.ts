import type { AppointmentStatus, BookingRequestConfirmation } from '@rb/contracts';

type BookingRequestStatus = BookingRequestConfirmation['status'];

/** What a confirmation page says and offers for a status (§4 statuses and deny statuses). */
export interface ConfirmationWording {
  titleKey: string;
  leadKey: string;
  /** "We have sent a confirmation…": only while the booking stands as it was booked. */
  emailSent: boolean;
  /** The portal can still act on it (view, change, cancel, upload). */
  manage: boolean;
  feedback: boolean;
  bookAnotherKey: string;
}

const BOOK_ANOTHER = 'booking.confirmation.book_another';
const BOOK_AGAIN = 'booking.outcome.book_again';

/** An ended or changed booking: its own heading and text, no confirmation note, no feedback. */
const outcome = (prefix: string, group: string, manage: boolean): ConfirmationWording => ({
  titleKey: `${prefix}.${group}.title`,
  leadKey: `${prefix}.${group}.lead`,
  emailSent: false,
  manage,
  feedback: false,
  bookAnotherKey: manage ? BOOK_ANOTHER : BOOK_AGAIN,
});

export function appointmentWording(status: AppointmentStatus): ConfirmationWording {
  switch (status) {
    case 'BOOKED':
      return {
        titleKey: 'booking.confirmation.title',
        leadKey: 'booking.confirmation.lead',
        emailSent: true,
        manage: true,
        feedback: true,
        bookAnotherKey: BOOK_ANOTHER,
      };
    case 'PENDING':
      return {
        titleKey: 'booking.confirmation.pending_title',
        leadKey: 'booking.confirmation.pending_lead',
        emailSent: true,
        manage: true,
        feedback: false,
        bookAnotherKey: BOOK_ANOTHER,
      };
    case 'RESCHEDULED':
    case 'CHANGED':
      return outcome('booking.outcome', 'rescheduled', true);
    case 'ON_HOLD':
      return outcome('booking.outcome', 'waiting_protocol', true);
    case 'CANCELED':
      return outcome('booking.outcome', 'canceled', false);
    case 'DECLINED_BY_PATIENT':
      return outcome('booking.outcome', 'declined_by_patient', false);
    case 'EXPIRED':
    case 'EXPIRED_PATIENT':
      return outcome('booking.outcome', 'expired', false);
    case 'REMOVED_BY_OPERATOR':
    case 'DELETED':
      return outcome('booking.outcome', 'removed_by_operator', false);
  }
}

export function bookingRequestWording(status: BookingRequestStatus): ConfirmationWording {
  switch (status) {
    case 'PENDING':
      return {
        titleKey: 'booking.request_confirmation.title',
        leadKey: 'booking.request_confirmation.lead',
        emailSent: true,
        manage: true,
        feedback: false,
        bookAnotherKey: BOOK_ANOTHER,
      };
    case 'BOOKED':
      return outcome('booking.request_outcome', 'booked', true);
    case 'ON_HOLD':
      return outcome('booking.request_outcome', 'waiting_protocol', true);
    case 'CANCELED':
      return outcome('booking.request_outcome', 'canceled', false);
    case 'DELETED':
    case 'REMOVED_BY_OPERATOR':
      return outcome('booking.request_outcome', 'removed_by_operator', false);
  }
}
