import type { FrameLocator, Page } from '@playwright/test';
import { expect } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };

/** The drawn image's box and the image area's box (the stage), as the browser lays them out. */
async function boxes(scope: Page | FrameLocator) {
  const image = (await scope.getByTestId('viewer-image').boundingBox()) as Box;
  const area = (await scope.getByRole('application').boundingBox()) as Box;
  return { image, area };
}

/**
 * Issue 36 item 6: the image is fitted to the viewer area (≥ 90 % of its width or height), keeps the
 * square demo image's 1:1 aspect ratio, and zoom in enlarges it beyond the fitted size.
 * Logs the share of the area the image covers at scale 1 (once drawn).
 */
export async function expectFittedAndZoomable(scope: Page | FrameLocator, where: string) {
  const drawn = scope.getByTestId('viewer-image');
  await expect.poll(() => drawn.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const first = await boxes(scope);
  const share = (first.image.width * first.image.height) / (first.area.width * first.area.height);
  console.log(`${where}: the image covers ${(share * 100).toFixed(1)} % of the image area`);
  await expect
    .poll(async () => {
      const { image, area } = await boxes(scope);
      return Math.max(image.width / area.width, image.height / area.height);
    })
    .toBeGreaterThanOrEqual(0.9);
  const { image } = await boxes(scope);
  expect(Math.abs(image.width / image.height - 1)).toBeLessThan(0.02);
  await scope.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await boxes(scope)).image.width).toBeGreaterThan(image.width * 1.15);
  await scope.getByRole('button', { name: 'Reset view' }).click();
}
