import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders } from './api-helpers';
import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';

const question = (page: Page, name: string) => page.locator(`[data-name="${name}"]`);

/** A fresh imsec for the demo MR (imaging/demo-studies.ts), as the RIS would create it. */
async function newImsec(request: APIRequestContext) {
  const created = await request.post('/api/image_viewer/generate?accessionNumber=DEMO-MR-0001', {
    headers: await adminHeaders(request),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { imsec: string }).imsec;
}

test.describe('referrer report-quality feedback', () => {
  test('a referrer answers the feedback questionnaire once and is taken home afterwards', async ({
    freshPage: page,
    request,
  }) => {
    const imsec = await newImsec(request);
    const feedbackPath = `/referrer/report-feedback?imsec=${encodeURIComponent(imsec)}`;
    await page.goto(feedbackPath);
    const dialog = page.getByRole('dialog', { name: 'How useful was this report?' });
    await expect(dialog).toBeVisible();
    await expect(question(page, 'clarity')).toContainText('1.');
    await expect(question(page, 'clarity')).toContainText('*');
    await expectAccessible(page, 'report feedback questionnaire');
    // Static: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await question(page, 'clarity').getByText('4', { exact: true }).click();
    await question(page, 'timeliness').getByText('5', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveText('Thank you, your feedback has been sent.');
    await expect(page.getByText('Thank you. You will be taken back in a few seconds.')).toBeVisible();
    await expectAccessible(page, 'report feedback sent');
    // Four seconds later the page leaves for the provider's home address.
    await page.waitForURL((url) => !url.pathname.startsWith('/referrer/report-feedback'), {
      timeout: 15_000,
    });

    // The answer is stored once per link: coming back says it was already provided.
    // A retrying assertion: right after navigation the status is the served boot shell's "Loading…".
    await page.goto(feedbackPath);
    await expect(page.getByRole('status')).toHaveText('Thank you, your feedback has already been provided.');
    await expectAccessible(page, 'report feedback already provided');
  });

  test('an unknown link shows the feedback error', async ({ freshPage: page }) => {
    // The refused call is the point of this test; the browser logs its 404.
    allowConsoleErrors(page, [
      /status of 404 .*\/api\/image_viewer_link\/questionnaires\?imsec=not-a-real-link/,
    ]);
    await page.goto('/referrer/report-feedback?imsec=not-a-real-link-0000000000');
    await expect(page.getByRole('alert')).toHaveText(
      'The report feedback form is not available for this study.',
    );
    await expectAccessible(page, 'report feedback error');
  });
});
