import { describe, expect, it } from 'vitest';
import { clampSlice, frameUrl, MAX_SCALE, neighbours, wheelZoom } from './viewer-math';

describe('viewer math', () => {
  it('zooms by the wheel factor 0.2 and stops at the maximum scale 3', () => {
    expect(wheelZoom(1, -100)).toBe(1.2);
    expect(wheelZoom(1.2, 100)).toBe(1);
    let scale = 1;
    for (let i = 0; i < 20; i++) scale = wheelZoom(scale, -1);
    expect(scale).toBe(MAX_SCALE);
    expect(wheelZoom(1, 100)).toBe(1);
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
