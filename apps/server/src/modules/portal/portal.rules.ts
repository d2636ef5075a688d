import type { AppointmentStatus, CanChangeStatus, ChangeReason } from '@rb/contracts';
import { isActiveAppointment } from '@rb/contracts';
import { differenceInMinutes } from 'date-fns';
import { AppError, conflict } from '../../platform/errors';

export interface ChangeFacts {
  status: AppointmentStatus;
  walkIn: boolean;
  enquiryOnly: boolean;
  start: Date;
  now: Date;
  /** The provider's limit: no change closer than this to the start. */
  priorMinutes: number;
}

/** §3 Can-change-status: whether a patient may cancel or reschedule, and the first reason why not. */
export function canChange(facts: ChangeFacts): CanChangeStatus {
  const answer = (reason: ChangeReason | null): CanChangeStatus => ({
    canChange: reason === null,
    reason,
    priorMinutes: facts.priorMinutes,
  });
  if (facts.status === 'CANCELED') return answer('APPOINTMENT_CANCELLED');
  if (!isActiveAppointment(facts.status)) return answer('NOT_ALLOWED');
  if (facts.enquiryOnly) return answer('ENQUIRE_ONLY');
  if (facts.walkIn) return answer('WALK_IN');
  if (differenceInMinutes(facts.start, facts.now) < facts.priorMinutes) return answer('PRIOR_MINUTES');
  return answer(null);
}

/** §4: cancel is allowed if canChange or the reason is ENQUIRE_ONLY; otherwise 409 with priorMinutes. */
export function assertCancelAllowed(status: CanChangeStatus): void {
  if (status.canChange || status.reason === 'ENQUIRE_ONLY') return;
  throw conflict('message.cancel_not_allowed', { priorMinutes: status.priorMinutes });
}

const RESCHEDULE_REFUSALS: Partial<Record<ChangeReason, string>> = {
  WALK_IN: 'message.reschedule_with_walk_in_not_allowed',
  APPOINTMENT_CANCELLED: 'message.reschedule_cancelled_appts',
  PRIOR_MINUTES: 'message.reschedule_prior_minutes',
};

/** §4, §8: reschedule only when canChange; each refusal has its own message. */
export function assertRescheduleAllowed(status: CanChangeStatus): void {
  if (status.canChange) return;
  const key = (status.reason && RESCHEDULE_REFUSALS[status.reason]) ?? 'message.reschedule_not_allowed';
  throw new AppError(409, key, { priorMinutes: status.priorMinutes });
}
