import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PolicyAction } from '../modules/identity/identity.policy';
import { tokenId } from '../modules/patient-auth/patient-auth.crypto';
import { client, type PortalClient } from '../modules/portal/portal.test-support';
import { type ContractRoute, routeKey } from '../test/contract-routes';
import { staffCallers } from './access-matrix.staff';
import type { Caller, createForeignSessions, Victim } from './access-matrix.test-support';
import type { Clock } from './clock';
import type { Db } from './db/database';
import { SESSION_COOKIE } from './session';

/**
 * The secured calls a recipient of a results share may make on the shared booking (the routes
 * whose guard says `allowShared`). Everything else of the patient stays closed to them.
 */
export const SHARE_RECIPIENT_ROUTES = new Set([
  'GET /api/secured/results/{bookingKey}',
  'GET /api/secured/results/{bookingKey}/reports/{id}',
  'POST /api/secured/results/{bookingKey}/image_viewer_link',
]);

const isAdminRoute = (route: ContractRoute) => route.path.startsWith('/api/admin/');

/** A well-formed JWT signed by nobody the app trusts (`alg: none`), standing for any forged token. */
const FORGED_TOKEN = [
  Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
  Buffer.from(JSON.stringify({ sub: 'mallory', roles: ['admin'], scope: 'admin' })).toString('base64url'),
  '',
].join('.');

let nextAddress = 1;

/**
 * Calls with a session's cookies from an address of the caller's own, so per-address rate limits
 * (which run before the access check) never answer in the check's place. The address is both the
 * peer's and the forwarded one, whichever the app is configured to trust.
 */
function fromOwnAddress(app: FastifyInstance, cookies: Record<string, string>): Caller['call'] {
  const address = `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  return async (method, url, payload, headers = {}) => {
    const response = await app.inject({
      method,
      url,
      payload: payload as never,
      remoteAddress: address,
      headers: { 'x-forwarded-for': address, ...headers },
      cookies,
    });
    for (const c of response.cookies) cookies[c.name] = c.value;
    return response;
  };
}

/** A patient-side caller: no bearer token, so every admin route is 401; secured routes answer `secured`. */
function patientSide(
  app: FastifyInstance,
  name: string,
  session: PortalClient,
  secured: number,
  mayUse = (_: ContractRoute) => false,
): Caller {
  return {
    name,
    call: fromOwnAddress(app, session.cookies),
    mayUse,
    refusals: (route) => [isAdminRoute(route) ? 401 : secured],
  };
}

/**
 * A bearer-token caller: never a patient session, so every secured route is 401. What a staff
 * route answers when it refuses depends on the token (`staffRefusals`).
 */
export function bearer(
  app: FastifyInstance,
  name: string,
  authorization: string,
  mayUse: (route: ContractRoute) => boolean,
  staffRefusals: (route: ContractRoute) => number[],
): Caller {
  const jar: Record<string, string> = {};
  const call = fromOwnAddress(app, jar);
  return {
    name,
    // The token is this caller's only credential: the read-only patient session that opening a
    // portal view hands out is not kept (read-only-access.int.test.ts checks that session).
    call: (method, url, payload, headers) => {
      for (const cookie of Object.keys(jar)) delete jar[cookie];
      return call(method, url, payload, { authorization, ...headers });
    },
    mayUse,
    refusals: (route) => (isAdminRoute(route) ? staffRefusals(route) : [401]),
  };
}

/**
 * A cookie holding the victim's own session, made stale before every call (past its absolute end,
 * or idle too long): the store deletes a stale session when it sees it, so each call gets a fresh one.
 */
async function staleSession(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  victim: Victim,
  name: string,
  staleness: 'absolute' | 'idle',
): Promise<Caller> {
  const scopes: unknown[] = [];
  for (const session of [victim.session, victim.requestSession]) {
    const live = session.cookies[SESSION_COOKIE];
    if (!live) throw new Error('the victim has no session cookie');
    const row = await sql<{ scopes: unknown[] }>`
      select scopes from patient_session where id = ${tokenId(live)}`.execute(db);
    scopes.push(...(row.rows[0]?.scopes ?? []));
  }
  if (scopes.length !== 2) throw new Error('the victim sessions have no scopes');
  const token = randomBytes(32).toString('base64url');
  const call = fromOwnAddress(app, { [SESSION_COOKIE]: token });
  const hours = (h: number) => new Date(clock.now().getTime() + h * 3_600_000).toISOString();
  const [createdAt, lastSeenAt, expiresAt] =
    staleness === 'absolute' ? [hours(-13), hours(-0.1), hours(-0.01)] : [hours(-72), hours(-48), hours(1)];
  return {
    name,
    async call(method, url, payload, headers) {
      await sql`
        insert into patient_session (id, created_at, last_seen_at, expires_at, scopes)
        values (${tokenId(token)}, ${createdAt}, ${lastSeenAt}, ${expiresAt}, ${JSON.stringify(scopes)}::jsonb)
        on conflict (id) do update set last_seen_at = excluded.last_seen_at, expires_at = excluded.expires_at`.execute(
        db,
      );
      return call(method, url, payload, headers);
    },
    mayUse: () => false,
    refusals: () => [401],
  };
}

/**
 * Everyone who must not reach the victim's booking or the staff calls, plus the callers allowed some
 * of them: the share recipient, and each staff role with a real token (the admin first, whose calls
 * teach `actionOf` which policy action each staff route asks for).
 */
export async function matrixCallers(options: {
  app: FastifyInstance;
  db: Db;
  clock: Clock;
  victim: Victim;
  foreign: Awaited<ReturnType<typeof createForeignSessions>>;
  otherClinicId: number;
  actionOf: (route: ContractRoute) => PolicyAction | undefined;
}): Promise<Caller[]> {
  const { app, db, clock, victim, foreign, actionOf } = options;
  // A staff route refuses a valid token by role (403) or scope (404).
  const staffRefusals = () => [403, 404];
  return [
    patientSide(app, 'no session', client(app), 401),
    await staleSession(app, db, clock, victim, 'session past its absolute end', 'absolute'),
    await staleSession(app, db, clock, victim, 'idle session', 'idle'),
    patientSide(app, 'foreign appointment session', foreign.appointment, 404),
    patientSide(app, 'foreign booking request session', foreign.request, 404),
    {
      ...patientSide(app, 'share recipient', victim.shareRecipient, 404, (route) =>
        SHARE_RECIPIENT_ROUTES.has(routeKey(route)),
      ),
      // The recipient knows the shared booking: its changes are refused as read-only (403), the
      // rest (its reads, the patient's booking request) stay hidden (404).
      refusals: (route: ContractRoute) =>
        isAdminRoute(route)
          ? [401]
          : route.method !== 'GET' && !route.path.startsWith('/api/secured/booking_requests/')
            ? [403]
            : [404],
    },
    // The victim's own patient session is no staff sign-in (tried on staff calls only: on its own
    // booking it may do anything, which the positive control checks).
    { ...patientSide(app, 'patient session on staff calls', victim.session, 401), appliesTo: isAdminRoute },
    bearer(
      app,
      'forged staff token',
      `Bearer ${FORGED_TOKEN}`,
      () => false,
      () => [401],
    ),
    ...(await staffCallers({
      app,
      db,
      victimClinicId: victim.clinicId,
      otherClinicId: options.otherClinicId,
      actionOf,
      caller: (name, authorization, mayUse) => bearer(app, name, authorization, mayUse, staffRefusals),
    })),
    // The old shared admin token is no credential anywhere.
    bearer(
      app,
      'former shared admin token',
      'Bearer access-matrix-admin-token-0123456789',
      () => false,
      () => [401],
    ),
  ];
}
