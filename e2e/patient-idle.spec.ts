import { expect, expectAccessible, test } from './fixtures';
import { book, signIn, uniqueEmail } from './portal-helpers';

/**
 * §9 idle sign-out of a patient session, with the durations shortened for the test through the
 * non-production override (apps/web/src/features/patient-auth/lib/idle-times.ts): 4 s idle, then a
 * 6 s warning; keepalive every 2 s while the page is used. The page's clock is Playwright's
 * (installed before the page loads, otherwise running as usual), so those times pass without the
 * test waiting them: every timer the page set for them fires, in order.
 */
const TIMES = { idleMs: 4000, warningMs: 6000, keepaliveMs: 2000 };

test('an idle patient is warned, may stay, and is signed out when the warning runs out', async ({
  freshPage: page,
}) => {
  await page.addInitScript((times) => {
    window.localStorage.setItem('rb.test.patientIdleTimes', JSON.stringify(times));
  }, TIMES);
  const email = uniqueEmail();
  const { bookingKey } = await book(page.request, email);
  await page.clock.install();
  await page.goto(`/appointments/${bookingKey}`);
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeVisible();

  // In use: the page keeps the server session alive.
  const keepalive = page.waitForRequest((request) => request.url().endsWith('/api/authentication/keepalive'));
  for (let i = 0; i < 6; i++) {
    await page.mouse.move(100 + i * 10, 200);
    await page.clock.runFor(500);
  }
  expect((await keepalive).method()).toBe('GET');

  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await page.clock.runFor(TIMES.idleMs);
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('you will be signed out in');
  await expectAccessible(page, 'idle warning');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeVisible();

  // Left alone: the warning comes back and runs out.
  await page.clock.runFor(TIMES.idleMs);
  await expect(warning).toBeVisible();
  await page.clock.runFor(TIMES.warningMs);
  const signedOut = page.getByRole('dialog', { name: 'Signed out' });
  await expect(signedOut).toBeVisible();
  await expect(signedOut).toContainText('You were signed out because the page was not used for a while.');
  await expectAccessible(page, 'signed-out notice');
  expect(new URL(page.url()).pathname).toBe('/');
  const status = await page.request.get('/api/authentication');
  expect((await status.json()).authenticated).toBe(false);
  await signedOut.getByRole('button', { name: 'OK' }).click();
  await expect(signedOut).toBeHidden();
});
