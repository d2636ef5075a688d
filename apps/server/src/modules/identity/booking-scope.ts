import type { Db } from '../../platform/db/database';

/**
 * The clinic of a booking (an appointment, else a booking request) by its key: the object clinic
 * staff rights are scoped by. Undefined for an unknown key (the call then answers 404 itself).
 */
export async function clinicOfBooking(
  db: Db,
  bookingKey: string,
): Promise<{ kind: 'APPOINTMENT' | 'BOOKING_REQUEST'; clinicId: number | undefined } | undefined> {
  const appointment = await db
    .selectFrom('appointment')
    .select('clinicId')
    .where('bookingKey', '=', bookingKey)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (appointment) return { kind: 'APPOINTMENT', clinicId: appointment.clinicId };
  const request = await db
    .selectFrom('bookingRequest')
    .select('clinicId')
    .where('bookingKey', '=', bookingKey)
    .executeTakeFirst();
  return request ? { kind: 'BOOKING_REQUEST', clinicId: request.clinicId ?? undefined } : undefined;
}

/** A policy scope from a clinic id that may be unknown. */
export const clinicScope = (clinicId: number | undefined) =>
  clinicId === undefined ? undefined : { clinicId };
