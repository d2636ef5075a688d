import { openAsClinicStaff, staffClinics } from './admin-helpers';
import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';

/**
 * Issue 39: the catalogue and schedule screens. Clinic staff block an hour on their own clinic and
 * are told another clinic's schedule is not there for them; the admin's clinic form shows the
 * server's refusals beside their fields.
 */
test('clinic staff block an hour on their clinic and cannot open another clinic’s schedule', async ({
  freshPage: page,
}) => {
  const [own] = await staffClinics(page.request);
  await openAsClinicStaff(page, '/admin/schedules');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
  await expectAccessible(page, 'schedules');
  await page.getByRole('link', { name: `Schedule of ${own?.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Schedule of ${own?.name}` })).toBeVisible();
  // Templates are the admin's: clinic staff get no editor.
  await expect(page.getByRole('button', { name: 'Save the template' })).toHaveCount(0);
  await expectAccessible(page, 'clinic schedule');

  const block = page.getByRole('form', { name: 'Block time' });
  await block.getByLabel('Start').fill('06:00');
  await block.getByLabel('End').fill('07:00');
  await block.getByLabel('Reason for the blocked time').fill('Staff meeting');
  await block.getByRole('button', { name: 'Block this time' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByText(/blocked from .*: Staff meeting/).first()).toBeVisible();

  // The third seeded clinic is not one of theirs.
  const clinics = (await (await page.request.get('/api/clinics')).json()) as { id: number }[];
  const foreign = clinics.map((c) => c.id).sort((a, b) => a - b)[2];
  // The browser logs the refused read; the page says so in its alert.
  allowConsoleErrors(page, [
    new RegExp(`404 \\(Not Found\\) \\[at [^\\]]*/api/admin/clinics/${foreign}/schedule\\]`),
  ]);
  await page.goto(`/admin/clinics/${foreign}/schedule`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block this time' })).toHaveCount(0);
});

test('the admin’s clinic form shows each refusal beside its field', async ({ freshPage: page }) => {
  await openAsClinicStaff(page, '/admin/catalog', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Clinics, devices and exams' })).toBeVisible();
  await expectAccessible(page, 'catalogue');
  await page.getByRole('button', { name: 'Add a clinic' }).click();
  const form = page.getByRole('form', { name: 'New clinic' });
  allowConsoleErrors(page, [/400 \(Bad Request\) \[at [^\]]*\/api\/admin\/clinics\]/]);
  await form.getByLabel('Name').fill('Nowhere Imaging');
  await form.getByLabel('Path (clinicPath)').fill('sydney-cbd');
  await form.getByLabel('Region').selectOption({ label: 'Sydney' });
  await form.getByLabel('Address').fill('1 Test Street');
  await form.getByLabel('Suburb').fill('Sydney');
  await form.getByLabel('State').fill('NSW');
  await form.getByLabel('Postcode').fill('2000');
  await form.getByLabel('Phone').fill('02 9000 0000');
  await form.getByLabel('Time zone').fill('Mars/Olympus');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Time zone')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Choose a time zone from the list, such as Australia/Sydney.')).toBeVisible();
  await expect(form.getByText('This path is already used by another entry. Choose another.')).toBeVisible();
  await expectAccessible(page, 'clinic form with errors');
});
