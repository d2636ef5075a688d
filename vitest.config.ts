import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './apps/web/preact/aliases';

/** Libraries that import React: Vite resolves them, so their React is Preact too (decision 0036). */
const REACT_LIBRARIES = [
  /@testing-library[\\/]react/,
  /react-router/,
  /react-i18next/,
  /@tanstack[\\/]react-/,
  /react-hook-form/,
  /@hookform/,
  /react-error-boundary/,
  /react-tabs/,
  /react-idle-timer/,
  /react-leaflet/,
  /survey-react-ui/,
  /@xstate[\\/]react/,
  /downshift/,
];

// Three projects: server and contracts unit tests (node), web unit tests (happy-dom), and
// integration tests that build the real app on PGlite and, when TEST_DATABASE_URL is set, on a
// fresh PostgreSQL database as well.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/server/src/**/*.test.ts', 'packages/**/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        resolve: {
          alias: reactOnPreact,
          // Their ES modules: a CommonJS build would require React past the aliases.
          mainFields: ['module', 'main'],
          conditions: ['module', 'browser', 'development'],
        },
        test: {
          name: 'web',
          server: { deps: { inline: REACT_LIBRARIES } },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/preact/require-react.ts', 'apps/web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          // Each test database copies a migrated, seeded template made once per run.
          globalSetup: ['apps/server/src/test/database-templates.ts'],
          // Every file builds its own app on its own database; evaluating the server's modules anew for
          // each of the 72 files was about a third of the project's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
