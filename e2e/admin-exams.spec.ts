import { openAsClinicStaff } from './admin-helpers';
import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';

/**
 * Issue 39, exams from the admin panel, by keyboard: the admin adds an exam and is told beside each
 * field what is wrong (a taken slug, no device able to perform it), writes its texts in Macedonian,
 * keeps the referral required, saves and moves it up the list; a patient then finds it in the exam
 * search, by its Macedonian name once they read in Macedonian.
 */
test('the admin adds an exam with texts per locale and orders it; a patient finds it in the search', async ({
  freshPage: page,
}) => {
  // The database is shared by every spec of the run: names of this run's own.
  const run = Date.now().toString(36);
  const name = `Wrist ${run}`;
  const slug = `xray-wrist-${run}`;
  await openAsClinicStaff(page, '/admin/catalog', 'admin');
  const exams = page.getByRole('region', { name: 'Exams', exact: true });
  await expect(exams.getByRole('row').nth(1)).toBeVisible();

  await exams.getByRole('button', { name: 'Add an exam' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New exam' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Slug').fill('xray-chest');
  await form.getByLabel('Modality').focus();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByLabel('Modality')).toHaveValue(/\d+/);
  await form.getByLabel('Exam code').fill('XWRI');
  await form.getByLabel('Duration (minutes)').fill('15');
  const macedonian = form.getByRole('group', { name: 'Texts in Македонски' });
  await macedonian.getByLabel('Name (Македонски)').fill(`Зглоб ${run}`);
  await macedonian
    .getByLabel('Preparation instructions (Македонски)')
    .fill('Отстранете ги белезите и часовникот.');
  await expect(macedonian.getByLabel('Name (Македонски)')).toHaveAttribute('lang', 'mk');
  await expect(form.getByLabel('Referral required')).toBeChecked();

  // The slug is taken and no device performs it: both said beside their fields, nothing saved.
  allowConsoleErrors(page, [/400 \(Bad Request\) \[at [^\]]*\/api\/admin\/exams\]/]);
  await form.getByLabel('Exam code').press('Enter');
  await expect(form.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This path is already used by another entry. Choose another.')).toBeVisible();
  const devices = form.getByRole('group', { name: 'Devices that perform it' });
  await expect(
    devices.getByText('Choose at least one device that performs this exam, or make it enquiry only.'),
  ).toBeVisible();
  await expectAccessible(page, 'exam form with refusals');

  await form.getByLabel('Slug').fill(slug);
  await devices.getByRole('checkbox').first().focus();
  await page.keyboard.press('Space');
  await expect(devices.getByRole('checkbox').first()).toBeChecked();
  await expectAccessible(page, 'exam form');
  await form.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);

  const row = exams.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row).toBeVisible();
  const names = () => exams.locator('tbody th').allTextContents();
  const before = (await names()).indexOf(name);
  expect(before).toBeGreaterThan(0);
  await row.getByRole('button', { name: `Move ${name} up` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await names()).indexOf(name)).toBe(before - 1);
  await expectAccessible(page, 'exams in their new order');

  // A patient finds the new exam in the search, and by its Macedonian name in Macedonian.
  const patient = await page.context().newPage();
  await patient.goto('/');
  await expect(patient.getByRole('tab', { name: 'One procedure' })).toBeVisible();
  await patient.getByLabel('Search procedures').fill(name);
  await expect(patient.getByText('Procedures found: 1')).toBeVisible();
  await expect(patient.getByRole('button', { name: new RegExp(`X-Ray ${name}`) })).toBeVisible();
  await patient.getByLabel('Language').selectOption('mk');
  await expect(patient.getByRole('tab', { name: 'Една процедура' })).toBeVisible();
  await patient.getByLabel('Пребарајте процедури').fill(`Зглоб ${run}`);
  await expect(patient.getByText('Пронајдени процедури: 1')).toBeVisible();
  await expect(patient.getByRole('button', { name: new RegExp(`Зглоб ${run}`) })).toBeVisible();
  await expectAccessible(patient, 'exam search in Macedonian');
  await patient.close();
});
