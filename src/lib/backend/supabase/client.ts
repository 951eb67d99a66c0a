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
}

export function createRememberStorage(
  persistent: Storage = localStorage,
  tabOnly: Storage = sessionStorage,
): RememberStorage {
  const alwaysPersistent = (key: string) => key.endsWith('-code-verifier');
  const isSessionKey = (key: string) => key.startsWith('sb-') && !alwaysPersistent(key);
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
    clearSession() {
      for (const store of [persistent, tabOnly])
        for (const key of Array.from({ length: store.length }, (_, i) => store.key(i) ?? ''))
          if (isSessionKey(key)) store.removeItem(key);
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
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce', storage },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
  return { client, storage };
}
