import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'browser',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    // One retry for a timing hiccup on a busy 2-core machine; a real failure still fails twice.
    retry: 1,
    testTimeout: 90_000,
    // A screen that renders within a second when the machine is quiet can take several while it is busy.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
  },
});
