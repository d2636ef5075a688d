import { describe, expect, it } from 'vitest';
import { createCaptcha } from './patient-auth.captcha';
import { generateCode, hashCode, newToken, subjectOf, tokenId, verifyCode } from './patient-auth.crypto';
import { createLockCache } from './patient-auth.lock-cache';
import {
  authLimits,
  bookingKindOf,
  bookingSendWaitSeconds,
  codeRequiredFor,
  contactNumbersMatch,
  failureWindowStart,
  isCodeExpired,
  isLocked,
  maskEmail,
  maskPhone,
  resendWaitLeft,
} from './patient-auth.rules';
import { solveCaptcha } from './patient-auth.test-support';

describe('one-time codes', () => {
  it('are 6 digits, keep leading zeros and spread over the whole range', () => {
    const codes = Array.from({ length: 5000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(4900);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
    expect(codes.some((c) => c.startsWith('9'))).toBe(true);
  });

  it('are stored as an HMAC bound to the challenge and verified in constant time', () => {
    const hash = hashCode('secret', 'challenge-a', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(verifyCode('secret', 'challenge-a', '123456', hash)).toBe(true);
    expect(verifyCode('secret', 'challenge-a', '123457', hash)).toBe(false);
    expect(verifyCode('secret', 'challenge-b', '123456', hash)).toBe(false);
    expect(verifyCode('other', 'challenge-a', '123456', hash)).toBe(false);
  });

  it('expire 5 minutes after sending', () => {
    const sent = new Date('2030-01-01T00:00:00Z');
    const expires = new Date(sent.getTime() + authLimits.codeTtlMs);
    expect(isCodeExpired(expires, new Date(expires.getTime() - 1))).toBe(false);
    expect(isCodeExpired(expires, expires)).toBe(true);
    expect(isCodeExpired(null, sent)).toBe(true);
  });

  it('may be resent only after the wait', () => {
    const sent = new Date('2030-01-01T00:00:00Z');
    expect(resendWaitLeft(null, 5, sent)).toBe(0);
    expect(resendWaitLeft(sent, 5, new Date(sent.getTime() + 1200))).toBe(4);
    expect(resendWaitLeft(sent, 5, new Date(sent.getTime() + 5000))).toBe(0);
  });
});

describe('tokens', () => {
  it('have 256 random bits and are stored only as their SHA-256', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(tokenId(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenId(token)).toBe(tokenId(token));
    expect(subjectOf('APPOINTMENT:key')).not.toContain('key');
  });
});

describe('attempt counting', () => {
  it('counts failures over the rolling hour and locks at 10', () => {
    const now = new Date('2030-01-01T10:00:00Z');
    expect(failureWindowStart(now).toISOString()).toBe('2030-01-01T09:00:00.000Z');
    expect(isLocked(9)).toBe(false);
    expect(isLocked(10)).toBe(true);
    expect(authLimits.maxWrongCodesPerCode).toBe(5);
  });

  it('remembers a lock until it ends', () => {
    const cache = createLockCache(2);
    const now = new Date('2030-01-01T10:00:00Z');
    cache.remember('a', new Date(now.getTime() + 1000));
    expect(cache.isLocked('a', now)).toBe(true);
    expect(cache.isLocked('a', new Date(now.getTime() + 1000))).toBe(false);
    expect(cache.isLocked('b', now)).toBe(false);
    cache.remember('b', new Date(now.getTime() + 1000));
    cache.remember('c', new Date(now.getTime() + 1000));
    cache.remember('d', new Date(now.getTime() + 1000));
    expect(cache.isLocked('b', now)).toBe(false);
    expect(cache.isLocked('d', now)).toBe(true);
  });
});

describe('factors and wording', () => {
  it('matches contact numbers on their last 9 digits', () => {
    expect(contactNumbersMatch('0412345678', '+61 412 345 678')).toBe(true);
    expect(contactNumbersMatch('412345678', '0412 345 678')).toBe(true);
    expect(contactNumbersMatch('0412345679', '0412345678')).toBe(false);
    expect(contactNumbersMatch('5678', '0412345678')).toBe(false);
    expect(contactNumbersMatch('0412345678', null)).toBe(false);
  });

  it('masks destinations', () => {
    expect(maskEmail('olivia@example.com')).toBe('o•••@example.com');
    expect(maskPhone('+61 412 345 678')).toBe('••••••5678');
  });

  it('asks a code for everything except booking requests', () => {
    expect(codeRequiredFor('BOOKING_REQUEST')).toBe(false);
    expect(codeRequiredFor('APPOINTMENT')).toBe(true);
    expect(codeRequiredFor('APPOINTMENT_RESULTS')).toBe(true);
    expect(bookingKindOf('PATIENT_PORTAL')).toBe('APPOINTMENT');
    expect(bookingKindOf('BOOKING_REQUEST')).toBe('BOOKING_REQUEST');
  });
});

describe('captcha', () => {
  const captcha = createCaptcha('a-secret-of-at-least-some-length');
  const now = new Date('2030-01-01T10:00:00Z');

  it('accepts a solved challenge until it expires by our clock', async () => {
    const payload = solveCaptcha(await captcha.challenge(now));
    expect((await captcha.check(payload, now)).valid).toBe(true);
    expect(
      (await captcha.check(payload, new Date(now.getTime() + authLimits.captchaTtlMs + 1000))).valid,
    ).toBe(false);
  });

  it('refuses tampered, foreign and garbage payloads', async () => {
    const challenge = await captcha.challenge(now);
    const payload = JSON.parse(Buffer.from(solveCaptcha(challenge), 'base64').toString());
    const tampered = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString(
      'base64',
    );
    expect((await captcha.check(tampered, now)).valid).toBe(false);
    const foreign = createCaptcha('another-secret-entirely-different');
    expect((await foreign.check(solveCaptcha(challenge), now)).valid).toBe(false);
    expect((await captcha.check('%%%not base64', now)).valid).toBe(false);
  });
});

describe('bookingSendWaitSeconds', () => {
  const now = new Date('2026-05-04T00:30:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  it('allows a send below 3 codes in the window', () => {
    expect(bookingSendWaitSeconds([], now)).toBe(0);
    expect(bookingSendWaitSeconds([minutesAgo(10), minutesAgo(1)], now)).toBe(0);
  });

  it('waits until the oldest of the last 3 leaves the 15 minute window', () => {
    expect(bookingSendWaitSeconds([minutesAgo(10), minutesAgo(5), minutesAgo(1)], now)).toBe(300);
    expect(bookingSendWaitSeconds([now, now, now], now)).toBe(900);
  });
});
