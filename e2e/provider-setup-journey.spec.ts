import { openAsClinicStaff } from './admin-helpers';
import { uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { newestMessage } from './outbox';

const ZONE = 'Australia/Brisbane';
/** A day in Brisbane (no daylight saving) as yyyy-MM-dd and its weekday (0 = Sunday). */
function brisbaneDay(daysAhead: number) {
  const local = new Date(Date.now() + 10 * 3_600_000 + daysAhead * 86_400_000);
  return { date: local.toISOString().slice(0, 10), weekday: local.getUTCDay() };
}

/**
 * Issue 39's journey: the admin builds a clinic, a device, an exam and a weekly template through the
 * screens only; a patient books it; closing the clinic for that day lists the booking, which is
 * moved, and the patient's email names the new day.
 */
test('a clinic built from the screens is booked, closed for the day and its booking moved', async ({
  freshPage: page,
}) => {
  const n = Date.now() % 1_000_000;
  const name = `Journey Imaging ${n}`;
  await openAsClinicStaff(page, '/admin/catalog', 'admin');
  await page.getByRole('button', { name: 'Add a clinic' }).click();
  const clinicForm = page.getByRole('form', { name: 'New clinic' });
  await clinicForm.getByLabel('Name').fill(name);
  await clinicForm.getByLabel('Path (clinicPath)').fill(`journey-${n}`);
  await clinicForm.getByLabel('Region').selectOption({ label: 'Brisbane' });
  await clinicForm.getByLabel('Address').fill('1 Journey Street');
  await clinicForm.getByLabel('Suburb').fill('Toowong');
  await clinicForm.getByLabel('State').fill('QLD');
  await clinicForm.getByLabel('Postcode').fill('4066');
  await clinicForm.getByLabel('Latitude').fill('-27.48');
  await clinicForm.getByLabel('Longitude').fill('152.99');
  await clinicForm.getByLabel('Time zone').fill(ZONE);
  await clinicForm.getByLabel('Phone').fill('07 3000 0000');
  await clinicForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: `Edit ${name}` })).toBeVisible();

  const deviceForm = page.getByRole('form', { name: 'New device' });
  await deviceForm.getByLabel('Device name').fill('X-ray 1');
  await deviceForm.getByLabel('Modality').selectOption({ label: 'X-Ray' });
  await deviceForm.getByRole('button', { name: 'Add the device' }).click();
  await expect(page.getByRole('form', { name: 'Edit X-ray 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Add an exam' }).click();
  const examForm = page.getByRole('form', { name: 'New exam' });
  await examForm.getByLabel('Name', { exact: true }).fill(`Finger ${n}`);
  await examForm.getByLabel('Slug').fill(`journey-finger-${n}`);
  await examForm.getByLabel('Modality').selectOption({ label: 'X-Ray' });
  await examForm.getByLabel('Exam code').fill('XFIN');
  await examForm.getByLabel('Duration (minutes)').fill('15');
  await examForm.getByLabel('Minimum notice (minutes)').fill('0');
  await examForm.getByLabel(`${name}: X-ray 1`).check();
  await examForm.getByRole('button', { name: 'Save' }).click();
  await expect(examForm).toHaveCount(0);
  await expectAccessible(page, 'catalogue after saving');

  await page.getByRole('link', { name: `Schedule of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Schedule of ${name}` })).toBeVisible();
  const tomorrow = brisbaneDay(1);
  const template = page.getByRole('form', { name: 'Weekly template of X-ray 1' });
  await template.getByRole('button', { name: 'Add a session' }).click();
  // The new session's day has the focus: choose it from the keyboard.
  const day = template.getByLabel('Day of session 1');
  await expect(day).toBeFocused();
  await day.selectOption(String(tomorrow.weekday));
  await template.getByLabel('Applies from').fill(tomorrow.date);
  await template.getByRole('button', { name: 'Save the template' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expectAccessible(page, 'schedule with a template');

  // A patient finds the clinic offering the exam and books its first time tomorrow.
  const examSlug = `journey-finger-${n}`;
  const clinics = (await (await page.request.get(`/api/clinics?examSlug=${examSlug}`)).json()) as {
    id: number;
    name: string;
  }[];
  expect(clinics.map((c) => c.name)).toEqual([name]);
  const clinicId = clinics[0]?.id as number;
  const search = await page.request.post('/api/clinic_appointments', {
    data: { clinicIds: [clinicId], examSlug, start: tomorrow.date, end: tomorrow.date },
  });
  const [week] = (await search.json()) as { slots: { start: string; deviceId: number }[] }[];
  const slot = week?.slots[0] as { start: string; deviceId: number };
  const email = uniqueEmail('journey');
  const booked = await page.request.post('/api/appointments', {
    data: {
      examSlug,
      clinicId,
      deviceId: slot.deviceId,
      start: slot.start,
      patient: {
        firstName: 'Jo',
        lastName: `Journey${n}`,
        dateOfBirth: '1980-01-01',
        email,
        contactNumber: '0412345678',
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // Closing the clinic tomorrow strands the booking; staff move it to the time offered.
  await page.reload();
  const closure = page.getByRole('form', { name: 'Close for days' });
  await closure.getByLabel('Reason for the closure').fill('Public holiday');
  await closure.getByRole('button', { name: 'Close' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bookings this change affects' });
  await expect(dialog.getByText(`Jo Journey${n}`, { exact: false })).toBeVisible();
  await expectAccessible(page, 'stranded bookings dialog');
  await dialog.getByLabel('Move it').check();
  const to = dialog.getByLabel('New time');
  const offered = await to.locator('option').nth(1).getAttribute('value');
  await to.selectOption(offered as string);
  await dialog.getByRole('button', { name: 'Save with these decisions' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(dialog).toHaveCount(0);

  const newStart = (offered as string).split('|')[1] as string;
  const local = new Date(Date.parse(newStart) + 10 * 3_600_000);
  const month = local.toLocaleString('en-AU', { month: 'long', timeZone: 'UTC' });
  const message = await newestMessage(page.request, email, (m) => m.template === 'reschedule');
  expect(message.text).toContain(`${local.getUTCDate()} ${month} ${local.getUTCFullYear()}`);
  expect(message.text).toContain('Time: 8:00 AM');
});
