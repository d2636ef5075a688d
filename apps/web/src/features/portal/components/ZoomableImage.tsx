import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { doubleTapScale, IMAGE_MAX_HEIGHT_PX, pinchScale, WHEEL_FACTOR, wheelScale } from '../lib/zoom';

const DOUBLE_TAP_MS = 300;

/**
 * An image with §9 zoom: wheel steps of 0.2, double tap to 2, pinch up to 3, by a CSS transform
 * and pointer events; buttons do the same for keyboard users.
 */
export function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation();
  const [scale, setScale] = useState(1);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef(0);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const down = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), scale };
    if (pointers.current.size === 1) {
      const now = event.timeStamp;
      if (now - lastTap.current < DOUBLE_TAP_MS) setScale(doubleTapScale(scale));
      lastTap.current = now;
    }
  };
  const move = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current) setScale(pinchScale(pinch.current.scale, pinch.current.distance, distance()));
  };
  const up = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return (
    <div className="zoomable">
      <div
        className="zoomable-frame"
        style={{ maxHeight: IMAGE_MAX_HEIGHT_PX }}
        onWheel={(event) => setScale((current) => wheelScale(current, event.deltaY))}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      >
        <img
          src={src}
          alt={alt}
          draggable={false}
          style={{ maxHeight: IMAGE_MAX_HEIGHT_PX, transform: `scale(${scale})` }}
        />
      </div>
      <div className="zoomable-controls">
        <Button variant="secondary" onClick={() => setScale((s) => wheelScale(s, 1))} disabled={scale <= 1}>
          {t('portal.viewer.zoom_out')}
        </Button>
        <span aria-live="polite">{Math.round(scale * 100)}%</span>
        <Button variant="secondary" onClick={() => setScale((s) => wheelScale(s, -1))} disabled={scale >= 3}>
          {t('portal.viewer.zoom_in')}
        </Button>
        <span className="visually-hidden">{t('portal.viewer.zoom_hint', { step: WHEEL_FACTOR })}</span>
      </div>
    </div>
  );
}
