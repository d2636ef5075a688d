import { freeTimesOfAWeek } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { holdRequests, requestedPaths } from './held-requests';
import { emailedCode } from './outbox';
import { book, DOB, outbox, signIn, uniqueEmail } from './portal-helpers';

/**
 * The patient portal (issue 4): a booking made through the API, its confirmation email found in the
 * development outbox, then the portal link: date of birth and the emailed code, reschedule into
 * another slot, upload, view and delete a document, and cancel with a reason. Axe on every page and modal.
 */

test('a patient manages the booking: sign in, reschedule, documents, cancel with a reason', async ({
  freshPage: page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  const { bookingKey, confirmationPath } = await book(page.request, email);

  // The link of the confirmation email names the booking; its portal asks who you are first.
  const confirmation = await outbox(page.request, email, 'appointment_confirmation');
  expect(confirmation.text).toContain(bookingKey);
  await page.goto(`/appointments/${bookingKey}`);
  await expect(page).toHaveURL(/\/authentication\?/);
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/appointments/${bookingKey}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeVisible();
  await expect(page.getByTestId('appointment-status')).toHaveText('Booked');
  await expectAccessible(page, 'portal page');

  // Reschedule into another free time with the booking's slot picker.
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const slots = await freeTimesOfAWeek(page);
  await slots.last().click();
  await expect(page.getByText(/^New time: /)).toBeVisible();
  await expectAccessible(page, 'reschedule picker');
  await page.getByRole('button', { name: 'Move my appointment' }).click();
  await expect(page.getByText('Your appointment has been moved.')).toBeVisible();
  const statuses = page.getByTestId('appointment-status');
  // Listed by start time: the new time may come before or after the old one.
  await expect(statuses).toHaveCount(2);
  await expect(statuses.filter({ hasText: 'Rescheduled' })).toHaveCount(1);
  await expect(statuses.filter({ hasText: 'Booked' })).toHaveCount(1);
  await outbox(page.request, email, 'reschedule');

  // Upload a document, look at it, delete it.
  await page.getByLabel('Type of document').selectOption({ index: 1 });
  await page.getByLabel('File').setInputFiles({
    name: 'referral.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    ),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.locator('.attachment-name')).toHaveText('referral.pdf');
  await expectAccessible(page, 'portal with a document');
  await page.getByRole('button', { name: 'View referral.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: 'Document: referral.pdf' });
  await expect(viewer).toBeVisible();
  await expectAccessible(page, 'attachments viewer');
  await viewer.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Delete referral.pdf' }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete file' });
  await expect(confirmDelete).toContainText('Are you sure you want to delete this file? referral.pdf');
  await expectAccessible(page, 'delete confirmation');
  await confirmDelete.getByRole('button', { name: 'Yes' }).click();
  await expect(page.locator('.attachment-name')).toHaveCount(0);
  await expect(page.getByText('No documents yet.')).toBeVisible();

  // Ask staff to correct a detail: the form, then the success modal.
  await page.getByRole('button', { name: 'Request a change to my details' }).click();
  const change = page.getByRole('dialog', { name: 'Change my details' });
  await expect(change).toBeVisible();
  await expectAccessible(page, 'patient change request form');
  await change.getByLabel('Last name').fill('Hopper-Smith');
  await change.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('dialog', { name: 'Request sent' });
  await expect(sent).toContainText('We will update your details before your appointment.');
  await expectAccessible(page, 'patient change request success');
  await sent.getByRole('button', { name: 'Close' }).click();

  // Cancel with a reason.
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your appointment' });
  await expect(cancel).toBeVisible();
  await expectAccessible(page, 'cancel-reason modal');
  await cancel.getByLabel('Why are you cancelling?').selectOption({ label: 'I cannot attend at this time' });
  await cancel.getByLabel(/Anything else/).fill('Travelling that week');
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(cancel).toBeHidden();
  await expect(statuses.filter({ hasText: 'Cancelled' })).toHaveCount(1);
  await expect(statuses.filter({ hasText: 'Rescheduled' })).toHaveCount(1);
  await outbox(page.request, email, 'cancellation');
  await expectAccessible(page, 'portal after cancel');

  // The confirmation page (the pending/confirmation link of the first email) now says so (§4 statuses).
  await page.goto(confirmationPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This appointment has been cancelled' }),
  ).toBeVisible();
  await expect(page.getByText('Your appointment is booked')).toHaveCount(0);
  await expect(page.getByText('We have sent a confirmation', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Give feedback' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage this appointment' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Book a new appointment' })).toBeVisible();
  await expectAccessible(page, 'confirmation page of a cancelled appointment');
});

test('a visitor without a session is sent to authentication with the way back', async ({
  freshPage: page,
}) => {
  const email = uniqueEmail();
  const { bookingKey } = await book(page.request, email);
  await page.goto(`/a/${bookingKey}`);
  await expect(page).toHaveURL(
    new RegExp(`/authentication\\?bookingKey=${bookingKey}&type=APPOINTMENT&returnUrl=%2Fa%2F${bookingKey}`),
  );
  await expect(page.getByRole('dialog', { name: 'Confirm your identity' })).toBeVisible();
  await expectAccessible(page, 'authentication from the portal');
});

test('a requester manages a booking request: documents, view referral, cancel with confirmation', async ({
  freshPage: page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail();
  const created = await page.request.post('/api/booking_requests', {
    data: {
      examSlugs: ['ct-colonography'],
      patient: {
        firstName: 'Grace',
        lastName: 'Hopper',
        dateOfBirth: DOB,
        email,
        contactNumber: '0412345678',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { bookingKey } = (await created.json()) as { bookingKey: string };

  await page.goto(`/br/${bookingKey}`);
  await expect(page).toHaveURL(/\/authentication\?/);
  const dob = page.getByRole('dialog', { name: 'Confirm your identity' });
  await dob.getByLabel('Date of birth').fill(DOB);
  await dob.getByRole('button', { name: 'Continue' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter your code' });
  const heading = page.getByRole('heading', { level: 1, name: 'Your booking request' });
  await expect(codeDialog.or(heading)).toBeVisible();
  if (await codeDialog.isVisible()) {
    const code = await emailedCode(page.request, email);
    await codeDialog.getByLabel('6-digit code').fill(code);
    await codeDialog.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(heading).toBeVisible();
  await expect(page.getByTestId('booking-request-status')).toHaveText('Waiting for the clinic');
  // §3 examDocumentTypes: a CT exam needs a referral and the report of earlier imaging.
  const needed = page.getByRole('region', { name: 'Documents your procedures need' });
  await expect(needed.getByRole('listitem')).toHaveText([
    'Referral Still needed',
    'Previous imaging report Still needed',
  ]);
  await expectAccessible(page, 'booking request portal');

  await page.getByLabel('File').setInputFiles({
    name: 'referral.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await page.getByLabel('Type of document').selectOption({ label: 'Referral' });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.locator('.attachment-name')).toHaveText('referral.png');
  await expect(needed.getByRole('listitem')).toHaveText([
    'Referral Uploaded: referral.png',
    'Previous imaging report Still needed',
  ]);
  // One referral: the button in the layout header (§2) downloads it directly.
  await expect(page.getByRole('banner').getByRole('link', { name: 'View referral' })).toHaveAttribute(
    'href',
    /\/download$/,
  );
  await page.getByRole('button', { name: 'View referral.png' }).click();
  const viewer = page.getByRole('dialog', { name: 'Document: referral.png' });
  await expect(viewer.getByRole('img', { name: 'referral.png' })).toBeVisible();
  await expectAccessible(page, 'image viewer');
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByText('120%')).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Cancel booking request' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel booking request' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'booking request cancel confirmation');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('booking-request-status')).toHaveText('Cancelled');

  // Its confirmation page is worded by the new status, not as a freshly sent enquiry.
  await page.goto((await created.json()).confirmationPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This enquiry has been cancelled' }),
  ).toBeVisible();
  await expect(page.getByText('Your enquiry has been sent')).toHaveCount(0);
  await expectAccessible(page, 'confirmation page of a cancelled enquiry');
});

test('a booking’s portal page asks who is signed in while its own code loads, and no more often than before', async ({
  freshPage: page,
}) => {
  const { bookingKey } = await book(page.request, uniqueEmail());
  const asked = requestedPaths(page, ['/api/authentication']);
  // The page's chunk is held, so only the entry module can have asked.
  const releasePage = await holdRequests(page, /\/assets\/AppointmentPortalPage-[^/]+\.js$/);
  await page.goto(`/appointments/${bookingKey}`, { waitUntil: 'commit' });
  await expect.poll(() => asked).toEqual(['/api/authentication']);

  releasePage();
  // Not proved yet: the page took the early answer and sent the visitor to confirm who they are,
  // whose page asks again on purpose (a session is fetched afresh when a page that needs it mounts).
  await expect(page.getByRole('dialog', { name: 'Confirm your identity' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual(['/api/authentication', '/api/authentication']);
  await expectAccessible(page, 'sign-in step after an early session check');
});
