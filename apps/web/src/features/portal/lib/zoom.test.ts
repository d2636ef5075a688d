import { describe, expect, it } from 'vitest';
import { clampScale, DOUBLE_TAP_SCALE, doubleTapScale, MAX_SCALE, pinchScale, wheelScale } from './zoom';

describe('attachment viewer zoom', () => {
  it('steps by 0.2 per wheel notch within 1 and 3', () => {
    expect(wheelScale(1, -100)).toBeCloseTo(1.2);
    expect(wheelScale(1.2, 100)).toBeCloseTo(1);
    expect(wheelScale(1, 100)).toBe(1);
    expect(wheelScale(2.9, -100)).toBe(MAX_SCALE);
  });

  it('double tap zooms to 2 and back', () => {
    expect(doubleTapScale(1)).toBe(DOUBLE_TAP_SCALE);
    expect(doubleTapScale(2)).toBe(1);
  });

  it('pinches proportionally, never past 3', () => {
    expect(pinchScale(1, 100, 150)).toBeCloseTo(1.5);
    expect(pinchScale(2, 100, 400)).toBe(3);
    expect(pinchScale(1.5, 0, 100)).toBe(1.5);
    expect(clampScale(0.5)).toBe(1);
  });
});
