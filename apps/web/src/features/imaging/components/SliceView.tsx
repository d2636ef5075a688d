import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampSlice, DOUBLE_TAP_SCALE, MAX_SCALE, neighbours, wheelZoom } from '../lib/viewer-math';

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
}

/**
 * One series as a stack: the wheel, arrow keys and a vertical drag move through the slices;
 * Ctrl+wheel, + and − zoom (§9: factor 0.2, up to 3), a double tap zooms to 2, a drag pans while zoomed.
 */
export function SliceView({ urls, label }: Props) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; moved: number } | null>(null);
  const count = urls.length;

  // Prefetch the neighbouring slices so scrolling draws without waiting.
  useEffect(() => {
    for (const i of neighbours(index, count)) {
      const img = new Image();
      img.src = urls[i] ?? '';
    }
  }, [index, count, urls]);

  function reset() {
    setScale(1);
    setOffset({ x: 0, y: 0 });
  }
  const step = (by: number) => setIndex((i) => clampSlice(i, by, count));

  function onWheel(e: WheelEvent) {
    if (e.ctrlKey) setScale((s) => wheelZoom(s, e.deltaY));
    else step(e.deltaY > 0 ? 1 : -1);
  }
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
  function onPointerDown(e: PointerEvent) {
    drag.current = { x: e.clientX, y: e.clientY, moved: 0 };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  }
  function onPointerMove(e: PointerEvent) {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (scale > 1) {
      setOffset((o) => ({ x: o.x + dx, y: o.y + dy }));
      drag.current = { x: e.clientX, y: e.clientY, moved: d.moved };
    } else if (Math.abs(dy) >= 8) {
      // A vertical drag of 8 px moves one slice, so a finger scrolls the stack on a phone.
      step(dy > 0 ? 1 : -1);
      drag.current = { x: e.clientX, y: e.clientY, moved: d.moved + 1 };
    }
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
        onWheel={onWheel}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
        onDoubleClick={() => (scale > 1 ? reset() : setScale(DOUBLE_TAP_SCALE))}
      >
        {count > 0 && (
          <img
            src={urls[index]}
            alt={t('imaging.slice_alt', { index: index + 1, count, series: label })}
            data-testid="viewer-image"
            draggable={false}
            style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})` }}
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
        <button type="button" onClick={() => setScale((s) => wheelZoom(s, -1))} disabled={scale >= MAX_SCALE}>
          {t('imaging.zoom_in')}
        </button>
        <button type="button" onClick={() => setScale((s) => wheelZoom(s, 1))} disabled={scale <= 1}>
          {t('imaging.zoom_out')}
        </button>
        <button type="button" onClick={reset}>
          {t('imaging.reset')}
        </button>
      </div>
    </div>
  );
}
