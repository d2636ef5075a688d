import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';

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

/** The MRI safety answers of a patient with a pacemaker (and nothing else of note), submitted. */
async function answerPacemakerYes(page: Page, dialog: Locator) {
  await choose(page, 'pacemaker', 'Yes');
  await choose(page, 'implants', 'No');
  await choose(page, 'pregnant', 'No');
  await choose(page, 'claustrophobia', 'No');
  await question(page, 'weight').locator('input').fill('82');
  await dialog.getByRole('button', { name: 'Submit answers' }).click();
}

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

  await answerPacemakerYes(page, dialog);

  await expect(page.getByText('Because you have a pacemaker or defibrillator')).toBeVisible();
  await expect(page.getByText('Your booking needs to be checked by our staff')).toBeVisible();
  await expectAccessible(page, 'enquiry outcome');

  // The outcome's url (§3): the redirect countdown (§9, 5 s) names where the patient would go and lets them stay.
  await page.getByRole('button', { name: 'More information' }).click();
  const leaving = page.getByRole('dialog', { name: 'You are leaving the booking' });
  await expect(leaving).toContainText('Taking you to southerncrossimaging.example in 5 s.');
  await expectAccessible(page, 'redirect countdown');
  // Counting down: how far depends on how long axe took.
  await expect(leaving).toContainText(/in [1-4] s\./);
  await leaving.getByRole('button', { name: 'Stay here' }).click();
  await expect(leaving).toBeHidden();
  await expect(page.getByText('Your booking needs to be checked by our staff')).toBeVisible();

  const stored = await request.get(`/api/questionnaires?bookingKey=${key}&examSlug=mri-knee`);
  const body = await stored.json();
  expect(body.allQuestionnaireAnswers).toHaveLength(1);
  expect(body.allQuestionnaireAnswers[0].temporary).toBe(true);
});

test('inside the embedded booking the outcome page opens in the iframe banner modal, at least 600 px high', async ({
  freshPage: page,
  request,
}) => {
  // The provider's page lives on a host this machine cannot reach; the frame's failed load is expected.
  allowConsoleErrors(page, [/southerncrossimaging\.example/]);
  // A screen taller than 768 px: the §9 short-screen zoom would draw the 600 px frame at 450.
  await page.setViewportSize({ width: 1280, height: 900 });
  const key = await newBookingKey(request);
  await page.goto(`/iframe/questionnaires?bookingKey=${key}&examSlug=mri-knee`);
  const dialog = page.getByRole('dialog', { name: 'MRI safety questionnaire' });
  await expect(dialog).toBeVisible();
  await answerPacemakerYes(page, dialog);
  await page.getByRole('button', { name: 'More information' }).click();

  const banner = page.getByRole('dialog', { name: 'More information' });
  const frame = banner.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://southerncrossimaging.example/mri-safety');
  expect((await frame.boundingBox())?.height).toBeGreaterThanOrEqual(600);
  await expectAccessible(page, 'iframe banner modal');
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toBeHidden();
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
