/**
 * Prints the size of the built web app: the entry chunk every visitor downloads, and the largest
 * lazily loaded chunks (SurveyJS must stay out of the entry). Run `npm run build` first.
 *   npx tsx bench/bundle/run.ts [distDir] [--check]
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  entryLoad,
  FIRST_LOAD_BUDGET,
  type FirstLoad,
  firstLoad,
  patientPages,
  readManifest,
} from './first-load';

const dist = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'apps/web/dist');
const assets = path.join(dist, 'assets');
if (!fs.existsSync(assets)) {
  console.error(`No build at ${dist}; run npm run build first.`);
  process.exit(1);
}

const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryNames = new Set([...indexHtml.matchAll(/assets\/([\w.-]+\.(?:js|css))/g)].map((m) => m[1]));

const rows = fs
  .readdirSync(assets)
  .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
  .map((file) => {
    const bytes = fs.readFileSync(path.join(assets, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes).length, entry: entryNames.has(file) };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const entry = rows.filter((r) => r.entry);
console.log(`entry (loaded on every page): ${kb(entry.reduce((s, r) => s + r.gzip, 0))} gzip`);
for (const r of entry)
  console.log(`  ${r.file.padEnd(44)} ${kb(r.gzip).padStart(10)} gzip ${kb(r.raw).padStart(10)} raw`);
console.log('largest lazy chunks:');
for (const r of rows.filter((r) => !r.entry).slice(0, 8)) {
  console.log(`  ${r.file.padEnd(44)} ${kb(r.gzip).padStart(10)} gzip ${kb(r.raw).padStart(10)} raw`);
}
console.log(`all chunks: ${kb(rows.reduce((s, r) => s + r.gzip, 0))} gzip in ${rows.length} files`);
const surveyInEntry = entry.some((r) =>
  fs.readFileSync(path.join(assets, r.file), 'utf8').includes('survey-core'),
);
console.log(`SurveyJS in the entry chunk: ${surveyInEntry ? 'YES (should be lazy)' : 'no'}`);

// Staff sign-in (oidc-client-ts, its session code, the user menu and sign-in pages) must stay lazy too.
// Its chunks are recognised by the library's storage prefix and our cross-tab refresh lock's name.
const signInMarkers = ['rb-staff-token-refresh', 'signinRedirectCallback'];
const signInChunks = rows.filter((r) => {
  const text = fs.readFileSync(path.join(assets, r.file), 'utf8');
  return signInMarkers.some((marker) => text.includes(marker));
});
const pageChunks = rows.filter((r) =>
  /^(UserMenu|SignInCallbackPage|ImageViewerAccessPage|SignInErrorAlert|identity)-/.test(r.file),
);
const signInGzip = [...new Set([...signInChunks, ...pageChunks])].reduce((s, r) => s + r.gzip, 0);
console.log(
  `staff sign-in code: ${kb(signInGzip)} gzip in ${signInChunks.length + pageChunks.length} lazy files (${signInChunks.map((r) => r.file).join(', ')})`,
);
console.log(
  `Staff sign-in in the entry chunk: ${signInChunks.some((r) => r.entry) ? 'YES (should be lazy)' : 'no'}`,
);

// The admin panel's daily operations (issue 14): its pages and the event calendar must stay lazy.
const adminChunks = rows.filter((r) =>
  /^(AdminLayout|AdminHomePage|AdminSectionPage|UsersPage|DaySheetPage|AppointmentPage|EnquiriesPage|EnquiryPage)-/.test(
    r.file,
  ),
);
const calendarChunks = rows.filter((r) => {
  const text = fs.readFileSync(path.join(assets, r.file), 'utf8');
  return text.includes('resourceTimeGridDay') || /\.ec-resource|\.ec-time-grid/.test(text);
});
console.log('admin panel chunks:');
for (const r of [...new Set([...adminChunks, ...calendarChunks])])
  console.log(`  ${r.file.padEnd(44)} ${kb(r.gzip).padStart(10)} gzip ${kb(r.raw).padStart(10)} raw`);
console.log(
  `Admin pages or the event calendar in the entry chunk: ${
    [...adminChunks, ...calendarChunks].some((r) => r.entry) ? 'YES (should be lazy)' : 'no'
  }`,
);

// Issues 16 and 40: what every page and each patient page load before their first paint, against
// the ceiling `npm test` holds them to, and no admin, viewer, questionnaire or check-in
// code in them. `--check` turns a breach into a failure.
const manifest = readManifest(dist);
const check = process.argv.includes('--check');
const breaches: string[] = [];

function reportForbidden(load: FirstLoad): void {
  for (const [kind, sources] of Object.entries(load.forbidden)) {
    const shown = sources.slice(0, 3).map((s) => path.relative(process.cwd(), s));
    console.log(`      ${kind} code in the first load: ${shown.join(', ')}${sources.length > 3 ? ' …' : ''}`);
    breaches.push(`${load.page}: ${kind} code in the first load (${shown[0]})`);
  }
}

if (!manifest) {
  console.log('first load per page: no .vite/manifest.json in the build (build.manifest is off)');
  if (check) breaches.push('no build manifest to measure the first load with');
} else {
  const entry = entryLoad(dist, manifest);
  console.log(`entry with its static imports: ${kb(entry.gzip)} gzip in ${entry.files.length} files`);
  reportForbidden(entry);
  console.log(`first load per page (JavaScript before first paint, budget ${kb(FIRST_LOAD_BUDGET)} gzip):`);
  for (const [page, module] of Object.entries(patientPages)) {
    const load = firstLoad(dist, manifest, page, module);
    const over = load.gzip > FIRST_LOAD_BUDGET;
    console.log(
      `  ${page.padEnd(20)} ${kb(load.gzip).padStart(10)} gzip in ${load.files.length} files${over ? '  OVER THE BUDGET' : ''}`,
    );
    for (const f of load.files.slice(0, 6))
      console.log(`      ${f.file.padEnd(44)} ${kb(f.gzip).padStart(10)}`);
    if (over)
      breaches.push(`${page}: ${kb(load.gzip)} gzip before first paint (budget ${kb(FIRST_LOAD_BUDGET)})`);
    reportForbidden(load);
  }
}
if (check) {
  if (breaches.length) {
    console.error(`bundle check FAILED:\n  ${breaches.join('\n  ')}`);
    process.exit(1);
  }
  console.log('bundle check passed');
}
