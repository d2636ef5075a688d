import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

// E2E_PORT=3107 npx playwright test e2e/questionnaires.spec.ts

async function newBookingKey(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/booking_keys');
  expect(res.status()).toBe(201);
  return (await res.json()).bookingKey;
}

/** An enquiry (booking request) through the real API: a booking that exists, for feedback. */
async function newEnquiry(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/booking_requests', {
    data: {
      examSlugs: ['general-enquiry'],
      patient: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        dateOfBirth: '1980-05-04',
        email: 'ada.questionnaires@example.org',
        contactNumber: '0412345678',
      },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).bookingKey;
}

const question = (page: Page, name: string) => page.locator(`[data-name="${name}"]`);
const choose = (page: Page, name: string, label: string) =>
  question(page, name).getByText(label, { exact: true }).click();

/** Today + days in the clinic zone, formatted as the page formats dates (en-AU, long). */
function sydneyDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  const date = new Date(y as number, (m as number) - 1, (d as number) + days);
  return new Intl.DateTimeFormat('en-AU', { dateStyle: 'long' }).format(date);
}

test('an MRI safety answer "pacemaker: yes" turns the booking into an enquiry with its message', async ({
  freshPage: page,
  request,
}) => {
  const key = await newBookingKey(request);
  await page.goto(`/questionnaires?bookingKey=${key}&examSlug=mri-knee`);
  const dialog = page.getByRole('dialog', { name: 'MRI safety questionnaire' });
  await expect(dialog).toBeVisible();
  await expect(question(page, 'pacemaker')).toContainText('1.');
  await expect(question(page, 'pacemaker')).toContainText('*');
  await expectAccessible(page, 'MRI safety questionnaire');

  await choose(page, 'pacemaker', 'Yes');
  await choose(page, 'implants', 'No');
  await choose(page, 'pregnant', 'No');
  await choose(page, 'claustrophobia', 'No');
  await question(page, 'weight').locator('input').fill('82');
  await dialog.getByRole('button', { name: 'Submit answers' }).click();

  await expect(page.getByText('Because you have a pacemaker or defibrillator')).toBeVisible();
  await expect(page.getByText('Your booking needs to be checked by our staff')).toBeVisible();
  await expectAccessible(page, 'enquiry outcome');

  const stored = await request.get(`/api/questionnaires?bookingKey=${key}&examSlug=mri-knee`);
  const body = await stored.json();
  expect(body.allQuestionnaireAnswers).toHaveLength(1);
  expect(body.allQuestionnaireAnswers[0].temporary).toBe(true);
});

test('a CT kidney disease answer restricts the earliest date', async ({ freshPage: page, request }) => {
  const key = await newBookingKey(request);
  await page.goto(`/questionnaires?bookingKey=${key}&examSlug=ct-abdomen-pelvis`);
  const dialog = page.getByRole('dialog', { name: 'CT contrast questionnaire' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'CT contrast questionnaire');
  await choose(page, 'contrastAllergy', 'No');
  await choose(page, 'kidneyDisease', 'Yes');
  await choose(page, 'diabetesMedication', 'No');
  await dialog.getByRole('button', { name: 'Submit answers' }).click();

  const notice = page.getByRole('dialog', { name: 'About your booking' });
  await expect(notice.getByTestId('restrict-min-date')).toHaveText(sydneyDatePlus(14));
  await expect(notice).toContainText('kidney function');
  await expectAccessible(page, 'outcome notice');
  await notice.getByRole('button', { name: 'Continue' }).click();

  // The general booking form comes next, then nothing is left.
  const form = page.getByRole('dialog', { name: 'About your visit' });
  await expect(form).toBeVisible();
  await expectAccessible(page, 'booking form questionnaire');
  await choose(page, 'interpreterRequired', 'No');
  await choose(page, 'mobilityAssistance', 'No');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('All questionnaires have been answered. Thank you.')).toBeVisible();
});

test('the feedback questionnaire shows once, then feedback is already provided', async ({
  freshPage: page,
  request,
}) => {
  const key = await newEnquiry(request);
  await page.goto(`/questionnaires?bookingKey=${key}&types=FEEDBACK`);
  const dialog = page.getByRole('dialog', { name: 'Tell us about your visit' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'feedback questionnaire');
  // §9: the feedback modal is static, Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await question(page, 'overall').getByText('5', { exact: true }).click();
  await choose(page, 'recommend', 'Yes');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you, your feedback has been sent.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Thank you, your feedback has already been provided.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('closing a questionnaire asks for confirmation, then returns to the back url', async ({
  freshPage: page,
  request,
}) => {
  const key = await newBookingKey(request);
  await page.goto(`/q?bookingKey=${key}&examSlug=mri-knee&backUrl=%2Fabout`);
  const dialog = page.getByRole('dialog', { name: 'MRI safety questionnaire' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Leave the questionnaire?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'closing confirmation');
  await confirm.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('knee pain after an injury routes the enquiry to the knee MRI', async ({ freshPage: page, request }) => {
  const key = await newBookingKey(request);
  await page.goto(`/questionnaires?bookingKey=${key}&examSlug=general-enquiry&types=MODALITY_ROUTING`);
  const dialog = page.getByRole('dialog', { name: 'Which scan do you need?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'routing questionnaire');
  await choose(page, 'painLocation', 'Knee');
  await choose(page, 'injury', 'Yes');
  await dialog.getByRole('button', { name: 'Find my scan' }).click();
  await expect(page).toHaveURL(new RegExp(`/select-clinic/mri-knee\\?bookingKey=${key}`));
});
