import type { CDPSession, Page } from '@playwright/test';
import { adminHeaders } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { expectFittedAndZoomable } from './viewer-fit';

/**
 * The viewer on a phone (issue 15, §9): a finger drag scrolls the stack, a double tap zooms to 2, a
 * two-finger pinch zooms up to 3, the keys work too, and the neighbouring slices are fetched ahead
 * so the next slice draws from the browser's memory. Real touches through Chromium's input layer.
 */

const CT_ACCESSION = 'DEMO-CT-0001';

type Point = { x: number; y: number };

/** One touch gesture: fingers down at `from`, moved in `steps` to `to`, lifted. */
async function touch(cdp: CDPSession, from: Point[], to: Point[], steps = 6) {
  const points = (at: Point[]) => at.map((p, id) => ({ x: p.x, y: p.y, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
  for (let i = 1; i <= steps; i++) {
    const at = from.map((p, n) => {
      const end = to[n] as Point;
      return { x: p.x + ((end.x - p.x) * i) / steps, y: p.y + ((end.y - p.y) * i) / steps };
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(at) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const scaleOf = (page: Page) =>
  page
    .getByTestId('viewer-image')
    .evaluate((img: HTMLImageElement) => Number(/scale\(([\d.]+)\)/.exec(img.style.transform)?.[1]));

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the viewer scrolls by finger, zooms by double tap and pinch, and fetches neighbours ahead', async ({
  freshPage: page,
  request,
}) => {
  const created = await request.post(`/api/image_viewer/generate?accessionNumber=${CT_ACCESSION}`, {
    headers: await adminHeaders(request),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { path } = (await created.json()) as { path: string };
  const { url } = (await (await request.get(path)).json()) as { url: string };

  const frames: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/frames/1/rendered') && !r.url().includes('viewport=')) frames.push(r.url());
  });
  await page.goto(url);
  const image = page.getByTestId('viewer-image');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expectAccessible(page, 'viewer on a phone');
  await expectFittedAndZoomable(page, 'viewer on a phone');
  const position = page.getByTestId('slice-position');
  await expect(position).toHaveText(/^Image 1 of 24$/);

  // Slices 2 and 3 were fetched while slice 1 was shown; showing slice 2 fetches nothing new.
  await expect.poll(() => frames.length).toBeGreaterThanOrEqual(3);
  const second = frames[1] as string;
  const before = frames.filter((f) => f === second).length;

  const cdp = await page.context().newCDPSession(page);
  const box = (await page.getByRole('application').boundingBox()) as NonNullable<
    Awaited<ReturnType<ReturnType<Page['getByRole']>['boundingBox']>>
  >;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  // A finger dragged up 20 px moves two slices (8 px a slice).
  await touch(cdp, [centre], [{ x: centre.x, y: centre.y + 20 }], 4);
  await expect(position).toHaveText(/^Image 3 of 24$/);
  expect(frames.filter((f) => f === second).length).toBe(before);

  // A double tap zooms to 2 and the next one back to 1.
  const tap = async () => {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ ...centre, id: 0 }],
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await tap();
  await tap();
  await expect.poll(() => scaleOf(page)).toBe(2);
  await page.waitForTimeout(400);
  await tap();
  await tap();
  await expect.poll(() => scaleOf(page)).toBe(1);
  await page.waitForTimeout(400);

  // Two fingers spread from 40 px to 100 px apart: 2.5; spread far: capped at 3.
  const apart = (d: number) => [
    { x: centre.x - d / 2, y: centre.y },
    { x: centre.x + d / 2, y: centre.y },
  ];
  await touch(cdp, apart(40), apart(100));
  await expect.poll(() => scaleOf(page)).toBe(2.5);
  await expect(position).toHaveText(/^Image 3 of 24$/);
  await touch(cdp, apart(40), apart(300));
  await expect.poll(() => scaleOf(page)).toBe(3);
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeDisabled();

  // The keys: reset, then through the stack.
  const stage = page.getByRole('application');
  await stage.focus();
  await stage.press('0');
  await expect.poll(() => scaleOf(page)).toBe(1);
  await stage.press('PageDown');
  await expect(position).toHaveText(/^Image 13 of 24$/);
  await stage.press('Home');
  await expect(position).toHaveText(/^Image 1 of 24$/);
});
