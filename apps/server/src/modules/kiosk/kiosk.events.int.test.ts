import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database';
import { createTestDatabase, databaseTargets } from '../../test/databases';
import { type KioskEvents, startKioskEvents } from './kiosk.events';
import { KIOSK_CHANNEL } from './kiosk.repository';

/** Only a real server has a LISTEN connection to lose; PGlite delivers notifications in-process. */
const listenTargets = databaseTargets.filter((target) => target === 'postgres');

describe('kiosk LISTEN cases', () => {
  it('are generated whenever a PostgreSQL server is configured', () => {
    expect(listenTargets).toHaveLength(process.env.TEST_DATABASE_URL ? 1 : 0);
  });
});

describe.each(listenTargets)('kiosk mode notifications on %s', (target) => {
  let database: DatabaseHandle;
  let events: KioskEvents;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase(target, { seed: false });
    events = await startKioskEvents(database, pino({ level: 'silent' }));
    admin = new pg.Client({ connectionString: database.connectionString });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await events?.close();
    await database?.close();
  });

  /** Notifies until the listener hears it (it may be reconnecting); at most ~10 s, never a timing check. */
  async function heardAfterNotifying(kioskId: string, seen: boolean[]) {
    for (let attempt = 0; attempt < 100 && seen.length === 0; attempt++) {
      await admin.query('select pg_notify($1, $2)', [
        KIOSK_CHANNEL,
        JSON.stringify({ kioskId, kioskMode: true }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return seen.length > 0;
  }

  it('hears kiosk-mode changes again after its connection was terminated', async () => {
    const before: boolean[] = [];
    const stop = events.subscribe('kiosk-before', (mode) => before.push(mode));
    expect(await heardAfterNotifying('kiosk-before', before)).toBe(true);
    stop();

    const killed = await admin.query<{ killed: boolean }>(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
    );
    expect(killed.rows.filter((r) => r.killed)).toHaveLength(1);

    const after: boolean[] = [];
    events.subscribe('kiosk-after', (mode) => after.push(mode));
    expect(await heardAfterNotifying('kiosk-after', after)).toBe(true);
  });
});
