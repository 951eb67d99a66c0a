import { DEMO_FLAG } from './demo-keys';

/** Where the local backend keeps its session token (local/auth.ts). */
export const SESSION_STORAGE_KEY = 'wp.local.session';
/** supabase-js's own key for the session: `sb-<project ref>-auth-token`. */
export const SUPABASE_SESSION_KEY = /^sb-.+-auth-token$/;

/**
 * Whether this browser may hold a session: a key a backend keeps one under (the local token, the demo flag,
 * supabase-js's session), in either storage ("Remember me" picks one). Read synchronously, before any backend code
 * has loaded: with none, the visitor is signed out for certain and pages render as such at once. A key says only
 * "maybe" (the session may have expired); the backend checks it. Storage that cannot be read counts as a session, so
 * the backend then finds out. public/boot.js makes the same check on the site's pages before the app starts.
 */
export function hasStoredSession(): boolean {
  try {
    return [localStorage, sessionStorage].some((store) =>
      Object.keys(store).some(
        (key) => key === SESSION_STORAGE_KEY || key === DEMO_FLAG || SUPABASE_SESSION_KEY.test(key),
      ),
    );
  } catch {
    return true;
  }
}
