/** When the tab last reloaded for a missing chunk (sessionStorage, so it is per tab and survives the reload). */
const RELOADED_AT = 'wp.chunk-reload-at';
/** A second failure this soon after reloading is not a stale tab: the route's error page explains it instead. */
const WINDOW_MS = 60_000;
/**
 * How long an import that is not a route's waits before the reload. A route's page reloads as soon as it renders at
 * its new address (lazy-route.tsx), so the reload opens the page the visitor was going to.
 */
const FALLBACK_MS = 1000;

/**
 * After a deploy, an open tab still runs the old build and asks for chunks whose names no longer exist. Vite reports
 * each such failure as `vite:preloadError` (one navigation can report several); the first one starts a single
 * reload, which runs the new build, and every failure until then resolves to nothing instead of an error. Only once:
 * if a chunk is still missing after the reload, the error reaches the route's error page (Reload, Back to Account)
 * rather than reloading in a loop.
 */
export function reloadOnStaleChunk(target: Window = window, now: () => number = Date.now) {
  let reloading = false;
  target.addEventListener('vite:preloadError', (event) => {
    if (!reloading) {
      try {
        const last = Number(target.sessionStorage.getItem(RELOADED_AT)) || 0;
        if (now() - last < WINDOW_MS) return;
        target.sessionStorage.setItem(RELOADED_AT, String(now()));
      } catch {
        // Without storage the tab could not tell a second failure from the first: no reload, never a loop.
        return;
      }
      reloading = true;
      target.setTimeout(() => target.location.reload(), FALLBACK_MS);
    }
    event.preventDefault();
  });
}
