import { defineConfig } from 'vitest/config';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** Tests of the server as a process (spawned from src/main.ts): those that need PostgreSQL run in its pass. */
export default defineConfig({
  test: {
    name: postgres ? 'process (PostgreSQL)' : 'process',
    root: import.meta.dirname,
    include: postgres ? ['test/process/**/*.postgres.test.ts'] : ['test/process/**/*.test.ts'],
    exclude: postgres ? [] : ['test/process/**/*.postgres.test.ts'],
    fileParallelism: false,
    passWithNoTests: true,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
