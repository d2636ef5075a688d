import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { TEST_NOW, TUESDAY_9AM_SYDNEY } from '../appointments/booking-test-helpers';
import { samples } from '../attachments/attachments.samples';
import { insertBookingRequest } from '../patient-auth/patient-auth.test-support';
import { bookXray, client, DOB, multipart, signIn } from './portal.test-support';

const blobDir = path.join(os.tmpdir(), `rb-portal-matrix-${randomBytes(6).toString('hex')}`);
afterAll(() => fs.rm(blobDir, { recursive: true, force: true }));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: { type?: string };
}
interface Operation {
  requestBody?: unknown;
  parameters?: Parameter[];
}

/** Valid bodies of the portal's own calls, so the guard (not validation) decides their answer. */
const knownBodies: Record<string, unknown> = {
  'POST /api/secured/appointments/{id}/cancel': { reason: 'Other' },
  'POST /api/secured/appointments/{id}/decline': { reason: 'Other' },
  'POST /api/secured/appointments/{id}/reschedule': { deviceId: 1, start: TUESDAY_9AM_SYDNEY },
  'PUT /api/secured/appointments/{id}/attachments/{attachmentId}': { description: 'x' },
  'PUT /api/secured/booking_requests/{id}/attachments/{attachmentId}': { description: 'x' },
  'POST /api/secured/booking_requests/{id}/status': { status: 'CANCELED' },
  'PUT /api/secured/appointments/{id}/consent_forms': { data: { mri: true } },
  'POST /api/secured/call_centre_email/{bookingKey}': { message: 'Hello' },
  'POST /api/secured/callback_request/{bookingKey}': { preferredTime: 'Mornings' },
};

/**
 * Every `/api/secured` route of the whole app, whoever registered it, read from the OpenAPI document
 * the app serves: a session for another booking gets 404 everywhere, no session gets 401.
 */
describe.each(databaseTargets)('every secured route on %s', (target) => {
  const ctx = useTestApp(target, {
    clock: fixedClock(TEST_NOW),
    env: { OUTBOX_POLL_INTERVAL_MS: '0', BLOB_DIR: blobDir },
  });

  function securedRoutes() {
    const doc = ctx().app.swagger() as {
      paths: Record<string, Record<string, Operation>>;
    };
    return Object.entries(doc.paths)
      .filter(([url]) => url.startsWith('/api/secured/'))
      .flatMap(([url, operations]) =>
        Object.entries(operations)
          .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
          .map(([method, operation]) => ({
            method: method.toUpperCase() as Method,
            url,
            hasBody: operation.requestBody !== undefined,
            parameters: operation.parameters ?? [],
          })),
      );
  }

  it('answers 404 to a session for another booking and 401 without a session', async () => {
    const { app, database } = ctx();
    const start = (m: number) => new Date(Date.parse(TUESDAY_9AM_SYDNEY) + m * 60_000).toISOString();
    const victim = await bookXray(app, database.db, start(15));
    const victimSession = await signIn(app, victim);
    const form = multipart([{ name: 'file', fileName: 'r.png', data: samples.png() }]);
    const file = await victimSession.call(
      'POST',
      `/api/secured/appointments/${victim.slug}/attachments`,
      form.payload,
      form.headers,
    );
    expect(file.statusCode, file.body).toBe(201);
    const victimRequest = await insertBookingRequest(database.db, { dateOfBirth: DOB });

    const attacker = await signIn(app, await bookXray(app, database.db, start(30)));
    const anonymous = client(app);

    /** Values that name the victim's booking, whatever a route calls them and whichever type it wants. */
    const valueFor = (
      name: string,
      type: string | undefined,
      requestRoute: boolean,
      ownerPosition: boolean,
    ) => {
      if (name === 'bookingKey') return victim.bookingKey;
      if (name === 'attachmentId') return String(file.json().id);
      if ((name === 'id' || name === 'slug') && ownerPosition) {
        if (type === 'integer' || type === 'number')
          return String(requestRoute ? victimRequest.id : victim.id);
        return requestRoute ? victimRequest.slug : victim.slug;
      }
      return type === 'integer' || type === 'number' ? '1' : 'smith';
    };
    const fill = (route: { url: string; parameters: Parameter[] }) => {
      const requestRoute = route.url.startsWith('/api/secured/booking_requests/');
      const typeOf = (where: string, name: string) =>
        route.parameters.find((p) => p.in === where && p.name === name)?.schema?.type;
      const path = route.url.replace(/\{(\w+)\}/g, (_, name: string, offset: number) => {
        const ownerPosition = /^\/api\/secured\/(appointments|booking_requests)\/$/.test(
          route.url.slice(0, offset),
        );
        return valueFor(name, typeOf('path', name), requestRoute, ownerPosition);
      });
      const query = new URLSearchParams(
        route.parameters
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => [p.name, valueFor(p.name, p.schema?.type, requestRoute, false)]),
      ).toString();
      return query ? `${path}?${query}` : path;
    };

    const routes = securedRoutes();
    // The portal's own routes are among them; others' secured routes are checked just the same.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/secured/appointments/booking_key/{bookingKey}',
        'POST /api/secured/appointments/{id}/reschedule',
        'GET /api/secured/booking_requests/{id}/download',
        'GET /api/secured/appointments/{id}/attachments/{attachmentId}/view',
      ]),
    );
    const failures: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const body =
        key === 'POST /api/secured/patient_change_requests'
          ? { origin: 'APPOINTMENT', bookingKey: victim.bookingKey, changes: { firstName: 'Mallory' } }
          : (knownBodies[key] ?? (route.hasBody ? {} : undefined));
      const known = key in knownBodies || key === 'POST /api/secured/patient_change_requests';
      // A route whose body this test cannot fill may stop at validation (400) first; never a success.
      const allowed = (status: number) => (route.hasBody && !known ? [status, 400] : [status]);
      const url = fill(route);
      const foreign = await attacker.call(route.method, url, body);
      if (!allowed(404).includes(foreign.statusCode))
        failures.push(`${key} other booking: ${foreign.statusCode}`);
      const none = await anonymous.call(route.method, url, body);
      if (!allowed(401).includes(none.statusCode)) failures.push(`${key} no session: ${none.statusCode}`);
    }
    expect(failures).toEqual([]);

    // The victim's file is still there: nothing above reached it.
    const still = await victimSession.call(
      'GET',
      `/api/secured/appointments/${victim.slug}/attachments/response`,
    );
    expect(still.json()).toHaveLength(1);
  });
});
