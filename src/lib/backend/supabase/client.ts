import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from '@/lib/config';

/**
 * Where supabase-js keeps the session, honouring "Remember me": the session lives in localStorage (outlives the
 * browser session) or sessionStorage (ends with it). Reads look in both, so a reload finds the session wherever
 * it was put. The PKCE code verifier always goes to localStorage: the email link that needs it opens in a new
 * tab, which has its own sessionStorage.
 */
export interface RememberStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Call before signing in; later writes (token refreshes) follow the same choice. */
  setRemember(remember: boolean): void;
  remembers(): boolean;
  /** Forgets the session in both stores (a sign-out that could not reach the server must still sign out here). */
  clearSession(): void;
  /**
   * Forgets the session in both stores at once and returns its access token (null when there was none), so a
   * sign-out can still tell the server which session ends after this browser has already let it go.
   */
  takeSession(): string | null;
}

export function createRememberStorage(
  persistent: Storage = localStorage,
  tabOnly: Storage = sessionStorage,
): RememberStorage {
  const alwaysPersistent = (key: string) => key.endsWith('-code-verifier');
  const isSessionKey = (key: string) => key.startsWith('sb-') && !alwaysPersistent(key);
  const sessionKeys = (store: Storage) =>
    Array.from({ length: store.length }, (_, i) => store.key(i) ?? '').filter(isSessionKey);
  const clearSession = () => {
    for (const store of [persistent, tabOnly]) for (const key of sessionKeys(store)) store.removeItem(key);
  };
  // After a reload, keep writing where the session already is.
  let remember = !Array.from({ length: tabOnly.length }, (_, i) => tabOnly.key(i) ?? '').some(isSessionKey);

  return {
    getItem: (key) => tabOnly.getItem(key) ?? persistent.getItem(key),
    setItem(key, value) {
      const [target, other] =
        remember || alwaysPersistent(key) ? [persistent, tabOnly] : [tabOnly, persistent];
      other.removeItem(key);
      target.setItem(key, value);
    },
    removeItem(key) {
      persistent.removeItem(key);
      tabOnly.removeItem(key);
    },
    setRemember(value) {
      remember = value;
    },
    remembers: () => remember,
    clearSession,
    takeSession() {
      let accessToken: string | null = null;
      for (const store of [tabOnly, persistent])
        for (const key of sessionKeys(store)) {
          if (accessToken || !key.endsWith('-auth-token')) continue;
          try {
            const token = (JSON.parse(store.getItem(key) ?? 'null') as { access_token?: unknown } | null)
              ?.access_token;
            if (typeof token === 'string' && token) accessToken = token;
          } catch {
            // Not a session supabase-js wrote: nothing to revoke, and it goes all the same.
          }
        }
      clearSession();
      return accessToken;
    },
  };
}

export interface ClientOptions {
  storage?: RememberStorage;
  /** Tests pass a recording fetch; the app uses the browser's. */
  fetch?: typeof fetch;
}

/**
 * The one supabase-js client of the app. PKCE keeps tokens out of URLs; `detectSessionInUrl` lets the client
 * finish an email or OAuth redirect as soon as the app starts; the client refreshes tokens on its own (every
 * 30 s it checks, and refreshes within 90 s of expiry — spec §9).
 */
export function createSupabaseClient(
  supabase: NonNullable<AppConfig['supabase']>,
  options: ClientOptions = {},
): { client: SupabaseClient; storage: RememberStorage } {
  const storage = options.storage ?? createRememberStorage();
  const client = createClient(supabase.url, supabase.publishableKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'pkce',
      storage,
    },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
  return { client, storage };
}
