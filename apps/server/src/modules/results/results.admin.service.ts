import type {
  AdminAppointmentReport,
  SetReportRelease,
  UploadAppointmentReport,
  WithdrawReport,
} from '@rb/contracts';
import { addMinutes } from 'date-fns';
import { fileTypeFromBuffer } from 'file-type';
import { type BlobStorage, newBlobKey } from '../../platform/blob-storage';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import type { StaffPrincipal } from '../identity/identity.claims';
import type { ResultsRelease } from './results.release';
import type { ResultsRepository } from './results.repository';
import { effectiveReleaseAt, reportAuthorOf, reportExpiry } from './results.rules';
import './results.tables';

export interface StaffReports {
  repository: ResultsRepository;
  release: ResultsRelease;
  blobs: BlobStorage;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A report as staff see it: when it is released, whether it is, and whether it was withdrawn. */
export async function reportView(
  trx: Db,
  reportId: number,
  releaseDelayMinutes: number,
  now: Date,
): Promise<AdminAppointmentReport | undefined> {
  const row = await trx
    .selectFrom('resultReport')
    .select([
      'id',
      'fileName',
      'createdAt',
      'expiresAt',
      'releaseAt',
      'held',
      'withdrawnAt',
      'withdrawReason',
      'reportedBy',
      'reportedByName',
    ])
    .where('id', '=', reportId)
    .executeTakeFirst();
  if (!row) return undefined;
  const at = effectiveReleaseAt(
    {
      createdAt: new Date(row.createdAt),
      releaseAt: row.releaseAt ? new Date(row.releaseAt) : null,
      held: row.held,
    },
    releaseDelayMinutes,
  );
  return {
    id: row.id,
    fileName: row.fileName,
    createdAt: new Date(row.createdAt).toISOString(),
    releaseAt: at ? at.toISOString() : null,
    released: at !== null && row.withdrawnAt === null && at.getTime() <= now.getTime(),
    withdrawnAt: iso(row.withdrawnAt),
    withdrawReason: row.withdrawReason,
    expiresAt: iso(row.expiresAt),
    reportedBy: row.reportedBy
      ? { subject: row.reportedBy, name: row.reportedByName ?? row.reportedBy }
      : null,
  };
}

/**
 * Staff's report release (issue 14 §7) on the results module's own store, rows and notices: a
 * report PDF (checked by its bytes), its own release time or held back, released now (the patient
 * is told by results_ready in the same transaction), or withdrawn.
 */
export function createResultsAdminService(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  reports: StaffReports,
) {
  const { repository, release, blobs } = reports;

  /** The report of this appointment, locked; 404 when it belongs to another appointment. */
  async function lockedReport(trx: Db, appointmentId: number, reportId: number) {
    const row = await trx
      .selectFrom('resultReport')
      .select(['id', 'withdrawnAt'])
      .where('id', '=', reportId)
      .where('appointmentId', '=', appointmentId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  async function answer(trx: Db, reportId: number) {
    const { releaseDelayMinutes } = await repository.readSettings(trx);
    return (await reportView(trx, reportId, releaseDelayMinutes, deps.clock.now())) as AdminAppointmentReport;
  }

  /** In the write's transaction: the notice now when released, else when it will be (after commit). */
  async function settle(reportId: number, work: (trx: Db) => Promise<void>) {
    const { view, next } = await deps.db.transaction().execute(async (trx) => {
      await work(trx);
      const next = await release.notifyIfReleased(trx, reportId);
      return { view: await answer(trx, reportId), next };
    });
    if (next) await release.schedule(reportId, next);
    return view;
  }

  return {
    async upload(appointmentId: number, input: UploadAppointmentReport, uploader: StaffPrincipal) {
      const data = Buffer.from(input.pdfBase64, 'base64');
      const type = await fileTypeFromBuffer(data);
      if (type?.mime !== 'application/pdf') throw badRequest('message.invalid_file_type', { allowed: 'PDF' });
      const blobKey = newBlobKey('reports');
      await blobs.put(blobKey, data);
      const now = deps.clock.now();
      const { view, reportId, next } = await deps.db.transaction().execute(async (trx) => {
        const reportId = await repository.insertReport(
          {
            appointmentId,
            blobKey,
            fileName: input.fileName.replace(/[^\w .-]/g, '_'),
            createdAt: now,
            expiresAt: reportExpiry(now, input.expiresInDays),
            releaseAt: input.releaseDelayMinutes == null ? null : addMinutes(now, input.releaseDelayMinutes),
            reportedBy: reportAuthorOf(input.reportedBy, uploader),
          },
          trx,
        );
        // Visible at once: the patient is told in this same transaction.
        const next = await release.notifyIfReleased(trx, reportId);
        return { view: await answer(trx, reportId), reportId, next };
      });
      if (next) await release.schedule(reportId, next);
      return view;
    },

    /** A release time of its own, or null to hold it back until released. */
    setRelease: (appointmentId: number, reportId: number, input: SetReportRelease) =>
      settle(reportId, async (trx) => {
        await lockedReport(trx, appointmentId, reportId);
        await trx
          .updateTable('resultReport')
          .set(
            input.releaseAt === null
              ? { held: true, releaseAt: null }
              : { held: false, releaseAt: new Date(input.releaseAt) },
          )
          .where('id', '=', reportId)
          .execute();
      }),

    /** Released at once: the patient is told (results_ready) in this transaction. */
    releaseNow: (appointmentId: number, reportId: number) =>
      settle(reportId, async (trx) => {
        const report = await lockedReport(trx, appointmentId, reportId);
        if (report.withdrawnAt) throw notFound();
        await trx
          .updateTable('resultReport')
          .set({ held: false, releaseAt: deps.clock.now() })
          .where('id', '=', reportId)
          .execute();
      }),

    /** Gone from the patient's view and every share; the staff view keeps it, marked withdrawn. */
    withdraw: (appointmentId: number, reportId: number, input: WithdrawReport) =>
      deps.db.transaction().execute(async (trx) => {
        await lockedReport(trx, appointmentId, reportId);
        await trx
          .updateTable('resultReport')
          .set({ withdrawnAt: deps.clock.now(), withdrawReason: input.reason })
          .where('id', '=', reportId)
          .execute();
        return answer(trx, reportId);
      }),
  };
}

export type ResultsAdminService = ReturnType<typeof createResultsAdminService>;
