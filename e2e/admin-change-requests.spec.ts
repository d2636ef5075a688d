import type { Locator, Page } from '@playwright/test';
import { bookAtStaffClinic, openAsClinicStaff } from './admin-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { newestMessage } from './outbox';
import { DOB, signIn as patientSignIn, uniqueEmail } from './portal-helpers';

/** Presses Tab (wrapping inside a dialog) until the element has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/**
 * Issue 14 §5, §6, §8: a patient asks from the portal to correct their last name and to be called
 * back; clinic staff, signed in through the built-in provider, apply the change from the queue
 * (record and requested values side by side), claim and finish the call-back, and find the patient;
 * the patient then sees the new name in the portal. Axe on every admin page and dialog.
 */
test('clinic staff apply a change request sent from the portal; the patient sees the new details', async ({
  freshPage: page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  const { bookingKey } = await bookAtStaffClinic(page.request, 'us-abdomen', {
    firstName: 'Grace',
    lastName: 'Hopper',
    dateOfBirth: DOB,
    email,
  });

  // The patient: signs in to the portal, sees their details, asks for the change and a call-back.
  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  await patient.goto(`/appointments/${bookingKey}`);
  await patientSignIn(patient, email);
  const details = patient.getByRole('region', { name: 'Your details' });
  await expect(details).toContainText('Grace Hopper');
  await patient.getByRole('button', { name: 'Request a change to my details' }).click();
  const change = patient.getByRole('dialog', { name: 'Change my details' });
  await change.getByLabel('Last name').fill('Hopper-Smith');
  await change.getByRole('button', { name: 'Send request' }).click();
  await patient.getByRole('dialog', { name: 'Request sent' }).getByRole('button', { name: 'Close' }).click();
  const callback = await patient.request.post(`/api/secured/callback_request/${bookingKey}`, {
    data: { contactNumber: '0400999888', preferredTime: 'After 3 pm' },
  });
  expect(callback.status(), await callback.text()).toBe(202);

  // Staff: the home counts the queues; the change request's page shows both values side by side.
  await openAsClinicStaff(page, '/admin');
  await expect(
    page.getByRole('region', { name: 'Change requests' }).getByRole('link', { name: /^Open: \d+/ }),
  ).toBeVisible();
  await expectAccessible(page, 'admin home with request counts');
  await page
    .getByRole('link', { name: /^Change requests/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change requests' })).toBeVisible();
  await page.getByLabel('Search by name, email or booking key').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: /^Open \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'change request queue');
  await page.getByRole('link', { name: 'Grace Hopper' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change request' })).toBeVisible();
  const values = page.getByRole('table', { name: 'What the record holds and what the patient asked for' });
  await expect(values.getByRole('row', { name: /Last name Hopper Hopper-Smith/ })).toBeVisible();
  await expectAccessible(page, 'change request');
  // The decline dialog, opened and left: axe on it too.
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const decline = page.getByRole('dialog', { name: 'Decline', exact: true });
  await expect(decline.getByLabel('Message to the patient (emailed to them)')).toBeVisible();
  await expectAccessible(page, 'decline dialog');
  await decline.getByRole('button', { name: 'Close' }).click();
  await expect(decline).toBeHidden();
  await page.getByRole('button', { name: 'Apply to the patient record' }).click();
  await expect(page.getByText('Applied', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply to the patient record' })).toHaveCount(0);

  // The call-back: claimed, noted, done.
  await page.goto(`/admin/contact-requests?search=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Call-backs and messages' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '0400999888' })).toBeVisible();
  await expectAccessible(page, 'call-back queue');
  await page.getByRole('link', { name: 'Grace Hopper-Smith' }).click();
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Claimed', { exact: true })).toBeVisible();
  await page.getByLabel('New note').fill('Rang at 3 pm, all sorted.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(/Rang at 3 pm, all sorted\./)).toBeVisible();
  await page.getByRole('button', { name: 'Mark done' }).click();
  await expect(page.getByText('Done', { exact: true })).toBeVisible();
  await expectAccessible(page, 'call-back request');

  // The patient record: found by booking key, with the booking and both requests.
  await page.goto('/admin/patients');
  await page.getByLabel('Booking key').fill(bookingKey);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'Patients found: 1' })).toBeVisible();
  await expectAccessible(page, 'patient search');
  await page.getByRole('link', { name: 'Hopper-Smith, Grace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper-Smith' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Change request, / })).toBeVisible();
  await expect(page.getByRole('link', { name: /Call-back, / })).toBeVisible();
  await page.getByLabel('Record number of the duplicate').fill('999999999');
  await page.getByRole('button', { name: 'Merge…' }).click();
  const merge = page.getByRole('alertdialog', { name: 'Merge a duplicate record' });
  await expect(merge).toBeVisible();
  await expectAccessible(page, 'merge dialog');
  await merge.getByRole('button', { name: 'Close' }).click();
  await expectAccessible(page, 'patient record');

  // The patient sees the new name in the portal.
  await patient.reload();
  await expect(patient.getByRole('region', { name: 'Your details' })).toContainText('Grace Hopper-Smith');
  await patientContext.close();
});

test('clinic staff decline a change request and the patient is emailed their message', async ({
  freshPage: page,
}) => {
  const email = uniqueEmail();
  const { bookingKey } = await bookAtStaffClinic(page.request, 'us-abdomen', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: DOB,
    email,
  });
  await page.goto(`/appointments/${bookingKey}`);
  await patientSignIn(page, email);
  await page.getByRole('button', { name: 'Request a change to my details' }).click();
  const change = page.getByRole('dialog', { name: 'Change my details' });
  await change.getByLabel('First name').fill('Augusta');
  await change.getByRole('button', { name: 'Send request' }).click();
  await page.getByRole('dialog', { name: 'Request sent' }).getByRole('button', { name: 'Close' }).click();

  await openAsClinicStaff(page, `/admin/change-requests?search=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Ada Lovelace' }).click();
  // Keyboard only: open the dialog, try to send it empty, write the message, send it.
  await tabTo(page, page.getByRole('button', { name: 'Decline', exact: true }));
  await page.keyboard.press('Enter');
  const decline = page.getByRole('dialog', { name: 'Decline', exact: true });
  const send = decline.getByRole('button', { name: 'Decline and email the patient' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(decline.getByText('This field is required.')).toBeVisible();
  await expectAccessible(page, 'decline dialog with its error');
  await tabTo(page, decline.getByLabel('Message to the patient (emailed to them)'));
  await page.keyboard.type('Please bring photo ID so we can check the new name.');
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(decline).toBeHidden();
  await expect(page.getByText('Declined', { exact: true })).toBeVisible();
  await expect(page.getByText('Please bring photo ID so we can check the new name.')).toBeVisible();
  await expectAccessible(page, 'declined change request');
  const mail = await newestMessage(
    page.request,
    email,
    (m) => m.template === 'patient_change_request_declined',
  );
  expect(mail.text).toContain('Please bring photo ID so we can check the new name.');
});

test('clinic staff merge two records of the same person found by name and date of birth', async ({
  freshPage: page,
}) => {
  const lastName = `Merge${Date.now()}`;
  const patient = { firstName: 'Mary', lastName, dateOfBirth: DOB };
  // The same person booked twice with different emails: two records.
  await bookAtStaffClinic(page.request, 'us-abdomen', { ...patient, email: uniqueEmail() });
  await bookAtStaffClinic(page.request, 'us-abdomen', { ...patient, email: uniqueEmail() });

  await openAsClinicStaff(page, '/admin/patients');
  await page.getByLabel('Name', { exact: true }).fill(lastName);
  await page.getByLabel('Date of birth').fill(DOB);
  await page.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('table', { name: 'Patients found: 2' });
  await expect(found).toBeVisible();
  // The record number is the second column of each result row.
  const ids = await found.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(ids).toHaveLength(2);
  await found.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Mary ${lastName}` })).toBeVisible();
  const kept = page.url().split('/').pop() as string;
  const duplicate = ids.find((id) => id !== kept) as string;
  await page.getByLabel('Record number of the duplicate').fill(duplicate);
  await page.getByRole('button', { name: 'Merge…' }).click();
  const merge = page.getByRole('alertdialog', { name: 'Merge a duplicate record' });
  await expect(merge).toContainText(`Merge record ${duplicate} into record ${kept}?`);
  await merge.getByRole('button', { name: 'Merge the records' }).click();
  await expect(merge).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Merged: 1 appointments' })).toBeVisible();
  // Both bookings are now this record's.
  const appointments = page.locator('h2:has-text("Appointments") + ul > li');
  await expect(appointments).toHaveCount(2);
  await expectAccessible(page, 'merged patient record');
});
