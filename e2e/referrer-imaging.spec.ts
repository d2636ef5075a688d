import type { APIRequestContext, Page } from '@playwright/test';
import { openAsClinicStaff } from './admin-helpers';
import { adminHeaders } from './api-helpers';
import { allowConsoleErrors, expect, expectAccessible, test } from './fixtures';
import { newestMessage } from './outbox';
import { submitProviderLogin } from './staff-sign-in-helpers';

/** The seeded demo referrer (identity seed) who referred every demo study (imaging seed). */
const REFERRER = { email: 'referrer@demo.example', username: 'referrer', password: 'DemoReferrer!2026' };
/** The demo CT (imaging/demo-studies.ts): 3 series of 24 slices, its appointment on 10 March 2026. */
const CT = { accession: 'DEMO-CT-0001', date: '2026-03-10' };
/** The demo MR's appointment day (imaging/demo-studies.ts). */
const MR_DATE = '2026-04-02';
/** The demo chest X-ray (imaging/demo-studies.ts), used by no other spec: its referrer may change here. */
const DX_DATE = '2026-04-15';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');

/** The demo patient's appointment of a day, found on the clinics' day sheets as staff see them. */
async function demoAppointment(
  request: APIRequestContext,
  date: string,
): Promise<{ slug: string; examName: string }> {
  const headers = await adminHeaders(request);
  for (let clinicId = 1; clinicId <= 20; clinicId++) {
    const sheet = await request.get(`/api/admin/clinics/${clinicId}/day_sheet?date=${date}`, { headers });
    if (sheet.status() !== 200) continue;
    const { appointments } = (await sheet.json()) as {
      appointments: { slug: string; patientName: string; examName: string }[];
    };
    const demo = appointments.find((appointment) => appointment.patientName === 'Demo Synthetic');
    if (demo) return demo;
  }
  throw new Error(`no demo appointment on ${date}`);
}

/**
 * The address of the document the page shows. The quick-report page redirects while it loads, so
 * early that Playwright's own record of the page's URL can miss it: ask the document instead.
 */
const documentAddress = (page: Page) =>
  page.evaluate(() => `${location.pathname}${location.search}`).catch(() => 'navigating');

/**
 * Staff release a report of a demo study's appointment; its referrer's email with the quick-report
 * link follows, named by the appointment's exam as the referrer asked for it.
 */
async function releaseReportAndReadEmail(
  request: APIRequestContext,
  { slug, to = REFERRER.email, modality = 'CT' }: { slug?: string; to?: string; modality?: string } = {},
): Promise<string> {
  const before = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
    id: number;
  }[];
  const newestBefore = Math.max(0, ...before.map((entry) => entry.id));
  const appointment = slug ?? (await demoAppointment(request, CT.date)).slug;
  const uploaded = await request.post(`/api/admin/appointments/${appointment}/reports`, {
    headers: await adminHeaders(request),
    data: { fileName: 'report.pdf', pdfBase64: PDF },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const email = await newestMessage(
    request,
    to,
    (entry) => entry.template === 'referrer_images_ready' && entry.id > newestBefore,
  );
  expect(email.subject).toMatch(new RegExp(`^The ${modality} .+ report and images are ready$`));
  const link = /https?:\/\/\S+?(\/referrer\/quick-report\?imsec=[\w-]+)/.exec(email.text);
  expect(link, email.text).not.toBeNull();
  return link?.[1] as string;
}

async function expectFirstSliceDrawn(page: Page) {
  const viewer = page.frameLocator('iframe[title="Image viewer"]');
  const image = viewer.getByTestId('viewer-image');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return viewer;
}

test.describe('referrer imaging from the emailed link', () => {
  test('the referrer opens the emailed link and scrolls a CT series; PACS preference and expired links redirect', async ({
    freshPage: page,
    request,
  }) => {
    const quickReportPath = await releaseReportAndReadEmail(request);
    await page.goto(quickReportPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Quick report' })).toBeVisible();
    const viewer = await expectFirstSliceDrawn(page);
    await expectAccessible(page, 'quick report from the email');
    const position = viewer.getByTestId('slice-position');
    await expect(position).toHaveText(/^Image 1 of 2\d$/);
    const stage = viewer.getByRole('application');
    await stage.focus();
    for (let i = 0; i < 5; i++) await stage.press('ArrowDown');
    await expect(position).toHaveText(/^Image 6 of /);
    await stage.hover();
    await page.mouse.wheel(0, 120);
    await expect(position).toHaveText(/^Image 7 of /);

    // §4 preference PACS: the repository's own viewer (configured for "external") takes over.
    // The page redirects while it loads: wait for the redirect, not for the first page's load event.
    await page.goto(`${quickReportPath}&repositorySource=external`, { waitUntil: 'commit' });
    await expect.poll(() => documentAddress(page)).toBe(`/about?pacs=${CT.accession}`);

    // §4 EXPIRED (revoked here): the page goes to redirectUrl, the image viewer sign-in page.
    const imsec = new URL(quickReportPath, 'http://x').searchParams.get('imsec') as string;
    const revoked = await request.post(`/api/admin/image_viewer_links/${imsec}/revoke`, {
      headers: await adminHeaders(request),
    });
    expect(revoked.status(), await revoked.text()).toBe(200);
    // The revoked link is refused by the direct call after sign-in: that refusal is the point here.
    allowConsoleErrors(page, [/status of 403 .*\/api\/image_viewer\/direct/]);
    await page.goto(quickReportPath, { waitUntil: 'commit' });
    await expect.poll(() => documentAddress(page)).toMatch(/^\/image-viewer-access\?imsec=/);
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await expect(signIn).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'image viewer sign-in after an expired link');
    const [popup] = await Promise.all([page.waitForEvent('popup'), signIn.click()]);
    await popup.waitForURL(/\/oidc\//);
    await submitProviderLogin(popup, REFERRER.username, REFERRER.password);
    await popup.waitForEvent('close');
    await expect(page.getByRole('alert')).toHaveText('Your account does not have access to these images.');
    await expectAccessible(page, 'image viewer sign-in refused');

    // Signed in, the page opens a study the referrer was issued by its accession number.
    await page.goto(`/image-viewer-access?accession=${CT.accession}`);
    await page.waitForURL(/\/imaging\/viewer\//);
    await expect(page.getByTestId('viewer-image')).toBeVisible();
  });

  test('a signed-in referrer lists their referrals, opens one, and gives report feedback by accession', async ({
    freshPage: page,
    request,
  }) => {
    // A released report of the CT, so its row offers feedback (the other test may have released one too).
    await releaseReportAndReadEmail(request);
    // The list names each referral by the exam the referrer asked for, as their emails do.
    const ct = await demoAppointment(request, CT.date);
    const mr = await demoAppointment(request, MR_DATE);
    await page.goto('/referrer-access');
    await page.waitForURL(/\/oidc\//);
    await submitProviderLogin(page, REFERRER.username, REFERRER.password);
    await page.waitForURL(/\/referrer-access$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Referrer access' })).toBeVisible();
    // Exams of different modalities may share a name ("Brain"): the row also names the modality.
    const referral = (examName: string, modality: string) =>
      page
        .getByRole('row')
        .filter({ hasText: examName })
        .filter({ hasText: `(${modality})` });
    const row = referral(ct.examName, 'CT');
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Released' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Demo Synthetic' })).toBeVisible();
    await expect(referral(mr.examName, 'MRI')).toBeVisible();
    await expectAccessible(page, 'referrer access list');

    await row.getByRole('link', { name: `Report quality feedback for ${ct.examName}` }).click();
    await page.waitForURL(/\/referrer\/report-feedback\?accession=/);
    const dialog = page.getByRole('dialog', { name: 'How useful was this report?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'feedback by accession');
    await page.locator('[data-name="clarity"]').getByText('5', { exact: true }).click();
    await page.locator('[data-name="timeliness"]').getByText('4', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('status')).toHaveText('Thank you, your feedback has been sent.');
    // §9: 4 s later the page leaves for the provider's home address.
    await page.waitForURL((url) => !url.pathname.startsWith('/referrer/report-feedback'), {
      timeout: 15_000,
    });
    // Stored once per referrer and study: coming back says it was already provided.
    await page.goto(`/referrer/report-feedback?accession=${CT.accession}`);
    await expect(page.getByText('Thank you, your feedback has already been provided.')).toBeVisible();
    await expectAccessible(page, 'feedback by accession already provided');

    await page.goto('/referrer-access');
    await referral(ct.examName, 'CT')
      .getByRole('button', { name: `Open images of ${ct.examName}` })
      .click();
    await page.waitForURL(/\/imaging\/viewer\//);
    await expect(page.getByTestId('viewer-image')).toBeVisible();
    await expectAccessible(page, 'viewer opened from the referrals list');
  });
  test('staff record a new referrer on the appointment page, and the next release emails them the image link', async ({
    freshPage: page,
    request,
  }) => {
    const referrer = { email: `referrer-${Date.now()}@practice.example`, name: 'Dr Kim Ng' };
    const { slug } = await demoAppointment(request, DX_DATE);
    await openAsClinicStaff(page, `/admin/appointments/${slug}`, 'admin');
    const section = page.getByRole('region', { name: 'Referrer' });
    await expect(section).toBeVisible();
    await section.getByLabel('Referrer’s email').fill(referrer.email);
    await section.getByLabel('Referrer’s name (optional)').fill(referrer.name);
    await section.getByRole('button', { name: 'Save the referrer' }).click();
    await expect(section.getByText('The referrer is saved.')).toBeVisible();
    await expect(section.getByText(`Referred by ${referrer.name} (${referrer.email}).`)).toBeVisible();
    await expectAccessible(page, 'appointment with its referrer recorded');

    const link = await releaseReportAndReadEmail(request, { slug, to: referrer.email, modality: 'X-Ray' });
    await page.goto(link);
    await expectFirstSliceDrawn(page);
  });
});
