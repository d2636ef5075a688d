import type { StaffRole } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import { createAccountsRepository } from './identity.accounts';
import { hashPassword, verifyPassword } from './identity.passwords';

/** One demo account per role (README lists them). Never for production unless SEED_DEMO_DATA=true. */
export const demoAccounts: {
  username: string;
  password: string;
  role: StaffRole;
  firstName: string;
  lastName: string;
  organisation: string | null;
}[] = [
  {
    username: 'admin',
    password: 'DemoAdmin!2026',
    role: 'admin',
    firstName: 'Alex',
    lastName: 'Admin',
    organisation: null,
  },
  {
    username: 'staff',
    password: 'DemoStaff!2026',
    role: 'clinic_staff',
    firstName: 'Sam',
    lastName: 'Staff',
    organisation: null,
  },
  {
    username: 'radiologist',
    password: 'DemoRadiologist!2026',
    role: 'radiologist',
    firstName: 'Riley',
    lastName: 'Radiologist',
    organisation: null,
  },
  {
    username: 'referrer',
    password: 'DemoReferrer!2026',
    role: 'referrer',
    firstName: 'Robin',
    lastName: 'Referrer',
    organisation: null,
  },
];

export async function seedStaffAccounts(trx: Db): Promise<void> {
  const accounts = createAccountsRepository(trx);
  // Clinic staff work at the first seeded clinics; the radiologist reads for every clinic (issue 42).
  const clinics = await trx.selectFrom('clinic').select('id').orderBy('id').limit(2).execute();
  const everyClinic = await trx.selectFrom('clinic').select('id').orderBy('id').execute();
  for (const demo of demoAccounts) {
    await accounts.insert(
      {
        username: demo.username,
        email: `${demo.username}@demo.example`,
        firstName: demo.firstName,
        lastName: demo.lastName,
        organisation: demo.organisation,
        passwordHash: await hashPassword(demo.password),
        roles: [demo.role],
        clinicIds:
          demo.role === 'clinic_staff'
            ? clinics.map((c) => Number(c.id))
            : demo.role === 'radiologist'
              ? everyClinic.map((c) => Number(c.id))
              : [],
      },
      trx,
    );
  }
}

/** Demo accounts that still sign in with their published password: refused in production. */
export async function liveDemoAccounts(db: Db): Promise<string[]> {
  const accounts = createAccountsRepository(db);
  const live: string[] = [];
  for (const demo of demoAccounts) {
    const account = await accounts.byLogin(demo.username);
    if (account && !account.disabled && (await verifyPassword(account.passwordHash, demo.password))) {
      live.push(demo.username);
    }
  }
  return live;
}
