import fs from 'node:fs/promises';
import { openAsClinicStaff } from './admin-helpers';
import { expect, expectAccessible, test } from './fixtures';

/**
 * Issue 39, onboarding a provider (decision 0056): the admin exports the whole catalogue from the
 * catalogue screen, chooses that file to import, reads the dry run's report and imports it, by
 * keyboard. Importing the provider's own file changes nothing, so the shared database stays as is.
 */
test('the admin exports the catalogue, checks the file and imports it', async ({ freshPage: page }) => {
  await openAsClinicStaff(page, '/admin/catalog', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Clinics, devices and exams' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('catalogue.json');
  const file = JSON.parse(await fs.readFile((await download.path()) as string, 'utf8'));
  expect(file.version).toBe(1);
  expect(file.clinics.length).toBeGreaterThan(0);

  await page.getByLabel('Catalogue file to import (JSON)').setInputFiles({
    name: 'catalogue.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page.getByRole('status')).toHaveText(/Checked, nothing saved yet/);
  const report = page.getByRole('table', { name: 'What the import does, by section' });
  await expect(report.getByRole('row', { name: /^Clinics/ })).toContainText(String(file.clinics.length));
  await expectAccessible(page, 'catalogue import report');

  const importNow = page.getByRole('button', { name: 'Import now' });
  await importNow.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Imported: the catalogue and schedule were saved.');
  await expectAccessible(page, 'catalogue imported');
});
