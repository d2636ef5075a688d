import { describe, expect, it } from 'vitest';
import {
  clampPan,
  clampSlice,
  DOUBLE_TAP_SCALE,
  doubleTapZoom,
  fitSize,
  frameUrl,
  isDoubleTap,
  MAX_SCALE,
  neighbours,
  pinchZoom,
  wheelZoom,
} from './viewer-math';

describe('viewer math', () => {
  it('zooms by the wheel factor 0.2 and stops at the maximum scale 3', () => {
    expect(wheelZoom(1, -100)).toBe(1.2);
    expect(wheelZoom(1.2, 100)).toBe(1);
    let scale = 1;
    for (let i = 0; i < 20; i++) scale = wheelZoom(scale, -1);
    expect(scale).toBe(MAX_SCALE);
    expect(wheelZoom(1, 100)).toBe(1);
  });

  it('pinches in proportion to the fingers’ distance, between 1 and 3; a double tap toggles 2', () => {
    expect(pinchZoom(1, 100, 150)).toBe(1.5);
    expect(pinchZoom(2, 100, 50)).toBe(1);
    expect(pinchZoom(1, 100, 1000)).toBe(MAX_SCALE);
    expect(pinchZoom(1.5, 0, 100)).toBe(1.5);
    expect(doubleTapZoom(1)).toBe(DOUBLE_TAP_SCALE);
    expect(doubleTapZoom(2.4)).toBe(1);
    const first = { at: 1000, x: 10, y: 10 };
    expect(isDoubleTap(first, { at: 1250, x: 20, y: 15 })).toBe(true);
    expect(isDoubleTap(first, { at: 1400, x: 10, y: 10 })).toBe(false);
    expect(isDoubleTap(first, { at: 1100, x: 80, y: 10 })).toBe(false);
    expect(isDoubleTap(null, first)).toBe(false);
  });

  it('fits an image in the area keeping its aspect ratio, so scale 1 is the fitted size', () => {
    expect(fitSize({ width: 128, height: 128 }, { width: 374, height: 506 })).toEqual({
      width: 374,
      height: 374,
    });
    expect(fitSize({ width: 128, height: 128 }, { width: 900, height: 600 })).toEqual({
      width: 600,
      height: 600,
    });
    expect(fitSize({ width: 512, height: 256 }, { width: 300, height: 300 })).toEqual({
      width: 300,
      height: 150,
    });
    // A large image is fitted down, not drawn at its stored size.
    expect(fitSize({ width: 2048, height: 1024 }, { width: 1000, height: 800 })).toEqual({
      width: 1000,
      height: 500,
    });
    expect(fitSize({ width: 0, height: 0 }, { width: 300, height: 300 })).toBeNull();
    expect(fitSize({ width: 128, height: 128 }, { width: 0, height: 300 })).toBeNull();
  });

  it('pans a zoomed image only as far as its edges, and not at all while it fits', () => {
    const fitted = { width: 300, height: 300 };
    const area = { width: 400, height: 300 };
    expect(clampPan({ x: 50, y: 50 }, fitted, area, 1)).toEqual({ x: 0, y: 0 });
    // At 2: 600 × 600 drawn in 400 × 300, so up to 100 sideways and 150 up or down.
    expect(clampPan({ x: 500, y: -500 }, fitted, area, 2)).toEqual({ x: 100, y: -150 });
    expect(clampPan({ x: -20, y: 30 }, fitted, area, 2)).toEqual({ x: -20, y: 30 });
  });

  it('keeps the slice inside the stack and prefetches the nearest neighbours', () => {
    expect(clampSlice(0, -1, 20)).toBe(0);
    expect(clampSlice(19, 1, 20)).toBe(19);
    expect(clampSlice(5, 1, 20)).toBe(6);
    expect(neighbours(0, 20)).toEqual([1, 2]);
    expect(neighbours(5, 20)).toEqual([6, 4, 7, 3]);
  });

  it('sends a CT window as center,width,linear with literal commas', () => {
    const url = frameUrl(
      { root: '/api/imaging/viewer/t.k', studyUid: '1.2', seriesUid: '1.2.3', instanceUid: '1.2.3.4' },
      { center: 40, width: 400 },
    );
    expect(url).toBe(
      '/api/imaging/viewer/t.k/studies/1.2/series/1.2.3/instances/1.2.3.4/frames/1/rendered?window=40,400,linear',
    );
  });
});
