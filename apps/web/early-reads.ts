import type { Plugin } from 'vite';
import { routePattern } from './route-preloads';
import { API_BASE } from './src/lib/api-base';
import { EARLY_READS_GLOBAL, type EarlyReadTable, startEarlyReads } from './src/lib/early-reads';
import { STORAGE_KEYS } from './src/lib/storage';

/** Per path of the route table (`:name` a segment), the API paths a signed-in visit reads first (`:name` filled). */
export type RouteReads = Record<string, string[]>;

/**
 * A small script inline in index.html that starts the first reads of a signed-in screen while the page is parsed,
 * beside the entry rather than after it has downloaded and run (src/lib/early-reads.ts): on a slow line the entry
 * takes over a second. Inline, it costs no request; the server allows it by its hash (plugins/web.ts).
 */
export function earlyReads(routes: RouteReads): Plugin {
  const table: EarlyReadTable = Object.entries(routes).map(([path, reads]) => {
    const names = [...path.matchAll(/:([^/]+)/g)].map((match) => match[1]);
    return [
      routePattern(path),
      reads.map((read) => read.replace(/:([^/?]+)/g, (_, name) => `$${names.indexOf(name) + 1}`)),
    ];
  });
  const args = JSON.stringify([table, STORAGE_KEYS.token, EARLY_READS_GLOBAL, API_BASE]).slice(1, -1);
  return {
    name: 'mockprep:early-reads',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'script', children: `(${startEarlyReads.toString()})(${args});`, injectTo: 'head' },
    ],
  };
}
