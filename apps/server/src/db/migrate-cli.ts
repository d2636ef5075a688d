import { openDatabase } from '../platform/db/database';
import { loadEnv } from '../platform/env';
import { migrateToLatest } from './migrate';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const applied = await migrateToLatest(database.db);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
await database.close();
