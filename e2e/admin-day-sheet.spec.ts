import type { APIRequestContext } from '@playwright/test';
import { bookAtStaffClinic, clinicDay, openAsClinicStaff, staffClinics } from './admin-helpers';
import { adminHeaders } from './api-helpers';
import { freeTimesOfAWeek, uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { todaysAppointment } from './kiosk-helpers';
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
  // Days before the appointment: arrival is not offered, and the page says when it is (issue 36 item 7).
  await expect(page.getByText('Arrival can be marked only on the day of the appointment')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark arrived' })).toHaveCount(0);
  await expectAccessible(page, 'appointment view');

  // The cancel dialog asks for a reason before it does anything.
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the appointment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel the appointment' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expectAccessible(page, 'cancel dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('clinic staff mark arrival within the check-in window of the day and undo a mistaken one', async ({
  freshPage: page,
}) => {
  // Today at one of the staff's clinics, starting within the check-in window (60 minutes before).
  const [, clinic] = await staffClinics(page.request);
  const patient = await todaysAppointment(page.request, clinic?.id ?? 0, 40);
  await openAsClinicStaff(page, `/admin/appointments/${patient.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment' })).toBeVisible();
  const markArrived = page.getByRole('button', { name: 'Mark arrived' });
  await markArrived.click();
  const undo = page.getByRole('button', { name: 'Undo arrival' });
  await expect(undo).toBeVisible();
  await expect(markArrived).toHaveCount(0);
  await expectAccessible(page, 'appointment marked arrived');
  // A mistaken arrival is taken back: the appointment is as it was, arrival offered again.
  await undo.click();
  await expect(markArrived).toBeVisible();
  await expect(undo).toHaveCount(0);
  // 40 minutes before the start the patient may still come: no-show is not offered yet.
  await expect(page.getByRole('button', { name: 'Mark no-show' })).toHaveCount(0);
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
  await page.getByRole('link', { name: `Mo ${lastName}`, exact: true }).click();
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

/** Staff calls with the automation's admin token, for setting a day up. */
async function adminPost(request: APIRequestContext, url: string, data: object) {
  const response = await request.post(url, { headers: await adminHeaders(request), data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response;
}

test('the day sheet tells rescheduled from cancelled apart: its own colour, a legend entry, the status word in view', async ({
  freshPage: page,
}) => {
  // Issue 36 item 8. Three patients on one clinic day: one booking is moved, one cancelled.
  const stamp = Date.now() % 100000;
  const moved = await bookAtStaffClinic(page.request, 'us-abdomen', {
    firstName: 'Rhea',
    lastName: `Moved${stamp}`,
    dateOfBirth: '1981-04-05',
    email: uniqueEmail('sheet-moved'),
  });
  const { clinic, day } = moved;
  const headers = await adminHeaders(page.request);
  const free = await page.request.post('/api/admin/clinic_appointments', {
    headers,
    data: {
      clinicIds: [clinic.id],
      examSlug: 'us-abdomen',
      start: day,
      end: new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect(free.status(), await free.text()).toBe(200);
  const sameDay = ((await free.json()) as { slots: { start: string; deviceId: number }[] }[])
    .flatMap((week) => week.slots)
    .filter((slot) => clinicDay(slot.start, clinic.timeZone) === day);
  expect(sameDay.length, 'two more free times that day').toBeGreaterThanOrEqual(2);
  const [cancelSlot, newSlot] = [sameDay[0], sameDay[sameDay.length - 1]] as [
    (typeof sameDay)[number],
    (typeof sameDay)[number],
  ];
  const cancelled = await page.request.post('/api/appointments', {
    data: {
      examSlug: 'us-abdomen',
      clinicId: clinic.id,
      deviceId: cancelSlot.deviceId,
      start: cancelSlot.start,
      patient: {
        firstName: 'Cato',
        lastName: `Cancelled${stamp}`,
        dateOfBirth: '1975-06-07',
        email: uniqueEmail('sheet-cancelled'),
        contactNumber: '0412345678',
      },
    },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(201);
  const sheet = async () => {
    const response = await page.request.get(`/api/admin/clinics/${clinic.id}/day_sheet?date=${day}`, {
      headers,
    });
    return (
      (await response.json()) as { appointments: { slug: string; patientName: string; status: string }[] }
    ).appointments;
  };
  const slugOf = async (name: string) =>
    (await sheet()).find((a) => a.patientName.includes(name) && a.status === 'BOOKED')?.slug as string;
  await adminPost(page.request, `/api/admin/appointments/${await slugOf(`Cancelled${stamp}`)}/cancel`, {
    reason: 'Called to cancel.',
    notify: false,
  });
  await adminPost(page.request, `/api/admin/appointments/${await slugOf(`Moved${stamp}`)}/reschedule`, {
    deviceId: newSlot.deviceId,
    start: newSlot.start,
    reason: 'Asked for a later time.',
  });

  await openAsClinicStaff(page, `/admin/appointments?clinic=${clinic.id}&date=${day}`);
  const calendar = page.getByTestId('day-sheet-calendar');
  await expect(calendar).toHaveAttribute('data-ready', 'true');
  const legend = page.getByRole('list', { name: 'Status colours' });
  await expect(legend.getByText('Rescheduled', { exact: true })).toBeVisible();
  await expect(legend.getByText('Cancelled', { exact: true })).toBeVisible();

  const event = (name: string, status: string) =>
    calendar.locator('.ec-event').filter({ hasText: name }).filter({ hasText: status });
  const rescheduled = event(`Moved${stamp}`, 'Rescheduled');
  const gone = event(`Cancelled${stamp}`, 'Cancelled');
  await expect(rescheduled).toHaveCount(1);
  await expect(gone).toHaveCount(1);
  const colour = (locator: typeof rescheduled) =>
    locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await colour(rescheduled)).not.toBe(await colour(gone));

  // The status word is drawn inside the event's box, not cut off below or beside it.
  for (const [locator, status] of [
    [rescheduled, 'Rescheduled'],
    [gone, 'Cancelled'],
  ] as const) {
    const shown = await locator.evaluate((element, word) => {
      const box = element.getBoundingClientRect();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(word) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        const rect = range.getBoundingClientRect();
        return (
          rect.height > 0 &&
          rect.top >= box.top - 1 &&
          rect.bottom <= box.bottom + 1 &&
          rect.right <= box.right + 1
        );
      }
      return false;
    }, status);
    expect(shown, `"${status}" is inside its event`).toBe(true);
  }
  await expectAccessible(page, 'day sheet with moved and cancelled appointments');
  // An event is a link to its appointment (no article in the button role, no h4: axe best practices).
  await expect(calendar.locator('[role="button"], h4')).toHaveCount(0);
  await rescheduled.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/appointments\/[\w-]{20,}$/);
});
