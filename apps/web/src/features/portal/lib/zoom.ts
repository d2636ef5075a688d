/** §9 attachment viewer constants. */
export const IMAGE_MAX_HEIGHT_PX = 600;
export const MAX_SCALE = 3;
export const DOUBLE_TAP_SCALE = 2;
export const WHEEL_FACTOR = 0.2;
const MIN_SCALE = 1;

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** One wheel notch zooms by the wheel factor: up (negative deltaY) in, down out. */
export const wheelScale = (scale: number, deltaY: number) =>
  clampScale(scale + (deltaY < 0 ? WHEEL_FACTOR : -WHEEL_FACTOR));

/** A double tap zooms to 2, or back to 1 when already zoomed. */
export const doubleTapScale = (scale: number) => (scale > MIN_SCALE ? MIN_SCALE : DOUBLE_TAP_SCALE);

/** Pinch: the scale grows with the distance between the two pointers, up to the maximum. */
export const pinchScale = (startScale: number, startDistance: number, distance: number) =>
  startDistance > 0 ? clampScale((startScale * distance) / startDistance) : startScale;
