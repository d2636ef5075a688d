import type { Db } from '../../platform/db/database';
import '../catalog/catalog.tables';

/** Shared fixtures of the booking integration tests (not a test file itself). */

/** Monday 2 March 2026, 11:00 in Sydney (AEDT, UTC+11): every booking test runs at this instant. */
export const TEST_NOW = '2026-03-02T00:00:00.000Z';
/** Tuesday 3 March 2026, 09:00 in Sydney: a free working time of every seeded Sydney device. */
export const TUESDAY_9AM_SYDNEY = '2026-03-02T22:00:00.000Z';

export const patient = (overrides: Record<string, unknown> = {}) => ({
  title: 'Ms',
  firstName: 'Olivia',
  lastName: 'Nguyen',
  dateOfBirth: '1984-07-21',
  email: 'Olivia.Nguyen@example.com',
  contactNumber: '0412345678',
  postalCode: '2000',
  ...overrides,
});

export async function clinicId(db: Db, slug: string): Promise<number> {
  return (await db.selectFrom('clinic').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
}

/** The seeded device of a modality at a clinic. */
export async function deviceId(db: Db, clinicSlug: string, modalityCode: string): Promise<number> {
  const row = await db
    .selectFrom('device')
    .innerJoin('clinic', 'clinic.id', 'device.clinicId')
    .innerJoin('modality', 'modality.id', 'device.modalityId')
    .select('device.id')
    .where('clinic.slug', '=', clinicSlug)
    .where('modality.code', '=', modalityCode)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countRows(
  db: Db,
  table: 'appointment' | 'patient' | 'slotClaim' | 'bookingRequest',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A base64url booking key of 144 bits made from a label, for tests that need a known key. */
export const testKey = (label: string) => `${label.padEnd(24, 'x').slice(0, 24)}`;
