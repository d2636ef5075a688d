import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { staffHeaders } from '../../test/staff-auth';
import { demoStudies } from './demo-studies';
import { VIEWER_TOKEN_MISSES_PER_MINUTE } from './viewer-proxy.service';

const [ct] = demoStudies as [(typeof demoStudies)[0]];
/** A token of the right shape whose signature is made up: a guess. */
const forged = (n: number) =>
  `${Buffer.alloc(36, n).toString('base64url')}.${Buffer.alloc(16, n).toString('base64url')}`;

/**
 * Issue 37 finding 7e: wrong viewer tokens are counted per client address, and past the allowance
 * every viewer call from that address waits, a right token too, so guessing is throttled; a forged
 * X-Forwarded-For (no proxy is trusted here) does not make a new address.
 */
describe.each(databaseTargets)('viewer token guesses on %s', (target) => {
  // The counting window follows the app's clock: held still, a minute's boundary cannot split the test.
  const ctx = useTestApp(target, { clock: fixedClock(new Date()) });

  const study = (token: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url: `/api/imaging/viewer/${token}`, remoteAddress, headers });

  async function realToken() {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/image_viewer/direct',
      headers: await staffHeaders(ctx().app, ctx().database.db, 'radiologist'),
      payload: { input: ct.accessionNumber },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().url as string).split('/').pop() as string;
  }

  it('answers 429 with Retry-After past the allowance of wrong tokens, whatever X-Forwarded-For says', async () => {
    const token = await realToken();
    const guesser = '203.0.113.40';
    for (let n = 0; n < VIEWER_TOKEN_MISSES_PER_MINUTE; n++) {
      const miss = await study(forged(n), guesser, { 'x-forwarded-for': `198.18.0.${n}` });
      expect(miss.statusCode, `guess ${n}`).toBe(404);
    }
    const held = await study(forged(99), guesser, { 'x-forwarded-for': '198.18.1.1' });
    expect(held.statusCode).toBe(429);
    expect(held.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(held.json()).toMatchObject({ message: 'message.too_many_requests' });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // The right token is held too from that address: a guess that hits learns nothing until later.
    expect((await study(token, guesser)).statusCode).toBe(429);
    // Another address, and the right token's own viewer, are not held.
    expect((await study(token, '198.51.100.41')).statusCode).toBe(200);
    expect((await study(forged(1), '198.51.100.41')).statusCode).toBe(404);
  });

  it('does not count a right token as a guess, however often its viewer asks', async () => {
    const token = await realToken();
    const viewer = '198.51.100.42';
    for (let n = 0; n < VIEWER_TOKEN_MISSES_PER_MINUTE + 5; n++) {
      expect((await study(token, viewer)).statusCode).toBe(200);
    }
  });
});
