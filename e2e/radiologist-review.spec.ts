import type { APIRequestContext } from '@playwright/test';
import { openAsClinicStaff } from './admin-helpers';
import { adminHeaders } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { tabTo } from './keyboard';

/** The demo mammogram (imaging/demo-studies.ts), its appointment on 1 May 2026; no other spec reports on it. */
const MG = { accession: 'DEMO-MG-0001', date: '2026-05-01' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');

/** The demo patient's appointment of a day, found on the clinics' day sheets as staff see them. */
async function demoAppointmentSlug(request: APIRequestContext, date: string): Promise<string> {
  const headers = await adminHeaders(request);
  for (let clinicId = 1; clinicId <= 20; clinicId++) {
    const sheet = await request.get(`/api/admin/clinics/${clinicId}/day_sheet?date=${date}`, { headers });
    if (sheet.status() !== 200) continue;
    const { appointments } = (await sheet.json()) as {
      appointments: { slug: string; patientName: string }[];
    };
    const demo = appointments.find((appointment) => appointment.patientName === 'Demo Synthetic');
    if (demo) return demo.slug;
  }
  throw new Error(`no demo appointment on ${date}`);
}

/**
 * The RIS attaches the demo radiologist's report to the mammogram, and a referrer answers the
 * report-quality questionnaire of their link to it, with a comment that reads like a formula.
 */
async function reportAndFeedback(request: APIRequestContext, comment: string) {
  const headers = await adminHeaders(request);
  const users = (await (await request.get('/api/admin/users', { headers })).json()) as {
    users: { id: string; username: string }[];
  };
  const radiologist = users.users.find((user) => user.username === 'radiologist');
  expect(radiologist).toBeDefined();
  const slug = await demoAppointmentSlug(request, MG.date);
  const uploaded = await request.post(`/api/admin/appointments/${slug}/reports`, {
    headers,
    data: {
      fileName: 'mammogram.pdf',
      pdfBase64: PDF,
      releaseDelayMinutes: 0,
      reportedBy: { subject: radiologist?.id, name: 'Riley Radiologist' },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const created = await request.post(`/api/image_viewer/generate?accessionNumber=${MG.accession}`, {
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { imsec } = (await created.json()) as { imsec: string };
  const url = `/api/image_viewer_link/questionnaires?imsec=${encodeURIComponent(imsec)}`;
  const asked = (await (await request.get(url)).json()) as { questionnaireId: number };
  const saved = await request.post(url, {
    data: {
      questionnaireId: asked.questionnaireId,
      questionnaireResult: { clarity: 3, timeliness: 4, comments: comment },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
}

test('a radiologist opens the worklist, then the feedback a referrer gave on their report, by keyboard', async ({
  freshPage: page,
}) => {
  const comment = `=1+1 clearer impression please ${Date.now()}`;
  await reportAndFeedback(page.request, comment);

  await openAsClinicStaff(page, '/admin/reports', 'radiologist');
  await expect(page.getByRole('heading', { level: 1, name: 'Worklist' })).toBeVisible();
  await expectAccessible(page, 'radiologist worklist');

  // Filtered by keyboard to mammograms with a released report.
  await tabTo(page, page.getByLabel('Modality code'));
  await page.keyboard.type('MG');
  await tabTo(page, page.getByLabel('Report', { exact: true }));
  await page.keyboard.press('End');
  await expect(page.getByLabel('Report', { exact: true })).toHaveValue('RELEASED');
  await tabTo(page, page.getByRole('button', { name: 'Show studies' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/modality=MG/);
  const row = page.getByRole('row').filter({ hasText: MG.accession });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Released (Riley Radiologist)');
  await expect(row).toContainText('Demo Synthetic');
  await expectAccessible(page, 'worklist filtered');

  // The study opens in the viewer through the proxy.
  await tabTo(page, row.getByRole('button', { name: /^Open images of / }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/imaging\/viewer\//);
  await expect(page.getByTestId('viewer-image')).toBeVisible();
  await expectAccessible(page, 'viewer opened from the worklist');

  // Back home, the feedback review: the referrer's answer on the radiologist's report.
  await page.goto('/admin');
  await tabTo(page, page.getByRole('link', { name: /^Report feedback/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Report feedback' })).toBeVisible();
  await expect(page.getByText('What referrers said about the reports you wrote.')).toBeVisible();
  await tabTo(page, page.getByLabel('Accession number'));
  await page.keyboard.type(MG.accession);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/accessionNumber=DEMO-MG-0001/);
  const answer = page.getByRole('row').filter({ hasText: comment });
  await expect(answer).toHaveCount(1);
  await expect(answer).toContainText('Riley Radiologist');
  await expect(page.getByRole('table', { name: 'Averages per radiologist' })).toContainText(
    'Riley Radiologist',
  );
  await expectAccessible(page, 'report feedback review');

  // The CSV export keeps the formula-like comment as text.
  await tabTo(page, page.getByRole('button', { name: 'Download as CSV' }));
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toMatch(/^report-feedback-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await (await file.createReadStream()).toArray()).join('');
  expect(text.split('\r\n')[0]).toBe(
    'givenAt,accessionNumber,exam,modality,clinic,studyAt,radiologist,referrer,referrerContact,clarity,timeliness,comments',
  );
  expect(text).toContain(`,3,4,'${comment}`);
});
