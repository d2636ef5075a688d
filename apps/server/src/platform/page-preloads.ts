import fs from 'node:fs';
import path from 'node:path';
import { type EarlyPage, earlyStartOf } from '@rb/contracts';
import { escapeHtml } from './meta-tags';

/**
 * The served HTML names, as preloads, what the page at its address needs before it can draw: the
 * page's own chunks (otherwise found only once the entry script has run and the router has matched)
 * and, for a page whose first call needs only its address (contracts' earlyStartOf), that call.
 * The browser then fetches them alongside the entry script (issues 15 and 16).
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The page module each early page's route loads (apps/web/src/app/routes.tsx). */
const earlyPageModules: Record<EarlyPage, string> = {
  viewer: 'src/features/imaging/pages/ViewerPage.tsx',
  'quick-report': 'src/features/referrer/pages/QuickReportPage.tsx',
  'portal-home': 'src/features/portal/pages/PortalHomePage.tsx',
  home: 'src/features/catalog/pages/HomePage.tsx',
  confirmation: 'src/features/appointments/pages/AppointmentConfirmationPage.tsx',
  portal: 'src/features/portal/pages/AppointmentPortalPage.tsx',
};

/**
 * The patient pages people land on from a link or a search, by address, with the module their route
 * loads (apps/web/src/app/routes.tsx, at the root and under /iframe); the home page, the portal
 * pages and a booking's confirmation are early pages (above). A page left out simply gets no
 * preload; one named wrongly costs a wasted download, never a broken page.
 */
const landingPages: { address: RegExp; module: string }[] = [
  {
    address: /^(\/iframe)?\/select-clinic(\/[^/]+)?\/?$/,
    module: 'src/features/catalog/pages/SelectClinicPage.tsx',
  },
  {
    address: /^(\/iframe)?\/booking(\/[^/]+){0,2}\/?$/,
    module: 'src/features/appointments/pages/BookingPage.tsx',
  },
];

export function readManifest(dist: string): Manifest | undefined {
  const file = path.join(dist, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** `start` and every chunk it imports statically, as manifest keys. */
export function staticClosure(manifest: Manifest, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start) || !manifest[start]) return into;
  into.add(start);
  for (const next of manifest[start].imports ?? []) staticClosure(manifest, next, into);
  return into;
}

/** Page module → its script and style files that the entry (already in index.html) does not load. */
export type PageChunks = Record<string, { scripts: string[]; styles: string[] }>;

export function pageChunks(manifest: Manifest | undefined): PageChunks {
  if (!manifest) return {};
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? staticClosure(manifest, entry) : new Set<string>();
  const chunks: PageChunks = {};
  const modules = [...Object.values(earlyPageModules), ...landingPages.map((page) => page.module)];
  for (const module of modules) {
    if (!manifest[module]) continue;
    const own = [...staticClosure(manifest, module)].filter((key) => !loaded.has(key));
    chunks[module] = {
      scripts: own.map((key) => `/${manifest[key]?.file}`),
      styles: own.flatMap((key) => (manifest[key]?.css ?? []).map((file) => `/${file}`)),
    };
  }
  return chunks;
}

export function withPagePreloads(html: string, requestUrl: string, chunks: PageChunks): string {
  const { pathname, search } = new URL(requestUrl, 'http://localhost');
  const early = earlyStartOf(pathname, search);
  const module = early
    ? earlyPageModules[early.page]
    : landingPages.find((page) => page.address.test(pathname))?.module;
  if (!module || !html.includes('</head>')) return html;
  const page = chunks[module];
  // crossorigin as on Vite's own tags and as fetch() asks (cors, same-origin credentials), so the
  // browser hands these answers to the requests the app makes.
  const links = [
    ...(early?.preload
      ? early.calls.map((call) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(call)}">`)
      : []),
    ...(page?.scripts ?? []).map(
      (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`,
    ),
    ...(page?.styles ?? []).map(
      (file) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(file)}">`,
    ),
  ].join('');
  return links ? html.replace('</head>', () => `${links}</head>`) : html;
}
