import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/server/vitest.process.config.ts',
      'apps/web',
      'scripts/architecture',
      'scripts',
    ],
  },
});
