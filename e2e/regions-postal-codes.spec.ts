import { openAsClinicStaff } from './admin-helpers';
import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';

/**
 * Issue 39, regions and postal codes (spec §3) from the admin panel, by keyboard: the admin adds a
 * region, is told beside the field when its path is taken, renames it and gives it first place,
 * and a patient choosing a region is offered it first; a postal-code sheet with mistakes is listed
 * by line and column with nothing saved, and the corrected sheet is imported.
 */
test('the admin adds, renames and orders a region and imports postal codes from a sheet', async ({
  freshPage: page,
}) => {
  // The database is shared by every run: a path and a postal code of this run's own.
  const run = Date.now().toString(36);
  const slug = `tropical-${run}`;
  const code = String(1000 + (Date.now() % 8000));
  await openAsClinicStaff(page, '/admin/catalog', 'admin');
  const regions = page.getByRole('region', { name: 'Regions' });
  await expect(regions.getByRole('row', { name: /^Sydney/ })).toBeVisible();

  await regions.getByRole('button', { name: 'Add a region' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New region' });
  await form.getByLabel('Name').fill('Far North');
  // Sydney's path is taken: the server says so beside the field, nothing is saved.
  allowConsoleErrors(page, [/400 \(Bad Request\) \[at [^\]]*\/api\/admin\/regions\]/]);
  await form.getByLabel('Path (in web addresses)').fill('sydney');
  await form.getByLabel('Latitude of its centre').fill('-16.92');
  await form.getByLabel('Longitude of its centre').fill('145.77');
  await form.getByLabel('Path (in web addresses)').press('Enter');
  await expect(form.getByLabel('Path (in web addresses)')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, 'region form with a refusal');
  await form.getByLabel('Path (in web addresses)').fill(slug);
  await form.getByLabel('Path (in web addresses)').press('Enter');
  const row = regions.getByRole('row', { name: new RegExp(`^Far North ${slug}`) });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Edit Far North' }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('form', { name: 'Edit Far North' });
  await edit.getByLabel('Name').fill(`Tropical North ${run}`);
  await edit.getByLabel('Order (lowest first)').fill('0');
  await expectAccessible(page, 'region form');
  await edit.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    regions.getByRole('row', { name: new RegExp(`^Tropical North ${run} ${slug} 0`) }),
  ).toBeVisible();
  const names = await regions.locator('tbody th').allTextContents();
  expect(names.indexOf(`Tropical North ${run}`)).toBeLessThan(names.indexOf('Sydney'));

  // A patient choosing a region is offered it before Sydney (whose order is 1).
  const patient = await page.context().newPage();
  await patient.goto('/select-clinic/mri-knee?regionSlug=select-region');
  const radio = patient.getByRole('radio', { name: `Tropical North ${run}` });
  await expect(radio).toBeVisible();
  const offered = await patient
    .getByRole('radio')
    .evaluateAll((all) => all.map((radio) => (radio as HTMLInputElement).value));
  expect(offered.indexOf(slug)).toBeGreaterThanOrEqual(0);
  expect(offered.indexOf(slug)).toBeLessThan(offered.indexOf('sydney'));
  await expectAccessible(patient, 'region choice');
  await patient.close();

  const postal = page.getByRole('region', { name: 'Postal codes from a spreadsheet (CSV)' });
  const sheet = (lines: string[]) => ({
    name: 'postal-codes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  await postal
    .getByLabel('Postal codes to import (CSV)')
    .setInputFiles(
      sheet([
        'code,suburb,state,latitude,longitude',
        `${code},Port ${run},QLD,-16.48,145.46`,
        `${code},Cape ${run},QLD,north,145.4`,
      ]),
    );
  await expect(postal.getByRole('status')).toHaveText(
    'Nothing was saved: the file has 1 mistakes, listed below.',
  );
  const mistakes = postal.getByRole('table', { name: 'Mistakes in the file' });
  await expect(mistakes.getByRole('row', { name: /^3 latitude/ })).toBeVisible();
  await expect(postal.getByRole('button', { name: 'Import now' })).toBeDisabled();
  await expectAccessible(page, 'postal codes with mistakes');

  await postal
    .getByLabel('Postal codes to import (CSV)')
    .setInputFiles(
      sheet([
        'code,suburb,state,latitude,longitude',
        `${code},Port ${run},QLD,-16.48,145.46`,
        `${code},Cape ${run},QLD,-16.47,145.4`,
      ]),
    );
  await expect(postal.getByRole('status')).toHaveText(/^Checked, nothing saved yet: no mistakes; 2 new/);
  const importNow = postal.getByRole('button', { name: 'Import now' });
  await importNow.focus();
  await page.keyboard.press('Enter');
  await expect(postal.getByRole('status')).toHaveText('Imported: 2 postal codes added and 0 updated.');
  await expectAccessible(page, 'postal codes imported');
  const found = await page.request.get(`/api/postal_codes?search=${encodeURIComponent(`Cape ${run}`)}`);
  expect(await found.json()).toEqual([expect.objectContaining({ code, suburb: `Cape ${run}` })]);
});
