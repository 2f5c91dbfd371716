import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server (PostgreSQL)' : 'server (PGlite)',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // One worker, modules shared across files: the whole run uses one database (PGlite costs seconds to start).
    pool: 'forks',
    maxWorkers: 1,
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
