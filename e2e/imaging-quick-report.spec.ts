import { adminHeaders } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { expectFittedAndZoomable } from './viewer-fit';

/** The demo image source's synthetic CT (imaging/demo-studies.ts): 3 series of 24 slices. */
const CT_ACCESSION = 'DEMO-CT-0001';

test.describe('referrer quick report', () => {
  test('a referrer opens the quick-report link and scrolls through a CT series in our viewer', async ({
    freshPage: page,
    request,
  }) => {
    const created = await request.post(`/api/image_viewer/generate?accessionNumber=${CT_ACCESSION}`, {
      headers: await adminHeaders(request),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { quickReportPath } = (await created.json()) as { quickReportPath: string };
    expect(quickReportPath).toMatch(/^\/referrer\/quick-report\?imsec=/);

    await page.goto(quickReportPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Quick report' })).toBeVisible();
    const viewer = page.frameLocator('iframe[title="Image viewer"]');
    const image = viewer.getByTestId('viewer-image');
    await expect(image).toBeVisible();
    // The first slice is really drawn: a decoded image from the proxy, not a broken one.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(viewer.getByRole('navigation', { name: 'Series' }).getByRole('button')).toHaveCount(3);
    await expectAccessible(page, 'quick report');
    await expectFittedAndZoomable(viewer, 'quick-report frame');

    const position = viewer.getByTestId('slice-position');
    await expect(position).toHaveText(/^Image 1 of 2\d$/);
    const stage = viewer.getByRole('application');
    await stage.focus();
    await stage.press('ArrowDown');
    await stage.press('ArrowDown');
    await expect(position).toHaveText(/^Image 3 of /);
    const thirdSrc = await image.getAttribute('src');
    await stage.hover();
    await page.mouse.wheel(0, 120);
    await expect(position).toHaveText(/^Image 4 of /);
    await expect(image).not.toHaveAttribute('src', thirdSrc ?? '');
    await stage.press('End');
    await expect(position).toHaveText(/^Image (2\d) of \1$/);

    // A CT window preset goes to the proxy as window=center,width,linear.
    const windowSelect = viewer.getByLabel('Window');
    const firstPreset = windowSelect.locator('option').nth(1);
    await windowSelect.selectOption({ index: 1 });
    await expect(firstPreset).toHaveCount(1);
    await expect(image).toHaveAttribute('src', /window=-?\d+(\.\d+)?,\d+(\.\d+)?,linear$/);

    // Another series from its thumbnail starts at its first slice.
    await viewer.getByRole('navigation', { name: 'Series' }).getByRole('button').nth(1).click();
    await expect(position).toHaveText(/^Image 1 of /);

    // The viewer on its own, as a patient's "View images" opens it (the same url, outside the frame).
    const viewerUrl = await page.locator('iframe[title="Image viewer"]').getAttribute('src');
    expect(viewerUrl).toMatch(/^\/imaging\/viewer\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    await page.goto(viewerUrl ?? '');
    await expect(page.getByTestId('viewer-image')).toBeVisible();
    await expectAccessible(page, 'image viewer');
    await expectFittedAndZoomable(page, 'viewer page');
  });
});
