import type { Plugin } from 'vite';

/**
 * What a student must be able to reopen offline: a running test and the result it leads to, in the signed-in
 * frame, with the toaster every page mounts once it has rendered.
 */
const OFFLINE_MODULES = [
  'src/app/home-screen.ts',
  'src/features/test-taking/TestTakingPage.tsx',
  'src/features/results/ResultPage.tsx',
  'node_modules/sonner/dist/index.mjs',
];

/**
 * Collects the files the service worker precaches: index.html, the entry and the offline modules with every
 * chunk and stylesheet they import. Admin and the other screens stay network-only, so installing the worker
 * costs a first visit little.
 */
export function offlineShell() {
  const files = new Set<string>(['index.html']);
  const plugin: Plugin = {
    name: 'mockprep:offline-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
      );
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of chunks.values()) {
        const root = chunk.facadeModuleId ?? '';
        if (chunk.isEntry || OFFLINE_MODULES.some((module) => root.endsWith(module))) visit(chunk.fileName);
      }
    },
  };
  return { plugin, isPrecached: (url: string) => files.has(url) };
}
