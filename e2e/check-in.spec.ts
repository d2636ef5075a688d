import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminHeaders } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';
import {
  enterIdentity,
  idleUntilWarned,
  KIOSK_WARNING_SECONDS,
  kioskIdleSeconds,
  openIdentifiedKiosk,
  registerKiosk,
  todaysAppointment,
} from './kiosk-helpers';
import { emailedCode } from './outbox';
import { undersizedTargets } from './target-size';

/** From CONFIRM to the check-in form of today's appointment (enable passed the window check). */
async function openCheckInForm(page: Page) {
  await expect(page).toHaveURL(/step=CONFIRM/);
  await expectAccessible(page, 'CONFIRM');
  await page.getByRole('button', { name: /^Check in for / }).click();
  const form = page.getByRole('dialog', { name: /^Check-in details for/ });
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: 'Referring doctor' }).pressSequentially('Smi');
  // The doctor search answers from the seeded referrer directory after more than 2 characters.
  await expect(
    page
      .getByRole('listbox', { name: /Referring doctor/ })
      .getByRole('option')
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'check-in form');
  return form;
}

/** Fills the §5 check-in form: the first doctor found, a past referral date, a valid Medicare card. */
async function fillCheckInForm(page: Page, form: Locator) {
  const doctor = form.getByRole('combobox', { name: 'Referring doctor' });
  const option = page
    .getByRole('listbox', { name: /Referring doctor/ })
    .getByRole('option')
    .first();
  const chosen = (await option.textContent()) ?? '';
  await option.click();
  await expect(doctor).toHaveValue(chosen);
  await form.getByLabel('Date of referral').fill('2026-01-15');
  await form.getByLabel('Medicare card number').fill('2123 45670 1');
  await form.getByLabel(/^Reference number/).fill('1');
  // The choice survives leaving the combobox (it is what the RIS receives).
  await expect(doctor).toHaveValue(chosen);
  await form.getByRole('button', { name: 'Continue' }).click();
}

/** Waits out the processing modal, then confirms the check-in in the §4 confirmation dialog. */
async function confirmCheckIn(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Ready to check in' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'check-in confirmation dialog');
  await dialog.getByRole('button', { name: 'Check in now' }).click();
}

/** Staff set how check-in works at a clinic; answers the setting it replaced. */
async function setClinicCheckIn(
  request: APIRequestContext,
  clinicId: number,
  changes: Record<string, unknown>,
) {
  const url = `/api/admin/check_in/clinics/${clinicId}/setting`;
  const headers = await adminHeaders(request);
  const previous = (await (await request.get(url, { headers })).json()) as Record<string, unknown>;
  const response = await request.put(url, { headers, data: { ...previous, ...changes } });
  expect(response.ok()).toBe(true);
  return previous;
}

test('the kiosk home has large entry points and no menu or admin link', async ({
  freshPage: page,
  request,
}) => {
  const kiosk = await registerKiosk(request);
  await openIdentifiedKiosk(page, kiosk.id);
  await expect(page.getByRole('link', { name: 'Check in for my appointment' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
    'href',
    '/?kioskMode=true',
  );
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Staff login' })).toHaveCount(0);
  const box = await page.getByRole('link', { name: 'Check in for my appointment' }).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectAccessible(page, 'kiosk home');
});

test('a kiosk check-in by last name and date of birth goes through the form and referral to COMPLETE', async ({
  freshPage: page,
  request,
}) => {
  const kiosk = await registerKiosk(request);
  // Each test takes its own time on the clinic's device: the demo call refuses overlaps.
  const patient = await todaysAppointment(request, kiosk.clinicId, 20);
  await openIdentifiedKiosk(page, kiosk.id);
  await page.getByRole('link', { name: 'Check in for my appointment' }).click();
  await enterIdentity(page, patient.lastName, patient.dateOfBirth);
  await expect(page).toHaveURL(/step=CONFIRM/);
  // Kiosk pages are touched: every target of the appointment list is 44×44 CSS px or more.
  await expect(page.getByRole('button', { name: /^Check in for / })).toBeVisible();
  expect(await undersizedTargets(page, 44)).toEqual([]);
  await fillCheckInForm(page, await openCheckInForm(page));
  // The seeded clinic needs the referral before check-in: the upload modal asks for it.
  const upload = page.getByRole('dialog', { name: 'Upload your referral' });
  await expect(upload).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'referral upload');
  await upload.getByLabel('Referral file').setInputFiles({
    name: 'referral.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await confirmCheckIn(page);
  await expect(page).toHaveURL(/step=COMPLETE/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Check-in complete' })).toBeVisible();
  await expect(page.getByText(/Your number:\s*F\d{8}/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', /^\/kiosk/);
  await expectAccessible(page, 'check-in COMPLETE');
  // The feedback questionnaire follows on request, in its static modal.
  await page.getByRole('button', { name: 'Tell us how we did' }).click();
  await expect(page).toHaveURL(/step=FEEDBACK/);
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'check-in FEEDBACK questionnaire');
});

test('a phone check-in from the reminder link goes through the code, a change request and simple mode to SUCCESS', async ({
  freshPage: page,
  request,
}) => {
  const clinics = (await (await request.get('/api/clinics')).json()) as { id: number }[];
  // A clinic of its own: its RIS gives no folio number, and it checks in without the form.
  const clinicId = clinics[1]?.id ?? 0;
  const previous = await setClinicCheckIn(request, clinicId, {
    simpleMode: true,
    referralRequired: false,
    risFolioNumbers: false,
  });
  try {
    const email = `checkin.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    const patient = await todaysAppointment(request, clinicId, 50, email);
    await page.goto(`/check-in?clinicId=${clinicId}`);
    // Off a kiosk the identity check needs the proof-of-work captcha (issue 12).
    await page.getByLabel('I am not a robot').check();
    await expect(page.getByRole('status').filter({ hasText: /verified/i })).toBeVisible({ timeout: 20_000 });
    await enterIdentity(page, patient.lastName, patient.dateOfBirth);
    await expect(page).toHaveURL(/step=VERIFY_OTP/);
    await expectAccessible(page, 'VERIFY_OTP');
    const code = await emailedCode(request, email);
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/step=CONFIRM/);
    await expectAccessible(page, 'CONFIRM');
    await page.getByRole('button', { name: /^Check in for / }).click();
    const simple = page.getByRole('dialog', { name: 'Confirm your details' });
    await expect(simple).toBeVisible();
    await expectAccessible(page, 'simple-mode confirmation');
    await simple.getByRole('button', { name: 'Check in now' }).click();

    // Before checking in the patient asks staff to correct a detail, then comes back to the dialog.
    const ready = page.getByRole('dialog', { name: 'Ready to check in' });
    await expect(ready).toBeVisible({ timeout: 20_000 });
    await ready.getByRole('button', { name: 'My details are wrong' }).click();
    const change = page.getByRole('dialog', { name: 'Change my details' });
    await expect(change).toBeVisible();
    await expectAccessible(page, 'check-in change request');
    await change.getByLabel('Last name').fill(`${patient.lastName}-Smith`);
    await change.getByRole('button', { name: 'Send request' }).click();
    const sent = page.getByRole('dialog', { name: 'Request sent' });
    await expect(sent).toBeVisible();
    await expectAccessible(page, 'change request sent');
    await sent.getByRole('button', { name: 'OK' }).click();

    await confirmCheckIn(page);
    await expect(page).toHaveURL(/step=SUCCESS/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'You are checked in' })).toBeVisible();
    await expect(page.getByText(/Your number:/)).toHaveCount(0);
    await expectAccessible(page, 'check-in SUCCESS');
  } finally {
    await setClinicCheckIn(request, clinicId, previous);
  }
});

test('a wrong identity at the kiosk ends at ERROR', async ({ freshPage: page, request }) => {
  const kiosk = await registerKiosk(request);
  await openIdentifiedKiosk(page, kiosk.id);
  await page.getByRole('link', { name: 'Check in for my appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Check in' })).toBeVisible();
  await expectAccessible(page, 'check-in identity');
  await page.getByLabel('Last name').fill('Nobody-At-All');
  await page.getByLabel('Date of birth').fill('1950-01-01');
  await page.getByRole('button', { name: 'Find my appointment' }).click();
  await expect(page).toHaveURL(/step=ERROR/);
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'check-in ERROR');
});

test('inactivity resets the kiosk and Back shows nothing of the previous patient', async ({
  freshPage: page,
  request,
}) => {
  const kiosk = await registerKiosk(request);
  const idleSeconds = await kioskIdleSeconds(request);
  // The page's clock is Playwright's, so the idle time passes without being waited.
  await page.clock.install();
  await openIdentifiedKiosk(page, kiosk.id);
  await page.getByRole('link', { name: 'Check in for my appointment' }).click();
  await page.getByLabel('Last name').fill('Privatepatient');
  const warning = await idleUntilWarned(page, idleSeconds);
  await expect(warning).toContainText(/\d+ seconds/);
  await expectAccessible(page, 'inactivity warning');
  // Cancel resumes the session; the next warning is left to run out.
  await warning.getByRole('button', { name: 'I am still here' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByLabel('Last name')).toHaveValue('Privatepatient');
  await idleUntilWarned(page, idleSeconds);
  await page.clock.runFor(KIOSK_WARNING_SECONDS * 1000);
  await expect(page).toHaveURL(/\/kiosk\?kioskMode=true$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Privatepatient')).toHaveCount(0);
  const lastName = page.getByLabel('Last name');
  if (await lastName.count()) await expect(lastName).toHaveValue('');
});

test('staff switching kiosk mode off reaches the open kiosk page', async ({ freshPage: page, request }) => {
  const kiosk = await registerKiosk(request);
  // The kiosk's mode stream (opened once the kiosk is identified) answers before staff switch the
  // mode, so the switch reaches an open stream.
  const streamOpen = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/kiosk/stream',
  );
  await openIdentifiedKiosk(page, kiosk.id);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  expect((await streamOpen).status()).toBe(200);
  const response = await request.put(`/api/admin/kiosks/${kiosk.id}/mode`, {
    headers: await adminHeaders(request),
    data: { kioskMode: false },
  });
  expect(response.ok()).toBe(true);
  await expect(page).not.toHaveURL(/kioskMode=true/, { timeout: 10_000 });
  // Out of kiosk mode the page is an ordinary one again: the shell shows its menu.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expectAccessible(page, 'kiosk after kiosk mode off');
});
