import { activeAppointmentStatuses } from '@rb/contracts';
import { joinAppointmentExamPatient } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import '../catalog/catalog.tables';
import '../patients/patients.tables';
import './appointments.tables';

export interface NewAppointment {
  slug: string;
  bookingKey: string;
  examId: number;
  clinicId: number;
  deviceId: number;
  patientId: number;
  start: Date;
  end: Date;
  status: 'BOOKED' | 'PENDING';
  notes: string | null;
  /** Who booked it; the patient unless staff booked for a caller. */
  createdBy?: 'PATIENT' | 'STAFF';
  /** Set when this appointment replaces a rescheduled one. */
  rescheduledFromId?: number | null;
}

export function createAppointmentsRepository(db: Db) {
  return {
    async insert(appointment: NewAppointment, trx: Db): Promise<number> {
      const row = await trx
        .insertInto('appointment')
        .values({
          slug: appointment.slug,
          bookingKey: appointment.bookingKey,
          examId: appointment.examId,
          clinicId: appointment.clinicId,
          deviceId: appointment.deviceId,
          patientId: appointment.patientId,
          startsAt: appointment.start,
          endsAt: appointment.end,
          status: appointment.status,
          createdBy: appointment.createdBy ?? 'PATIENT',
          notes: appointment.notes,
          rescheduledFromId: appointment.rescheduledFromId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Appointments of a booking key with exam, modality, clinic and the patient's first name; earliest first. */
    async byBookingKey(bookingKey: string, options: { activeOnly?: boolean } = {}) {
      let query = db
        .selectFrom('appointment')
        .$call(joinAppointmentExamPatient)
        .select([
          'appointment.id',
          'appointment.rescheduledFromId',
          'appointment.slug',
          'appointment.status',
          'appointment.deviceId',
          'appointment.startsAt',
          'appointment.endsAt',
          'exam.slug as examSlug',
          'exam.name as examName',
          'exam.preparationNotes',
          'exam.preparationMinutes',
          'modality.name as modalityName',
          'clinic.id as clinicId',
          'clinic.slug as clinicSlug',
          'clinic.name as clinicName',
          'clinic.addressLine as clinicAddress',
          'clinic.suburb as clinicSuburb',
          'clinic.state as clinicState',
          'clinic.postcode as clinicPostcode',
          'clinic.phone as clinicPhone',
          'clinic.latitude as clinicLatitude',
          'clinic.longitude as clinicLongitude',
          'clinic.mobile as clinicMobile',
          'clinic.timeZone',
          'patient.firstName',
        ])
        .where('appointment.bookingKey', '=', bookingKey);
      if (options.activeOnly) query = query.where('appointment.status', 'in', [...activeAppointmentStatuses]);
      return query.orderBy('appointment.startsAt').orderBy('appointment.id').execute();
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
export type AppointmentRow = Awaited<ReturnType<AppointmentsRepository['byBookingKey']>>[number];
