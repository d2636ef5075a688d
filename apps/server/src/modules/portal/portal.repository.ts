import type { AppointmentStatus } from '@rb/contracts';
import { joinAppointmentExamPatient } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import '../appointments/appointments.tables';
import '../attachments/attachments.tables';
import '../booking-requests/booking-requests.tables';
import '../catalog/catalog.tables';
import '../patients/patients.tables';
import '../scheduling/scheduling.tables';
import './portal.tables';
import type { AppointmentsRepository } from '../appointments/appointments.repository';
import type { ReferrerRepository } from '../referrer/referrer.repository';

declare module '../scheduling/scheduling.tables' {
  interface BookingPolicyTable {
    /** Added by migration 0030: no patient change closer than this to the start. */
    changeMinutesPrior: number;
  }
}

export interface RescheduledAppointment {
  slug: string;
  bookingKey: string;
  examId: number;
  clinicId: number;
  deviceId: number;
  patientId: number;
  start: Date;
  end: Date;
  rescheduledFromId: number;
}

/** The portal's SQL: appointments as a patient sees them, their status changes and the action log. */
export function createPortalRepository(
  db: Db,
  others: {
    appointments: Pick<AppointmentsRepository, 'insert'>;
    referrers: Pick<ReferrerRepository, 'carryAppointmentReferrer'>;
  },
) {
  const selectAppointments = (trx: Db) =>
    trx
      .selectFrom('appointment')
      .$call(joinAppointmentExamPatient)
      .select((eb) => [
        'appointment.id',
        'appointment.slug',
        'appointment.bookingKey',
        'appointment.status',
        'appointment.walkIn',
        'appointment.deviceId',
        'appointment.patientId',
        'appointment.startsAt',
        'appointment.endsAt',
        'exam.id as examId',
        'exam.slug as examSlug',
        'exam.name as examName',
        'exam.enquiryOnly',
        'exam.preparationNotes',
        'modality.name as modalityName',
        'clinic.id as clinicId',
        'clinic.slug as clinicSlug',
        'clinic.name as clinicName',
        'clinic.addressLine',
        'clinic.suburb',
        'clinic.state',
        'clinic.postcode',
        'clinic.phone as clinicPhone',
        'clinic.timeZone',
        'patient.firstName',
        'patient.email',
        eb
          .exists(
            eb
              .selectFrom('appointmentPatientAction')
              .select('appointmentPatientAction.id')
              .whereRef('appointmentPatientAction.appointmentId', '=', 'appointment.id')
              .where('appointmentPatientAction.action', '=', 'CONFIRM'),
          )
          .as('confirmed'),
        eb
          .selectFrom('attachment')
          .select((a) => a.fn.countAll<string>().as('n'))
          .whereRef('attachment.appointmentId', '=', 'appointment.id')
          .as('attachmentsCount'),
      ]);

  return {
    /** Every appointment of a booking key, earliest first. */
    byBookingKey: (bookingKey: string, trx: Db = db) =>
      selectAppointments(trx)
        .where('appointment.bookingKey', '=', bookingKey)
        .orderBy('appointment.startsAt')
        .orderBy('appointment.id')
        .execute(),

    /** One appointment by slug; `forUpdate` locks it for a status change. */
    bySlug: (slug: string, trx: Db = db, options: { forUpdate?: boolean } = {}) => {
      const query = selectAppointments(trx).where('appointment.slug', '=', slug);
      return (options.forUpdate ? query.forUpdate('appointment') : query).executeTakeFirst();
    },

    /** The numeric id behind an appointment's or booking request's slug (attachments are keyed by id). */
    async ownerIdBySlug(kind: 'appointment' | 'bookingRequest', slug: string): Promise<number | undefined> {
      const row = await db.selectFrom(kind).select('id').where('slug', '=', slug).executeTakeFirst();
      return row?.id;
    },

    async changeMinutesPrior(trx: Db = db): Promise<number> {
      const row = await trx.selectFrom('bookingPolicy').select('changeMinutesPrior').executeTakeFirst();
      return row?.changeMinutesPrior ?? 120;
    },

    async setStatus(appointmentId: number, status: AppointmentStatus, now: Date, trx: Db): Promise<void> {
      await trx
        .updateTable('appointment')
        .set({ status, updatedAt: now })
        .where('id', '=', appointmentId)
        .execute();
    },

    /** Frees the appointment's time on its device (its slot claim). */
    async releaseClaim(appointmentId: number, trx: Db): Promise<void> {
      await trx.deleteFrom('slotClaim').where('appointmentId', '=', appointmentId).execute();
    },

    /** The new appointment of a reschedule, written by the appointments module's own insert. */
    async insertRescheduled(appointment: RescheduledAppointment, trx: Db): Promise<number> {
      const id = await others.appointments.insert({ ...appointment, status: 'BOOKED', notes: null }, trx);
      await others.referrers.carryAppointmentReferrer(appointment.rescheduledFromId, id, trx);
      return id;
    },

    async recordAction(
      action: {
        appointmentId: number;
        action: 'CANCEL' | 'DECLINE' | 'CONFIRM' | 'RESCHEDULE';
        reason?: string | null;
        note?: string | null;
        newAppointmentId?: number | null;
        at: Date;
      },
      trx: Db,
    ): Promise<void> {
      await trx
        .insertInto('appointmentPatientAction')
        .values({
          appointmentId: action.appointmentId,
          action: action.action,
          reason: action.reason ?? null,
          note: action.note ?? null,
          newAppointmentId: action.newAppointmentId ?? null,
          at: action.at,
        })
        .execute();
    },
  };
}

export type PortalRepository = ReturnType<typeof createPortalRepository>;
export type PortalAppointmentRow = NonNullable<Awaited<ReturnType<PortalRepository['bySlug']>>>;
