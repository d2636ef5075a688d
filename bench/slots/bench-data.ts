import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/platform/db/database';
import '../../apps/server/src/modules/appointments/appointments.tables';
import '../../apps/server/src/modules/catalog/catalog.tables';
import '../../apps/server/src/modules/patients/patients.tables';
import '../../apps/server/src/modules/scheduling/scheduling.tables';
import { findSlots } from '../../apps/server/src/modules/scheduling/slot-engine';

const H = 60;
/** Mon–Fri 07:30–12:30 and 13:30–17:30, Saturday 08:00–12:00: the usual week of a seeded device. */
export const benchWeek = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, startMinute: 7 * H + 30, endMinute: 12 * H + 30, validFrom: null, validTo: null },
    { weekday, startMinute: 13 * H + 30, endMinute: 17 * H + 30, validFrom: null, validTo: null },
  ]),
  { weekday: 6, startMinute: 8 * H, endMinute: 12 * H, validFrom: null, validTo: null },
];

/**
 * Adds `clinics` clinics of `devicesPerClinic` ultrasound devices offering `examSlug`, in Sydney time,
 * and books `bookedShare` of their slots between two local dates (every n-th slot of each device).
 */
export async function addBenchClinics(
  db: Db,
  options: {
    clinics: number;
    devicesPerClinic: number;
    examSlug: string;
    fromDate: string;
    toDate: string;
    bookedShare: number;
  },
): Promise<{ clinicIds: number[]; deviceIds: number[]; booked: number; capacity: number }> {
  const exam = await db
    .selectFrom('exam')
    .select(['id', 'modalityId', 'durationMinutes'])
    .where('slug', '=', options.examSlug)
    .executeTakeFirstOrThrow();
  const region = await db
    .selectFrom('region')
    .select('id')
    .where('slug', '=', 'sydney')
    .executeTakeFirstOrThrow();
  const clinics = await db
    .insertInto('clinic')
    .values(
      Array.from({ length: options.clinics }, (_, i) => ({
        slug: `bench-clinic-${i + 1}`,
        name: `Bench Clinic ${i + 1}`,
        regionId: region.id,
        addressLine: `${i + 1} Bench Street`,
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        latitude: -33.87 + i * 0.01,
        longitude: 151.2,
        timeZone: 'Australia/Sydney',
        phone: '02 9000 0000',
      })),
    )
    .returning('id')
    .execute();
  const devices = await db
    .insertInto('device')
    .values(
      clinics.flatMap((c) =>
        Array.from({ length: options.devicesPerClinic }, (_, d) => ({
          clinicId: c.id,
          modalityId: exam.modalityId,
          name: `Ultrasound ${d + 1}`,
        })),
      ),
    )
    .returning(['id', 'clinicId'])
    .execute();
  await db
    .insertInto('clinicExam')
    .values(
      devices.map((d) => ({
        clinicId: d.clinicId,
        examId: exam.id,
        deviceId: d.id,
        customDurationMinutes: null,
      })),
    )
    .execute();
  await db
    .insertInto('deviceSchedule')
    .values(devices.flatMap((d) => benchWeek.map((p) => ({ ...p, deviceId: d.id }))))
    .execute();

  const patient = await db
    .insertInto('patient')
    .values({
      firstName: 'Bench',
      lastName: 'Patient',
      dateOfBirth: '1980-01-01',
      email: 'bench@example.com',
      contactNumber: '0400000000',
      title: null,
      postalCode: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const every = Math.round(1 / options.bookedShare);
  let booked = 0;
  let capacity = 0;
  for (const device of devices) {
    const { slots } = findSlots({
      timeZone: 'Australia/Sydney',
      devices: [{ id: device.id, periods: benchWeek }],
      fromDate: options.fromDate,
      toDate: options.toDate,
      durationMinutes: exam.durationMinutes,
      notBefore: 0,
      notAfter: Number.MAX_SAFE_INTEGER,
      holidays: new Set(),
      busy: [],
      collectSlots: true,
    });
    capacity += slots.length;
    const taken = slots.filter((_, i) => i % every === 0);
    booked += taken.length;
    if (taken.length === 0) continue;
    const appointments = await db
      .insertInto('appointment')
      .values(
        taken.map((s, i) => ({
          slug: `bench-${device.id}-${i}`,
          bookingKey: `bench-key-${device.id}-${i}`,
          examId: exam.id,
          clinicId: device.clinicId,
          deviceId: device.id,
          patientId: patient.id,
          startsAt: new Date(s.start),
          endsAt: new Date(s.end),
          status: 'BOOKED' as const,
          createdBy: 'STAFF' as const,
          notes: null,
        })),
      )
      .returning(['id', 'deviceId', 'startsAt', 'endsAt', 'bookingKey'])
      .execute();
    await db
      .insertInto('slotClaim')
      .values(
        appointments.map((a) => ({
          deviceId: a.deviceId,
          startsAt: a.startsAt,
          endsAt: a.endsAt,
          kind: 'APPOINTMENT' as const,
          bookingKey: a.bookingKey,
          appointmentId: a.id,
        })),
      )
      .execute();
  }
  await sql`analyze`.execute(db);
  return { clinicIds: clinics.map((c) => c.id), deviceIds: devices.map((d) => d.id), booked, capacity };
}
