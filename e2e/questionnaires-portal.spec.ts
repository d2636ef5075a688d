import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { book, signIn, uniqueEmail } from './portal-helpers';

/**
 * Questionnaires in the patient portal (issue 5): the pain score of an appointment, and cancelling
 * a CT appointment through the cancel questionnaire (closing it first changes nothing). Axe on each
 * questionnaire modal.
 */

// A CT exam: the seeded cancel questionnaire is linked to the MRI and CT modalities.
const EXAM = 'ct-brain';

const question = (page: Page, name: string) => page.locator(`[data-name="${name}"]`);

/** The answers stored under a booking key, by questionnaire type (the content is never echoed). */
async function storedAnswers(request: APIRequestContext, bookingKey: string) {
  const res = await request.get(
    `/api/questionnaires?bookingKey=${bookingKey}&types=PAIN_SCORE_INITIAL,CANCEL_APPOINTMENT_PATIENT`,
  );
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    allQuestionnaireAnswers: { questionnaireType: string; temporary: boolean }[];
  };
  return body.allQuestionnaireAnswers.map((a) => ({ type: a.questionnaireType, temporary: a.temporary }));
}

test('a patient records a pain score and cancels through the cancel questionnaire', async ({
  freshPage: page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  const { bookingKey } = await book(page.request, email, EXAM);
  await page.goto(`/appointments/${bookingKey}`);
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/appointments/${bookingKey}$`));
  const status = page.getByTestId('appointment-status');
  await expect(status).toHaveText('Booked');

  // The pain score before the procedure: asked, saved with the appointment, then not offered again.
  const painSection = page.getByRole('region', { name: 'Pain score' });
  await expect(painSection).toContainText('how much pain you have before your procedure');
  await painSection.getByRole('button', { name: 'Record your pain score' }).click();
  const pain = page.getByRole('dialog', { name: 'Pain score before your procedure' });
  await expect(pain).toBeVisible();
  await expect(question(page, 'painScore')).toContainText('1.');
  await expectAccessible(page, 'pain score questionnaire');
  // Eleven ratings in a medium modal: SurveyJS shows them as a dropdown.
  await question(page, 'painScore').getByRole('combobox').click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await pain.getByRole('button', { name: 'Submit' }).click();
  await expect(pain).toBeHidden();
  await expect(painSection.getByText('Thank you. Your pain score has been saved.')).toBeVisible();
  expect(await storedAnswers(page.request, bookingKey)).toEqual([
    { type: 'PAIN_SCORE_INITIAL', temporary: false },
  ]);
  await page.reload();
  await expect(status).toHaveText('Booked');
  await expect(page.getByRole('button', { name: 'Record your pain score' })).toHaveCount(0);

  // Closing the cancel questionnaire (after its closing confirmation) leaves the appointment booked.
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  const cancel = page.getByRole('dialog', { name: 'Why are you cancelling?' });
  await expect(cancel).toBeVisible();
  await expectAccessible(page, 'cancel questionnaire');
  await cancel.getByRole('button', { name: 'Close' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave the questionnaire?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page, 'cancel questionnaire closing confirmation');
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(cancel).toBeHidden();
  await expect(status).toHaveText('Booked');
  expect(await storedAnswers(page.request, bookingKey)).toHaveLength(1);

  // Completing it saves the answer with the appointment and cancels the appointment.
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(cancel).toBeVisible();
  await question(page, 'reason').getByText('The cost', { exact: true }).click();
  await question(page, 'note').locator('textarea').fill('Too expensive this month');
  await cancel.getByRole('button', { name: 'Cancel my appointment' }).click();
  await expect(status).toHaveText('Cancelled');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await storedAnswers(page.request, bookingKey)).toEqual([
    { type: 'PAIN_SCORE_INITIAL', temporary: false },
    { type: 'CANCEL_APPOINTMENT_PATIENT', temporary: false },
  ]);
  await expectAccessible(page, 'portal after cancelling through the questionnaire');
});

test('a patient declines an appointment through the decline questionnaire', async ({ freshPage: page }) => {
  const email = uniqueEmail();
  const { bookingKey } = await book(page.request, email);
  await page.goto(`/appointments/${bookingKey}`);
  await signIn(page, email);
  const status = page.getByTestId('appointment-status');
  await expect(status).toHaveText('Booked');
  await page.getByRole('button', { name: 'Decline appointment' }).click();
  const decline = page.getByRole('dialog', { name: 'Decline this appointment' });
  await expect(decline).toBeVisible();
  await expectAccessible(page, 'decline questionnaire');
  await question(page, 'reason').getByText('The time does not suit me', { exact: true }).click();
  await question(page, 'callMe').getByText('Yes', { exact: true }).click();
  await decline.getByRole('button', { name: 'Decline the appointment' }).click();
  await expect(status).toHaveText('Declined');
  await expect(page.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  await expectAccessible(page, 'portal after declining');
});
