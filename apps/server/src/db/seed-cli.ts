import { openDatabase } from '../platform/db/database';
import { loadEnv } from '../platform/env';
import { migrateToLatest } from './migrate';
import { isDatabaseEmpty, seedDemoData } from './seed';

// Seeds the demo provider into an empty database; refuses a database that already holds data.
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrateToLatest(database.db);
if (await isDatabaseEmpty(database.db)) {
  console.log(`Seeded: ${(await seedDemoData(database.db)).join(', ')}`);
} else {
  console.log('The database already holds data; nothing seeded.');
}
await database.close();
