import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { holdRequests, requestedPaths } from './held-requests';
import { tabTo } from './keyboard';

/**
 * The start of the booking journey (§2 booking flow): exam choice by search, body figure and tabs,
 * region choice, the clinic finder's map and list, location and postcode, kiosk cookie, and the
 * hand-over to /booking/{examSlug} with the query the slot picker expects.
 */

async function clinicId(request: APIRequestContext, examSlug: string, regionSlug: string, name: string) {
  const response = await request.get(`/api/clinics?examSlug=${examSlug}&regionSlug=${regionSlug}`);
  expect(response.ok()).toBe(true);
  const clinics = (await response.json()) as { id: number; name: string }[];
  const clinic = clinics.find((c) => c.name === name);
  expect(clinic, `${name} offers ${examSlug}`).toBeDefined();
  return clinic?.id as number;
}

async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a scan' })).toBeVisible();
  // The served HTML has the heading too: the app is there once its procedure tabs are.
  await expect(page.getByRole('tab', { name: 'One procedure' })).toBeVisible();
}

/** Path and query handed to the booking page; the booking key it adds itself on arrival is left out. */
const bookingPath = (url: string) => {
  const parsed = new URL(url);
  parsed.searchParams.delete('bookingKey');
  return { path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
};

test('search an exam, choose a region, then a clinic from the list', async ({ freshPage: page }) => {
  const expectedClinic = await clinicId(page.request, 'mri-knee', 'melbourne', 'Collins Street Imaging');
  await openHome(page);
  await expectAccessible(page, 'home');

  await page.getByLabel('Search procedures').fill('knee mri');
  await expect(page.getByText('Procedures found: 1')).toBeVisible();
  await page.getByRole('button', { name: /MRI Knee/ }).click();

  await expect(page).toHaveURL(/\/select-clinic\/mri-knee\?regionSlug=select-region$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a clinic' })).toBeVisible();
  await expect(page.getByText('Choose a region, use your location')).toBeVisible();
  await expectAccessible(page, 'region choice');

  await page.getByRole('radio', { name: 'Melbourne' }).check();
  await expect(page).toHaveURL(/regionSlug=melbourne/);
  const list = page.getByRole('list', { name: 'Clinics' });
  await expect(list.getByRole('heading', { name: 'Collins Street Imaging' })).toBeVisible();
  // Only Melbourne clinics with an MRI are offered.
  await expect(list.getByRole('heading', { name: 'Queen Street Imaging' })).toHaveCount(0);
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expectAccessible(page, 'clinic finder with map');

  await list.getByRole('button', { name: 'Book at Collins Street Imaging' }).click();
  await expect(page).toHaveURL(/\/booking\/mri-knee\?/);
  expect(bookingPath(page.url())).toEqual({
    path: '/booking/mri-knee',
    query: { selectedClinic: String(expectedClinic), regionSlug: 'melbourne' },
  });
});

test('filter by the body figure and choose a clinic from its map marker', async ({ freshPage: page }) => {
  const expectedClinic = await clinicId(page.request, 'mri-knee', 'sydney', 'Sydney CBD Imaging');
  await openHome(page);

  const knee = page.getByRole('button', { name: 'Knee', exact: true });
  // Both knees form one part; the middle of the pair is between the legs, so aim at the left knee.
  await knee.locator('ellipse').first().hover();
  await knee.locator('ellipse').first().click();
  await expect(knee).toHaveAttribute('aria-pressed', 'true');
  const results = page.getByRole('list', { name: 'Procedures' });
  await expect(results.getByRole('button', { name: /MRI Knee/ })).toBeVisible();
  await expect(results.getByRole('button', { name: /CT Brain/ })).toHaveCount(0);
  await expectAccessible(page, 'home filtered by body part');

  await results.getByRole('button', { name: /MRI Knee/ }).click();
  await page.getByRole('radio', { name: 'Sydney' }).check();
  const marker = page.getByRole('button', { name: 'Sydney CBD Imaging', exact: true });
  await marker.click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByText('Sydney CBD Imaging', { exact: true })).toBeVisible();
  await expectAccessible(page, 'map popup');

  await popup.getByRole('button', { name: 'Book at Sydney CBD Imaging' }).click();
  await expect(page).toHaveURL(/\/booking\/mri-knee\?/);
  expect(bookingPath(page.url())).toEqual({
    path: '/booking/mri-knee',
    query: { selectedClinic: String(expectedClinic), regionSlug: 'sydney' },
  });
});

test('several procedures go to the clinic finder together', async ({ freshPage: page }) => {
  await openHome(page);
  await page.getByRole('tab', { name: 'Several procedures' }).click();
  await expect(page).toHaveURL(/procedureTab=multiple/);
  await page.getByLabel('Search procedures').fill('ultrasound');
  await page.getByRole('checkbox', { name: /Ultrasound Abdomen/ }).check();
  await page.getByRole('checkbox', { name: /Ultrasound Pelvis/ }).check();
  await expectAccessible(page, 'several procedures');
  await page.getByRole('button', { name: 'Continue with 2 selected' }).click();
  await expect(page).toHaveURL(/\/select-clinic\/us-abdomen,us-pelvis\?regionSlug=select-region$/);
  await expect(page.getByText('For: Ultrasound Abdomen, Ultrasound Pelvis')).toBeVisible();
});

test('an enquiry-only exam goes straight to the enquiry URL', async ({ freshPage: page }) => {
  await openHome(page, '/?regionSlug=brisbane');
  await page.getByLabel('Search procedures').fill('PET-CT');
  await page.getByRole('button', { name: /PET-CT/ }).click();
  // The booking page may already have added its own bookingKey.
  await expect(page).toHaveURL(/\/booking\/nm-pet-ct\?regionSlug=brisbane(&bookingKey=[\w-]+)?$/);
});

test('a walk-in exam shows the walk-in message with the clinics that take walk-ins', async ({
  freshPage: page,
}) => {
  const walkIns = await page.request.get('/api/clinics?examSlug=xray-chest&walkIn=true');
  const expected = (await walkIns.json()) as { name: string }[];
  expect(expected.length).toBeGreaterThan(0);

  await openHome(page);
  await page.getByLabel('Search procedures').fill('x-ray chest');
  await page.getByRole('button', { name: /X-Ray Chest/ }).click();
  const notice = page.getByRole('region', { name: 'No appointment needed' });
  await expect(notice.getByText('This procedure does not need an appointment')).toBeVisible();
  const clinics = notice.getByRole('list', { name: 'Clinics that take walk-ins' }).getByRole('listitem');
  await expect(clinics).toHaveCount(expected.length);
  await expect(clinics.first()).toContainText(expected[0]?.name ?? '');
  await expectAccessible(page, 'walk-in notice');
});

test('my location lists the nearest clinics first at any region', async ({ browser }) => {
  const context = await browser.newContext({
    geolocation: { latitude: -37.8152, longitude: 144.9665 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.goto('/select-clinic/mri-knee?regionSlug=select-region');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page).toHaveURL(/lat=-37\.8152&lng=144\.9665/);
  await expect(page).not.toHaveURL(/regionSlug/);
  await expect(page.getByText(/^Clinics nearest to .+ are listed first.$/)).toBeVisible();
  const cards = page.getByRole('list', { name: 'Clinics' }).getByRole('listitem');
  await expect(cards.first().getByRole('heading')).toHaveText('Collins Street Imaging');
  await expect(cards.first()).toContainText(/\d+ m away/);
  await expect(cards.last()).toContainText(/km away/);
  await expectAccessible(page, 'clinics near my location');
  await context.close();
});

test('a refused location explains itself and offers the postcode search', async ({ freshPage: page }) => {
  await page.goto('/select-clinic/mri-knee?regionSlug=select-region');
  await page.getByRole('button', { name: 'Use my location' }).click();
  const cantLocate = page.getByRole('dialog', { name: 'We could not find your location' });
  await expect(cantLocate).toBeVisible();
  await expect(cantLocate.getByText('Please allow location access')).toBeVisible();
  await expectAccessible(page, 'cannot locate modal');

  await cantLocate.getByRole('button', { name: 'Search by postcode' }).click();
  const prompt = page.getByRole('dialog', { name: 'Find clinics near a postcode' });
  await prompt.getByLabel('Postcode or suburb').fill('3000');
  await expect(prompt.getByRole('button', { name: 'Melbourne VIC 3000' })).toBeVisible();
  await expectAccessible(page, 'postcode prompt');
  await prompt.getByRole('button', { name: 'Melbourne VIC 3000' }).click();

  await expect(page).toHaveURL(/lat=-37\.8136&lng=144\.9631/);
  await expect(page.getByRole('list', { name: 'Clinics' }).getByRole('heading').first()).toHaveText(
    'Collins Street Imaging',
  );
});

test('a kiosk keeps its postcode location in a cookie and starts from it', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/select-clinic/mri-knee?regionSlug=select-region&kioskMode=true');
  await page.getByRole('button', { name: 'Search by postcode' }).click();
  const prompt = page.getByRole('dialog', { name: 'Find clinics near a postcode' });
  await prompt.getByLabel('Postcode or suburb').fill('2000');
  await prompt.getByRole('button', { name: 'Sydney NSW 2000' }).click();
  await expect(page).toHaveURL(/lat=-33\.8688&lng=151\.2093/);

  const cookie = (await context.cookies()).find((c) => c.name === 'postalCodeLocationId');
  expect(cookie?.sameSite).toBe('Lax');
  // We ask for 31 Dec 2030 (unit-tested); Chromium caps any cookie at 400 days, so check it is long-lived.
  expect((cookie?.expires ?? 0) * 1000).toBeGreaterThan(Date.now() + 390 * 86_400_000);

  const next = await context.newPage();
  await next.goto('/select-clinic/mri-knee?regionSlug=select-region&kioskMode=true');
  await expect(next).toHaveURL(/lat=-33\.8688&lng=151\.2093/);
  await expect(next.getByText('Clinics nearest to Sydney 2000 are listed first.')).toBeVisible();
  await expect(next.getByRole('list', { name: 'Clinics' }).getByRole('heading').first()).toHaveText(
    'Sydney CBD Imaging',
  );
  await context.close();
});

test('the home page asks for its exams and body parts while its own code still loads, once each', async ({
  freshPage: page,
}) => {
  const asked = requestedPaths(page, ['/api/exams', '/api/body_parts']);
  // The page's chunk is held, so only the entry module can have asked.
  const releasePage = await holdRequests(page, /\/assets\/HomePage-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => [...asked].sort()).toEqual(['/api/body_parts', '/api/exams']);

  releasePage();
  await expect(page.getByRole('tab', { name: 'One procedure' })).toBeVisible();
  await expect(page.getByLabel('Search procedures')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(2);
  await expectAccessible(page, 'home after its early calls');
});

test('on the region page the arrow keys move between regions and Enter chooses one', async ({
  freshPage: page,
}) => {
  // Issue 36 item 4: a radio group is walked with the arrow keys; choosing must not go on by itself.
  await page.goto('/iframe/select-region');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your region' })).toBeVisible();
  const sydney = page.getByRole('radio', { name: 'Sydney' });
  await tabTo(page, sydney);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Melbourne' })).toBeChecked();
  await expect(page).toHaveURL(/\/iframe\/select-region$/);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Brisbane' })).toBeChecked();
  await expect(page).toHaveURL(/\/iframe\/select-region$/);
  await expectAccessible(page, 'region page with a region chosen');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/iframe\?regionSlug=brisbane$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a scan' })).toBeVisible();
});

for (const [device, options] of [
  ['desktop', { viewport: { width: 1280, height: 720 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const) {
  test(`on a ${device}, Tab stops only at map pins one can see`, async ({ browser }) => {
    // Issue 36 item 5: the map opens on the nearest clinic; pins outside its view are clipped.
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto('/select-clinic/us-abdomen?regionSlug=sydney');
    const list = page.getByRole('list', { name: 'Clinics' });
    await expect(list.getByRole('listitem')).toHaveCount(6);
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(6);
    const seen: string[] = [];
    for (let presses = 0; presses < 80; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        if (!element.classList.contains('leaflet-marker-icon'))
          return element.closest('[aria-label="Clinics"]') ? 'list' : null;
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return { title: element.title, visible: hit !== null && element.contains(hit) };
      });
      if (focused === 'list') break;
      if (focused === null) continue;
      expect(focused.visible, `the focused pin ${focused.title} can be seen`).toBe(true);
      seen.push(focused.title);
    }
    // The pins in view still take the focus: the nearest clinic's is one of them.
    expect(seen).toContain(await list.getByRole('listitem').first().getByRole('heading').textContent());
    await context.close();
  });
}
