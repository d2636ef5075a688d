import type { FastifyRequest } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import type { ClinicFilter } from '../../platform/db/staff-queue';
import { notFound } from '../../platform/errors';
import type { StaffPrincipal } from '../identity/identity.claims';
import { requireStaff } from '../identity/staff-guard';

/**
 * Who may see a patient's requests and records: the staff right on appointments, scoped by the
 * clinic of the booking they are about (issue 13's policy). Reads and writes of patient data are
 * patient data whichever way they came (change request, call-back, booking), so one right covers them.
 */
export const ACTION = 'appointments.manage' as const;

export type { ClinicFilter } from '../../platform/db/staff-queue';
export { contains } from '../../platform/db/staff-queue';

export const clinicFilterOf = (principal: StaffPrincipal): ClinicFilter =>
  principal.roles.includes('admin') ? { all: true } : { all: false, clinicIds: principal.clinicIds };

/**
 * The clinic of the booking a key names, in SQL: the first appointment's, else the booking
 * request's (null for a general enquiry sent without a clinic, which any clinic's staff may work on).
 */
export const bookingClinic = (bookingKeyColumn: string): RawBuilder<number | null> =>
  sql<number | null>`coalesce(
    (select a.clinic_id from appointment a where a.booking_key = ${sql.ref(bookingKeyColumn)} order by a.id limit 1),
    (select br.clinic_id from booking_request br where br.booking_key = ${sql.ref(bookingKeyColumn)}))`;

/** Whether a key names an appointment or (only) a booking request, for the audit row. */
export const bookingKind = (bookingKeyColumn: string): RawBuilder<'APPOINTMENT' | 'BOOKING_REQUEST'> =>
  sql<'APPOINTMENT' | 'BOOKING_REQUEST'>`case when exists
    (select 1 from appointment a where a.booking_key = ${sql.ref(bookingKeyColumn)}) then 'APPOINTMENT' else 'BOOKING_REQUEST' end`;

/** Whether a clinic (null: general) lies inside the filter. */
export const inFilter = (clinics: ClinicFilter, clinicId: number | null) =>
  clinics.all || clinicId === null || clinics.clinicIds.includes(clinicId);

export const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The right on one object about a booking, audited with it; 404 for an unknown or foreign one
 * alike. `head` loads the object's clinic and booking key once the caller is known to be staff.
 */
export async function requireBookingObject<
  H extends { clinicId: number | null; bookingKey: string; kind: 'APPOINTMENT' | 'BOOKING_REQUEST' },
>(request: FastifyRequest, load: () => Promise<H | undefined>, object: string) {
  await request.server.staffGuard.authenticate(request);
  const head = await load();
  if (!head) {
    // Unknown ids still need the right: a radiologist learns nothing from 403 vs 404.
    await requireStaff(request, ACTION);
    throw notFound();
  }
  const principal = await requireStaff(
    request,
    ACTION,
    head.clinicId === null ? undefined : { clinicId: head.clinicId },
    { audit: { object, booking: { kind: head.kind, ref: head.bookingKey } } },
  );
  return { head, principal };
}
