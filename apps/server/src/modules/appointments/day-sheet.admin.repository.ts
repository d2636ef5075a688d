import type { DaySheet } from '@rb/contracts';
import { joinAppointmentExamPatient } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import { addDaysToDate, localInstant, localParts, weekdayOf } from '../../platform/local-time';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * A clinic's local day as staff run it (issue 14): devices, their opening hours from the weekly
 * schedule, every appointment starting that day with its check-in state, live holds and blocked time.
 * Undefined for an unknown clinic.
 */
export async function readDaySheet(
  db: Db,
  clinicId: number,
  day: string | undefined,
  now: Date,
): Promise<DaySheet | undefined> {
  const clinic = await db
    .selectFrom('clinic')
    .select(['id', 'name', 'timeZone'])
    .where('id', '=', clinicId)
    .executeTakeFirst();
  if (!clinic) return undefined;
  // Without a date: the clinic's own today.
  const date = day ?? localParts(clinic.timeZone, now.getTime()).date;
  const from = new Date(localInstant(clinic.timeZone, date, 0));
  const to = new Date(localInstant(clinic.timeZone, addDaysToDate(date, 1), 0));

  const devices = await db
    .selectFrom('device')
    .innerJoin('modality', 'modality.id', 'device.modalityId')
    .select(['device.id', 'device.name', 'modality.name as modalityName'])
    .where('device.clinicId', '=', clinicId)
    .where('device.active', '=', true)
    .orderBy('device.id')
    .execute();
  const deviceIds = devices.map((d) => d.id);
  if (deviceIds.length === 0) {
    return { clinic, date, devices: [], openings: [], appointments: [], holds: [], blocks: [] };
  }

  const schedules = await db
    .selectFrom('deviceSchedule')
    .select(['deviceId', 'startMinute', 'endMinute'])
    .where('deviceId', 'in', deviceIds)
    .where('weekday', '=', weekdayOf(date))
    .where((eb) => eb.or([eb('validFrom', 'is', null), eb('validFrom', '<=', date)]))
    .where((eb) => eb.or([eb('validTo', 'is', null), eb('validTo', '>=', date)]))
    .orderBy('deviceId')
    .orderBy('startMinute')
    .execute();

  const appointments = await db
    .selectFrom('appointment')
    .$call(joinAppointmentExamPatient)
    .leftJoin('checkIn', 'checkIn.appointmentId', 'appointment.id')
    .select([
      'appointment.id',
      'appointment.slug',
      'appointment.bookingKey',
      'appointment.deviceId',
      'appointment.startsAt',
      'appointment.endsAt',
      'appointment.status',
      'appointment.walkIn',
      'appointment.createdBy',
      'exam.name as examName',
      'patient.firstName',
      'patient.lastName',
      'checkIn.status as checkInStatus',
      'checkIn.preparedSentAt',
      'checkIn.checkedInAt',
      'checkIn.patientFolioNumber',
    ])
    .where('appointment.clinicId', '=', clinicId)
    .where('appointment.startsAt', '>=', from)
    .where('appointment.startsAt', '<', to)
    .orderBy('appointment.startsAt')
    .orderBy('appointment.id')
    .execute();

  const holds = await db
    .selectFrom('slotClaim')
    .select(['deviceId', 'startsAt', 'endsAt', 'expiresAt'])
    .where('kind', '=', 'HOLD')
    .where('deviceId', 'in', deviceIds)
    .where('startsAt', '<', to)
    .where('endsAt', '>', from)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .orderBy('startsAt')
    .execute();

  const blocks = await db
    .selectFrom('scheduleException')
    .select(['deviceId', 'startsAt', 'endsAt', 'reason'])
    .where('clinicId', '=', clinicId)
    .where('startsAt', '<', to)
    .where('endsAt', '>', from)
    .orderBy('startsAt')
    .execute();

  return {
    clinic,
    date,
    devices,
    openings: schedules.map((s) => ({
      deviceId: s.deviceId,
      startsAt: new Date(localInstant(clinic.timeZone, date, s.startMinute)).toISOString(),
      endsAt: new Date(localInstant(clinic.timeZone, date, s.endMinute)).toISOString(),
    })),
    appointments: appointments.map((a) => ({
      id: a.id,
      slug: a.slug,
      bookingKey: a.bookingKey,
      deviceId: a.deviceId,
      startsAt: new Date(a.startsAt).toISOString(),
      endsAt: new Date(a.endsAt).toISOString(),
      status: a.status,
      walkIn: a.walkIn,
      createdBy: a.createdBy,
      examName: a.examName,
      patientName: `${a.firstName} ${a.lastName}`,
      checkIn:
        a.checkInStatus === null
          ? null
          : {
              status: a.checkInStatus,
              preparedSentAt: iso(a.preparedSentAt),
              checkedInAt: iso(a.checkedInAt),
              folioNumber: a.patientFolioNumber,
            },
    })),
    holds: holds.map((h) => ({
      deviceId: h.deviceId,
      startsAt: new Date(h.startsAt).toISOString(),
      endsAt: new Date(h.endsAt).toISOString(),
      expiresAt: iso(h.expiresAt),
    })),
    blocks: blocks.map((b) => ({
      deviceId: b.deviceId,
      startsAt: new Date(b.startsAt).toISOString(),
      endsAt: new Date(b.endsAt).toISOString(),
      reason: b.reason,
    })),
  };
}
