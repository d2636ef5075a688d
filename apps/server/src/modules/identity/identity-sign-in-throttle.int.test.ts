import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { browserLike, type FlowRequest, type FlowResponse, pathOf, pkcePair } from '../../test/oidc-flow';
import { staffHeaders } from '../../test/staff-auth';

const own = 'http://localhost:3000';
const json = { accept: 'application/problem+json' };

/** Requests of one client address (no proxy is trusted, so the peer address is the client). */
const fromAddress =
  (app: FastifyInstance, client: { address: string }): FlowRequest =>
  async ({ method, url, headers = {}, form }) => {
    const res = await app.inject({
      method,
      url,
      remoteAddress: client.address,
      headers: form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
      ...(form && { payload: new URLSearchParams(form).toString() }),
    });
    return { status: res.statusCode, headers: res.headers as FlowResponse['headers'], body: res.body };
  };

const retryAfter = (response: FlowResponse) => Number(response.headers['retry-after'] ?? 0);

/**
 * Issue 37 finding 4 (decision 0054): failures count on the account whichever name or case reaches
 * it, with rising delays per account and per (account, address), and a hard lock at 100
 * consecutive failures; a stranger elsewhere cannot keep a member of staff out.
 */
describe.each(databaseTargets)('sign-in throttling on %s', (target) => {
  const clock = fixedClock('2030-06-03T08:00:00Z');
  const ctx = useTestApp(target, { seed: true, clock, env: { OUTBOX_POLL_INTERVAL_MS: '0' } });

  /** A browser at one address, at the login form of a fresh interaction: posts name and password. */
  async function signInForm(address: string) {
    const client = { address };
    const browser = browserLike(fromAddress(ctx().app, client));
    const pkce = pkcePair();
    const start = await browser({
      method: 'GET',
      url: `/oidc/auth?${new URLSearchParams({ client_id: 'radiology-portal', response_type: 'code', redirect_uri: `${own}/auth/callback`, scope: 'openid api', code_challenge: pkce.challenge, code_challenge_method: 'S256' })}`,
    });
    const interaction = pathOf(start.headers.location as string);
    /** Posts the form; `from` moves the client to another address (a new hop of a botnet). */
    return (username: string, password: string, headers: Record<string, string> = {}, from = address) => {
      client.address = from;
      return browser({ method: 'POST', url: `${interaction}/login`, headers, form: { username, password } });
    };
  }

  it('counts the failures of one account under its name and its email, in any case', async () => {
    const post = await signInForm('192.0.2.10');
    const names = ['radiologist', 'Radiologist', 'RADIOLOGIST@demo.example', 'radiologist@Demo.Example'];
    const statuses = [];
    for (const name of names) statuses.push((await post(name, 'not-the-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    // The fifth failure, under yet another spelling, holds the account: answered as a delay.
    const fifth = await post(' radiologist ', 'not-the-password', json);
    expect(fifth.status).toBe(429);
    expect(fifth.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(fifth.body)).toMatchObject({
      status: 429,
      message: 'message.sign_in_delayed',
      params: { seconds: 60 },
    });
    expect(retryAfter(fifth)).toBe(60);
    // Even the right password waits, and the browser's form says how long, with the same header.
    const page = await post('radiologist@demo.example', 'DemoRadiologist!2026');
    expect(page.status).toBe(429);
    expect(retryAfter(page)).toBe(60);
    expect(page.body).toMatch(/role="alert"[^>]*>Too many failed attempts\. Please wait 1 min/);
    clock.advance(60_000);
    expect((await post('RadioLogist', 'DemoRadiologist!2026')).status).toBe(303);
  });

  it('answers an unknown name exactly as an account, counted on the name in any case', async () => {
    const known = await signInForm('192.0.2.20');
    const unknown = await signInForm('192.0.2.21');
    const seen = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 6; i++) {
      seen.known.push((await known(i % 2 ? 'STAFF' : 'staff', 'wrong-password')).status);
      seen.unknown.push((await unknown(i % 2 ? 'No.Body' : 'no.body', 'wrong-password')).status);
    }
    expect(seen.unknown).toEqual(seen.known);
    expect(seen.known).toEqual([401, 401, 401, 401, 429, 429]);
    clock.advance(120_000);
    expect((await known('staff', 'DemoStaff!2026')).status).toBe(303);
  });

  it('does not let a stranger elsewhere keep a member of staff out, and slows the stranger fast', async () => {
    // The admin signs in from the office as usual: that address is known for the account.
    expect((await (await signInForm('198.51.100.20'))('admin', 'DemoAdmin!2026')).status).toBe(303);
    const stranger = await signInForm('203.0.113.66');
    const waits: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await stranger('ADMIN', `guess-${attempt}`);
      if (answer.status === 429) {
        waits.push(retryAfter(answer));
        clock.advance(retryAfter(answer) * 1000);
      } else expect(answer.status).toBe(401);
    }
    // The stranger's own delays double (1, 2, 4, … minutes, up to an hour).
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
    // The stranger tries again: the account is held for 9 minutes, the stranger's address for an hour.
    expect(retryAfter(await stranger('admin', 'guess-again'))).toBe(3600);
    // From an address never used for the account, the owner waits the account's short delay.
    const travelling = await signInForm('198.51.100.99');
    const held = await travelling('admin@demo.example', 'DemoAdmin!2026');
    expect([held.status, retryAfter(held)]).toEqual([429, 540]);
    // From the office, known for the account, the owner signs in at once, whatever the stranger did.
    expect((await (await signInForm('198.51.100.20'))('admin', 'DemoAdmin!2026')).status).toBe(303);
    clock.advance(540_000);
    expect((await travelling('admin', 'DemoAdmin!2026')).status).toBe(303);
  });

  it('gives a burst of parallel attempts past a delay one guess, not one each', async () => {
    const post = await signInForm('192.0.2.50');
    for (let i = 0; i < 5; i++) await post('no.such.person', 'wrong-password');
    clock.advance(60_000);
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post('no.such.person', `parallel-${i}`, json)),
    );
    expect(burst.every((answer) => answer.status === 429)).toBe(true);
    const row = await ctx()
      .database.db.selectFrom('staffSignInThrottle')
      .select('failures')
      .where('key', '=', 'name:no.such.person')
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(6);
  });

  it('locks an account hard at 100 consecutive failures from many addresses until a new password', async () => {
    const { app, database } = ctx();
    const answers: (number | string)[] = [];
    const post = await signInForm('10.1.0.1');
    for (let attempt = 0; attempt < 100; attempt++) {
      const answer = await post('referrer', `guess-${attempt}`, json, `10.1.1.${attempt}`);
      if (answer.status === 401) answers.push('invalid');
      else {
        expect(answer.status).toBe(429);
        const { message } = JSON.parse(answer.body) as { message: string };
        answers.push(message === 'message.sign_in_locked' ? 'locked' : retryAfter(answer));
        if (answer.headers['retry-after']) clock.advance(retryAfter(answer) * 1000);
      }
    }
    // Each address tried once: only the account's delay, rising a minute at a time to 10 minutes.
    expect(answers.slice(0, 4)).toEqual(['invalid', 'invalid', 'invalid', 'invalid']);
    expect(answers.slice(4, 14)).toEqual([60, 120, 180, 240, 300, 360, 420, 480, 540, 600]);
    expect(new Set(answers.slice(14, 99))).toEqual(new Set([600]));
    // The 100th consecutive failure locks the account, for good.
    expect(answers[99]).toBe('locked');
    clock.advance(86_400_000);
    const locked = await (await signInForm('198.51.100.30'))('referrer', 'DemoReferrer!2026', json);
    expect(locked.status).toBe(429);
    expect(JSON.parse(locked.body)).toMatchObject({ message: 'message.sign_in_locked' });
    expect(locked.headers['retry-after']).toBeUndefined();
    // An administrator sends a reset; the new password set through the link lifts the lock.
    const user = await database.db
      .selectFrom('staffUser')
      .select('id')
      .where('username', '=', 'referrer')
      .executeTakeFirstOrThrow();
    const headers = await staffHeaders(app, database.db, 'admin');
    const lockedOnList = async () => {
      const list = await app.inject({ url: '/api/admin/users', headers });
      const users = (list.json() as { users: { id: string; signInLocked: boolean }[] }).users;
      return users.filter((u) => u.signInLocked).map((u) => u.id);
    };
    // The admin users page shows the lock, on that account only.
    expect(await lockedOnList()).toEqual([user.id]);
    const reset = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/password-reset`,
      headers,
    });
    expect(reset.statusCode).toBeLessThan(300);
    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=referrer%40demo.example' });
    const text = (outbox.json() as { text: string }[]).at(-1)?.text ?? '';
    const link = /\/oidc\/password\/[\w-]+/.exec(text)?.[0] as string;
    const saved = await app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=a-brand-new-password-7',
    });
    expect(saved.statusCode).toBe(200);
    expect(await lockedOnList()).toEqual([]);
    expect((await (await signInForm('198.51.100.30'))('referrer', 'a-brand-new-password-7')).status).toBe(
      303,
    );
  });
});
