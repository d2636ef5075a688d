import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../modules/appointments/booking-test-helpers';
import { useTestApp } from '../test/app';
import { type Probe, probesFor } from '../test/broken-inputs';
import { databaseTargets } from '../test/databases';
import { operationsWithPatient } from '../test/operations-app';
import { changedTables, rowCounter } from '../test/row-counts';
import { seededRandom } from '../test/schema-samples';
import { useStaffAuthorization } from '../test/staff-auth';
import { fixedClock } from './clock';

const SEED = 20_261_123;
/** Tables that record attempts on purpose (rate_limit_hit: the per-minute limits' counters on PostgreSQL): a refused request may rightly add a row there. */
const ATTEMPT_TABLES = ['audit_event', 'auth_failure', 'captcha_use', 'request_event', 'rate_limit_hit'];

/**
 * Standing test (issue 12): every operation of the OpenAPI document, which the contracts generate,
 * so a new route is covered without editing this file. Each gets at least 30 requests made from its
 * schemas and then broken. No answer may be a 5xx; every 4xx of the API (/api) is problem+json with a
 * message key (the sign-in provider's pages under /oidc answer HTML or OAuth errors, never a 5xx); a
 * refused request leaves no new row behind. On an idle machine one database takes about a minute.
 */
describe.each(databaseTargets)('input robustness on %s', (target) => {
  const ctx = useTestApp(target, {
    clock: fixedClock(TEST_NOW),
    env: { OUTBOX_POLL_INTERVAL_MS: '0', CHECK_IN_JOB_DELAY_MS: '0' },
  });
  const admin = useStaffAuthorization(ctx);

  it('answers every broken input without a 5xx, with problem+json, and keeps nothing from refusals', async () => {
    const { app, database } = ctx();
    const { cookie, known, doc, operations: all } = await operationsWithPatient(app, database.db);
    // Signing out last keeps the session for the secured calls.
    const operations = all.sort(
      (a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')),
    );
    const random = seededRandom(SEED);

    const failures: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    let fewest = Number.POSITIVE_INFINITY;
    const rowCounts = await rowCounter(database.db, ATTEMPT_TABLES);
    let counts = await rowCounts();
    const slowest: [number, string][] = [];
    for (const op of operations) {
      const started = performance.now();
      const headers: Record<string, string> = { cookie, 'x-forwarded-for': '198.51.100.7' };
      if (op.path.startsWith('/api/admin')) headers.authorization = admin();
      const probes = probesFor(op, random, doc, known, headers);
      fewest = Math.min(fewest, probes.length);
      for (const probe of probes) {
        sent++;
        const problem = await send(probe);
        if (problem.serverError) serverErrors++;
        if (problem.wrong) failures.push(`${op.method} ${op.path} [${probe.label}]: ${problem.wrong}`);
        const after = await rowCounts();
        if (problem.refused) {
          const changed = changedTables(counts, after);
          if (changed.length)
            failures.push(
              `${op.method} ${op.path} [${probe.label}] refused but wrote: ${changed.join(', ')}`,
            );
        }
        counts = after;
      }
      slowest.push([Math.round(performance.now() - started), `${op.method} ${op.path}`]);
    }
    console.log(
      `input robustness on ${target}: ${operations.length} operations, ${sent} requests sent (at least ${fewest} per operation), ${serverErrors} 5xx seen`,
    );
    // Where the time went, to keep this test quick as routes are added (printed, not asserted).
    const top = slowest.sort((a, b) => b[0] - a[0]).slice(0, 5);
    console.log(`slowest operations: ${top.map(([ms, name]) => `${name} ${ms} ms`).join('; ')}`);
    expect(operations.length).toBeGreaterThan(100);
    expect(fewest).toBeGreaterThanOrEqual(30);
    expect(failures).toEqual([]);

    async function send(probe: Probe) {
      const response = await app.inject({
        method: probe.method as 'GET',
        url: probe.url,
        headers: probe.headers,
        payload: probe.payload,
      });
      const status = response.statusCode;
      const result = { serverError: status >= 500, refused: status >= 400, wrong: '' };
      if (status >= 500) result.wrong = `${status} ${response.body.slice(0, 200)}`;
      // Outside /api (the sign-in provider's pages and protocol) answers are HTML or OAuth JSON.
      else if (status >= 400 && probe.url.startsWith('/api/')) {
        const type = String(response.headers['content-type'] ?? '');
        let message = '';
        try {
          message = String((response.json() as { message?: unknown }).message ?? '');
        } catch {
          message = '';
        }
        if (!type.startsWith('application/problem+json') || !message.startsWith('message.')) {
          result.wrong = `${status} ${type} ${response.body.slice(0, 120)}`;
        }
      }
      return result;
    }
  }, 600_000);
});
