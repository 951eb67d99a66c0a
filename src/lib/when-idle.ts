/**
 * Runs `task` once the browser is idle after what it is doing now (at the latest after two seconds), or after 200 ms
 * where there is no idle callback (Safari). For code a page will want soon but does not need to paint: it is fetched
 * in the quiet after the page has painted, not before. Returns the cancel, for an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if (!globalThis.requestIdleCallback) {
    const timer = setTimeout(task, 200);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(task, { timeout: 2000 });
  return () => cancelIdleCallback(idle);
}
