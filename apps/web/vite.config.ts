import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { reactOnPreact } from './preact/aliases';
import { translationFiles } from './translation-files';

/** Preact, the router, TanStack Query and i18next, with what they import. */
const FRAMEWORK =
  /(node_modules[\\/](preact|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|use-sync-external-store|html-parse-stringify|void-elements)[\\/]|[\\/]apps[\\/]web[\\/]preact[\\/])/;

export default defineConfig({
  resolve: { alias: reactOnPreact },
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
          // Every page needs these before its first paint: one file instead of about ten small ones
          // split off because lazy pages share them, each costing a request and ~1 kB of headers.
          groups: [{ name: 'framework', test: FRAMEWORK }],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
