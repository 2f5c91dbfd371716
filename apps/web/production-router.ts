import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds with React Router's production files. Its package exports only its development build
 * (remix-run/react-router#12532), which keeps the router's development warnings in the bundle and logs them in the
 * student's console. The two builds differ in that one switch only.
 */
export function productionRouter(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return {
    name: 'mockprep:production-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
