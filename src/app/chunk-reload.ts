/** When the tab last reloaded for a missing chunk (sessionStorage, so it is per tab and survives the reload). */
const RELOADED_AT = 'wp.chunk-reload-at';
/** A second failure this soon after reloading is not a stale tab: the route's error page explains it instead. */
const WINDOW_MS = 60_000;

/**
 * After a deploy, an open tab still runs the old build and asks for page chunks whose names no longer exist. Vite
 * reports each such failure as `vite:preloadError`; the first one reloads the tab, which then runs the new build.
 * Only once: if the chunk is still missing after the reload, the error reaches the route's error page (Reload, Back to
 * Account) rather than reloading in a loop.
 */
export function reloadOnStaleChunk(target: Window = window, now: () => number = Date.now) {
  target.addEventListener('vite:preloadError', (event) => {
    try {
      const last = Number(target.sessionStorage.getItem(RELOADED_AT)) || 0;
      if (now() - last < WINDOW_MS) return;
      target.sessionStorage.setItem(RELOADED_AT, String(now()));
    } catch {
      // Without storage the tab could not tell a second failure from the first: no reload, never a loop.
      return;
    }
    event.preventDefault();
    target.location.reload();
  });
}
