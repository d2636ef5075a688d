import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clinicId, TEST_NOW } from '../modules/appointments/booking-test-helpers';
import { useTestApp } from '../test/app';
import { contractRoutes, routeKey } from '../test/contract-routes';
import { databaseTargets } from '../test/databases';
import { matrixCallers, SHARE_RECIPIENT_ROUTES } from './access-matrix.callers';
import { bodyFor, fillRoute, hasKnownBody } from './access-matrix.requests';
import { observeStaffActions } from './access-matrix.staff';
import { createForeignSessions, createVictim } from './access-matrix.test-support';
import { fixedClock } from './clock';
import { toFastifyPath } from './route';

const blobDir = path.join(os.tmpdir(), `rb-access-matrix-${randomBytes(6).toString('hex')}`);
afterAll(() => fs.rm(blobDir, { recursive: true, force: true }));

const routes = contractRoutes(['/api/secured/', '/api/admin/']);
const is2xx = (status: number) => status >= 200 && status < 300;
/**
 * Staff calls the victim's state refuses after the access check, with a 409 problem: the victim's
 * appointment is the next day, outside its check-in window, so arrival is refused, it has not started,
 * so a no-show is refused, and nothing is marked to undo (issue 36 item 7). The appointments' integration tests prove them within the window.
 */
const REFUSED_BY_STATE = new Set([
  'POST /api/admin/appointments/{slug}/arrived',
  'POST /api/admin/appointments/{slug}/no_show',
  'POST /api/admin/appointments/{slug}/attendance/undo',
]);

/**
 * A mobile van's stops (issue 39): the victim's clinic is a fixed clinic, so the callers whose right
 * it is are refused after the access check with 400 `message.catalog_not_a_van`; the van's own
 * integration test (catalog/van-stops.int.test.ts) proves them 2xx on a van.
 */
const REFUSED_FOR_A_FIXED_CLINIC = new Set([
  'GET /api/admin/clinics/{clinicId}/stops',
  'PUT /api/admin/clinics/{clinicId}/stops/{date}',
  'DELETE /api/admin/clinics/{clinicId}/stops/{date}',
]);

/**
 * Every `/api/secured` and `/api/admin` call of the contracts (a new one is covered without editing
 * this test), called with the victim's real ids, keys and slugs by everyone who must not reach them:
 * no session, the victim's session gone stale, other patients' sessions, a share recipient, a wrong
 * staff token. Also the callers who may: the share recipient on shared results, the admin.
 */
describe.each(databaseTargets)('access matrix on %s', (target) => {
  const clock = fixedClock(TEST_NOW);
  const ctx = useTestApp(target, {
    clock,
    env: { OUTBOX_POLL_INTERVAL_MS: '0', BLOB_DIR: blobDir },
  });

  it('is generated from the contracts and names the known secured, shared and staff routes', () => {
    const keys = routes.map(routeKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/secured/appointments/booking_key/{bookingKey}',
        'POST /api/secured/appointments/{id}/reschedule',
        'GET /api/secured/booking_requests/{id}/download',
        'GET /api/secured/appointments/{id}/attachments/{attachmentId}/view',
        'GET /api/secured/results/{bookingKey}',
        'PUT /api/admin/config/{section}',
        'POST /api/admin/results/reports',
      ]),
    );
    for (const shared of SHARE_RECIPIENT_ROUTES) expect(keys).toContain(shared);
  });

  it('answers 2xx only to the callers whose right it is', async () => {
    const { app, database } = ctx();
    const victim = await createVictim(app, database.db);
    const foreign = await createForeignSessions(app, database.db);
    const staffActions = observeStaffActions(app);
    const callers = await matrixCallers({
      app,
      db: database.db,
      clock,
      victim,
      foreign,
      otherClinicId: await clinicId(database.db, 'brisbane-cbd'),
      actionOf: staffActions.actionOf,
    });

    // Every secured or staff route the app documents comes from a contract, so none escapes the matrix.
    const documented = Object.entries((app.swagger() as { paths: Record<string, object> }).paths).flatMap(
      ([url, operations]) =>
        Object.keys(operations)
          .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => `${method.toUpperCase()} ${url}`),
    );
    const outsideContracts = documented.filter(
      (key) => /^\S+ \/api\/(secured|admin)\//.test(key) && !routes.some((r) => routeKey(r) === key),
    );
    expect(outsideContracts).toEqual([]);
    // A contract whose route is not registered yet would answer 404 to all and prove nothing.
    const served = routes.filter((r) => app.hasRoute({ method: r.method, url: toFastifyPath(r.path) }));
    const unserved = routes.filter((r) => !served.includes(r)).map(routeKey);

    const leaks: string[] = [];
    const wrongRefusals: string[] = [];
    const serverErrors: string[] = [];
    const allowedButRefused: string[] = [];
    let cells = 0;
    let decidedByValidation = 0;
    let allowedAnswered2xx = 0;
    for (const route of served) {
      const key = routeKey(route);
      const url = fillRoute(route, victim);
      const { payload, headers } = bodyFor(route, victim);
      for (const caller of callers) {
        if (caller.appliesTo && !caller.appliesTo(route)) continue;
        const response = await caller.call(route.method as never, url, payload, headers);
        const status = response.statusCode;
        cells++;
        const cell = `${key} as ${caller.name}: ${status}`;
        if (status >= 500) serverErrors.push(cell);
        if (caller.mayUse(route)) {
          // Their right: done, or refused by validation where this test cannot fill the body.
          if (is2xx(status)) allowedAnswered2xx++;
          else if (status === 409 && REFUSED_BY_STATE.has(key)) continue;
          else if (status === 400 && REFUSED_FOR_A_FIXED_CLINIC.has(key)) continue;
          else if (!(status === 400 && !hasKnownBody(route, victim))) allowedButRefused.push(cell);
          continue;
        }
        if (is2xx(status)) {
          leaks.push(cell);
          continue;
        }
        if (status === 400 && !hasKnownBody(route, victim)) {
          // This test cannot fill the body; validation refused before the access check. Not a leak.
          decidedByValidation++;
          continue;
        }
        if (!caller.refusals(route).includes(status))
          wrongRefusals.push(`${cell} (expected ${caller.refusals(route).join(' or ')})`);
      }
    }

    // Positive control: the victim reads every secured GET with the same URLs, so the ids, keys and
    // slugs above really name things a missing check would have handed out.
    const victimReads = served.filter((r) => r.method === 'GET' && r.path.startsWith('/api/secured/'));
    const victimDenied: string[] = [];
    for (const route of victimReads) {
      const owner = route.path.startsWith('/api/secured/booking_requests/')
        ? victim.requestSession
        : victim.session;
      const response = await owner.call('GET', fillRoute(route, victim));
      if (!is2xx(response.statusCode)) victimDenied.push(`${routeKey(route)}: ${response.statusCode}`);
    }

    const unguarded = served
      .filter((r) => r.path.startsWith('/api/admin/') && !staffActions.actionOf(r))
      .map(routeKey);
    console.log(
      `access matrix on ${target}: ${cells} cells checked (${served.length} routes, ${callers.length} callers); ` +
        `${leaks.length} answered 2xx that should not; ${decidedByValidation} refused by validation first; ` +
        `${allowedAnswered2xx} 2xx to allowed callers; ${staffActions.count()} staff routes behind the staff guard; victim control ${victimReads.length - victimDenied.length}/${victimReads.length} GETs 2xx` +
        (victimDenied.length ? ` (not: ${victimDenied.join(', ')})` : '') +
        (unserved.length ? `; contract routes not served: ${unserved.join(', ')}` : '') +
        (unguarded.length ? `; staff routes outside the staff guard: ${unguarded.join(', ')}` : ''),
    );
    staffActions.restore();
    expect(served.length).toBeGreaterThan(30);
    // The role dimension is real: the admin reached the staff guard on the identity calls at least.
    expect(staffActions.count()).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(wrongRefusals).toEqual([]);
    expect(victimDenied).toEqual([]);
    // The admin and the share recipient did get through where it is their right.
    expect(allowedButRefused).toEqual([]);
    expect(allowedAnswered2xx).toBeGreaterThan(SHARE_RECIPIENT_ROUTES.size);

    // Nothing above reached the victim's booking: still booked, its file still there.
    const own = await victim.session.call(
      'GET',
      `/api/secured/appointments/booking_key/${victim.bookingKey}`,
    );
    expect(own.json().appointments).toEqual([expect.objectContaining({ status: 'BOOKED' })]);
    const files = await victim.session.call(
      'GET',
      `/api/secured/appointments/${victim.slug}/attachments/response`,
    );
    expect(files.json()).toHaveLength(1);
  });
});
