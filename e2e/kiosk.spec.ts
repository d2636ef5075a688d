import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import {
  enterIdentity,
  idleUntilWarned,
  KIOSK_WARNING_SECONDS,
  kioskIdleSeconds,
  openIdentifiedKiosk,
  registerKiosk,
  todaysAppointment,
} from './kiosk-helpers';
import { undersizedTargets } from './target-size';

const KIOSK_HOME = '/kiosk?kioskMode=true';
/** Where a kiosk page shows links: the banner, header (menu), footer, its own actions, configured HTML. */
const LINK_AREAS =
  '.site-banner a[href], header a[href], footer a[href], .kiosk-actions a[href], .configured-html a[href]';

/** The page is a kiosk page: kioskMode in the address, no menu, no staff login, no language choice. */
async function expectKioskPage(page: Page, context: string) {
  await expect(page, context).toHaveURL(/[?&]kioskMode=true/);
  await expect(page.getByRole('navigation', { name: 'Main menu' }), context).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Staff login' }), context).toHaveCount(0);
  await expect(page.getByLabel('Language'), context).toHaveCount(0);
  // Nothing leads off the site or into a new tab.
  await expect(page.locator('a[href^="http"], a[href^="mailto:"], a[href^="tel:"]'), context).toHaveCount(0);
  await expect(page.locator('a[target="_blank"]'), context).toHaveCount(0);
}

/** The links the shell areas of the current page show, as addresses. */
const shellLinks = (page: Page) =>
  page.locator(LINK_AREAS).evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));

test('an identified kiosk stays a kiosk on every link it shows, and still resets after the idle time', async ({
  freshPage: page,
  request,
}) => {
  // Every link of every shell page, then the idle reset: a minute on a busy two-core machine.
  test.setTimeout(120_000);
  const kiosk = await registerKiosk(request);
  await openIdentifiedKiosk(page, kiosk.id);
  await expectKioskPage(page, 'kiosk home');

  // Follow every link of banner, header, footer, kiosk actions and configured HTML, page by page.
  const seen = new Set<string>([KIOSK_HOME]);
  const queue = [KIOSK_HOME];
  const followed: string[] = [];
  while (queue.length) {
    const from = queue.shift() as string;
    await page.goto(from);
    // The app's own footer, not the boot shell the served HTML paints before the app starts, and the
    // page's own heading: the page comes in its own chunk, after the layout, with its actions.
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    for (const href of await shellLinks(page)) {
      expect(href, `a link on ${from}`).toMatch(/[?&]kioskMode=true/);
      if (seen.has(href)) continue;
      seen.add(href);
      await page.goto(from);
      await page.locator(`a[href="${href}"]`).filter({ visible: true }).first().click();
      await expectKioskPage(page, `after following ${href} from ${from}`);
      followed.push(href);
      // Only the shell's own pages are explored further; booking and check-in have their own tests.
      if (!/^\/(kiosk|check-in)?\?/.test(href)) queue.push(href);
    }
  }
  // Banner (contact), header and footer (home = booking, about, contact, terms) and check-in.
  expect(followed.map((href) => href.split('?')[0]).sort()).toEqual(
    expect.arrayContaining(['/', '/about', '/check-in', '/contact', '/terms']),
  );

  // The provider's contact text links a phone and an email: on a kiosk they are text only.
  await page.goto('/contact?kioskMode=true');
  await expect(page.getByText('1300 724 000')).toBeVisible();
  await expect(page.getByRole('link', { name: '1300 724 000' })).toHaveCount(0);
  // The external privacy policy is named in the footer but cannot be followed.
  await expect(page.locator('footer').getByText('Privacy')).toBeVisible();
  await expect(page.locator('footer').getByRole('link', { name: /Privacy/ })).toHaveCount(0);
  await expectAccessible(page, 'kiosk contact page');

  // The old escape: an address without kioskMode. The recognised kiosk puts kiosk mode back...
  // (From here the page's clock is Playwright's, so the idle time passes without being waited.)
  await page.clock.install();
  await page.goto('/contact');
  await expectKioskPage(page, 'contact without kioskMode');
  // ...and the inactivity watcher runs there, so the next person sees the kiosk home.
  await idleUntilWarned(page, await kioskIdleSeconds(request));
  await page.clock.runFor(KIOSK_WARNING_SECONDS * 1000);
  await expect(page).toHaveURL(/\/kiosk\?kioskMode=true$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
});

test('every target on the kiosk pages is at least 44 by 44 CSS pixels', async ({
  freshPage: page,
  request,
}) => {
  const kiosk = await registerKiosk(request);
  await openIdentifiedKiosk(page, kiosk.id);
  const pages = [
    KIOSK_HOME,
    '/check-in?kioskMode=true',
    '/?kioskMode=true',
    '/contact?kioskMode=true',
    '/about?kioskMode=true',
    '/terms?kioskMode=true',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('.spinner, [aria-busy="true"]')).toHaveCount(0);
    const small = await undersizedTargets(page, 44);
    console.log(`kiosk targets under 44 px on ${path}: ${small.length}`);
    expect(small, `targets under 44×44 on ${path}`).toEqual([]);
  }
});

test('a patient identified at the kiosk gets the patientKioskIdentity cookie, and the reset clears it', async ({
  freshPage: page,
  request,
}) => {
  const kiosk = await registerKiosk(request);
  // A time of its own on the clinic's devices (the demo call refuses overlaps).
  const patient = await todaysAppointment(request, kiosk.clinicId, 35);
  const idleSeconds = await kioskIdleSeconds(request);
  // The page's clock is Playwright's, so the idle time passes without being waited.
  await page.clock.install();
  await openIdentifiedKiosk(page, kiosk.id);
  const kioskCookie = (await page.context().cookies()).find((c) => c.name === 'kioskIdentity');
  // Signed and out of the page's reach (§3, issue 12).
  expect(kioskCookie?.httpOnly).toBe(true);
  expect(kioskCookie?.value).not.toBe(kiosk.id);
  expect(await page.evaluate(() => document.cookie)).not.toContain('kioskIdentity');
  await page.getByRole('link', { name: 'Check in for my appointment' }).click();
  await enterIdentity(page, patient.lastName, patient.dateOfBirth);
  await expect(page).toHaveURL(/step=CONFIRM/);
  const patientCookie = async () =>
    (await page.context().cookies()).find((c) => c.name === 'patientKioskIdentity');
  expect((await patientCookie())?.httpOnly).toBe(true);
  // Nobody touches the kiosk: it resets to its home and the patient's cookie goes with the session.
  await idleUntilWarned(page, idleSeconds);
  await page.clock.runFor(KIOSK_WARNING_SECONDS * 1000);
  await expect(page).toHaveURL(/\/kiosk\?kioskMode=true$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect.poll(patientCookie).toBeUndefined();
  // The kiosk itself stays identified.
  expect((await page.context().cookies()).some((c) => c.name === 'kioskIdentity')).toBe(true);
});
