/**
 * The drawn regions of the body figure (front view, viewBox 0 0 200 440). A body part from the server
 * names its region in `figureRegion`; parts whose region is not drawn here are offered beside the
 * figure instead, so no exam becomes unreachable when the provider adds a part.
 */
export interface FigureShape {
  kind: 'path' | 'ellipse';
  /** SVG path data for paths; for ellipses "cx cy rx ry". */
  data: string;
}

export const FIGURE_OUTLINE =
  'M100 8c-16 0-26 14-26 32s10 30 16 32v12l-36 10-16 100 8 40h12l8-44 10-58v62l-6 36 6 90 2 80 22 10v-6l-4-84 6-64 6 64-4 84v6l22-10 2-80 6-90-6-36v-62l10 58 8 44h12l8-40-16-100-36-10v-12c6-2 16-14 16-32s-10-32-26-32z';

/** Drawn from back (large areas) to front (small ones) so small parts stay clickable on top. */
export const FIGURE_SHAPES: Record<string, FigureShape[]> = {
  chest: [{ kind: 'path', data: 'M70 86 L130 86 L134 150 L66 150 Z' }],
  abdomen: [{ kind: 'path', data: 'M66 150 L134 150 L132 198 L68 198 Z' }],
  pelvis: [{ kind: 'path', data: 'M68 198 L132 198 L138 232 L62 232 Z' }],
  arm: [
    { kind: 'path', data: 'M50 100 L64 108 L56 206 L40 202 Z' },
    { kind: 'path', data: 'M150 100 L136 108 L144 206 L160 202 Z' },
  ],
  leg: [
    { kind: 'path', data: 'M64 236 L98 236 L94 314 L70 314 Z' },
    { kind: 'path', data: 'M102 236 L136 236 L130 314 L106 314 Z' },
    { kind: 'path', data: 'M71 340 L93 340 L91 408 L75 408 Z' },
    { kind: 'path', data: 'M107 340 L129 340 L125 408 L109 408 Z' },
  ],
  head: [{ kind: 'ellipse', data: '100 40 24 30' }],
  neck: [{ kind: 'path', data: 'M90 68 L110 68 L112 86 L88 86 Z' }],
  shoulder: [
    { kind: 'ellipse', data: '62 98 13 12' },
    { kind: 'ellipse', data: '138 98 13 12' },
  ],
  breast: [
    { kind: 'ellipse', data: '84 124 11 10' },
    { kind: 'ellipse', data: '116 124 11 10' },
  ],
  heart: [{ kind: 'ellipse', data: '104 110 7 7' }],
  elbow: [
    { kind: 'ellipse', data: '53 154 7 7' },
    { kind: 'ellipse', data: '147 154 7 7' },
  ],
  spine: [{ kind: 'path', data: 'M97 90 L103 90 L103 196 L97 196 Z' }],
  hip: [
    { kind: 'ellipse', data: '68 222 9 9' },
    { kind: 'ellipse', data: '132 222 9 9' },
  ],
  hand: [
    { kind: 'ellipse', data: '46 220 9 14' },
    { kind: 'ellipse', data: '154 220 9 14' },
  ],
  knee: [
    { kind: 'ellipse', data: '82 327 11 11' },
    { kind: 'ellipse', data: '118 327 11 11' },
  ],
  foot: [
    { kind: 'ellipse', data: '83 420 14 8' },
    { kind: 'ellipse', data: '117 420 14 8' },
  ],
};

export const DRAWN_REGIONS = Object.keys(FIGURE_SHAPES);
