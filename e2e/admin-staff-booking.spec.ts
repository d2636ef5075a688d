import type { Page } from '@playwright/test';
import { openAsClinicStaff, staffClinicOffering } from './admin-helpers';
import { adminHeaders } from './api-helpers';
import { answerMriSafety, freeTimesOfAWeek, uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { newestMessage } from './outbox';
import { demoStaff, submitProviderLogin } from './staff-sign-in-helpers';

const EXAM = 'xray-chest';

/** A small but real PDF: the server recognises it from its bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A random free slot of a week with free times: specs running beside this one take the first and last ones. */
async function pickSomeSlot(page: Page) {
  const slots = await freeTimesOfAWeek(page);
  const count = await slots.count();
  await slots.nth(Math.floor(Math.random() * count)).click();
  await expect(page.getByText(/^Chosen: /)).toBeVisible();
}

async function chooseExamAndClinic(page: Page, clinicId: number) {
  await page.getByLabel('Modality').selectOption({ label: 'X-Ray' });
  await page.getByLabel('Exam', { exact: true }).selectOption({ value: EXAM });
  await page.getByLabel('Clinic', { exact: true }).selectOption({ value: String(clinicId) });
}

/**
 * Issue 14 §3: a caller on the phone is booked by clinic staff in the admin panel; the patient's
 * email (found in the outbox) carries the staffBooking wording link.
 */
test('clinic staff book a new caller and the patient is emailed the appointment', async ({
  freshPage: page,
}) => {
  const clinic = await staffClinicOffering(page.request, EXAM);
  const email = uniqueEmail('caller');
  await openAsClinicStaff(page, '/admin');
  await page.getByRole('link', { name: /Book for a caller/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book for a caller' })).toBeVisible();
  await expectAccessible(page, 'staff booking');

  await page.getByRole('button', { name: 'New patient' }).click();
  const form = page.getByRole('region', { name: 'New patient' });
  await form.getByLabel('Title').selectOption('Ms');
  await form.getByLabel('First name').fill('Carla');
  await form.getByLabel('Last name').fill('Caller');
  await form.getByLabel('Date of birth').fill('1979-05-04');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contact number').fill('0412345678');
  await form.getByRole('button', { name: 'Use these details' }).click();
  await expect(page.getByText('Booking for Carla Caller.')).toBeVisible();

  await chooseExamAndClinic(page, clinic.id);
  await pickSomeSlot(page);
  await expectAccessible(page, 'staff booking with a slot');
  await page.getByRole('button', { name: 'Book the appointment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Appointment booked' })).toBeVisible();
  await expect(page.getByText(/^Booked under key .+ The patient has been emailed/)).toBeVisible();
  await expectAccessible(page, 'staff booking done');
  const mail = await newestMessage(
    page.request,
    email,
    (entry) => entry.template === 'appointment_confirmation',
  );
  const link = /https?:\/\/\S+\/appointments\/\S+\?staffBooking=true/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();

  await page.getByRole('link', { name: /^Open the .+ appointment$/ }).click();
  await expect(page.getByText(email)).toBeVisible();

  // The email's link opens the patient's sign-in worded for a booking staff made (§6).
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  await page.waitForURL(/\/authentication\?.*staffBooking=true/);
});

test('clinic staff find a caller on record and book them as pending with the keyboard', async ({
  freshPage: page,
}) => {
  const clinic = await staffClinicOffering(page.request, EXAM);
  const email = uniqueEmail('known-caller');
  // The caller booked once before, online.
  await openAsClinicStaff(page, '/admin/book');
  const token = await adminHeaders(page.request);
  const slots = await page.request.post('/api/admin/clinic_appointments', {
    headers: token,
    data: { clinicIds: [clinic.id], examSlug: EXAM, start: tomorrow(), end: tomorrow(7) },
  });
  const [week] = (await slots.json()) as { slots: { start: string; deviceId: number }[] }[];
  const first = week?.slots.at(Math.floor(Math.random() * (week?.slots.length ?? 0)));
  expect(first, 'a free slot this week').toBeDefined();
  const booked = await page.request.post('/api/appointments', {
    data: {
      examSlug: EXAM,
      clinicId: clinic.id,
      deviceId: first?.deviceId,
      start: first?.start,
      patient: {
        firstName: 'Kim',
        lastName: 'Known',
        dateOfBirth: '1960-01-02',
        email,
        contactNumber: '0412345678',
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.getByLabel(/^Find the patient/).fill(email);
  await page.keyboard.press('Enter');
  const choose = page.getByRole('button', { name: 'Choose Kim Known' });
  await expect(choose).toBeVisible();
  await expectAccessible(page, 'patient found');
  await choose.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Booking for Kim Known.')).toBeVisible();

  await chooseExamAndClinic(page, clinic.id);
  await pickSomeSlot(page);
  await page.getByLabel('Book as pending (to be confirmed later)').focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Book as pending (to be confirmed later)')).toBeChecked();
  await page.getByRole('button', { name: 'Book the appointment' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Booked as pending under key/)).toBeVisible();
  const mail = await newestMessage(page.request, email, (entry) => entry.template === 'appointment_pending');
  expect(mail.text).toContain('staffBooking=true');
});

test('staff booking an MRI ask the safety questionnaire and take a referral; a pacemaker leaves only a pending booking, with both attached', async ({
  freshPage: page,
}) => {
  const clinic = await staffClinicOffering(page.request, 'mri-knee');
  const email = uniqueEmail('mri-caller');
  await openAsClinicStaff(page, '/admin/book');
  await page.getByRole('button', { name: 'New patient' }).click();
  const form = page.getByRole('region', { name: 'New patient' });
  await form.getByLabel('First name').fill('Mona');
  await form.getByLabel('Last name').fill('Magnet');
  await form.getByLabel('Date of birth').fill('1968-11-12');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contact number').fill('0412345678');
  await form.getByRole('button', { name: 'Use these details' }).click();
  await expect(page.getByText('Booking for Mona Magnet.')).toBeVisible();

  await page.getByLabel('Modality').selectOption({ label: 'MRI' });
  await page.getByLabel('Exam', { exact: true }).selectOption({ value: 'mri-knee' });
  // The patient journey's questionnaire, asked before any slot is offered.
  await expect(page.getByRole('dialog', { name: 'MRI safety questionnaire' })).toBeVisible();
  await expect(page.locator('.week-view')).toHaveCount(0);
  await expectAccessible(page, 'MRI safety questionnaire in the staff booking');
  await answerMriSafety(page, 'Yes');

  await expect(page.getByText('Because you have a pacemaker or defibrillator')).toBeVisible();
  await expect(page.getByTestId('outcome-stops-online')).toBeVisible();
  const pending = page.getByLabel('Book as pending (to be confirmed later)');
  await expect(pending).toBeChecked();
  await expect(pending).toBeDisabled();
  await page.getByLabel('Clinic', { exact: true }).selectOption({ value: String(clinic.id) });
  await pickSomeSlot(page);
  // The caller's referral, through the booking journey's upload under the same key.
  await page
    .getByLabel('Referral file')
    .setInputFiles({ name: 'mri-referral.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(
    page.getByRole('list', { name: 'Uploaded referrals' }).getByText('mri-referral.pdf'),
  ).toBeVisible();
  await expectAccessible(page, 'staff booking after an outcome that stops online booking');
  await page.getByRole('button', { name: 'Book the appointment' }).click();

  const done = page.getByText(/^Booked as pending under key/);
  await expect(done).toBeVisible();
  const bookingKey = /key ([\w-]{22,})/.exec((await done.textContent()) ?? '')?.[1] as string;
  expect(bookingKey).toBeDefined();
  // The answers now belong to the booking (no longer temporary).
  const stored = await page.request.get(`/api/questionnaires?bookingKey=${bookingKey}`);
  const answers = (await stored.json()).allQuestionnaireAnswers as { temporary: boolean }[];
  expect(answers).toHaveLength(1);
  expect(answers[0]?.temporary).toBe(false);
  await newestMessage(page.request, email, (entry) => entry.template === 'appointment_pending');
  // The referral moved to the appointment with the booking.
  await page.getByRole('link', { name: /^Open the .+ appointment$/ }).click();
  await expect(page.getByText('mri-referral.pdf')).toBeVisible();
});

test('an admin filters the audit log by patient and exports it as CSV', async ({ freshPage: page }) => {
  const clinic = await staffClinicOffering(page.request, EXAM);
  const email = uniqueEmail('audited');
  const token = await adminHeaders(page.request);
  const slots = await page.request.post('/api/admin/clinic_appointments', {
    headers: token,
    data: { clinicIds: [clinic.id], examSlug: EXAM, start: tomorrow(), end: tomorrow(7) },
  });
  const [week] = (await slots.json()) as { slots: { start: string; deviceId: number }[] }[];
  let bookingKey = '';
  for (const slot of [...(week?.slots ?? [])].sort(() => Math.random() - 0.5)) {
    const booked = await page.request.post('/api/admin/staff_booking', {
      headers: token,
      data: {
        items: [{ examSlug: EXAM, clinicId: clinic.id, deviceId: slot.deviceId, start: slot.start }],
        patient: {
          firstName: 'Audrey',
          lastName: 'Audit',
          dateOfBirth: '1970-03-03',
          email,
          contactNumber: '0412345678',
        },
      },
    });
    if (booked.status() === 409) continue;
    expect(booked.status(), await booked.text()).toBe(201);
    bookingKey = ((await booked.json()) as { bookingKey: string }).bookingKey;
    break;
  }
  expect(bookingKey).not.toBe('');

  const admin = demoStaff.find((account) => account.role === 'admin') as (typeof demoStaff)[number];
  await page.goto('/admin');
  await page.waitForURL(/\/oidc\//);
  await submitProviderLogin(page, admin.username, admin.password);
  await page.getByRole('link', { name: /Audit log/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Patient (name, email or booking key)').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row').filter({ hasText: 'staff.appointments.manage' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Audrey Audit');
  await expect(row).toContainText(bookingKey);
  await expectAccessible(page, 'audit log');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-events-.*\.csv$/);
  const csv = await (await import('node:fs/promises')).readFile((await file.path()) as string, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('actor_kind');
  expect(csv).toContain(bookingKey);
  expect(csv).toContain('Audrey Audit');
});

/** A local calendar day `days` from now (yyyy-MM-dd), as the slot search takes it. */
function tomorrow(days = 1) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
