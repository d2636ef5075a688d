import { freeTimesOfAWeek } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { book, signIn, uniqueEmail } from './portal-helpers';

/**
 * Booking-flow rows of issue 17 in Chromium: the exam info, instructions and booking request info
 * modals (§2 Modals) with axe on each, and a reschedule link (§2 appointmentSlug) that proves the
 * booking, moves the appointment from the booking pages and lands on the portal.
 */

test('the exam info modal opens from the exam list and the booking page offers its instructions', async ({
  freshPage: page,
}) => {
  await page.goto('/');
  await page.getByLabel('Search procedures').fill('brain mri');
  const results = page.getByRole('list', { name: 'Procedures' });
  await results.getByRole('button', { name: 'About this exam: MRI Brain' }).click();
  const info = page.getByRole('dialog', { name: 'MRI Brain' });
  await expect(info).toContainText('lying still inside the scanner');
  await expect(info).toContainText('Remove all metal items');
  await expectAccessible(page, 'exam info modal');
  await info.getByRole('button', { name: 'Close' }).click();
  await expect(info).toHaveCount(0);

  // The thyroid ultrasound: its booking page opens no screening questionnaire over the button.
  const clinics = (await (await page.request.get('/api/clinics?examSlug=us-thyroid')).json()) as {
    id: number;
  }[];
  await page.goto(`/booking/us-thyroid?selectedClinic=${clinics[0]?.id}`);
  await page.getByRole('button', { name: 'Instructions for your visit' }).click();
  const instructions = page.getByRole('dialog', { name: 'Instructions for your visit' });
  await expect(instructions).toContainText('Ultrasound Thyroid and Neck');
  await expect(instructions).toContainText('leave necklaces at home');
  await expectAccessible(page, 'instructions modal');
  await page.keyboard.press('Escape');
  await expect(instructions).toHaveCount(0);
});

test('special and general enquiry exams are reached from the home page and open the booking request info modal', async ({
  freshPage: page,
}) => {
  // A special enquiry (§7): found by search, straight to its enquiry page, the info modal first.
  await page.goto('/');
  await page.getByLabel('Search procedures').fill('coronary');
  await page
    .getByRole('list', { name: 'Procedures' })
    .getByRole('button', { name: /CT Coronary Angiogram/ })
    .click();
  await expect(page).toHaveURL(/\/booking\/ct-coronary-angiogram/);
  const info = page.getByRole('dialog', { name: 'How a booking request works' });
  await expect(info).toContainText('Our team books this exam for you.');
  await expect(info).toContainText('CT Coronary Angiogram');
  await expectAccessible(page, 'booking request info modal');
  await info.getByRole('button', { name: 'Continue' }).click();
  await expect(info).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The general enquiry ("Other or not sure") is reachable the same way.
  await page.goto('/');
  await page.getByLabel('Search procedures').fill('not sure');
  await page
    .getByRole('list', { name: 'Procedures' })
    .getByRole('button', { name: /Other or not sure/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/booking\/general-enquiry/);
  await expect(page.getByRole('dialog', { name: 'How a booking request works' })).toContainText(
    'Tell us what your referral says',
  );
});

test('a reschedule link proves the booking, moves the appointment from the booking page and opens the portal', async ({
  freshPage: page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  // POST /api/appointments answers the appointment itself, slug included.
  const booked = (await book(page.request, email)) as unknown as { bookingKey: string; slug: string };
  const slug = booked.slug;
  await page.goto(`/booking/us-thyroid?bookingKey=${booked.bookingKey}&appointmentSlug=${slug}`);
  await expect(page).toHaveURL(/\/authentication\?/);
  await signIn(page, email);
  await expect(page).toHaveURL(
    new RegExp(`/booking/us-thyroid\\?bookingKey=${booked.bookingKey}&appointmentSlug=`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Reschedule your appointment' })).toBeVisible();
  await expect(page.getByText(/^Ultrasound Thyroid and Neck at .+ on /)).toBeVisible();

  const slots = await freeTimesOfAWeek(page);
  await slots.last().click();
  await expect(page.getByText(/^New time: /)).toBeVisible();
  await expectAccessible(page, 'reschedule from the booking page');
  await page.getByRole('button', { name: 'Move my appointment' }).click();

  await expect(page).toHaveURL(new RegExp(`/appointments/${booked.bookingKey}\\?status=RESCHEDULED$`));
  await expect(page.getByText('Your appointment has been moved.')).toBeVisible();
  const statuses = page.getByTestId('appointment-status');
  await expect(statuses).toHaveCount(2);
  await expect(statuses.filter({ hasText: 'Rescheduled' })).toHaveCount(1);
  await expectAccessible(page, 'portal after the move');
});
