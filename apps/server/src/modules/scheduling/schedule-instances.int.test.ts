import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { fixedClock } from '../../platform/clock';
import { openDatabase } from '../../platform/db/database';
import { loadEnv } from '../../platform/env';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { clinicId, TEST_NOW } from '../appointments/booking-test-helpers';
import { asAdmin, change, freeStarts, scheduleUrl, versionOf } from './schedule-admin.test-support';

describe.each(databaseTargets)('a saved schedule change on two instances on %s', (target) => {
  const clock = fixedClock(TEST_NOW);
  const ctx = useTestApp(target, { clock });

  it('shows in the other instance’s slot search without waiting for its cache to expire', async () => {
    const { app, database } = ctx();
    // The second instance: its own app and caches; on PostgreSQL its own pool and listener too.
    const second = database.connectionString
      ? await openDatabase({ databaseUrl: database.connectionString, dataDir: 'unused' })
      : database;
    const other = await buildApp({
      env: loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        RATE_LIMIT_SCALE: '1000',
      }),
      database: second,
      clock,
    });
    try {
      await other.ready();
      const brisbane = await clinicId(database.db, 'brisbane-cbd');
      const day = '2026-03-05';
      // The other instance has read (and cached for 30 s) the day's slots.
      expect(await freeStarts(other, brisbane, 'xray-chest', day)).not.toEqual([]);
      const saved = await change(
        app,
        await asAdmin(app, database.db),
        'POST',
        scheduleUrl(brisbane, 'closures'),
        {
          deviceId: null,
          fromDate: day,
          toDate: day,
          reason: 'Public event',
          expectedVersion: await versionOf(app, database.db, brisbane),
        },
      );
      expect(saved.json()).toMatchObject({ saved: true });
      expect(await freeStarts(app, brisbane, 'xray-chest', day)).toEqual([]);
      // NOTIFY reaches the other instance's listener just after the commit; a few short waits cover it.
      let seen: string[] = ['not asked'];
      for (let attempt = 0; attempt < 50 && seen.length; attempt++) {
        seen = await freeStarts(other, brisbane, 'xray-chest', day);
        if (seen.length) await sleep(20);
      }
      expect(seen).toEqual([]);
    } finally {
      await other.close();
      if (second !== database) await second.close();
    }
  });
});
