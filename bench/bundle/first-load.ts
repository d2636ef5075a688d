/**
 * The JavaScript a page needs before it can paint: the entry chunk with its static imports, plus the
 * route's page chunk with its static imports, from Vite's build manifest. Lazy imports the page
 * makes while it runs (the kiosk watcher, the sanitiser, dialogs) are not part of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Manifest, staticClosure } from '../../apps/server/src/platform/page-preloads';

export { readManifest } from '../../apps/server/src/platform/page-preloads';

/**
 * Issue 40 (replacing issue 16's 90 kB, which only Preact met): at most this much gzip JavaScript
 * before the first paint of a patient page on React 19; `npm test` fails above it.
 */
export const FIRST_LOAD_BUDGET = 140 * 1024;

/** The patient pages measured, by the page module their route loads. */
export const patientPages: Record<string, string> = {
  home: 'src/features/catalog/pages/HomePage.tsx',
  booking: 'src/features/appointments/pages/BookingPage.tsx',
  'portal home': 'src/features/portal/pages/PortalHomePage.tsx',
  'portal (a booking)': 'src/features/portal/pages/AppointmentPortalPage.tsx',
};

/** Code that must never be in a patient page's first load, by the source files in the chunks' maps. */
export const forbiddenSources: Record<string, RegExp> = {
  admin:
    /\/src\/features\/([^/]+\/)?admin\/|\/contracts\/src\/admin-[\w-]+\/|node_modules\/@event-calendar\//,
  viewer: /\/src\/features\/imaging\/|node_modules\/dicomweb-client\//,
  // `questionnaires/lazy.ts` only names the chunk to load later, so it may be in a first load.
  questionnaire: /\/src\/features\/questionnaires\/(?!lazy\.ts$)|node_modules\/survey-(core|react-ui)\//,
  'check-in': /\/src\/features\/check-in\//,
  // The error-reporting SDK and its scrubber load after first paint (decision 0058).
  'error-reporting SDK':
    /node_modules\/@sentry\/|\/error-report-scrubber\.ts$|\/lib\/error-reporting-sdk\.ts$/,
};

export interface FirstLoad {
  page: string;
  files: { file: string; gzip: number }[];
  gzip: number;
  /** Kind of forbidden code → the source files of it found in the first load. */
  forbidden: Record<string, string[]>;
}

function sourcesOf(dist: string, file: string): string[] {
  const map = path.join(dist, `${file}.map`);
  if (!fs.existsSync(map)) return [];
  return ((JSON.parse(fs.readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? []).map((s) =>
    path.resolve(path.dirname(map), s),
  );
}

/** The entry chunk with its static imports: what every page loads. */
export function entryLoad(dist: string, manifest: Manifest): FirstLoad {
  return loadOf(dist, manifest, 'entry', []);
}

/** The entry and the page's own chunk, with their static imports. */
export function firstLoad(dist: string, manifest: Manifest, page: string, pageModule: string): FirstLoad {
  if (!manifest[pageModule]) throw new Error(`the manifest has no chunk for ${pageModule}`);
  return loadOf(dist, manifest, page, [pageModule]);
}

function loadOf(dist: string, manifest: Manifest, page: string, modules: string[]): FirstLoad {
  const keys = new Set<string>();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  for (const module of [entry, ...modules]) staticClosure(manifest, module, keys);
  const jsFiles = [...new Set([...keys].map((key) => manifest[key]?.file ?? ''))].filter((f) =>
    f.endsWith('.js'),
  );
  const files = jsFiles
    .map((file) => ({ file, gzip: gzipSync(fs.readFileSync(path.join(dist, file))).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const forbidden: Record<string, string[]> = {};
  const sources = jsFiles.flatMap((file) => sourcesOf(dist, file));
  for (const [kind, pattern] of Object.entries(forbiddenSources)) {
    const found = sources.filter((source) => pattern.test(source));
    if (found.length) forbidden[kind] = [...new Set(found)];
  }
  return { page, files, gzip: files.reduce((sum, f) => sum + f.gzip, 0), forbidden };
}
