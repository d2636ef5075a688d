/** §9 zoom constants of the image viewer. */
export const MAX_SCALE = 3;
export const DOUBLE_TAP_SCALE = 2;
export const WHEEL_ZOOM_FACTOR = 0.2;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(1, Number(scale.toFixed(4))));

/** The next zoom after one wheel notch (negative deltaY zooms in), kept between 1 and MAX_SCALE. */
export function wheelZoom(scale: number, deltaY: number): number {
  return clampScale(deltaY < 0 ? scale * (1 + WHEEL_ZOOM_FACTOR) : scale / (1 + WHEEL_ZOOM_FACTOR));
}

/** Pinch: the scale follows the distance between the two fingers, from the scale the pinch began at. */
export function pinchZoom(startScale: number, startDistance: number, distance: number): number {
  return startDistance > 0 ? clampScale((startScale * distance) / startDistance) : startScale;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * Scale 1 of the viewer: the largest size at which an image of `natural` size fits in `area`, keeping
 * its aspect ratio (as `object-fit: contain`), so the §9 zoom constants are relative to the fitted size.
 * Null until both sizes are known.
 */
export function fitSize(natural: Size, area: Size): Size | null {
  if (natural.width <= 0 || natural.height <= 0 || area.width <= 0 || area.height <= 0) return null;
  const k = Math.min(area.width / natural.width, area.height / natural.height);
  return { width: Math.floor(natural.width * k), height: Math.floor(natural.height * k) };
}

/** The pan offset kept so a zoomed image's edge never comes inside the area (no pan while it fits). */
export function clampPan(offset: { x: number; y: number }, fitted: Size, area: Size, scale: number) {
  const limit = (drawn: number, room: number) => Math.max(0, (drawn * scale - room) / 2);
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value)) || 0;
  return {
    x: clamp(offset.x, limit(fitted.width, area.width)),
    y: clamp(offset.y, limit(fitted.height, area.height)),
  };
}

/** A double tap zooms to 2, or back to 1 when already zoomed in. */
export const doubleTapZoom = (scale: number) => (scale > 1 ? 1 : DOUBLE_TAP_SCALE);

/** Two taps this close in time (ms) and place (px) are a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_SLOP_PX = 24;

export function isDoubleTap(
  previous: { at: number; x: number; y: number } | null,
  tap: { at: number; x: number; y: number },
): boolean {
  return (
    previous !== null &&
    tap.at - previous.at <= DOUBLE_TAP_MS &&
    Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_SLOP_PX
  );
}

/** The slice index after moving `step` slices, clamped to the stack. */
export function clampSlice(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + step));
}

/** The neighbouring slices worth fetching ahead, nearest first, without the current one. */
export function neighbours(index: number, count: number, reach = 2): number[] {
  const out: number[] = [];
  for (let d = 1; d <= reach; d++) {
    if (index + d < count) out.push(index + d);
    if (index - d >= 0) out.push(index - d);
  }
  return out;
}

export interface FrameAddress {
  root: string;
  studyUid: string;
  seriesUid: string;
  instanceUid: string;
}

/** A rendered frame through the proxy; CT windows go as DICOMweb `window=center,width,linear`. */
export function frameUrl(a: FrameAddress, window?: { center: number; width: number }, viewport?: string) {
  const query = new URLSearchParams();
  if (window) query.set('window', `${window.center},${window.width},linear`);
  if (viewport) query.set('viewport', viewport);
  const qs = query.toString().replace(/%2C/g, ',');
  const path = `${a.root}/studies/${a.studyUid}/series/${a.seriesUid}/instances/${a.instanceUid}/frames/1/rendered`;
  return qs ? `${path}?${qs}` : path;
}
