import { parseArgs } from 'node:util';
import { staffRole } from '@rb/contracts';
import { z } from 'zod';
import { migrateToLatest } from '../../db/migrate';
import { openDatabase } from '../../platform/db/database';
import { loadEnv } from '../../platform/env';
import { createStoredServiceClient } from './service-clients';

// Creates (or replaces the secret of) a service client of the built-in provider for the
// client-credentials grant, and prints its secret once:
//   npm run service-client -w apps/server -- --id ris-hand-off --scopes clinic_staff --clinics 1,2
const { values } = parseArgs({
  options: { id: { type: 'string' }, scopes: { type: 'string' }, clinics: { type: 'string', default: '' } },
});
const input = z
  .object({
    clientId: z.string(),
    scopes: z.array(staffRole).min(1),
    clinicIds: z.array(z.number().int().positive()),
  })
  .safeParse({
    clientId: values.id,
    scopes: (values.scopes ?? '').split(',').filter(Boolean),
    clinicIds: (values.clinics ?? '').split(',').filter(Boolean).map(Number),
  });
if (!input.success) {
  console.error('Usage: --id <client id> --scopes admin,clinic_staff,radiologist,referrer [--clinics 1,2]');
  process.exit(1);
}
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrateToLatest(database.db);
const client = await createStoredServiceClient(database.db, input.data);
console.log(
  `client_id=${client.clientId}\nclient_secret=${client.clientSecret}\nscopes=${client.scopes.join(' ')}`,
);
await database.close();
