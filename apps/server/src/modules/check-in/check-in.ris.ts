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
  checkIn(request: RisCheckInRequest): Promise<{ patientFolioNumber: string }>;
}

export class RisRefusal extends Error {}

/**
 * Demo adapter: accepts after a short delay (as a RIS round trip would take) and assigns a folio
 * number; a clinic's `simulate_ris_failure` setting makes it refuse, to show the ERROR path.
 */
export function createDemoRisAdapter(options: {
  delayMs: number;
  shouldFail: (clinicId: number) => Promise<boolean>;
}): RisAdapter {
  const roundTrip = async (clinicId: number) => {
    if (options.delayMs > 0) await sleep(options.delayMs);
    if (await options.shouldFail(clinicId)) throw new RisRefusal('demo RIS refused the hand-off');
  };
  return {
    prepare: (request) => roundTrip(request.clinicId),
    async checkIn(request) {
      await roundTrip(request.clinicId);
      return { patientFolioNumber: `F${randomInt(10_000_000, 100_000_000)}` };
    },
  };
}
