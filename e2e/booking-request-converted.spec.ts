import type { APIRequestContext } from '@playwright/test';
import { staffClinicOffering } from './admin-helpers';
import { adminHeaders } from './api-helpers';
import { fillDetails, uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { emailedCode } from './outbox';

const DOB = '1984-07-21';
const isoDay = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/** Staff book the enquiry on a free slot of the clinic, through the calls the enquiry page makes. */
async function staffConvert(request: APIRequestContext, email: string, clinicId: number) {
  const headers = await adminHeaders(request);
  const list = await request.get(`/api/admin/booking_requests?search=${encodeURIComponent(email)}`, {
    headers,
  });
  expect(list.status(), await list.text()).toBe(200);
  const [enquiry] = ((await list.json()) as { items: { id: number }[] }).items;
  expect(enquiry, 'the enquiry is in the staff queue').toBeDefined();
  const found = await request.post('/api/admin/clinic_appointments', {
    headers,
    data: { clinicIds: [clinicId], examSlug: 'ct-colonography', start: isoDay(2), end: isoDay(16) },
  });
  expect(found.status(), await found.text()).toBe(200);
  const slots = ((await found.json()) as { slots: { start: string; deviceId: number }[] }[]).flatMap(
    (week) => week.slots,
  );
  // A random free slot: specs running beside this one book at the same clinic.
  while (slots.length > 0) {
    const [slot] = slots.splice(Math.floor(Math.random() * slots.length), 1) as [(typeof slots)[number]];
    const converted = await request.post(`/api/admin/booking_requests/${enquiry?.id}/convert`, {
      headers,
      data: { examSlug: 'ct-colonography', deviceId: slot.deviceId, start: slot.start },
    });
    if (converted.status() === 409) continue;
    expect(converted.status(), await converted.text()).toBe(201);
    return;
  }
  throw new Error('no free slot for ct-colonography');
}

/**
 * Issue 36 item 2: once staff book an enquiry, the requester's enquiry page, which they are signed in
 * for, says it is booked and leads to the appointment (proven on its own, with the emailed code).
 */
test('an enquiry staff booked says so on its page and links to the appointment', async ({
  freshPage: page,
}) => {
  const clinic = await staffClinicOffering(page.request, 'ct-colonography');
  const email = uniqueEmail('converted');
  await page.goto(`/booking/ct-colonography?selectedClinic=${clinic.id}`);
  await fillDetails(page, email);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your enquiry has been sent' })).toBeVisible();
  await page.getByRole('link', { name: 'Manage this enquiry' }).click();
  const identity = page.getByRole('dialog', { name: 'Confirm your identity' });
  await identity.getByLabel('Date of birth').fill(DOB);
  await identity.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('booking-request-status')).toHaveText('Waiting for the clinic');
  const bookingKey = /\/booking-requests\/([\w-]+)/.exec(page.url())?.[1] as string;
  expect(bookingKey).toBeTruthy();

  await staffConvert(page.request, email, clinic.id);

  await page.reload();
  await expect(page.getByTestId('booking-request-status')).toHaveText('Booked');
  await expect(page.getByText('Our staff have booked your enquiry as an appointment.')).toBeVisible();
  await expectAccessible(page, 'booked enquiry');
  await page.getByRole('link', { name: 'See your appointment' }).click();
  // The appointment's own proof: its page sends the requester to sign in for it, with the way back.
  // (Its address shows only until the session check answers, so the test does not look for it here.)
  const again = page.getByRole('dialog', { name: 'Confirm your identity' });
  await expect(again).toBeVisible();
  const signInFor = new URL(page.url()).searchParams;
  expect([signInFor.get('bookingKey'), signInFor.get('type'), signInFor.get('returnUrl')]).toEqual([
    bookingKey,
    'APPOINTMENT',
    `/appointments/${bookingKey}`,
  ]);
  await again.getByLabel('Date of birth').fill(DOB);
  await again.getByRole('button', { name: 'Continue' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(codeDialog).toBeVisible();
  await codeDialog.getByLabel('6-digit code').fill(await emailedCode(page.request, email));
  await codeDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${bookingKey}$`));
  await expect(page.getByText('Colonography').first()).toBeVisible();
});
