import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two cores: one test file per core; each PGlite runs in its own worker thread besides.
    pool: 'forks',
    maxWorkers: 2,
  },
});
