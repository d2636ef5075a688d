import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { browserLike, pathOf, pkcePair } from '../../test/oidc-flow';
import { injectRequest, submitLoginForm } from '../../test/staff-auth';
import { newTotpSecret, totpCodeAt } from './totp';

/** Issue 37 finding 3: a TOTP code signs in once; its time step is spent for the account. */
describe.each(databaseTargets)('a second-factor code used twice on %s', (target) => {
  const clock = fixedClock('2030-05-01T09:00:10Z');
  const ctx = useTestApp(target, { seed: true, clock });
  const { secret } = newTotpSecret('radiologist', 'Radiology');
  beforeAll(async () => {
    await ctx()
      .database.db.updateTable('staffUser')
      .set({ totpSecret: secret })
      .where('username', '=', 'radiologist')
      .execute();
  });

  /** A browser past the radiologist's password step: posts a code and answers the status. */
  async function atCodeStep() {
    const { app } = ctx();
    const browser = browserLike(injectRequest(app));
    const pkce = pkcePair();
    const start = await browser({
      method: 'GET',
      url: `/oidc/auth?${new URLSearchParams({ client_id: 'radiology-portal', response_type: 'code', redirect_uri: 'http://localhost:3000/auth/callback', scope: 'openid api', code_challenge: pkce.challenge, code_challenge_method: 'S256' })}`,
    });
    const interaction = pathOf(start.headers.location as string);
    const posted = await submitLoginForm(browser, interaction, 'radiologist', 'DemoRadiologist!2026');
    expect(posted.status).toBe(303);
    return async (code: string) =>
      (await browser({ method: 'POST', url: `${interaction}/second-factor`, form: { code } })).status;
  }

  it('refuses a code already used, and any code of the same or an earlier step', async () => {
    const code = totpCodeAt(secret, clock.now());
    expect(await (await atCodeStep())(code)).toBe(303);
    // The same code again, within its window: refused.
    expect(await (await atCodeStep())(code)).toBe(401);
    // The step before is still inside the drift window, but older than the one used: refused.
    expect(await (await atCodeStep())(totpCodeAt(secret, new Date(clock.now().getTime() - 30_000)))).toBe(
      401,
    );
    // The next step's code is new: accepted.
    clock.advance(30_000);
    expect(await (await atCodeStep())(totpCodeAt(secret, clock.now()))).toBe(303);
  });

  it('lets only one of two sign-ins sending the same code at the same moment through', async () => {
    clock.advance(60_000);
    const code = totpCodeAt(secret, clock.now());
    const [first, second] = await Promise.all([atCodeStep(), atCodeStep()]);
    const statuses = await Promise.all([first(code), second(code)]);
    expect(statuses.sort()).toEqual([303, 401]);
  });
});
