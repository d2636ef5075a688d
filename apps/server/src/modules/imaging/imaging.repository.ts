import { sql } from 'kysely';
import { joinAppointmentExamPatient } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import '../appointments/appointments.tables';
import '../catalog/catalog.tables';
import '../patients/patients.tables';
import '../results/results.tables';
import type { ImagingLinkTable } from './imaging.tables';
import './imaging.tables';
import '../sharing/sharing.tables';

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The most referrals one list shows: a year of a busy referrer's bookings. */
const REFERRALS_LISTED = 500;

export interface NewImagingLink {
  imsecHash: string;
  repositorySource: string;
  studyInstanceUid: string;
  accessionNumber: string;
  bookingKey: string | null;
  recipientKind: ImagingLinkTable['recipientKind'];
  recipient: string | null;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  shareId?: number | null;
}

/** Storage of imsec links, the studies of appointments and referrer feedback. */
export function createImagingRepository(db: Db) {
  const normalise = <
    T extends { createdAt: Date | string; expiresAt: Date | string; revokedAt: Date | string | null },
  >(
    row: T,
  ) => ({
    ...row,
    createdAt: asDate(row.createdAt),
    expiresAt: asDate(row.expiresAt),
    revokedAt: row.revokedAt ? asDate(row.revokedAt) : null,
  });

  return {
    async insertLink(link: NewImagingLink, trx: Db = db) {
      await trx.insertInto('imagingLink').values(link).execute();
    },

    /**
     * A link; one opened through a results share counts as revoked once the share is, so the
     * recipient's viewer stops at its next request.
     */
    async findLink(imsecHash: string) {
      const row = await db
        .selectFrom('imagingLink as l')
        .leftJoin('resultShare as s', 's.id', 'l.shareId')
        .select([
          'l.imsecHash',
          'l.repositorySource',
          'l.studyInstanceUid',
          'l.accessionNumber',
          'l.bookingKey',
          'l.recipientKind',
          'l.recipient',
          'l.createdBy',
          'l.createdAt',
          'l.expiresAt',
          'l.shareId',
        ])
        .select(sql<Date | string | null>`coalesce(l.revoked_at, s.revoked_at)`.as('revokedAt'))
        .where('l.imsecHash', '=', imsecHash)
        .executeTakeFirst();
      return row ? normalise(row) : null;
    },

    async revokeLink(imsecHash: string, at: Date) {
      const result = await db
        .updateTable('imagingLink')
        .set({ revokedAt: at })
        .where('imsecHash', '=', imsecHash)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A patient's link from the results page (issue 4): imsec hash → booking key and expiry. */
    async findPatientLink(imsecHash: string) {
      const row = await db
        .selectFrom('imageViewerLink')
        .selectAll()
        .where('imsecHash', '=', imsecHash)
        .executeTakeFirst();
      return row ? { ...row, expiresAt: asDate(row.expiresAt) } : null;
    },

    /** The study of an appointment of the booking (the first with one). */
    async studyOfBooking(bookingKey: string) {
      return db
        .selectFrom('appointmentStudy as s')
        .innerJoin('appointment as a', 'a.id', 's.appointmentId')
        .select(['s.repositorySource', 's.studyInstanceUid', 's.accessionNumber'])
        .where('a.bookingKey', '=', bookingKey)
        .orderBy('a.startsAt', 'desc')
        .executeTakeFirst();
    },

    async bookingOfAccession(accessionNumber: string) {
      const row = await db
        .selectFrom('appointmentStudy as s')
        .innerJoin('appointment as a', 'a.id', 's.appointmentId')
        .select('a.bookingKey')
        .where('s.accessionNumber', '=', accessionNumber)
        .executeTakeFirst();
      return row?.bookingKey ?? null;
    },

    /** Whether a link to this accession was issued to the recipient (a referrer's email or subject). */
    /** Whether a referrer may open the accession: a live link was issued to them, or they referred its appointment. */
    async referrerMayOpen(accessionNumber: string, recipients: string[]) {
      if (recipients.length === 0) return false;
      const link = await db
        .selectFrom('imagingLink')
        .select('imsecHash')
        .where('accessionNumber', '=', accessionNumber)
        .where('recipient', 'in', recipients)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      if (link) return true;
      const referred = await db
        .selectFrom('appointmentStudy as s')
        .innerJoin('appointmentReferrer as ar', 'ar.appointmentId', 's.appointmentId')
        .select('s.appointmentId')
        .where('s.accessionNumber', '=', accessionNumber)
        .where(
          'ar.email',
          'in',
          recipients.map((recipient) => recipient.trim().toLowerCase()),
        )
        .executeTakeFirst();
      return Boolean(referred);
    },

    /**
     * §2 /referrer-access: the appointments this email referred, newest first, with their study and
     * whether a report is released. Versions replaced by a reschedule are left out: the new one is listed.
     */
    async referredAppointments(email: string) {
      const rows = await db
        .selectFrom('appointmentReferrer as ar')
        .innerJoin('appointment', 'appointment.id', 'ar.appointmentId')
        .$call(joinAppointmentExamPatient)
        .leftJoin('appointmentStudy as s', 's.appointmentId', 'appointment.id')
        .select([
          'appointment.bookingKey',
          'appointment.startsAt',
          'appointment.status',
          'patient.firstName',
          'patient.lastName',
          'exam.name as examName',
          'modality.name as modalityName',
          'clinic.name as clinicName',
          's.accessionNumber',
        ])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('resultReport as r')
                .select('r.id')
                .whereRef('r.appointmentId', '=', 'appointment.id')
                .where('r.notifiedAt', 'is not', null)
                .where('r.withdrawnAt', 'is', null),
            )
            .as('reportReleased'),
        )
        .where('ar.email', '=', email.trim().toLowerCase())
        .where('appointment.status', 'not in', ['RESCHEDULED', 'CHANGED', 'DELETED'])
        .orderBy('appointment.startsAt', 'desc')
        .limit(REFERRALS_LISTED)
        .execute();
      return rows.map((row) => ({
        ...row,
        startsAt: asDate(row.startsAt),
        reportReleased: Boolean(row.reportReleased),
      }));
    },

    async linksFor(recipients: string[]) {
      if (recipients.length === 0) return [];
      const rows = await db
        .selectFrom('imagingLink')
        .selectAll()
        .where('recipient', 'in', recipients)
        .where('recipientKind', '=', 'REFERRER')
        .where('revokedAt', 'is', null)
        .orderBy('createdAt', 'desc')
        .execute();
      return rows.map(normalise);
    },

    /**
     * Booking keys among these with a released report: announced on release (notified) and not
     * withdrawn since. A report held back or waiting for its release time is not released yet.
     */
    async bookingsWithReports(bookingKeys: string[]) {
      if (bookingKeys.length === 0) return new Set<string>();
      const rows = await db
        .selectFrom('resultReport as r')
        .innerJoin('appointment as a', 'a.id', 'r.appointmentId')
        .select('a.bookingKey')
        .where('a.bookingKey', 'in', bookingKeys)
        .where('r.notifiedAt', 'is not', null)
        .where('r.withdrawnAt', 'is', null)
        .execute();
      return new Set(rows.map((row) => row.bookingKey));
    },

    async findFeedback(imsecHash: string) {
      return db
        .selectFrom('referrerReportFeedback')
        .select('createdAt')
        .where('imsecHash', '=', imsecHash)
        .executeTakeFirst();
    },

    /** Inserts once; false when feedback for the link already exists. */
    async insertFeedback(
      values: { imsecHash: string; questionnaireId: number; result: unknown; createdAt: Date },
      trx: Db,
    ) {
      const result = await trx
        .insertInto('referrerReportFeedback')
        .values({ ...values, result: JSON.stringify(values.result) })
        .onConflict((c) => c.column('imsecHash').doNothing())
        .returning('imsecHash')
        .executeTakeFirst();
      return result !== undefined;
    },

    async setAppointmentStudy(
      values: {
        appointmentId: number;
        repositorySource: string;
        studyInstanceUid: string;
        accessionNumber: string;
      },
      trx: Db = db,
    ) {
      await trx
        .insertInto('appointmentStudy')
        .values(values)
        .onConflict((c) => c.column('appointmentId').doUpdateSet(values))
        .execute();
    },
  };
}

export type ImagingRepository = ReturnType<typeof createImagingRepository>;
