import type { BodyPart } from '@rb/contracts';
import { type CSSProperties, type KeyboardEvent, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { useConfig } from '../../config';
import { DRAWN_REGIONS, FIGURE_OUTLINE, FIGURE_SHAPES, type FigureShape } from './body-figure-shapes';

interface BodyFigureProps {
  bodyParts: readonly BodyPart[];
  /** Regions some exam can be filtered by; the others are drawn but not offered. */
  activeRegions: ReadonlySet<string>;
  selectedRegion: string | null;
  onSelect: (region: string | null) => void;
}

function Shape({ shape }: { shape: FigureShape }) {
  if (shape.kind === 'path') return <path d={shape.data} />;
  const [cx, cy, rx, ry] = shape.data.split(' ').map(Number);
  return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} />;
}

/** The names of the body parts drawn in each region, e.g. "Arm, Elbow", used as its accessible label. */
function regionLabels(bodyParts: readonly BodyPart[]): Map<string, string> {
  const names = new Map<string, string[]>();
  for (const part of bodyParts)
    names.set(part.figureRegion, [...(names.get(part.figureRegion) ?? []), part.name]);
  return new Map([...names].map(([region, list]) => [region, list.join(', ')]));
}

/**
 * §1/§3 body figure: an inline SVG whose parts highlight on hover and keyboard focus (colours and
 * transition from the body-figure configuration) and filter the exams by body part. Each active
 * part is a toggle button; parts the figure does not draw are listed as buttons beside it.
 */
export function BodyFigure({ bodyParts, activeRegions, selectedRegion, onSelect }: BodyFigureProps) {
  const { t } = useTranslation();
  const { bodyFigure } = useConfig();
  const gradientId = useId();
  const titleId = useId();
  const labels = useMemo(() => regionLabels(bodyParts), [bodyParts]);
  const undrawn = [...activeRegions].filter((region) => !DRAWN_REGIONS.includes(region)).sort();

  const style = {
    '--body-hover-color': bodyFigure.bodyPartHoverColor,
    '--body-hover-transition': bodyFigure.bodyPartHoverTransitionTime,
  } as CSSProperties;

  const toggle = (region: string) => onSelect(selectedRegion === region ? null : region);
  const onKey = (region: string) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      toggle(region);
    }
  };

  return (
    <div className="body-figure" style={style}>
      <h2 id={titleId} className="body-figure-title">
        {t('catalog.body_figure.title')}
      </h2>
      {/* Provider CSS for the figure (§3 bodyPartsCss); React sets it as text, so it cannot add markup. */}
      {bodyFigure.bodyPartsCss && <style>{bodyFigure.bodyPartsCss}</style>}
      <svg viewBox="0 0 200 440" className="body-figure-svg" aria-labelledby={titleId}>
        <title>{t('catalog.body_figure.title')}</title>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={bodyFigure.gradientColor} />
            <stop offset="100%" stopColor="#ffffff" />
          </linearGradient>
        </defs>
        <path d={FIGURE_OUTLINE} className="body-figure-outline" fill={`url(#${gradientId})`} />
        {DRAWN_REGIONS.map((region) => {
          const shapes = (FIGURE_SHAPES[region] ?? []).map((shape) => (
            <Shape key={`${region}-${shape.data}`} shape={shape} />
          ));
          if (!activeRegions.has(region)) {
            return (
              <g key={region} className="body-part body-part-inactive">
                {shapes}
              </g>
            );
          }
          const selected = selectedRegion === region;
          return (
            // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; role, tabIndex and keys make it one.
            <g
              key={region}
              role="button"
              tabIndex={0}
              aria-pressed={selected}
              aria-label={labels.get(region) ?? region}
              data-region={region}
              className={`body-part${selected ? ' body-part-selected' : ''}`}
              fill={`url(#${gradientId})`}
              onClick={() => toggle(region)}
              onKeyDown={onKey(region)}
            >
              <title>{labels.get(region) ?? region}</title>
              {shapes}
            </g>
          );
        })}
      </svg>
      {undrawn.length > 0 && (
        <fieldset className="body-figure-others">
          <legend className="visually-hidden">{t('catalog.body_figure.other_parts')}</legend>
          {undrawn.map((region) => (
            <Button
              key={region}
              variant="secondary"
              aria-pressed={selectedRegion === region}
              onClick={() => toggle(region)}
            >
              {labels.get(region) ?? region}
            </Button>
          ))}
        </fieldset>
      )}
      <p className="body-figure-selection" aria-live="polite">
        {selectedRegion && (
          <>
            {t('catalog.body_figure.selected', { part: labels.get(selectedRegion) ?? selectedRegion })}{' '}
            <Button variant="link" onClick={() => onSelect(null)}>
              {t('catalog.body_figure.clear')}
            </Button>
          </>
        )}
      </p>
    </div>
  );
}
