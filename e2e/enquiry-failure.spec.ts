import { clinicFor, fillDetails, uniqueEmail } from './booking-helpers';
import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';

/**
 * §8: a failed booking request creation goes to the deny page with a custom message. The message
 * travels as a message key (the deny page accepts nothing else), so the patient reads the server's
 * reason in their language rather than the generic problem text.
 */
test('an enquiry the server refuses ends on the deny page with the server reason', async ({
  freshPage: page,
}) => {
  const clinic = await clinicFor(page.request, 'ct-colonography');
  const key = await page.request.post('/api/booking_keys');
  expect(key.status()).toBe(201);
  const { bookingKey } = (await key.json()) as { bookingKey: string };
  // The journey's key already names an enquiry: sending another under it is refused (409).
  const first = await page.request.post('/api/booking_requests', {
    data: {
      examSlugs: ['ct-colonography'],
      clinicId: clinic.id,
      bookingKey,
      patient: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        dateOfBirth: '1980-05-04',
        email: uniqueEmail('first-enquiry'),
        contactNumber: '0412345678',
      },
    },
  });
  expect(first.status(), await first.text()).toBe(201);

  await page.goto(`/booking/ct-colonography?selectedClinic=${clinic.id}&bookingKey=${bookingKey}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Send an enquiry' })).toBeVisible();
  await fillDetails(page, uniqueEmail('second-enquiry'));
  // The refused call is the browser's own network error line; nothing else may be logged.
  allowConsoleErrors(page, [/status of 409 .*\/api\/booking_requests/]);
  await page.getByRole('button', { name: 'Send enquiry' }).click();

  await expect(page).toHaveURL(/\/deny\?customMessage=message\.booking_request_exists$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This enquiry has already been sent.', { exact: false })).toBeVisible();
  await expect(page.getByText('We could not open this page', { exact: false })).toHaveCount(0);
  await expectAccessible(page, 'deny page after a refused enquiry');
});
