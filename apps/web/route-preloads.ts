import type { Plugin } from 'vite';
import { isFacade } from './inline-entry';

/** Written beside index.html; the server reads it (apps/server/src/plugins/web.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * A path of the route table (`:name` for a segment) and what its screen loads on a first visit: the modules it loads
 * lazily, and the API paths (`/api/...`) it reads before its first render without a session.
 */
export type RouteModules = Record<string, string[]>;

export const isApiPath = (entry: string) => entry.startsWith('/api/');

/** A path of the route table as a pattern of the whole path; each `:name` segment is a group, in order. */
export const routePattern = (path: string) => `^${path.replace(/:[^/]+/g, '([^/]+)')}/?$`;

/**
 * Lists, per path, the chunks a first visit there loads after the entry: without a hint the browser finds them
 * only once the entry has downloaded and run, a round trip later. The server sends them as `Link: rel=modulepreload`
 * with index.html, so they download beside the entry; the entry and its imports come first in the list, as the
 * browser asks for them in that order. The API reads go as `rel=preload; as=fetch`: the app's own request for them
 * then takes the answer already on its way.
 */
export function routePreloads(routes: RouteModules): Plugin {
  return {
    name: 'mockprep:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, into: Set<string>) => {
        const chunk = byName.get(fileName);
        if (!chunk || into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunk.imports) withImports(imported, into);
        return into;
      };
      const entry = new Set<string>();
      for (const chunk of chunks) {
        if (!chunk.isEntry) continue;
        withImports(chunk.fileName, entry);
        // Inline in index.html: nothing to fetch.
        if (isFacade(chunk)) entry.delete(chunk.fileName);
      }
      const filesOf = (module: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
        if (!chunk) this.error(`route-preloads: no chunk is built from ${module}`);
        return [...withImports(chunk.fileName, new Set())];
      };
      const table = Object.entries(routes).map(([path, modules]) => ({
        pattern: routePattern(path),
        files: [...new Set([...entry, ...modules.filter((module) => !isApiPath(module)).flatMap(filesOf)])].map(
          (fileName) => `/${fileName}`,
        ),
        fetches: modules.filter(isApiPath),
      }));
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(table) });
    },
  };
}
