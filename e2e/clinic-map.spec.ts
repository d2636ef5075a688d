import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { type MapsRecord, startMapsStandIn } from './maps-stand-in';
import { startOwnAppServer } from './own-app-server';

/**
 * Issue 43, maps: the clinic finder's map is the one the provider configured, and the page asks
 * nothing of a host that is not configured. Each case runs against a server of its own (the
 * configuration is the subject), with the outside map services as local stand-ins started here.
 */

/** The hosts (scheme, host, port) the page requests anything from, as it goes. */
function requestedOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  return origins;
}

const mapsRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mapsStandIn?: MapsRecord }).__mapsStandIn ?? null);
const lastZoom = async (page: Page) => (await mapsRecord(page))?.maps.at(-1)?.zoomCalls.at(-1);
const markerTitles = async (page: Page) =>
  ((await mapsRecord(page))?.markers ?? []).filter((m) => m.onMap).map((m) => m.title);

test.describe.configure({ mode: 'serial' });

let standIn: Awaited<ReturnType<typeof startMapsStandIn>>;
let app: Awaited<ReturnType<typeof startOwnAppServer>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  standIn = await startMapsStandIn();
  app = await startOwnAppServer({ GOOGLE_MAPS_SCRIPT_URL: `${standIn.origin}/maps/api/js` });
});

test.afterAll(async () => {
  await app?.stop();
  await standIn?.stop();
});

test('without a key or a tile server the finder shows its markers on a plain ground and asks no outside host', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origins = requestedOrigins(page);
  await page.goto(`${app.url}/select-clinic/mri-knee?regionSlug=select-region`);
  await page.getByRole('radio', { name: 'Sydney' }).check();
  const list = page.getByRole('list', { name: 'Clinics' });
  await expect(list.getByRole('heading', { name: 'Sydney CBD Imaging' })).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of clinics' });
  await expect(map.getByRole('button', { name: 'Sydney CBD Imaging', exact: true })).toBeVisible();
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  await expectAccessible(page, 'finder without tiles');
  // The pin opens its clinic's popup, which books there: the map works without any tiles.
  await map.getByRole('button', { name: 'Sydney CBD Imaging', exact: true }).click();
  await expect(
    page.locator('.leaflet-popup').getByRole('button', { name: 'Book at Sydney CBD Imaging' }),
  ).toBeVisible();
  expect([...origins]).toEqual([app.url]);
  expect(standIn.requested).toEqual([]);
  await context.close();
});

test("Leaflet draws the provider's tile server with its credit, and asks no other outside host", async ({
  browser,
}) => {
  await app.updateApplication({
    mapTileUrl: `${standIn.origin}/tiles/{z}/{x}/{y}.png`,
    mapAttribution: 'Map tiles by the test tile server',
  });
  // The stand-in's certificate is made for this run; the browser is told to take it.
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const origins = requestedOrigins(page);
  await page.goto(`${app.url}/select-clinic/mri-knee?regionSlug=sydney`);
  const map = page.getByRole('region', { name: 'Map of clinics' });
  await expect(map.getByRole('button', { name: 'Sydney CBD Imaging', exact: true })).toBeVisible();
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  await expect(map.getByText('Map tiles by the test tile server')).toBeVisible();
  await expectAccessible(page, 'finder with tiles');
  expect(standIn.requested.some((requested) => /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(requested))).toBe(true);
  expect([...origins].sort()).toEqual([app.url, standIn.origin].sort());
  await context.close();
});

test("with a Google Maps key the finder draws Google's map: markers for clinics and vans, zoom 16, 12 for a region, 13 once located", async ({
  browser,
}) => {
  await app.updateApplication({ googleMapsApiKey: { key: 'e2e-maps-key' } });
  standIn.requested.length = 0;
  const { mobileLocations } = (await (await fetch(`${app.url}/api/mobile_locations`)).json()) as {
    mobileLocations: { id: number; name: string }[];
  };
  const van = mobileLocations[0] as { id: number; name: string };
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    permissions: ['geolocation'],
    // Beside Sydney CBD Imaging.
    geolocation: { latitude: -33.8688, longitude: 151.2093 },
  });
  const page = await context.newPage();
  const origins = requestedOrigins(page);

  // A link to the van: its marker, at street level (16) around it.
  await page.goto(`${app.url}/select-clinic/xray-chest?mobileLocationId=${van.id}`);
  await expect(
    page.getByRole('list', { name: 'Clinics' }).getByRole('heading', { name: van.name }),
  ).toBeVisible();
  await expect.poll(() => markerTitles(page)).toEqual([`${van.name} (mobile imaging van)`]);
  await expect.poll(() => lastZoom(page)).toBe(16);
  expect((await mapsRecord(page))?.key).toBe('e2e-maps-key');
  await expectAccessible(page, 'finder with the Google map');

  // A region chosen: its clinics' markers, zoom 12; a marker chosen selects its clinic in the list.
  await page.goto(`${app.url}/select-clinic/mri-knee?regionSlug=select-region`);
  await page.getByRole('radio', { name: 'Sydney' }).check();
  await expect.poll(() => markerTitles(page)).toContain('Sydney CBD Imaging');
  await expect.poll(() => lastZoom(page)).toBe(12);
  const map = page.getByRole('region', { name: 'Map of clinics' });
  await map.getByRole('button', { name: 'Sydney CBD Imaging', exact: true }).click();
  await expect(
    page
      .getByRole('list', { name: 'Clinics' })
      .getByRole('listitem')
      .filter({ hasText: 'Sydney CBD Imaging' }),
  ).toHaveAttribute('aria-current', 'true');

  // The visitor's location found: a marker for it, zoom 13 around it.
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect.poll(() => markerTitles(page)).toContain('Your location');
  await expect.poll(() => lastZoom(page)).toBe(13);
  await expectAccessible(page, 'Google map after locating');

  // Once per page load, with the configured key.
  expect(
    standIn.requested.filter((requested) => requested.startsWith('/maps/api/js?key=e2e-maps-key&')),
  ).toHaveLength(2);
  expect(standIn.requested.some((requested) => requested.startsWith('/tiles/'))).toBe(false);
  expect([...origins].sort()).toEqual([app.url, standIn.origin].sort());
  await context.close();
});
