import type { DicomWebResource, RenderOptions } from './dicomweb-resource';

/**
 * The proxy's raw-path gate. Orthanc collapses `..` and `%2e%2e` before routing, so a prefix check
 * leaks other studies. The RAW request path must match one of these fixed patterns, whose UID parts
 * are digits and single dots only (no `.`-runs, no `%`, no `/`); the query may hold only allowed keys.
 */
const UID = '(?:0|[1-9][0-9]*)(?:\\.(?:0|[1-9][0-9]*)){0,40}';
const TOKEN = '[A-Za-z0-9_-]{10,300}\\.[A-Za-z0-9_-]{20,100}';
const BASE = `^/api/imaging/viewer/(${TOKEN})`;
const STUDY = `/studies/(${UID})`;
const SERIES = `/series/(${UID})`;
const INSTANCE = `/instances/(${UID})`;

type Kind = DicomWebResource['kind'] | 'viewerStudy';

const patterns: { kind: Kind; regex: RegExp; renders: boolean }[] = [
  { kind: 'viewerStudy', regex: new RegExp(`${BASE}$`), renders: false },
  { kind: 'studySeries', regex: new RegExp(`${BASE}${STUDY}/series$`), renders: false },
  { kind: 'studyMetadata', regex: new RegExp(`${BASE}${STUDY}/metadata$`), renders: false },
  { kind: 'seriesMetadata', regex: new RegExp(`${BASE}${STUDY}${SERIES}/metadata$`), renders: false },
  { kind: 'seriesInstances', regex: new RegExp(`${BASE}${STUDY}${SERIES}/instances$`), renders: false },
  {
    kind: 'instanceMetadata',
    regex: new RegExp(`${BASE}${STUDY}${SERIES}${INSTANCE}/metadata$`),
    renders: false,
  },
  {
    kind: 'instanceRendered',
    regex: new RegExp(`${BASE}${STUDY}${SERIES}${INSTANCE}/rendered$`),
    renders: true,
  },
  {
    kind: 'frameRendered',
    regex: new RegExp(`${BASE}${STUDY}${SERIES}${INSTANCE}/frames/([1-9][0-9]{0,3})/rendered$`),
    renders: true,
  },
];

const QUERY_VALUES: Record<keyof RenderOptions, RegExp> = {
  window: /^-?\d{1,5}(\.\d{1,3})?,\d{1,5}(\.\d{1,3})?,(linear|sigmoid)$/,
  viewport: /^\d{1,4},\d{1,4}$/,
  quality: /^(100|[1-9][0-9]?)$/,
};

export type ViewerRequest =
  | { kind: 'viewerStudy'; token: string }
  | { kind: 'resource'; token: string; resource: DicomWebResource };

/** Query keys and values of a rendered call; `,` may arrive as `%2C` (URLSearchParams writes it so). */
function parseRenderQuery(query: string): RenderOptions | null {
  const render: RenderOptions = {};
  if (!query) return render;
  for (const pair of query.split('&')) {
    const [key, raw, ...rest] = pair.split('=');
    if (rest.length || raw === undefined || key === undefined || !(key in QUERY_VALUES)) return null;
    const value = raw.replace(/%2C/gi, ',');
    const name = key as keyof RenderOptions;
    if (render[name] !== undefined || !QUERY_VALUES[name].test(value)) return null;
    if (name === 'quality') render.quality = Number(value);
    else render[name] = value;
  }
  return render;
}

/** The validated request behind a raw URL, or null (the proxy answers 404). */
export function parseViewerUrl(rawUrl: string): ViewerRequest | null {
  const questionMark = rawUrl.indexOf('?');
  const path = questionMark === -1 ? rawUrl : rawUrl.slice(0, questionMark);
  const query = questionMark === -1 ? '' : rawUrl.slice(questionMark + 1);
  for (const { kind, regex, renders } of patterns) {
    const match = regex.exec(path);
    if (!match) continue;
    const [, token = '', study, series, instance, frame] = match;
    if ([study, series, instance].some((uid) => uid !== undefined && uid.length > 64)) return null;
    const render = renders ? parseRenderQuery(query) : query ? null : {};
    if (!render) return null;
    if (kind === 'viewerStudy') return { kind, token };
    const ids = { study, series, instance };
    const resource = { kind, ...ids, render, frame: frame ? Number(frame) : undefined } as DicomWebResource;
    return { kind: 'resource', token, resource };
  }
  return null;
}

/** The study UID a resource reads (the one thing the token must grant). */
export const studyOf = (resource: DicomWebResource) =>
  resource.kind === 'studiesByAccession' ? null : resource.study;
