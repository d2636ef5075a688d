import { type AdminAppointment, examNameWithModality } from '@rb/contracts';
import { sql } from 'kysely';
import { joinAppointmentExamPatient } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import '../imaging/imaging.tables';
import '../portal/portal.tables';
import '../results/results.tables';
import './appointment-staff-events.tables';
import { reportView } from '../results/results.admin.service';
import { attendanceOf } from './appointments.admin.attendance';

const iso = (value: Date | string) => new Date(value).toISOString();
const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * An appointment as staff see it (issue 14 §2): patient, exam, device, times, its status history
 * (creation, the patient's actions and staff's), answers, consent, attachments, reports and the
 * patient's change requests. Every read takes the caller's executor, so it can run inside a write.
 */
export function createAppointmentAdminRepository(
  db: Db,
  results: {
    releaseDelayMinutes: (trx: Db) => Promise<number>;
    now: () => Date;
    /** Minutes before the start the clinic's check-in window opens (check-in's setting). */
    checkInOpensMinutes: (clinicId: number, trx: Db) => Promise<number>;
  },
) {
  async function reportViews(trx: Db, ids: number[]) {
    const delay = await results.releaseDelayMinutes(trx);
    const views = [];
    for (const id of ids) {
      const view = await reportView(trx, id, delay, results.now());
      if (view) views.push(view);
    }
    return views;
  }

  return {
    /** Id, clinic and key: what the policy check and audit row need. */
    async head(slug: string, trx: Db = db) {
      return trx
        .selectFrom('appointment')
        .select(['id', 'clinicId', 'bookingKey', 'status'])
        .where('slug', '=', slug)
        .executeTakeFirst();
    },

    async view(slug: string, trx: Db = db): Promise<AdminAppointment | undefined> {
      const row = await trx
        .selectFrom('appointment')
        .$call(joinAppointmentExamPatient)
        .innerJoin('device', 'device.id', 'appointment.deviceId')
        .leftJoin('checkIn', 'checkIn.appointmentId', 'appointment.id')
        .leftJoin('appointmentReferrer', 'appointmentReferrer.appointmentId', 'appointment.id')
        .select([
          'appointment.id',
          'appointment.slug',
          'appointment.bookingKey',
          'appointment.status',
          'appointment.startsAt',
          'appointment.endsAt',
          'appointment.walkIn',
          'appointment.createdBy',
          'appointment.createdAt',
          'appointment.notes',
          'clinic.id as clinicId',
          'clinic.name as clinicName',
          'clinic.timeZone',
          'device.id as deviceId',
          'device.name as deviceName',
          'exam.slug as examSlug',
          'exam.name as examName',
          'modality.name as modalityName',
          'patient.id as patientId',
          'patient.title',
          'patient.firstName',
          'patient.lastName',
          sql<string>`patient.date_of_birth::text`.as('dateOfBirth'),
          'patient.email',
          'patient.contactNumber',
          'checkIn.status as checkInStatus',
          'checkIn.preparedSentAt',
          'checkIn.checkedInAt',
          'checkIn.patientFolioNumber',
          'appointmentReferrer.email as referrerEmail',
          'appointmentReferrer.name as referrerName',
        ])
        .where('appointment.slug', '=', slug)
        .executeTakeFirst();
      if (!row) return undefined;
      const id = row.id;
      const [patientActions, staffEvents, answers, consent, attachments, reports, changeRequests] = [
        await trx
          .selectFrom('appointmentPatientAction')
          .select(['action', 'reason', 'at'])
          .where('appointmentId', '=', id)
          .execute(),
        await trx
          .selectFrom('appointmentStaffEvent')
          .select(['kind', 'reason', 'staffSubject', 'at'])
          .where('appointmentId', '=', id)
          .orderBy('id')
          .execute(),
        await trx
          .selectFrom('questionnaireAnswer')
          .innerJoin('questionnaire', 'questionnaire.id', 'questionnaireAnswer.questionnaireId')
          // The version the patient answered, so SurveyJS shows the questions they saw.
          .innerJoin(
            'questionnaireVersion',
            'questionnaireVersion.id',
            'questionnaireAnswer.questionnaireVersionId',
          )
          .select([
            'questionnaire.title',
            'questionnaireAnswer.questionnaireType',
            'questionnaireVersion.definition',
            'questionnaireAnswer.result',
            'questionnaireAnswer.createdAt',
          ])
          .where('questionnaireAnswer.appointmentId', '=', id)
          .orderBy('questionnaireAnswer.id')
          .execute(),
        await trx.selectFrom('consentForm').select(['updatedAt']).where('appointmentId', '=', id).execute(),
        await trx
          .selectFrom('attachment')
          .select(['id', 'fileName', 'contentType', 'size', 'createdAt'])
          .where('appointmentId', '=', id)
          .orderBy('id')
          .execute(),
        await trx
          .selectFrom('resultReport')
          .select('id')
          .where('appointmentId', '=', id)
          .orderBy('id')
          .execute(),
        await trx
          .selectFrom('patientChangeRequest')
          .select(['id', 'origin', 'status', 'createdAt', 'note'])
          .where('bookingKey', '=', row.bookingKey)
          .orderBy('id')
          .execute(),
      ];
      const statusAfter = {
        CONFIRM: 'BOOKED',
        CANCEL: 'CANCELED',
        DECLINE: 'DECLINED_BY_PATIENT',
        RESCHEDULE: 'RESCHEDULED',
      } as const;
      const changes: AdminAppointment['history'] = [
        ...patientActions.map((a) => ({
          status: statusAfter[a.action],
          actor: 'patient',
          reason: a.reason,
          at: iso(a.at),
        })),
        ...staffEvents
          .filter((e) => e.kind === 'CONFIRM' || e.kind === 'CANCEL' || e.kind === 'RESCHEDULE')
          .map((e) => ({
            status: statusAfter[e.kind as 'CONFIRM' | 'CANCEL' | 'RESCHEDULE'],
            actor: e.staffSubject,
            reason: e.reason,
            at: iso(e.at),
          })),
      ].sort((a, b) => a.at.localeCompare(b.at));
      // Staff confirm only what is not yet BOOKED: a staff confirmation means it was made pending.
      const madePending = row.status === 'PENDING' || staffEvents.some((e) => e.kind === 'CONFIRM');
      const history: AdminAppointment['history'] = [
        {
          status: madePending ? 'PENDING' : 'BOOKED',
          actor: row.createdBy.toLowerCase(),
          reason: null,
          at: iso(row.createdAt),
        },
        ...changes,
      ];
      const attendance = attendanceOf(
        { ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) },
        staffEvents,
        await results.checkInOpensMinutes(row.clinicId, trx),
        results.now(),
      );
      return {
        id,
        slug: row.slug,
        bookingKey: row.bookingKey,
        status: row.status,
        startsAt: iso(row.startsAt),
        endsAt: iso(row.endsAt),
        walkIn: row.walkIn,
        createdBy: row.createdBy,
        notes: row.notes,
        ...attendance,
        clinic: { id: row.clinicId, name: row.clinicName, timeZone: row.timeZone },
        device: { id: row.deviceId, name: row.deviceName },
        exam: {
          slug: row.examSlug,
          name: row.examName,
          nameWithModality: examNameWithModality(row.modalityName, row.examName),
        },
        patient: {
          id: row.patientId,
          title: row.title,
          firstName: row.firstName,
          lastName: row.lastName,
          dateOfBirth: row.dateOfBirth,
          email: row.email ?? '',
          contactNumber: row.contactNumber,
        },
        checkIn:
          row.checkInStatus === null
            ? null
            : {
                status: row.checkInStatus,
                preparedSentAt: row.preparedSentAt ? iso(row.preparedSentAt) : null,
                checkedInAt: row.checkedInAt ? iso(row.checkedInAt) : null,
                folioNumber: row.patientFolioNumber,
              },
        referrer: row.referrerEmail === null ? null : { email: row.referrerEmail, name: row.referrerName },
        history,
        answers: answers.map((a) => ({
          questionnaireTitle: a.title,
          questionnaireType: a.questionnaireType,
          definition: (parsed(a.definition) as Record<string, unknown> | null) ?? null,
          answers: parsed(a.result) as Record<string, unknown>,
          createdAt: iso(a.createdAt),
        })),
        consent: consent.map((c) => ({ kind: 'consent_form', givenAt: iso(c.updatedAt) })),
        attachments: attachments.map((a) => ({
          id: a.id,
          fileName: a.fileName,
          contentType: a.contentType,
          sizeBytes: a.size,
          createdAt: iso(a.createdAt),
        })),
        reports: await reportViews(
          trx,
          reports.map((r) => r.id),
        ),
        changeRequests: changeRequests.map((c) => ({
          id: c.id,
          kind: c.origin,
          status: c.status,
          createdAt: iso(c.createdAt),
          detail: c.note,
        })),
      };
    },
  };
}

export type AppointmentAdminRepository = ReturnType<typeof createAppointmentAdminRepository>;
