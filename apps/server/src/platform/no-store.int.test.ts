import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../modules/appointments/booking-test-helpers';
import { useTestApp } from '../test/app';
import { probesFor } from '../test/broken-inputs';
import { databaseTargets } from '../test/databases';
import { operationsWithPatient } from '../test/operations-app';
import { seededRandom } from '../test/schema-samples';
import { useStaffAuthorization } from '../test/staff-auth';
import { fixedClock } from './clock';

/**
 * Issue 12, finding 8: no answer of a `/api/secured` or `/api/admin` route may be kept by a browser
 * or proxy. Every such route of the OpenAPI document is called as its schema says, with a live
 * patient session and the admin token, so the answers are the real ones (200s included).
 */
describe.each(databaseTargets)('Cache-Control of private answers on %s', (target) => {
  const ctx = useTestApp(target, {
    clock: fixedClock(TEST_NOW),
    env: { OUTBOX_POLL_INTERVAL_MS: '0', CHECK_IN_JOB_DELAY_MS: '0' },
  });
  const admin = useStaffAuthorization(ctx);

  it('is no-store on every /api/secured and /api/admin answer', async () => {
    const { app, database } = ctx();
    const { cookie, known, doc, operations: all } = await operationsWithPatient(app, database.db);
    const operations = all.filter(
      (op) => op.path.startsWith('/api/secured/') || op.path.startsWith('/api/admin/'),
    );
    const random = seededRandom(8);
    const missing: string[] = [];
    const statuses = new Set<number>();
    for (const op of operations) {
      const headers = { cookie, authorization: admin() };
      const [probe] = probesFor(op, random, doc, known, headers);
      if (!probe) throw new Error(`no probe for ${op.path}`);
      const response = await app.inject({
        method: probe.method as 'GET',
        url: probe.url,
        headers: probe.headers,
        payload: probe.payload,
      });
      statuses.add(response.statusCode);
      if (!/\bno-store\b/.test(String(response.headers['cache-control'] ?? ''))) {
        missing.push(
          `${op.method} ${op.path} → ${response.statusCode} ${response.headers['cache-control'] ?? '(none)'}`,
        );
      }
    }
    console.log(
      `no-store checked on ${target}: ${operations.length} private routes, statuses ${[...statuses].sort().join(',')}`,
    );
    expect(operations.length).toBeGreaterThan(40);
    expect(statuses.has(200)).toBe(true);
    expect(missing).toEqual([]);
  });
});
