import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { translationFiles } from './translation-files';

/**
 * What every page needs before its first paint, in four files: React with React DOM (and the
 * scheduler and store shim they bring), the router, TanStack Query, and i18next with its React binding.
 */
const FRAMEWORK_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
];

export default defineConfig({
  plugins: [
    translationFiles(),
    // Emits .br and .gz beside every text asset so the server sends them as they are (preCompressed)
    // instead of compressing on each request; files that would not shrink are left alone.
    compression({ algorithms: ['gzip', 'brotliCompress'] }),
  ],
  // The manifest tells bench/bundle which chunks each route loads before it can paint.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Grouped, not one file per module that lazy pages share (each a request and ~1 kB of
          // headers); and not one file either: over HTTP/1.1 each file comes over its own cold
          // connection, where 45 kB takes three round trips of slow start and 10–17 kB one or two.
          groups: FRAMEWORK_GROUPS,
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
