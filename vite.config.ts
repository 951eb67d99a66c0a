import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildModePlugin } from './scripts/build-mode.mjs';
import { hostingPlugin } from './scripts/hosting.mjs';
import { preloadPlugin } from './scripts/preload.mjs';
import { prerenderPlugin } from './scripts/prerender.mjs';
import { pwaPlugin } from './scripts/pwa.mjs';

export default defineConfig({
  // buildModePlugin: a production build needs an explicit mode, and a cloud build never compiles in the direct-mode
  // AI key (scripts/build-mode.mjs). hostingPlugin: dist/_headers (CSP etc., scripts/csp.mjs) and `vite preview`
  // serving them like the host. prerenderPlugin: the site's pages as static HTML (scripts/prerender.mjs). pwaPlugin: the
  // service worker that keeps the app working offline (scripts/pwa.mjs). preloadPlugin: a lazy import preloads only the
  // chunks its importer has not loaded (scripts/preload.mjs).
  plugins: [
    buildModePlugin(),
    react(),
    tailwindcss(),
    hostingPlugin(),
    prerenderPlugin(),
    pwaPlugin(),
    preloadPlugin(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    // The perf budget script reads this manifest to attribute chunks to routes.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The query cache (TanStack Query, the app's client with its tab sync, the guests' public reads) and the data
        // layer (collections, the profile, deletes with Undo) as one file each, fetched by every page that reads data
        // and by no other page. Left to automatic splitting they came as 6-10 files of a few hundred bytes, reshuffled
        // by every change to who imports what (issue 35). What they import stays where automatic splitting puts it
        // (`includeDependenciesRecursively: false`), so React, zod and the backend are not drawn into them. The
        // `lazyNamed` helper (a few lines every data page uses for its dialogs) rides in the query file: alone it was
        // a 190-byte file of its own on every such page.
        codeSplitting: {
          groups: [
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|src[\\/]lib[\\/](lazy-named|data[\\/](query-keys|sync-store|tab-sync|query-client|use-public|use-loading))\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              // The languages and the guests' limits, which the couple's guest pages and the guests' pages both read:
              // one small file. Split automatically, the public invitation page (which reads only the languages) made
              // them two, one more file on every page that reads both.
              name: 'i18n',
              test: /src[\\/]lib[\\/](i18n|backend[\\/]guest-limits)\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'data',
              test: /src[\\/]lib[\\/]data[\\/](index|use-collection|collection-sync|use-profile|profile-schema|use-undoable-remove|collections|record-queue|save-error|conflict-message|write-failure|same-value)\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
