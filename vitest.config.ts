import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (no database) and integration tests that build the real app
// on PGlite and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database as well.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/**/src/**/*.test.{ts,tsx}', 'packages/**/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
