import { describe, expect, it } from 'vitest';
import { mergeScopes } from '../modules/patient-auth/patient-session.service';
import { cookieName, cookieOptions, idleExpiry, isSessionLive, sessionTimeouts } from './session';

describe('patient session timeouts', () => {
  const timeouts = sessionTimeouts({ SESSION_IDLE_MINUTES: 30, SESSION_ABSOLUTE_HOURS: 12 });
  const created = new Date('2030-01-01T08:00:00Z');
  const at = (minutes: number) => new Date(created.getTime() + minutes * 60_000);
  const session = (lastSeenMinutes: number) => ({ lastSeenAt: at(lastSeenMinutes), expiresAt: at(12 * 60) });

  it('ends after 30 minutes without use', () => {
    expect(isSessionLive(session(0), at(29), timeouts)).toBe(true);
    expect(isSessionLive(session(0), at(30), timeouts)).toBe(false);
    expect(isSessionLive(session(100), at(129), timeouts)).toBe(true);
  });

  it('ends 12 hours after login even when used', () => {
    expect(isSessionLive(session(12 * 60 - 1), at(12 * 60 - 0.5), timeouts)).toBe(true);
    expect(isSessionLive(session(12 * 60 - 1), at(12 * 60), timeouts)).toBe(false);
    expect(idleExpiry(at(12 * 60 - 10), at(12 * 60), timeouts)).toEqual(at(12 * 60));
    expect(idleExpiry(at(0), at(12 * 60), timeouts)).toEqual(at(30));
  });

  it('follows the configured timeouts', () => {
    expect(sessionTimeouts({ SESSION_IDLE_MINUTES: 5, SESSION_ABSOLUTE_HOURS: 1 })).toEqual({
      idleMs: 300_000,
      absoluteMs: 3_600_000,
    });
  });
});

describe('session cookies', () => {
  it('get __Host- and Secure over https only', () => {
    expect(cookieName({ PUBLIC_URL: 'https://portal.example' }, 'rb_session')).toBe('__Host-rb_session');
    expect(cookieName({ PUBLIC_URL: 'http://localhost:3000' }, 'rb_session')).toBe('rb_session');
    expect(cookieOptions({ PUBLIC_URL: 'https://portal.example' })).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: true,
    });
    expect(cookieOptions({ PUBLIC_URL: 'http://localhost:3000' }).secure).toBe(false);
  });

  it('merge a newly proven booking into the scopes without repeats', () => {
    const a = { kind: 'APPOINTMENT' as const, bookingKey: 'a', type: 'APPOINTMENT' as const, shared: false };
    const b = { ...a, bookingKey: 'b' };
    expect(mergeScopes([a], b)).toEqual([a, b]);
    expect(mergeScopes([a, b], { ...a })).toEqual([a, b]);
  });
});
