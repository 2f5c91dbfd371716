import type { Plugin } from 'vite';

/** Written beside index.html; the server reads it (apps/server/src/plugins/web.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A path of the route table (`:name` for a segment) and the modules its screen loads lazily on a first visit. */
export type RouteModules = Record<string, string[]>;

/**
 * Lists, per path, the chunks a first visit there loads after the entry: without a hint the browser finds them
 * only once the entry has downloaded and run, a round trip later. The server sends them as `Link: rel=modulepreload`
 * with index.html, so they download beside the entry; the entry and its imports come first in the list, as the
 * browser asks for them in that order.
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
      for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, entry);
      const filesOf = (module: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
        if (!chunk) this.error(`route-preloads: no chunk is built from ${module}`);
        return [...withImports(chunk.fileName, new Set())];
      };
      const table = Object.entries(routes).map(([path, modules]) => ({
        pattern: `^${path.replace(/:[^/]+/g, '[^/]+')}/?$`,
        files: [...new Set([...entry, ...modules.flatMap(filesOf)])].map((fileName) => `/${fileName}`),
      }));
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(table) });
    },
  };
}
