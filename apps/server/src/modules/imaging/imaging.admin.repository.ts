import type { ReportFeedbackFilters, ReportState, WorklistFilters } from '@rb/contracts';
import { joinAppointmentExamPatient } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import '../appointments/appointments.tables';
import '../catalog/catalog.tables';
import '../patients/patients.tables';
import '../results/results.tables';
import './imaging.tables';

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
/** The start of a day (UTC), and the start of the day after: `to` is inclusive. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/**
 * The newest report of each appointment that is not withdrawn: whose it is and when it is released.
 * A report is released once announced (notifiedAt), as the referrer's list counts it.
 */
const latestReports = (db: Db) =>
  db
    .selectFrom('resultReport')
    .select(['appointmentId', 'reportedBy', 'reportedByName', 'notifiedAt'])
    .distinctOn('appointmentId')
    .where('withdrawnAt', 'is', null)
    .orderBy('appointmentId')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc');

/** The radiologist's reads (issue 42): referrers' feedback with the report it was on, and the worklist. */
export function createImagingAdminRepository(db: Db) {
  return {
    /** Feedback matching the filters, newest first; `reportedBy` narrows to one radiologist's reports. */
    async feedback(filters: ReportFeedbackFilters & { reportedBy?: string }, limit: number) {
      let query = db
        .selectFrom('referrerReportFeedback as f')
        .innerJoin('imagingLink as l', 'l.imsecHash', 'f.imsecHash')
        .leftJoin('appointmentStudy as s', (join) =>
          join
            .onRef('s.accessionNumber', '=', 'l.accessionNumber')
            .onRef('s.studyInstanceUid', '=', 'l.studyInstanceUid'),
        )
        .leftJoin('appointment', 'appointment.id', 's.appointmentId')
        .leftJoin('exam', 'exam.id', 'appointment.examId')
        .leftJoin('modality', 'modality.id', 'exam.modalityId')
        .leftJoin('clinic', 'clinic.id', 'appointment.clinicId')
        .leftJoin(latestReports(db).as('r'), 'r.appointmentId', 'appointment.id')
        .leftJoin('appointmentReferrer as ar', 'ar.appointmentId', 'appointment.id')
        .select([
          'f.createdAt',
          'f.result',
          'l.accessionNumber',
          'l.recipient',
          'exam.name as examName',
          'modality.name as modalityName',
          'clinic.name as clinicName',
          'appointment.startsAt',
          'r.reportedBy',
          'r.reportedByName',
          'ar.name as referrerName',
          'ar.email as referrerEmail',
        ]);
      if (filters.from) query = query.where('f.createdAt', '>=', dayStart(filters.from));
      if (filters.to) query = query.where('f.createdAt', '<', dayAfter(filters.to));
      if (filters.accessionNumber) query = query.where('l.accessionNumber', '=', filters.accessionNumber);
      if (filters.clinicId) query = query.where('appointment.clinicId', '=', filters.clinicId);
      if (filters.reportedBy) query = query.where('r.reportedBy', '=', filters.reportedBy);
      const rows = await query.orderBy('f.createdAt', 'desc').orderBy('f.imsecHash').limit(limit).execute();
      return rows.map((row) => ({
        givenAt: asDate(row.createdAt),
        result: (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as Record<
          string,
          unknown
        >,
        accessionNumber: row.accessionNumber,
        examName: row.examName,
        modalityName: row.modalityName,
        clinicName: row.clinicName,
        studyAt: row.startsAt ? asDate(row.startsAt) : null,
        reportedBy: row.reportedBy
          ? { subject: row.reportedBy, name: row.reportedByName ?? row.reportedBy }
          : null,
        // The referrer the appointment names, when the link went to them; else who the link went to.
        referrer: {
          name: row.referrerEmail && row.referrerEmail === row.recipient ? row.referrerName : null,
          contact: row.recipient,
        },
      }));
    },

    /**
     * Studies with images of these clinics (all when `clinicIds` is undefined), newest first, with
     * their newest report's state: none, draft (uploaded, not released) or released.
     */
    async worklist(filters: WorklistFilters, clinicIds: number[] | undefined, limit: number) {
      if (clinicIds && clinicIds.length === 0) return [];
      let query = db
        .selectFrom('appointmentStudy as s')
        .innerJoin('appointment', 'appointment.id', 's.appointmentId')
        .$call(joinAppointmentExamPatient)
        .leftJoin(latestReports(db).as('r'), 'r.appointmentId', 'appointment.id')
        .select([
          's.accessionNumber',
          'appointment.startsAt',
          'exam.name as examName',
          'modality.code as modalityCode',
          'modality.name as modalityName',
          'clinic.id as clinicId',
          'clinic.name as clinicName',
          'patient.firstName',
          'patient.lastName',
          'r.appointmentId as reportOf',
          'r.notifiedAt',
          'r.reportedBy',
          'r.reportedByName',
        ])
        .where('appointment.status', 'not in', ['RESCHEDULED', 'CHANGED', 'DELETED']);
      if (clinicIds) query = query.where('appointment.clinicId', 'in', clinicIds);
      if (filters.clinicId) query = query.where('appointment.clinicId', '=', filters.clinicId);
      if (filters.modality) query = query.where('modality.code', '=', filters.modality);
      if (filters.from) query = query.where('appointment.startsAt', '>=', dayStart(filters.from));
      if (filters.to) query = query.where('appointment.startsAt', '<', dayAfter(filters.to));
      if (filters.reportState === 'NONE') query = query.where('r.appointmentId', 'is', null);
      if (filters.reportState === 'DRAFT')
        query = query.where('r.appointmentId', 'is not', null).where('r.notifiedAt', 'is', null);
      if (filters.reportState === 'RELEASED') query = query.where('r.notifiedAt', 'is not', null);
      const rows = await query
        .orderBy('appointment.startsAt', 'desc')
        .orderBy('appointment.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        accessionNumber: row.accessionNumber,
        startsAt: asDate(row.startsAt).toISOString(),
        examName: row.examName,
        modalityCode: row.modalityCode,
        modalityName: row.modalityName,
        clinic: { id: Number(row.clinicId), name: row.clinicName },
        patientName: `${row.firstName} ${row.lastName}`,
        reportState: (row.reportOf === null ? 'NONE' : row.notifiedAt ? 'RELEASED' : 'DRAFT') as ReportState,
        reportedBy: row.reportedBy
          ? { subject: row.reportedBy, name: row.reportedByName ?? row.reportedBy }
          : null,
      }));
    },

    /** The clinics a worklist may be filtered by (all when `clinicIds` is undefined). */
    async clinics(clinicIds: number[] | undefined) {
      if (clinicIds && clinicIds.length === 0) return [];
      let query = db.selectFrom('clinic').select(['id', 'name']);
      if (clinicIds) query = query.where('id', 'in', clinicIds);
      const rows = await query.orderBy('name').execute();
      return rows.map((row) => ({ id: Number(row.id), name: row.name }));
    },
  };
}

export type ImagingAdminRepository = ReturnType<typeof createImagingAdminRepository>;
