// Compiles the server and its command-line tools to plain JavaScript in dist/ for production
// (`node dist/server.js`): our code and the TypeScript-only @rb/* workspace packages are bundled;
// npm dependencies stay external so their native binaries, workers and files resolve as installed.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// date-fns is bundled too: its index imports some 250 files one by one (about 1 s of CPU at every
// start, most of it module resolution); bundled, only the functions we use remain.
const bundled = new Set(['date-fns', '@date-fns/tz']);
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@rb/') && !bundled.has(name),
);

// An optional folder (inside the repository, so npm dependencies resolve) lets tests build their own copy.
const outdir = process.argv[2] ?? 'dist';
const started = performance.now();
await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: {
    server: 'src/server.ts',
    'migrate-cli': 'src/db/migrate-cli.ts',
    'seed-cli': 'src/db/seed-cli.ts',
    'service-client-cli': 'src/modules/identity/service-client-cli.ts',
    'pacs-cli': 'src/modules/imaging/pacs-cli.ts',
  },
  outdir,
  bundle: true,
  // One shared chunk for what the entry points have in common instead of five copies.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log(`Server compiled to ${outdir} in ${Math.round(performance.now() - started)} ms`);
