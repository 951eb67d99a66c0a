import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildModePlugin } from './scripts/build-mode.mjs';
import { hostingPlugin } from './scripts/hosting.mjs';
import { prerenderPlugin } from './scripts/prerender.mjs';
import { pwaPlugin } from './scripts/pwa.mjs';

export default defineConfig({
  // buildModePlugin: a production build needs an explicit mode, and a cloud build never compiles in the direct-mode
  // AI key (scripts/build-mode.mjs). hostingPlugin: dist/_headers (CSP etc., scripts/csp.mjs) and `vite preview`
  // serving them like the host. prerenderPlugin: the site's pages as static HTML (scripts/prerender.mjs). pwaPlugin: the
  // service worker that keeps the app working offline (scripts/pwa.mjs).
  plugins: [buildModePlugin(), react(), tailwindcss(), hostingPlugin(), prerenderPlugin(), pwaPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    // The perf budget script reads this manifest to attribute chunks to routes.
    manifest: true,
    sourcemap: false,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
