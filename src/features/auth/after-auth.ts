/**
 * Where to go once a redirect-based sign-in (OAuth, email confirmation) comes back to /auth/callback. The page
 * that started it writes the destination here; the callback reads it once.
 */
const KEY = 'wp.afterAuth';

/** Only same-site paths: never an open redirect. */
export const safePath = (path: unknown): string | null =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
    ? path
    : null;

export function rememberAfterAuth(path: string) {
  const safe = safePath(path);
  if (safe) sessionStorage.setItem(KEY, safe);
}

export function takeAfterAuth(): string | null {
  const path = safePath(sessionStorage.getItem(KEY));
  sessionStorage.removeItem(KEY);
  return path;
}

/** The page a guard sent the visitor away from (`state.from`), if it is one of ours. */
export const fromState = (state: unknown): string | null =>
  safePath((state as { from?: unknown } | null)?.from);
