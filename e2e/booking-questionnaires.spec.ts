import {
  answerMriSafety,
  choose,
  clinicFor,
  fillDetails,
  firstFreeSlot,
  uniqueEmail,
} from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { book } from './portal-helpers';

/**
 * Questionnaires inside the booking journey (§4 Booking + Questionnaires): exam-linked safety
 * questions before slots, outcomes that turn a booking into an enquiry or move the earliest date,
 * the confirmation-page questionnaire that blocks until answered, and feedback once.
 */

/** yyyy-MM-dd of today + days in Sydney (the zone outcomes are counted in before a booking exists). */
function sydneyDayPlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y as number, (m as number) - 1, (d as number) + days));
  return date.toISOString().slice(0, 10);
}

test('an MRI booking asks the safety questionnaire; a pacemaker turns it into an enquiry with the answers', async ({
  freshPage: page,
}) => {
  const clinic = await clinicFor(page.request, 'mri-knee', 1);
  await page.goto(`/booking/mri-knee?selectedClinic=${clinic.id}`);
  const dialog = page.getByRole('dialog', { name: 'MRI safety questionnaire' });
  await expect(dialog).toBeVisible();
  // No slots are offered before the safety questions are answered.
  await expect(page.locator('.week-view')).toHaveCount(0);
  await expectAccessible(page, 'MRI safety questionnaire in the booking');
  await answerMriSafety(page, 'Yes');

  await expect(page.getByText('Because you have a pacemaker or defibrillator')).toBeVisible();
  await expect(page.getByText('Your booking needs to be checked by our staff')).toBeVisible();
  // Nothing has been sent yet: the page says what will happen, and confirms only after the server accepted it.
  await expect(
    page.getByText('Please send your details below as an enquiry', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/We have sent/)).toHaveCount(0);
  await expect(page.locator('.week-view')).toHaveCount(0);
  const bookingKey = new URL(page.url()).searchParams.get('bookingKey') as string;
  expect(bookingKey).toMatch(/^[\w-]{22,}$/);
  await fillDetails(page, uniqueEmail('pacemaker'));
  await expectAccessible(page, 'enquiry after the MRI outcome');
  await page.getByRole('button', { name: 'Send enquiry' }).click();

  await expect(page).toHaveURL(new RegExp(`/booking-requests/${bookingKey}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your enquiry has been sent' })).toBeVisible();
  await expect(page.getByText('MRI Knee').first()).toBeVisible();
  // The answers now belong to the enquiry (no longer temporary).
  const stored = await page.request.get(`/api/questionnaires?bookingKey=${bookingKey}`);
  const answers = (await stored.json()).allQuestionnaireAnswers as { temporary: boolean }[];
  expect(answers).toHaveLength(1);
  expect(answers[0]?.temporary).toBe(false);
});

test('a CT answer of kidney disease keeps the slot picker off the next two weeks', async ({
  freshPage: page,
}) => {
  const clinic = await clinicFor(page.request, 'ct-abdomen-pelvis', 1);
  await page.goto(`/booking/ct-abdomen-pelvis?selectedClinic=${clinic.id}`);
  const dialog = page.getByRole('dialog', { name: 'CT contrast questionnaire' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'CT contrast questionnaire in the booking');
  await choose(page, 'contrastAllergy', 'No');
  await choose(page, 'kidneyDisease', 'Yes');
  await choose(page, 'diabetesMedication', 'No');
  await dialog.getByRole('button', { name: 'Submit answers' }).click();

  const notice = page.getByRole('dialog', { name: 'About your booking' });
  await expect(notice).toContainText('kidney function');
  await expectAccessible(page, 'CT outcome notice');
  await notice.getByRole('button', { name: 'Continue' }).click();

  const minDate = sydneyDayPlus(14);
  await expect(page.getByTestId('slot-min-date')).toBeVisible();
  const { slot } = await firstFreeSlot(page);
  await slot.click();
  await expect(page).toHaveURL(/date=\d{4}-\d\d-\d\d/);
  const chosen = new URL(page.url()).searchParams.get('date') as string;
  expect(chosen >= minDate, `${chosen} is on or after ${minDate}`).toBe(true);
  // The outcome also asks for a Medicare number in the details form.
  await expect(page.getByLabel('Medicare card number')).toBeVisible();
});

test('a mammogram confirmation waits for the history questionnaire; feedback shows once', async ({
  freshPage: page,
}) => {
  const { confirmationPath } = await book(page.request, uniqueEmail('mammogram'), 'mammogram-screening');
  await page.goto(confirmationPath);
  const history = page.getByRole('dialog', { name: 'Breast imaging history' });
  await expect(history).toBeVisible();
  await expect(page.getByText('Thank you, Grace.')).toHaveCount(0);
  await expectAccessible(page, 'confirmation-page questionnaire');
  await choose(page, 'previousMammogram', 'No');
  await choose(page, 'symptoms', 'None of these');
  await choose(page, 'breastImplants', 'No');
  await history.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Thank you, Grace.')).toBeVisible();

  // Answered once: the confirmation shows at once from now on.
  await page.reload();
  await expect(page.getByText('Thank you, Grace.')).toBeVisible();
  await expect(history).toHaveCount(0);

  await page.getByRole('link', { name: 'Give feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Tell us about your visit' });
  await expect(feedback).toBeVisible();
  await expectAccessible(page, 'feedback questionnaire');
  await page.locator('[data-name="overall"]').getByText('4', { exact: true }).click();
  await choose(page, 'recommend', 'Yes');
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you, your feedback has been sent.')).toBeVisible();

  await page.goto(confirmationPath);
  await page.getByRole('link', { name: 'Give feedback' }).click();
  await expect(page.getByText('Thank you, your feedback has already been provided.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
