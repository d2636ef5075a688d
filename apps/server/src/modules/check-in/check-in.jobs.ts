import type { AppDeps } from '../../platform/deps';
import type { JobQueue } from '../../platform/jobs';
import type { CheckInRepository } from './check-in.repository';
import type { RisAdapter, RisCheckInRequest } from './check-in.ris';

export const PREPARE_JOB = 'check-in-prepare';
export const SUBMIT_JOB = 'check-in-submit';
export interface CheckInJob {
  appointmentId: number;
  handOffId: string;
}

/** The hand-off jobs: ask the RIS, then record its answer on the appointment's check-in row. */
export async function registerCheckInJobs(
  deps: AppDeps,
  jobs: JobQueue,
  repository: CheckInRepository,
  ris: RisAdapter,
) {
  const requestOf = async (appointmentId: number): Promise<RisCheckInRequest | null> => {
    const row = await deps.db
      .selectFrom('checkIn')
      .innerJoin('appointment', 'appointment.id', 'checkIn.appointmentId')
      .select([
        'appointment.slug',
        'appointment.clinicId',
        'checkIn.referrerDoctorId',
        'checkIn.dateOfReferral',
        'checkIn.medicareNumber',
        'checkIn.medicareIrn',
        'checkIn.gender',
      ])
      .where('checkIn.appointmentId', '=', appointmentId)
      .executeTakeFirst();
    return row ? { appointmentId, appointmentSlug: row.slug, ...row } : null;
  };

  await jobs.work<CheckInJob>(PREPARE_JOB, async ({ appointmentId, handOffId }) => {
    const request = await requestOf(appointmentId);
    if (!request) return;
    try {
      await ris.prepare(request);
      await repository.completeHandOff(
        appointmentId,
        handOffId,
        { status: 'PREPARED', preparedSentAt: deps.clock.now(), failure: null },
        deps.clock.now(),
      );
    } catch (error) {
      deps.log.warn({ err: error, appointmentId }, 'check-in preparation refused by the RIS');
      await repository.completeHandOff(
        appointmentId,
        handOffId,
        { status: 'PREPARE_FAILED', failure: 'message.check_in_error' },
        deps.clock.now(),
      );
    }
  });

  await jobs.work<CheckInJob>(SUBMIT_JOB, async ({ appointmentId, handOffId }) => {
    const request = await requestOf(appointmentId);
    if (!request) return;
    try {
      const { patientFolioNumber } = await ris.checkIn(request);
      await repository.completeHandOff(
        appointmentId,
        handOffId,
        { status: 'CHECKED_IN', checkInSentAt: deps.clock.now(), patientFolioNumber, failure: null },
        deps.clock.now(),
      );
    } catch (error) {
      deps.log.warn({ err: error, appointmentId }, 'check-in refused by the RIS');
      await repository.completeHandOff(
        appointmentId,
        handOffId,
        { status: 'CHECK_IN_FAILED', failure: 'message.check_in_error' },
        deps.clock.now(),
      );
    }
  });
}
