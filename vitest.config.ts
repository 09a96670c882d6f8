import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two cores: one test file per core; each PGlite runs in its own worker thread besides.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          globalSetup: ['./vitest.global-setup.ts'],
        },
      },
      {
        // The web app's components, rendered in jsdom (no database: no global set-up).
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./apps/web/src/test-support/setup.ts'],
        },
      },
      {
        // The browser walks the built app served by the real server on a generated dataset.
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          // Pages load data and roll counts up: a page gets a few seconds to settle.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
