import { type ResultsSettings, resultsSettings } from '@rb/contracts';
import { joinAppointmentExam, joinAppointmentExamPatient } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import '../appointments/appointments.tables';
import '../catalog/catalog.tables';
import '../config/config.tables';
import '../imaging/imaging.tables';
import '../patients/patients.tables';
import './results.tables';

export interface ReportRow {
  id: number;
  bookingKey: string;
  examName: string;
  modalityName: string;
  appointmentStartsAt: Date;
  fileName: string;
  blobKey: string;
  createdAt: Date;
  expiresAt: Date | null;
  releaseAt: Date | null;
  held: boolean;
}

const RESULTS_SECTION = 'results';
const asDate = (value: Date | string) => new Date(value);

export function createResultsRepository(db: Db) {
  return {
    /** Reports of one booking, or of every appointment of a patient (a HISTORY share). */
    async listReports(
      by: { bookingKey: string } | { patientId: number },
      trx: Db = db,
    ): Promise<ReportRow[]> {
      let query = trx
        .selectFrom('resultReport as r')
        .innerJoin('appointment', 'appointment.id', 'r.appointmentId')
        .$call(joinAppointmentExam)
        .select([
          'r.id',
          'appointment.bookingKey',
          'exam.name as examName',
          'modality.name as modalityName',
          'appointment.startsAt as appointmentStartsAt',
          'r.fileName',
          'r.blobKey',
          'r.createdAt',
          'r.expiresAt',
          'r.releaseAt',
          'r.held',
        ])
        // A report staff withdrew is gone from the patient's view and every share.
        .where('r.withdrawnAt', 'is', null)
        .orderBy('appointment.startsAt', 'desc')
        .orderBy('r.id', 'desc');
      query =
        'bookingKey' in by
          ? query.where('appointment.bookingKey', '=', by.bookingKey)
          : query.where('appointment.patientId', '=', by.patientId);
      const rows = await query.execute();
      return rows.map((row) => ({
        ...row,
        appointmentStartsAt: asDate(row.appointmentStartsAt),
        createdAt: asDate(row.createdAt),
        expiresAt: row.expiresAt === null ? null : asDate(row.expiresAt),
        releaseAt: row.releaseAt === null ? null : asDate(row.releaseAt),
      }));
    },

    async findAppointmentId(bookingKey: string, trx: Db = db): Promise<number | null> {
      const row = await trx
        .selectFrom('appointment')
        .select('id')
        .where('bookingKey', '=', bookingKey)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async insertReport(
      values: {
        appointmentId: number;
        blobKey: string;
        fileName: string;
        createdAt: Date;
        expiresAt: Date | null;
        releaseAt?: Date | null;
        held?: boolean;
        /** The reporting radiologist (issue 42), or null. */
        reportedBy: { subject: string; name: string } | null;
      },
      trx: Db,
    ): Promise<number> {
      const { reportedBy, ...report } = values;
      const row = await trx
        .insertInto('resultReport')
        .values({
          ...report,
          reportedBy: reportedBy?.subject ?? null,
          reportedByName: reportedBy?.name ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * What the results-ready notice of a report needs, its row locked so two runs (attach and job,
     * or two jobs) cannot both queue it.
     */
    async releaseNoticeSubject(reportId: number, trx: Db) {
      const row = await trx
        .selectFrom('resultReport as r')
        .innerJoin('appointment', 'appointment.id', 'r.appointmentId')
        .$call(joinAppointmentExamPatient)
        .select([
          'r.id',
          'r.createdAt',
          'r.expiresAt',
          'r.notifiedAt',
          'r.releaseAt',
          'r.held',
          'r.withdrawnAt',
          'appointment.bookingKey',
          'exam.name as examName',
          'modality.name as modalityName',
          'clinic.name as clinicName',
          'patient.firstName',
          'patient.email',
          'patient.contactNumber',
        ])
        .where('r.id', '=', reportId)
        .forUpdate('r')
        .executeTakeFirst();
      if (!row) return null;
      return {
        ...row,
        createdAt: asDate(row.createdAt),
        expiresAt: row.expiresAt === null ? null : asDate(row.expiresAt),
        notifiedAt: row.notifiedAt === null ? null : asDate(row.notifiedAt),
        releaseAt: row.releaseAt === null ? null : asDate(row.releaseAt),
      };
    },

    async markNotified(reportId: number, at: Date, trx: Db): Promise<void> {
      await trx.updateTable('resultReport').set({ notifiedAt: at }).where('id', '=', reportId).execute();
    },

    /** Reports whose patient was not told yet (a restart may have lost their scheduled job). */
    async unnotifiedReportIds(since: Date, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('resultReport')
        .select('id')
        .where('notifiedAt', 'is', null)
        .where('createdAt', '>=', since)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    async insertImageViewerLink(
      values: {
        imsecHash: string;
        bookingKey: string;
        createdAt: Date;
        expiresAt: Date;
        shareId: number | null;
      },
      trx: Db,
    ): Promise<void> {
      await trx.insertInto('imageViewerLink').values(values).execute();
    },

    /** Whether an appointment of the booking has a PACS study (issue 15): the page offers its images. */
    async hasStudy(bookingKey: string) {
      const row = await db
        .selectFrom('appointmentStudy as s')
        .innerJoin('appointment as a', 'a.id', 's.appointmentId')
        .select('s.appointmentId')
        .where('a.bookingKey', '=', bookingKey)
        .executeTakeFirst();
      return row !== undefined;
    },

    async findImageViewerLink(imsecHash: string) {
      const row = await db
        .selectFrom('imageViewerLink')
        .selectAll()
        .where('imsecHash', '=', imsecHash)
        .executeTakeFirst();
      return row ? { ...row, expiresAt: asDate(row.expiresAt) } : null;
    },

    async readSettings(trx: Db = db): Promise<ResultsSettings> {
      const row = await trx
        .selectFrom('providerSetting')
        .select('value')
        .where('section', '=', RESULTS_SECTION)
        .executeTakeFirst();
      const parsed = resultsSettings.safeParse(row?.value ?? {});
      return parsed.success ? parsed.data : resultsSettings.parse({});
    },

    async writeSettings(settings: ResultsSettings, trx: Db = db): Promise<void> {
      const value = JSON.stringify(resultsSettings.parse(settings));
      await trx
        .insertInto('providerSetting')
        .values({ section: RESULTS_SECTION, value })
        .onConflict((oc) => oc.column('section').doUpdateSet({ value }))
        .execute();
    },
  };
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>;
