import { bookNextAvailable } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { DOB, signIn } from './portal-helpers';

/**
 * Portal extras (issue 4): consent forms, "Email the call centre" and "Request a call back" on the
 * appointment portal of a booking made through the API. Axe on the page and every modal.
 */

const EXAM = 'us-thyroid';

test('a patient gives consent, emails the call centre and asks for a call back', async ({
  freshPage: page,
}) => {
  test.setTimeout(90_000);
  const email = `extras.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const patient = { email, dateOfBirth: DOB, firstName: 'Mary', lastName: 'Jackson' };
  const { bookingKey } = await bookNextAvailable(page.request, patient, EXAM);

  await page.goto(`/appointments/${bookingKey}`);
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/appointments/${bookingKey}$`));

  // Consent: the tick and the typed name are required; once given it survives a reload.
  const consent = page.getByRole('region', { name: 'Consent form' });
  await expect(consent.getByRole('button', { name: 'Give consent' })).toBeVisible();
  await expectAccessible(page, 'portal page with the consent form');
  await consent.getByRole('button', { name: 'Give consent' }).click();
  await expect(consent.getByText('Please tick the box to accept the consent form.')).toBeVisible();
  await expectAccessible(page, 'consent form with errors');
  await consent.getByLabel('I have read and accept the consent form').check();
  await consent.getByLabel('Your full name (as your signature)').fill('Mary Jackson');
  await consent.getByRole('button', { name: 'Give consent' }).click();
  await expect(consent.getByText(/^Consent given by Mary Jackson on /)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Consent form' }).getByText(/^Consent given by Mary Jackson/),
  ).toBeVisible();

  // Email the call centre.
  await page.getByRole('button', { name: 'Email the call centre' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Email the call centre' });
  await expect(emailDialog).toBeVisible();
  await expectAccessible(page, 'call-centre email modal');
  await emailDialog.getByLabel('Your message').fill('Is there parking at the clinic?');
  await emailDialog.getByRole('button', { name: 'Send message' }).click();
  await expect(emailDialog).toBeHidden();
  await expect(page.getByText('Thank you. Your message has been sent to our call centre.')).toBeVisible();

  // Request a call back.
  await page.getByRole('button', { name: 'Request a call back' }).click();
  const callbackDialog = page.getByRole('dialog', { name: 'Request a call back' });
  await expect(callbackDialog).toBeVisible();
  await expectAccessible(page, 'callback modal');
  await callbackDialog.getByLabel('Best time to call (optional)').fill('Weekday mornings');
  await callbackDialog.getByRole('button', { name: 'Request call back' }).click();
  await expect(callbackDialog).toBeHidden();
  await expect(page.getByText('Thank you. Our call centre will call you back.')).toBeVisible();
  await expectAccessible(page, 'portal page after the requests');
});

test('the unsubscribe link of a booking says its reminders stop', async ({ freshPage: page }) => {
  const email = `unsubscribe.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const patient = { email, dateOfBirth: DOB, firstName: 'Dorothy', lastName: 'Vaughan' };
  const { bookingKey } = await bookNextAvailable(page.request, patient, EXAM);
  await page.goto(`/unsubscribe/${bookingKey}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText(/^You will no longer receive reminders about this booking\./)).toBeVisible();
  await expectAccessible(page, 'unsubscribe page');
});
