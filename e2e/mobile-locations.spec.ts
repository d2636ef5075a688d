import { fillDetails, firstFreeSlot, uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';

/** §2 mobileLocationId and §7 mobile locations and token: the seeded imaging van is found and booked. */

test('a link to the imaging van lists only it in the finder, and the patient books there', async ({
  freshPage: page,
}) => {
  const response = await page.request.get('/api/mobile_locations');
  expect(response.ok()).toBe(true);
  const { mobileLocations, token } = (await response.json()) as {
    mobileLocations: { id: number; name: string; slug: string }[];
    token: string;
  };
  expect(token.length).toBeGreaterThan(10);
  const van = mobileLocations.find((m) => m.slug === 'mobile-van-western-sydney');
  expect(van, 'the seeded van').toBeDefined();
  const { id, name } = van as { id: number; name: string };

  await page.goto(`/select-clinic/xray-chest?mobileLocationId=${id}`);
  const list = page.getByRole('list', { name: 'Clinics', exact: true });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(
    list.getByText('Mobile imaging van: parked at this address on its scheduled days'),
  ).toBeVisible();
  await expectAccessible(page, 'finder with the van');

  await list.getByRole('button', { name: `Book at ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book your appointment' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const { slot } = await firstFreeSlot(page);
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await fillDetails(page, uniqueEmail('van'));
  await expectAccessible(page, 'booking at the van');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is booked' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expectAccessible(page, 'confirmation at the van');
});

test('the booking page opened with mobileLocationId books at that van', async ({ freshPage: page }) => {
  const { mobileLocations } = (await (await page.request.get('/api/mobile_locations')).json()) as {
    mobileLocations: { id: number; name: string }[];
  };
  const van = mobileLocations[0] as { id: number; name: string };
  await page.goto(`/booking/us-abdomen?mobileLocationId=${van.id}`);
  await expect(page.getByRole('heading', { level: 2, name: van.name })).toBeVisible();
  await expect(page.locator('.week-view')).toBeVisible();
  await expectAccessible(page, 'booking page at the van');
});
