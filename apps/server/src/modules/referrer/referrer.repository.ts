import { joinAppointmentExam } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import '../appointments/appointments.tables';
import '../catalog/catalog.tables';
import '../imaging/imaging.tables';
import '../results/results.tables';

/** The referrer side's reads: who referred an appointment, and what a referrer's released report links to. */
export function createReferrerRepository(db: Db) {
  return {
    /** The referrer and study of a report's appointment; undefined when either is unknown. */
    async releasedReportSubject(reportId: number, trx: Db) {
      return trx
        .selectFrom('resultReport as r')
        .innerJoin('appointment', 'appointment.id', 'r.appointmentId')
        .$call(joinAppointmentExam)
        .innerJoin('appointmentReferrer as ar', 'ar.appointmentId', 'appointment.id')
        .innerJoin('appointmentStudy as s', 's.appointmentId', 'appointment.id')
        .select([
          'appointment.bookingKey',
          'ar.email',
          'ar.name',
          's.repositorySource',
          's.studyInstanceUid',
          's.accessionNumber',
          'exam.name as examName',
          'modality.name as modalityName',
          'clinic.name as clinicName',
        ])
        .where('r.id', '=', reportId)
        .executeTakeFirst();
    },

    /**
     * The newest live link to this accession issued to the recipient (a referrer's email or subject):
     * what feedback given by accession number is kept against.
     */
    async referrerLinkFor(accessionNumber: string, recipients: string[]) {
      if (recipients.length === 0) return undefined;
      return db
        .selectFrom('imagingLink')
        .select(['imsecHash', 'bookingKey', 'accessionNumber'])
        .where('accessionNumber', '=', accessionNumber)
        .where('recipient', 'in', recipients)
        .where('revokedAt', 'is', null)
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
    },

    /** Whether the recipient already gave feedback on this accession, through any of their links. */
    async feedbackGivenFor(accessionNumber: string, recipients: string[], trx: Db = db) {
      if (recipients.length === 0) return false;
      const row = await trx
        .selectFrom('referrerReportFeedback as f')
        .innerJoin('imagingLink as l', 'l.imsecHash', 'f.imsecHash')
        .select('f.imsecHash')
        .where('l.accessionNumber', '=', accessionNumber)
        .where('l.recipient', 'in', recipients)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setAppointmentReferrer(
      values: { appointmentId: number; email: string; name: string | null },
      trx: Db = db,
    ) {
      const row = { ...values, email: values.email.trim().toLowerCase() };
      await trx
        .insertInto('appointmentReferrer')
        .values(row)
        .onConflict((c) => c.column('appointmentId').doUpdateSet({ email: row.email, name: row.name }))
        .execute();
    },

    /** A moved appointment keeps its referrer, so the report released on the new one still reaches them. */
    async carryAppointmentReferrer(fromAppointmentId: number, toAppointmentId: number, trx: Db = db) {
      const referrer = await trx
        .selectFrom('appointmentReferrer')
        .select(['email', 'name'])
        .where('appointmentId', '=', fromAppointmentId)
        .executeTakeFirst();
      if (referrer)
        await trx
          .insertInto('appointmentReferrer')
          .values({ appointmentId: toAppointmentId, ...referrer })
          .execute();
    },
  };
}

export type ReferrerRepository = ReturnType<typeof createReferrerRepository>;
