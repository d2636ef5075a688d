import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clampPan,
  clampSlice,
  doubleTapZoom,
  fitSize,
  isDoubleTap,
  MAX_SCALE,
  neighbours,
  pinchZoom,
  type Size,
  wheelZoom,
} from '../lib/viewer-math';

/** Keys that move through the stack, and by how many slices. */
const KEY_STEPS: Record<string, number> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
  PageDown: 10,
  PageUp: -10,
};

interface Props {
  /** Rendered-frame address of each slice of the series, in InstanceNumber order. */
  urls: string[];
  label: string;
  /** Called when a slice has been drawn (the first one matters: the page then loads the rest). */
  onDrawn?: () => void;
}

/**
 * One series as a stack: the wheel, arrow keys and a vertical drag (a finger on a phone) move through
 * the slices; Ctrl+wheel (a trackpad pinch), + and − zoom (§9: factor 0.2, up to 3), a two-finger
 * pinch zooms up to 3, a double tap zooms to 2 and back, a drag pans while zoomed (up to the image's
 * edges). Scale 1 is the image fitted to the area, keeping its aspect ratio (issue 36 item 6).
 */
export function SliceView({ urls, label, onDrawn }: Props) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef<{ at: number; x: number; y: number } | null>(null);
  const count = urls.length;

  // Once a slice is drawn, fetch its neighbours ahead so scrolling draws without waiting; not
  // before, so they do not compete with the slice being waited for.
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    if (drawn === null || drawn !== urls[index]) return;
    for (const i of neighbours(index, count)) {
      const img = new Image();
      img.src = urls[i] ?? '';
    }
  }, [drawn, index, count, urls]);

  function reset() {
    setScale(1);
    setOffset({ x: 0, y: 0 });
  }
  const step = (by: number) => setIndex((i) => clampSlice(i, by, count));

  // The area's size (scale 1 fits the image to it) and the image's stored size.
  const stage = useRef<HTMLDivElement>(null);
  const [area, setArea] = useState<Size>({ width: 0, height: 0 });
  const [natural, setNatural] = useState<Size>({ width: 0, height: 0 });
  useEffect(() => {
    const element = stage.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setArea({ width: element.clientWidth, height: element.clientHeight }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const fitted = fitSize(natural, area);
  const pan = (o: { x: number; y: number }) => (fitted ? clampPan(o, fitted, area, scale) : o);
  const shown = pan(offset);
  // A native listener, not React's passive one: the wheel must not scroll (or Ctrl zoom) the page too.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      if (e.ctrlKey) setScale((s) => wheelZoom(s, e.deltaY));
      else if (e.deltaY !== 0) setIndex((i) => clampSlice(i, e.deltaY > 0 ? 1 : -1, count));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [count]);
  function onKeyDown(e: KeyboardEvent) {
    const by = KEY_STEPS[e.key];
    if (by !== undefined) step(by);
    else if (e.key === 'Home') setIndex(0);
    else if (e.key === 'End') setIndex(count - 1);
    else if (e.key === '+' || e.key === '=') setScale((s) => wheelZoom(s, -1));
    else if (e.key === '-') setScale((s) => wheelZoom(s, 1));
    else if (e.key === '0') reset();
    else return;
    e.preventDefault();
  }
  const fingersApart = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  function zoomTo(next: number) {
    setScale(next);
    if (next <= 1) setOffset({ x: 0, y: 0 });
  }

  function onPointerDown(e: PointerEvent) {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    e.currentTarget.setPointerCapture?.(e.pointerId);
    if (pointers.current.size === 2) {
      // A second finger turns the drag into a pinch.
      pinch.current = { distance: fingersApart(), scale };
      drag.current = null;
      return;
    }
    if (pointers.current.size > 2) return;
    const tap = { at: e.timeStamp, x: e.clientX, y: e.clientY };
    if (isDoubleTap(lastTap.current, tap)) {
      zoomTo(doubleTapZoom(scale));
      lastTap.current = null;
    } else {
      lastTap.current = tap;
    }
    drag.current = { x: e.clientX, y: e.clientY };
  }
  function onPointerMove(e: PointerEvent) {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch.current) {
      zoomTo(pinchZoom(pinch.current.scale, pinch.current.distance, fingersApart()));
      return;
    }
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (scale > 1) {
      setOffset((o) => pan({ x: o.x + dx, y: o.y + dy }));
      drag.current = { x: e.clientX, y: e.clientY };
    } else if (Math.abs(dy) >= 8) {
      // A vertical drag of 8 px moves one slice, so a finger scrolls the stack on a phone.
      step(dy > 0 ? 1 : -1);
      drag.current = { x: e.clientX, y: e.clientY };
    }
  }
  function onPointerEnd(e: PointerEvent) {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) drag.current = null;
  }

  return (
    <div className="slice-view">
      <div
        className="slice-stage"
        role="application"
        aria-label={t('imaging.stage_label', { series: label })}
        aria-describedby="slice-help"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the image area takes the keys for scrolling and zoom.
        tabIndex={0}
        ref={stage}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        {count > 0 && (
          <img
            src={urls[index]}
            alt={t('imaging.slice_alt', { index: index + 1, count, series: label })}
            data-testid="viewer-image"
            draggable={false}
            fetchPriority="high"
            onLoad={(e) => {
              const img = e.currentTarget;
              setNatural({ width: img.naturalWidth, height: img.naturalHeight });
              setDrawn(img.getAttribute('src'));
              onDrawn?.();
            }}
            style={{
              transform: `translate(${shown.x}px, ${shown.y}px) scale(${scale})`,
              ...(fitted && { width: fitted.width, height: fitted.height }),
              // Enlarged pixels stay sharp squares, not a blur, as a radiologist expects.
              imageRendering: fitted && fitted.width * scale > natural.width ? 'pixelated' : undefined,
            }}
          />
        )}
      </div>
      <p id="slice-help" className="slice-help">
        {t('imaging.help')}
      </p>
      <div className="slice-controls">
        <button type="button" onClick={() => step(-1)} disabled={index === 0}>
          {t('imaging.previous')}
        </button>
        <output aria-live="polite" data-testid="slice-position">
          {t('imaging.position', { index: index + 1, count })}
        </output>
        <button type="button" onClick={() => step(1)} disabled={index >= count - 1}>
          {t('imaging.next')}
        </button>
        <button type="button" onClick={() => zoomTo(wheelZoom(scale, -1))} disabled={scale >= MAX_SCALE}>
          {t('imaging.zoom_in')}
        </button>
        <button type="button" onClick={() => zoomTo(wheelZoom(scale, 1))} disabled={scale <= 1}>
          {t('imaging.zoom_out')}
        </button>
        <button type="button" onClick={reset}>
          {t('imaging.reset')}
        </button>
      </div>
    </div>
  );
}
