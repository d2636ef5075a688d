import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** What the radiology information system is told when a patient prepares and completes check-in. */
export interface RisCheckInRequest {
  appointmentId: number;
  appointmentSlug: string;
  clinicId: number;
  referrerDoctorId: number | null;
  dateOfReferral: string | null;
  medicareNumber: string | null;
  medicareIrn: string | null;
  gender: string | null;
}

/**
 * The seam where a real RIS integration plugs in. Both calls resolve when the RIS accepted the
 * hand-off and throw when it refused; they run inside background jobs, never in a request.
 */
export interface RisAdapter {
  prepare(request: RisCheckInRequest): Promise<void>;
  /** `patientFolioNumber` is null when the RIS confirms without giving the patient a number. */
  checkIn(request: RisCheckInRequest): Promise<{ patientFolioNumber: string | null }>;
}

export class RisRefusal extends Error {}

/**
 * Demo adapter: accepts after a short delay (as a RIS round trip would take) and, where the clinic's
 * setting says its RIS issues them, assigns a folio number; the clinic's `simulateRisFailure` setting
 * makes it refuse, to show the ERROR path.
 */
export function createDemoRisAdapter(options: {
  delayMs: number;
  clinicBehaviour: (clinicId: number) => Promise<{ risFolioNumbers: boolean; simulateRisFailure: boolean }>;
}): RisAdapter {
  const roundTrip = async (clinicId: number) => {
    if (options.delayMs > 0) await sleep(options.delayMs);
    const behaviour = await options.clinicBehaviour(clinicId);
    if (behaviour.simulateRisFailure) throw new RisRefusal('demo RIS refused the hand-off');
    return behaviour;
  };
  return {
    prepare: async (request) => {
      await roundTrip(request.clinicId);
    },
    async checkIn(request) {
      const { risFolioNumbers } = await roundTrip(request.clinicId);
      return { patientFolioNumber: risFolioNumbers ? `F${randomInt(10_000_000, 100_000_000)}` : null };
    },
  };
}
