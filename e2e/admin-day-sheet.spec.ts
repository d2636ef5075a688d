import { bookAtStaffClinic, openAsClinicStaff } from './admin-helpers';
import { freeTimesOfAWeek, uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { newestMessage } from './outbox';

/**
 * Issue 14: clinic staff open a clinic's day sheet (one column per device) and an appointment on it,
 * signed in through the built-in provider.
 */
test('clinic staff open the day sheet and an appointment on it', async ({ freshPage: page }) => {
  const lastName = `Daysheet${Date.now() % 100000}`;
  const { clinic, day } = await bookAtStaffClinic(page.request, 'us-abdomen', {
    firstName: 'Dana',
    lastName,
    dateOfBirth: '1979-03-02',
    email: uniqueEmail('day-sheet'),
  });

  await openAsClinicStaff(page, `/admin/appointments?clinic=${clinic.id}&date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Day sheet' })).toBeVisible();
  await expect(page.getByLabel('Clinic', { exact: true })).toHaveValue(String(clinic.id));
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue(day);
  // The calendar is mounted: device columns and the booked appointment as an event.
  const calendar = page.getByTestId('day-sheet-calendar');
  await expect(calendar).toHaveAttribute('data-ready', 'true');
  await expect(calendar.locator('.ec-resource').first()).toBeVisible();
  await expect(calendar.getByText(`Dana ${lastName}`, { exact: false })).toBeVisible();
  await expectAccessible(page, 'day sheet');

  // The next day and back: the address keeps the day.
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).not.toHaveURL(new RegExp(`date=${day}`));
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${day}`));

  // Open it from the calendar.
  await calendar.getByText(`Dana ${lastName}`, { exact: false }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment' })).toBeVisible();
  await expect(page.getByText(`Dana ${lastName}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark arrived' })).toBeVisible();
  await expectAccessible(page, 'appointment view');

  // The cancel dialog asks for a reason before it does anything.
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the appointment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel the appointment' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expectAccessible(page, 'cancel dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Mark arrived: the server's answer shows.
  await page.getByRole('button', { name: 'Mark arrived' }).click();
  await expect(page.getByRole('button', { name: 'Mark arrived' })).toHaveCount(0);
});

test('clinic staff reschedule an appointment to another free slot with a reason', async ({
  freshPage: page,
}) => {
  const email = uniqueEmail('reschedule');
  const lastName = `Moved${Date.now() % 100000}`;
  const { clinic, day } = await bookAtStaffClinic(page.request, 'us-abdomen', {
    firstName: 'Mo',
    lastName,
    dateOfBirth: '1990-01-02',
    email,
  });

  await openAsClinicStaff(page, `/admin/appointments?clinic=${clinic.id}&date=${day}`);
  await page.getByRole('link', { name: `Mo ${lastName}` }).click();
  const oldAddress = page.url();
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule the appointment' });
  const slots = await freeTimesOfAWeek(page, dialog);
  await expectAccessible(page, 'reschedule dialog');
  // Without a reason nothing is sent.
  await slots.first().click();
  await dialog.getByRole('button', { name: 'Move the appointment' }).click();
  await expect(dialog.getByText('Choose a new time and give a reason.')).toBeVisible();
  await dialog.getByLabel('Reason (the patient is told)').fill('The scanner is being serviced.');
  await dialog.getByRole('button', { name: 'Move the appointment' }).click();

  // A reschedule answers the new appointment, which the page now shows.
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(oldAddress);
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment' })).toBeVisible();
  await expect(page.getByText(`Mo ${lastName}`)).toBeVisible();
  await newestMessage(page.request, email, (entry) => entry.template === 'reschedule');
});
