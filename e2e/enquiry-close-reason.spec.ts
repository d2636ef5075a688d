import { staffClinicOffering } from './admin-helpers';
import { adminHeaders } from './api-helpers';
import { uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';

/**
 * Issue 14 §4: staff close an enquiry with a reason; the patient opening the enquiry's page is taken
 * to the deny page (§4 REMOVED_BY_OPERATOR), which shows that reason.
 */
test('the patient reads the reason staff closed their enquiry with on the deny page', async ({
  freshPage: page,
}) => {
  const clinic = await staffClinicOffering(page.request, 'ct-colonography');
  const email = uniqueEmail('closed');
  const key = await page.request.post('/api/booking_keys');
  const { bookingKey } = (await key.json()) as { bookingKey: string };
  const sent = await page.request.post('/api/booking_requests', {
    data: {
      examSlugs: ['ct-colonography'],
      clinicId: clinic.id,
      bookingKey,
      patient: {
        firstName: 'Cleo',
        lastName: 'Closed',
        dateOfBirth: '1975-05-05',
        email,
        contactNumber: '0412345678',
      },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { confirmationPath } = (await sent.json()) as { confirmationPath: string };

  const headers = await adminHeaders(page.request);
  const list = await page.request.get(`/api/admin/booking_requests?search=${encodeURIComponent(email)}`, {
    headers,
  });
  const [enquiry] = ((await list.json()) as { items: { id: number }[] }).items;
  expect(enquiry).toBeDefined();
  const reason =
    'We do not offer this exam for your referral; please ask your doctor to refer you elsewhere.';
  const closed = await page.request.post(`/api/admin/booking_requests/${enquiry?.id}/close`, {
    headers,
    data: { reason },
  });
  expect(closed.status(), await closed.text()).toBe(200);

  await page.goto(confirmationPath);
  await page.waitForURL(/\/deny\?status=REMOVED_BY_OPERATOR/);
  await expect(page.getByRole('heading', { level: 1, name: 'This booking was removed' })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expectAccessible(page, 'deny page with the close reason');
});
