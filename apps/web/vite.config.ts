import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyReads } from './early-reads';
import { inlineEntry } from './inline-entry';
import { LANDING_ROUTES } from './landing-routes';
import { lateStylesheet } from './late-stylesheet';
import { offlineShell } from './offline-shell';
import { productionRouter } from './production-router';
import { routePreloads } from './route-preloads';
import { RECENT_RESULTS_PATH } from './src/features/dashboard/recent-results';

const shell = offlineShell();

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    shell.plugin,
    lateStylesheet(),
    inlineEntry(),
    // What the screens a signed-in visit most often opens on read first, with the stored user's refresh.
    earlyReads({
      '/dashboard': [
        '/auth/me',
        '/attempts/summary',
        RECENT_RESULTS_PATH,
        '/attempts/running',
        '/notifications/unread-count',
      ],
      '/test/:id': ['/auth/me', '/tests/:id'],
    }),
    productionRouter(),
    routePreloads(LANDING_ROUTES),
    VitePWA({
      // A new worker takes over at once; pages are never served from its cache while the network answers.
      registerType: 'autoUpdate',
      // Registered from index.html itself: as a file it was one more request on every first visit.
      injectRegister: 'inline',
      manifest: false,
      workbox: {
        clientsClaim: true,
        globPatterns: ['**/*.{js,css,html}'],
        manifestTransforms: [
          (entries) => ({ manifest: entries.filter((entry) => shell.isPrecached(entry.url)), warnings: [] }),
        ],
        // The API is never cached: navigations go to the network, and only when it cannot answer (offline)
        // get the precached index.html of this worker's build, whose chunks are precached with it.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
        ],
      },
    }),
    // A .br and a .gz beside each text file, sent as they are by the server (@fastify/static preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks each screen loads first: read by the first-visit budget test and bench:web.
    manifest: true,
    rolldownOptions: {
      // Lets rolldown drop the entry's unused exports, which inlining common chunks (below) requires.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // The modules two screens share were ~30 chunks of a few hundred bytes each: /dashboard asked for 33
          // scripts, six at a time over HTTP/1.1, each a round trip. Copied into the chunks that use them (one
          // shared state, through rolldown's runtime; the frame's icons too), and with the entry's group below and
          // the entry itself inline (inline-entry.ts), a first visit asks for 4 or 5 and downloads less.
          experimentalInlineCommonChunks: { maxSize: 60_000 },
          groups: [
            // What the entry imports, in one chunk: split by which screens also import it, it was five more chunks
            // on every first visit and 4 KB more of brotli.
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
