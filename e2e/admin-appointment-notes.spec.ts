import { openAsClinicStaff, staffClinicOffering } from './admin-helpers';
import { adminHeaders } from './api-helpers';
import { uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';

const EXAM = 'xray-chest';
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Issue 14 §2: clinic staff read and add notes on an appointment of their clinic. */
test('clinic staff add a note on an appointment and read it back', async ({ freshPage: page }) => {
  const clinic = await staffClinicOffering(page.request, EXAM);
  const headers = await adminHeaders(page.request);
  const slots = await page.request.post('/api/admin/clinic_appointments', {
    headers,
    data: { clinicIds: [clinic.id], examSlug: EXAM, start: day(1), end: day(8) },
  });
  const [week] = (await slots.json()) as { slots: { start: string; deviceId: number }[] }[];
  let slug = '';
  for (const slot of [...(week?.slots ?? [])].sort(() => Math.random() - 0.5)) {
    const booked = await page.request.post('/api/admin/staff_booking', {
      headers,
      data: {
        items: [{ examSlug: EXAM, clinicId: clinic.id, deviceId: slot.deviceId, start: slot.start }],
        patient: {
          firstName: 'Nora',
          lastName: 'Noted',
          dateOfBirth: '1966-06-06',
          email: uniqueEmail('noted'),
          contactNumber: '0412345678',
        },
      },
    });
    if (booked.status() === 409) continue;
    expect(booked.status(), await booked.text()).toBe(201);
    slug = ((await booked.json()) as { appointments: { slug: string }[] }).appointments[0]?.slug ?? '';
    break;
  }
  expect(slug).not.toBe('');

  await openAsClinicStaff(page, `/admin/appointments/${slug}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Staff notes' })).toBeVisible();
  await page.getByLabel('New note').fill('Patient rang: will bring previous films.\nNeeds a wheelchair.');
  await page.getByRole('button', { name: 'Add the note' }).click();
  await expect(
    page.getByText(/Patient rang: will bring previous films\.\s+Needs a wheelchair\./),
  ).toBeVisible();
  await expect(page.getByLabel('New note')).toHaveValue('');
  await expectAccessible(page, 'appointment with a note');
  await page.reload();
  await expect(page.getByText(/Patient rang: will bring previous films\./)).toBeVisible();
});

/** A 1×1 PNG: enough for the server's type detection and the viewer. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Issue 14 §2: the referral a patient uploaded while booking opens in the appointment page's viewer. */
test('clinic staff open a patient’s referral in the viewer', async ({ freshPage: page }) => {
  const clinic = await staffClinicOffering(page.request, EXAM);
  const { bookingKey } = (await (await page.request.post('/api/booking_keys')).json()) as {
    bookingKey: string;
  };
  const uploaded = await page.request.post(`/api/booking_keys/${bookingKey}/referrals`, {
    multipart: { file: { name: 'referral.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const slots = await page.request.post('/api/admin/clinic_appointments', {
    headers: await adminHeaders(page.request),
    data: { clinicIds: [clinic.id], examSlug: EXAM, start: day(1), end: day(8) },
  });
  const [week] = (await slots.json()) as { slots: { start: string; deviceId: number }[] }[];
  let slug = '';
  for (const slot of [...(week?.slots ?? [])].sort(() => Math.random() - 0.5)) {
    const booked = await page.request.post('/api/appointments', {
      data: {
        examSlug: EXAM,
        clinicId: clinic.id,
        deviceId: slot.deviceId,
        start: slot.start,
        bookingKey,
        patient: {
          firstName: 'Rita',
          lastName: 'Referral',
          dateOfBirth: '1981-01-01',
          email: uniqueEmail('referral'),
          contactNumber: '0412345678',
        },
      },
    });
    if (booked.status() === 409) continue;
    expect(booked.status(), await booked.text()).toBe(201);
    slug = ((await booked.json()) as { slug: string }).slug;
    break;
  }
  expect(slug).not.toBe('');

  await openAsClinicStaff(page, `/admin/appointments/${slug}`);
  await page.getByRole('button', { name: 'View referral.png' }).click();
  const viewer = page.getByRole('dialog', { name: 'referral.png' });
  await expect(viewer.getByRole('img', { name: 'referral.png' })).toBeVisible();
  await expectAccessible(page, 'attachment viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});
