import type { Locale, ProcessedOutcome } from '@rb/contracts';
import type { Db } from '../../platform/db/database';

/**
 * What booking needs from the notifications and attachments modules, written as the interfaces
 * those modules' services offer (`createNotificationsService(deps)`, `createAttachmentsService(deps)`),
 * so app.ts passes their services in unchanged. Both are called inside the booking transaction.
 */
export type BookingEmailTemplate =
  | 'appointment_confirmation'
  | 'appointment_pending'
  | 'booking_request_confirmation';

// A type alias (not an interface) so it fits the notifications service's Record<string, unknown>.
export type BookingEmailData = {
  firstName: string;
  examName: string;
  modalityName: string;
  clinicName: string | null;
  clinicAddress: string;
  clinicPhone: string;
  /** ISO instants; null for an enquiry. */
  start: string | null;
  end: string | null;
  timeZone: string | null;
  preparationNotes: string;
  bookingKey: string;
  confirmationPath: string;
};

export interface BookingNotifications {
  queueEmail(
    trx: Db,
    email: {
      to: string;
      template: BookingEmailTemplate;
      locale: Locale;
      referenceId: string;
      data: BookingEmailData;
    },
  ): Promise<unknown>;
}

export interface BookingAttachments {
  attachTemporaryReferrals(
    trx: Db,
    bookingKey: string,
    target: { appointmentId: number } | { bookingRequestId: number },
  ): Promise<unknown>;
  rekeyTemporary(trx: Db, fromBookingKey: string, toBookingKey: string): Promise<unknown>;
}

/**
 * What booking needs from the questionnaires module (its service fits as is): the outcome of the
 * answers stored under a booking key, computed by the server, and moving those answers along.
 */
export interface BookingQuestionnaires {
  processOutcomes(bookingKey: string): Promise<ProcessedOutcome>;
  attachTemporaryAnswers(
    trx: Db,
    bookingKey: string,
    owner: { appointmentId: number } | { bookingRequestId: number },
  ): Promise<unknown>;
  rekeyTemporary(trx: Db, fromKey: string, toKey: string): Promise<unknown>;
}

/** Stand-ins until the notifications and attachments modules are wired in app.ts: they do nothing. */
export const noNotifications: BookingNotifications = { queueEmail: async () => undefined };
export const noAttachments: BookingAttachments = {
  attachTemporaryReferrals: async () => undefined,
  rekeyTemporary: async () => undefined,
};
export const noQuestionnaires: BookingQuestionnaires = {
  processOutcomes: async () => ({ outcome: null, questionnaireIds: [] }),
  attachTemporaryAnswers: async () => undefined,
  rekeyTemporary: async () => undefined,
};
