import type { PatientDetails, ProcessedOutcome } from '@rb/contracts';
import { AppError, conflict, validationFailed } from '../../platform/errors';
import { localParts } from '../../platform/local-time';

/** A slot about to be booked, as far as the questionnaire outcome cares. */
interface OutcomeSlot {
  start: Date;
  timeZone: string;
}

/**
 * Enforces on the server what the stored questionnaire outcome of a booking key says (§4 Booking +
 * Questionnaires), whatever the browser did: a denial (403 with its message), an enquiry instead of
 * a booking (409), the earliest bookable date and a required Medicare number.
 */
export function enforceQuestionnaireOutcome(
  outcome: ProcessedOutcome,
  slots: OutcomeSlot[],
  patient: PatientDetails,
): void {
  if (outcome.outcome === 'DENY_BOOKING') {
    throw new AppError(403, outcome.message ?? 'message.booking_denied');
  }
  if (outcome.outcome === 'CREATE_BOOKING_REQUEST') throw conflict('message.booking_request_required');
  const minDate = outcome.restrictMinDate;
  // Local calendar day of the clinic: the outcome's date is a day, not an instant.
  if (minDate && slots.some((slot) => localParts(slot.timeZone, slot.start.getTime()).date < minDate)) {
    throw new AppError(400, 'message.slot_unavailable', { reason: 'restricted_min_date', minDate });
  }
  if (outcome.medicareNumberRequired && !patient.medicareNumber) {
    throw validationFailed([{ field: 'patient.medicareNumber', message: 'message.field_required' }]);
  }
}
