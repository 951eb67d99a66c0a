import { createRememberStorage, createSupabaseClient } from './client';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('createRememberStorage', () => {
  it('remembers by default: the session goes to localStorage', () => {
    const storage = createRememberStorage();
    storage.setItem('sb-x-auth-token', 'session');
    expect(localStorage.getItem('sb-x-auth-token')).toBe('session');
    expect(storage.getItem('sb-x-auth-token')).toBe('session');
  });

  it('without Remember me the session goes to sessionStorage, and moves out of localStorage', () => {
    const storage = createRememberStorage();
    storage.setItem('sb-x-auth-token', 'old');
    storage.setRemember(false);
    storage.setItem('sb-x-auth-token', 'new');
    expect(localStorage.getItem('sb-x-auth-token')).toBeNull();
    expect(sessionStorage.getItem('sb-x-auth-token')).toBe('new');
  });

  it('the PKCE code verifier always goes to localStorage (the email link opens in a new tab)', () => {
    const storage = createRememberStorage();
    storage.setRemember(false);
    storage.setItem('sb-x-auth-token-code-verifier', 'verifier');
    expect(localStorage.getItem('sb-x-auth-token-code-verifier')).toBe('verifier');
  });

  it('after a reload, token refreshes keep writing where the session already is', () => {
    sessionStorage.setItem('sb-x-auth-token', 'tab-only');
    const storage = createRememberStorage();
    expect(storage.remembers()).toBe(false);
    storage.setItem('sb-x-auth-token', 'refreshed');
    expect(sessionStorage.getItem('sb-x-auth-token')).toBe('refreshed');
    expect(localStorage.getItem('sb-x-auth-token')).toBeNull();
  });

  it('removeItem and clearSession forget the session in both stores, but keep other keys', () => {
    const storage = createRememberStorage();
    localStorage.setItem('sb-x-auth-token', 'a');
    sessionStorage.setItem('sb-x-auth-token', 'b');
    localStorage.setItem('sb-x-auth-token-code-verifier', 'v');
    localStorage.setItem('wp.other', 'keep');
    storage.removeItem('sb-x-auth-token');
    expect(storage.getItem('sb-x-auth-token')).toBeNull();
    localStorage.setItem('sb-x-auth-token', 'a');
    storage.clearSession();
    expect(localStorage.getItem('sb-x-auth-token')).toBeNull();
    expect(localStorage.getItem('wp.other')).toBe('keep');
    expect(localStorage.getItem('sb-x-auth-token-code-verifier')).toBe('v');
  });
});

describe('createSupabaseClient', () => {
  it('builds the client with PKCE, session detection in the URL, auto-refresh and the Remember-me storage', () => {
    const { client, storage } = createSupabaseClient({
      url: 'https://project.supabase.co',
      publishableKey: 'sb_publishable_test',
    });
    const auth = client.auth as unknown as Record<string, unknown>;
    expect(auth.flowType).toBe('pkce');
    expect(auth.detectSessionInUrl).toBe(true);
    expect(auth.autoRefreshToken).toBe(true);
    expect(auth.persistSession).toBe(true);
    expect(auth.storage).toBe(storage);
  });
});
