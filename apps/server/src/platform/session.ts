import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AuthenticationType, BookingKind, ReadOnlyReason, SessionScope } from '@rb/contracts';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type Env, isHttps } from './env';
import { forbidden, notFound, unauthorized } from './errors';

/** A server-side patient session: the bookings it has proven and its two timeouts. */
export interface PatientSession {
  /** sha256 of the cookie's token. */
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** Absolute end. */
  expiresAt: Date;
  /** End if unused from now on. */
  idleExpiresAt: Date;
  scopes: SessionScope[];
}

/** Which booking a secured route is about; the guard resolves ids and slugs to the booking key. */
export type BookingTarget =
  /**
   * `kind` names which booking of the key is meant: an enquiry staff converted keeps its key for the
   * appointment, so the key alone names the appointment (the default) and the enquiry needs `kind`.
   */
  | { bookingKey: string; kind?: BookingKind }
  | { appointmentId: number }
  | { appointmentSlug: string }
  | { bookingRequestId: number }
  | { bookingRequestSlug: string };

export interface SessionStore {
  /** The live session of a token (null when missing, unknown, idle or past its absolute end). */
  load(token: string | undefined, options?: { touch?: boolean }): Promise<PatientSession | null>;
  /** The booking a target names, or null when there is none. */
  resolveTarget(target: BookingTarget): Promise<{ kind: BookingKind; bookingKey: string } | null>;
  /** Whether the booking is over or cancelled: no appointment still to come, or a closed request. */
  isClosed(booking: { kind: BookingKind; bookingKey: string }): Promise<boolean>;
}

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

export const sessionTimeouts = (
  env: Pick<Env, 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS'>,
): SessionTimeouts => ({
  idleMs: env.SESSION_IDLE_MINUTES * 60_000,
  absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
});

/** A session is live while it is used within the idle timeout and before its absolute end. */
export function isSessionLive(
  session: { lastSeenAt: Date; expiresAt: Date },
  now: Date,
  timeouts: SessionTimeouts,
): boolean {
  return (
    now.getTime() < session.expiresAt.getTime() &&
    now.getTime() < session.lastSeenAt.getTime() + timeouts.idleMs
  );
}

export const idleExpiry = (lastSeenAt: Date, expiresAt: Date, timeouts: SessionTimeouts) =>
  new Date(Math.min(lastSeenAt.getTime() + timeouts.idleMs, expiresAt.getTime()));

/**
 * Cookie names get the `__Host-` prefix over https: the browser then insists on Secure, Path=/ and no
 * Domain, so no sibling host can plant or read the cookie.
 */
export const cookieName = (env: Pick<Env, 'PUBLIC_URL'>, base: string) =>
  isHttps(env) ? `__Host-${base}` : base;

export const SESSION_COOKIE = 'rb_session';

/** HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site POSTs), Path=/, Secure over https. */
export function cookieOptions(env: Pick<Env, 'PUBLIC_URL'>): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps(env) };
}

interface SessionContext {
  store: SessionStore;
  env: Env;
}

declare module 'fastify' {
  interface FastifyInstance {
    patientSessions: SessionContext;
  }
  interface FastifyRequest {
    /** Set by the secured guard: the session and the proven scope of the route's booking. */
    bookingAccess?: BookingAccess;
  }
}

/** Makes the session store available to every route (`requireBookingAccess`). Call once in app.ts. */
export function registerPatientSessions(
  app: import('fastify').FastifyInstance,
  store: SessionStore,
  env: Env,
) {
  app.decorate('patientSessions', { store, env });
  app.decorateRequest('bookingAccess', undefined);
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[cookieName(request.server.patientSessions.env, SESSION_COOKIE)];
}

export function setSessionCookie(reply: FastifyReply, token: string) {
  const { env } = reply.server.patientSessions;
  reply.setCookie(cookieName(env, SESSION_COOKIE), token, cookieOptions(env));
}

export function clearSessionCookie(reply: FastifyReply) {
  const { env } = reply.server.patientSessions;
  reply.clearCookie(cookieName(env, SESSION_COOKIE), cookieOptions(env));
}

export interface BookingAccess {
  session: PatientSession;
  scope: SessionScope;
  /** Why this session may only look at the booking (§2 badge), or null when it may change it. */
  readOnly: ReadOnlyReason | null;
}

export interface AccessOptions {
  /** Only these authentication types grant access (default: any). */
  types?: AuthenticationType[];
  /** Scopes proven by a share recipient only pass where the route allows them (default: no). */
  allowShared?: boolean;
  /**
   * Scopes proven at a kiosk without the one-time code only pass where the route allows them
   * (default: no): such routes must not answer with patient details (email, phone, birth date, postcode).
   */
  allowKiosk?: boolean;
  /** Whether the call changes anything (default: every method but GET and HEAD). */
  changes?: boolean;
  /**
   * A change that still makes sense once the booking is over or cancelled (sharing its results,
   * answering feedback, writing to staff); share recipients and staff views are refused it anyway.
   */
  allowClosed?: boolean;
}

const sameBooking = (s: SessionScope, booking: { kind: BookingKind; bookingKey: string }) =>
  s.kind === booking.kind && s.bookingKey === booking.bookingKey;

/** Why a scope may only look, before the booking's own state is considered. */
const scopeReadOnly = (scope: SessionScope): ReadOnlyReason | null =>
  scope.shared ? 'SHARED' : scope.staffView ? 'STAFF_VIEW' : null;

/**
 * The check of every `/api/secured/...` route: 401 without a live session, 404 when the booking is
 * not among the bookings the session proved (or does not exist: a foreign key looks the same), and
 * 403 `message.access_read_only` when the call changes something and the session may only look
 * (§2, §6): a share recipient, a staff member viewing as the patient, or a booking over or cancelled.
 */
export async function requireBookingAccess(
  request: FastifyRequest,
  target: BookingTarget,
  options: AccessOptions = {},
): Promise<BookingAccess> {
  const { store } = request.server.patientSessions;
  const session = await store.load(readSessionToken(request), { touch: true });
  if (!session) throw unauthorized();
  const booking = await store.resolveTarget(target);
  const proven = booking ? session.scopes.filter((s) => sameBooking(s, booking)) : [];
  const changes = options.changes ?? !['GET', 'HEAD'].includes(request.method);
  const scope = proven.find(
    (s) =>
      (!options.types || options.types.includes(s.type)) &&
      (options.allowShared || !s.shared) &&
      (options.allowKiosk || !s.kiosk),
  );
  if (!booking || !scope) {
    // A share recipient knows this booking already: a change is refused as read-only, not hidden.
    if (changes && proven.some((s) => s.shared)) throw forbidden('message.access_read_only');
    throw notFound();
  }
  const readOnly = scopeReadOnly(scope) ?? ((await store.isClosed(booking)) ? 'CLOSED' : null);
  if (changes && readOnly && !(readOnly === 'CLOSED' && options.allowClosed)) {
    throw forbidden('message.access_read_only');
  }
  request.bookingAccess = { session, scope, readOnly };
  return request.bookingAccess;
}

/**
 * The same check as a route's preHandler: `preHandler: securedBooking((req) => ({ appointmentId:
 * Number(req.params.id) }))`; the handler then finds `request.bookingAccess` set.
 */
export function securedBooking(
  targetOf: (request: FastifyRequest) => BookingTarget,
  options: AccessOptions = {},
): preHandlerAsyncHookHandler {
  return async (request) => {
    await requireBookingAccess(request, targetOf(request), options);
  };
}
