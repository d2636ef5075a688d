import type { SessionScope } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import {
  type BookingTarget,
  idleExpiry,
  isSessionLive,
  type PatientSession,
  type SessionStore,
  sessionTimeouts,
} from '../../platform/session';
import { newToken, tokenId } from './patient-auth.crypto';
import { createPatientSessionRepository, type SessionRow } from './patient-session.repository';

/** Using a session moves its idle timer; writes are spared when the last move is this recent. */
const TOUCH_THROTTLE_MS = 60_000;

const sameScope = (a: SessionScope, b: SessionScope) =>
  a.kind === b.kind &&
  a.bookingKey === b.bookingKey &&
  a.type === b.type &&
  a.shared === b.shared &&
  a.shareId === b.shareId;

/**
 * Scopes of the old session plus the newly proven one, without repeats. A booking proven with the
 * code replaces its kiosk-only scope (proven without it); the reverse never narrows a scope.
 */
export function mergeScopes(existing: SessionScope[], added: SessionScope): SessionScope[] {
  if (existing.some((s) => sameScope(s, added) && (!s.kiosk || added.kiosk))) return existing;
  return [...existing.filter((s) => !sameScope(s, added)), added];
}

/** Server-side patient sessions: the cookie holds a random token, the table its SHA-256. */
export function createPatientSessionService(deps: Pick<AppDeps, 'db' | 'clock' | 'env'>) {
  const repository = createPatientSessionRepository(deps.db);
  const timeouts = sessionTimeouts(deps.env);

  const toSession = (row: SessionRow): PatientSession => ({
    ...row,
    idleExpiresAt: idleExpiry(row.lastSeenAt, row.expiresAt, timeouts),
  });

  async function load(token: string | undefined, options: { touch?: boolean } = {}) {
    if (!token) return null;
    const row = await repository.find(tokenId(token));
    if (!row) return null;
    const now = deps.clock.now();
    if (!isSessionLive(row, now, timeouts)) {
      await repository.delete(row.id);
      return null;
    }
    if (options.touch && now.getTime() - row.lastSeenAt.getTime() >= TOUCH_THROTTLE_MS) {
      await repository.touch(row.id, now);
      row.lastSeenAt = now;
    }
    return toSession(row);
  }

  const store: SessionStore = {
    load,
    resolveTarget: (target: BookingTarget) => repository.resolveTarget(target),
    isClosed: (booking) => repository.isClosed(booking, deps.clock.now()),
  };

  return {
    store,
    load,

    /**
     * A login: always a new token (the old one stops working), carrying over the scopes of a live
     * session the browser already had, with fresh timeouts.
     */
    async login(
      trx: Db,
      previousToken: string | undefined,
      scope: SessionScope | SessionScope[],
      options: { carry?: boolean } = {},
    ) {
      const now = deps.clock.now();
      const previous = previousToken ? await repository.find(tokenId(previousToken), trx) : null;
      const live = previous && isSessionLive(previous, now, timeouts);
      // A staff view starts clean: it must not inherit what this browser proved as a patient.
      const carried = live && options.carry !== false ? previous.scopes : [];
      if (previous) await repository.delete(previous.id, trx);
      const token = newToken();
      const row: SessionRow = {
        id: tokenId(token),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + timeouts.absoluteMs),
        // The portal home proves every booking of the matched patient at once.
        scopes: (Array.isArray(scope) ? scope : [scope]).reduce(mergeScopes, carried),
      };
      await repository.insert(row, trx);
      await repository.deleteExpired(now, new Date(now.getTime() - timeouts.idleMs), trx);
      return { token, session: toSession(row) };
    },

    /** Ends a session (by its id, as `load` returns it), in the caller's transaction. */
    async logout(id: string, trx: Db): Promise<void> {
      await repository.delete(id, trx);
    },
  };
}

export type PatientSessionService = ReturnType<typeof createPatientSessionService>;
