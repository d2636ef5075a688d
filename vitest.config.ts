import { defineConfig } from 'vitest/config';
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
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
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
