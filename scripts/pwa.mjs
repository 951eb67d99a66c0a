// @ts-check
import { VitePWA } from 'vite-plugin-pwa';

/** The Cache Storage name of the cloud data kept for reading offline; sign-out deletes it (src/app/service-worker.ts). */
export const PLAN_READS_CACHE = 'plan-reads';

/**
 * The service worker (issue #16, Workbox through vite-plugin-pwa). It precaches the whole build — the app shell,
 * every route's chunks, the prerendered pages, fonts and the templates' artwork — so the app opens and every tool
 * works with no network in local mode. An address that is not a prerendered page gets the app's empty shell
 * (app.html), as the host's `_redirects` does. A prerendered page is kept under its own address (`/budget`, not
 * `/budget/index.html`, see `pageAddresses`), so a later visit gets the page or the tool's frame, as the host
 * serves it, and not the empty shell. In cloud mode the planner's reads from Supabase are kept as they
 * arrive (network first), so an offline reload still shows the plan, read-only.
 *
 * The app registers the worker itself, after the page has loaded (src/app/service-worker.ts), so nothing is added to
 * a page's first load; a new deploy waits until the couple chooses "Reload" (no skipWaiting). The worker is written
 * after the prerendered pages (a sequential, late closeBundle), so they are in its precache list.
 * @returns {import('vite').PluginOption}
 */
export function pwaPlugin() {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    // public/manifest.webmanifest is the app's manifest; index.html links it.
    manifest: false,
    filename: 'sw.js',
    integration: { closeBundleOrder: 'post' },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,jpg,webp,woff2,webmanifest,txt}'],
      globIgnores: ['**/_headers', '**/_redirects', '**/.vite/**'],
      // The editor's chunk (Konva) is the largest; keep room for it.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      manifestTransforms: [async (entries) => ({ manifest: pageAddresses(entries), warnings: [] })],
      navigateFallback: '/app.html',
      // /sw.js and files are never pages.
      navigateFallbackDenylist: [/^\/sw\.js$/, /\.[a-z0-9]+$/i],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          // Supabase's REST reads (cloud mode): the page asks another origin for /rest/v1/….
          urlPattern: ({ url, request }) =>
            request.method === 'GET' &&
            url.origin !== self.location.origin &&
            url.pathname.startsWith('/rest/v1/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: PLAN_READS_CACHE,
            networkTimeoutSeconds: 10,
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

/**
 * The precache list with each prerendered page (`budget/index.html`) under the address it is visited at (`budget`).
 * Workbox looks a navigation up by its exact path (and `/` as `/index.html`), so `/budget` did not find its page
 * and got the empty shell, whose page has no heading or frame until the app's code has run. The worker fetches
 * `/budget` when it installs, which the host answers with that same page.
 * @template {{ url: string }} Entry
 * @param {Entry[]} entries
 * @returns {Entry[]}
 */
export function pageAddresses(entries) {
  return entries.map((entry) =>
    entry.url.endsWith('/index.html') ? { ...entry, url: entry.url.slice(0, -'/index.html'.length) } : entry,
  );
}
