import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { API_BASE } from './src/lib/api-base';
import { EARLY_READS_GLOBAL, type EarlyReadTable, startEarlyReads } from './src/lib/early-reads';
import { STORAGE_KEYS } from './src/lib/storage';

/** Per path of the route table (`:name` a segment), the API paths a signed-in visit reads first (`:name` filled). */
export type RouteReads = Record<string, string[]>;

/**
 * A small script, loaded with index.html, that starts the first reads of a signed-in screen as soon as the page
 * opens, beside the entry rather than after it has downloaded and run (src/lib/early-reads.ts): on a slow line
 * the entry takes over a second. `fileName` is what it is built as, for the service worker's precache.
 */
export function earlyReads(routes: RouteReads) {
  const table: EarlyReadTable = Object.entries(routes).map(([path, reads]) => {
    const names = [...path.matchAll(/:([^/]+)/g)].map((match) => match[1]);
    const pattern = `^${path.replace(/:[^/]+/g, '([^/]+)')}/?$`;
    return [pattern, reads.map((read) => read.replace(/:([^/?]+)/g, (_, name) => `$${names.indexOf(name) + 1}`))];
  });
  const args = JSON.stringify([table, STORAGE_KEYS.token, EARLY_READS_GLOBAL, API_BASE]).slice(1, -1);
  const source = `(${startEarlyReads.toString()})(${args});\n`;
  const fileName = `assets/early-reads-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  const plugin: Plugin = {
    name: 'mockprep:early-reads',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head' }],
  };
  return { plugin, fileName };
}
