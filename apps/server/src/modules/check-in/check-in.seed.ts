import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/database';
import '../kiosk/kiosk.tables';
import './check-in.tables';

const firstNames = [
  'Amelia',
  'James',
  'Priya',
  'Liam',
  'Mei',
  'Noah',
  'Charlotte',
  'Oliver',
  'Aisha',
  'Jack',
  'Sophie',
  'William',
  'Hannah',
  'Thomas',
  'Grace',
  'Lachlan',
  'Isla',
  'Ethan',
  'Zara',
  'Samuel',
];
const lastNames = [
  'Nguyen',
  'Smith',
  'Patel',
  'Williams',
  'Chen',
  'Brown',
  'Kelly',
  'Jones',
  'Singh',
  'Taylor',
  'Wilson',
  'Murphy',
  'Anderson',
  'Thompson',
  'Walker',
  "O'Connor",
  'Harris',
  'Martin',
  'Lee',
  'Campbell',
];
/** Australian cities and suburbs with their postcodes, where the referring practices are. */
const places: [string, string][] = [
  ['Sydney', '2000'],
  ['Parramatta', '2150'],
  ['Newcastle', '2300'],
  ['Wollongong', '2500'],
  ['Melbourne', '3000'],
  ['Geelong', '3220'],
  ['Ballarat', '3350'],
  ['Brisbane', '4000'],
  ['Gold Coast', '4217'],
  ['Townsville', '4810'],
  ['Adelaide', '5000'],
  ['Perth', '6000'],
  ['Fremantle', '6160'],
  ['Hobart', '7000'],
  ['Launceston', '7250'],
  ['Darwin', '0800'],
  ['Canberra', '2600'],
  ['Cairns', '4870'],
  ['Bendigo', '3550'],
  ['Toowoomba', '4350'],
];

/** ~60 referring doctors: a deterministic spread of names over cities, no two alike. */
export function doctorDirectory() {
  const doctors: { firstName: string; lastName: string; cityName: string; postalCode: string }[] = [];
  for (let i = 0; i < 60; i++) {
    const [cityName, postalCode] = places[(i * 7) % places.length] as [string, string];
    doctors.push({
      firstName: firstNames[(i * 3) % firstNames.length] as string,
      lastName: lastNames[(i + Math.floor(i / lastNames.length) * 7) % lastNames.length] as string,
      cityName,
      postalCode,
    });
  }
  return doctors;
}

/**
 * The referrer directory and two demo kiosks (at the first two clinics). Kiosk ids are random: staff
 * read them with GET /api/admin/kiosks and type one into the kiosk identity modal on this machine.
 */
export async function seedCheckIn(trx: Db): Promise<void> {
  await trx.insertInto('doctor').values(doctorDirectory()).execute();
  const clinics = await trx.selectFrom('clinic').select(['id', 'name']).orderBy('id').limit(2).execute();
  for (const clinic of clinics) {
    await trx
      .insertInto('kiosk')
      .values({
        id: randomBytes(16).toString('base64url'),
        clinicId: clinic.id,
        name: `${clinic.name} waiting room`,
        kioskMode: true,
        // Demo kiosks work on this machine only; real ones are enrolled with the clinic's network.
        allowedNetworks: JSON.stringify(['127.0.0.1/32', '::1/128']),
      })
      .execute();
  }
}
