import { isKioskMode } from '../../../lib/links';
import type { CheckInStep } from '../machines/check-in.types';

const STEPS: readonly CheckInStep[] = ['SUCCESS', 'COMPLETE', 'ERROR', 'CONFIRM', 'FEEDBACK', 'VERIFY_OTP'];

export interface CheckInParams {
  step: CheckInStep | null;
  kioskMode: boolean;
  process: string | null;
  /** The phone link names the clinic; a kiosk knows its own. */
  clinicId: number | null;
}

/** §2 `/check-in` query: step, kioskMode, process (and the clinic of a reminder link). */
export function readCheckInParams(search: URLSearchParams): CheckInParams {
  const step = search.get('step');
  const clinicId = Number(search.get('clinicId'));
  return {
    step: STEPS.includes(step as CheckInStep) ? (step as CheckInStep) : null,
    kioskMode: isKioskMode(search),
    process: search.get('process'),
    clinicId: Number.isInteger(clinicId) && clinicId > 0 ? clinicId : null,
  };
}

/** The same query with `step` set (or removed), every other parameter kept. */
export function withStep(search: URLSearchParams, step: CheckInStep | undefined): URLSearchParams {
  const next = new URLSearchParams(search);
  if (step) next.set('step', step);
  else next.delete('step');
  return next;
}
