import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_FLAG } from './demo';
import { hasStoredSession, SESSION_STORAGE_KEY } from './stored-session';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('hasStoredSession', () => {
  it('is false for a browser that holds no session, whatever else it keeps', () => {
    localStorage.setItem('wp.detected-currency', 'USD');
    sessionStorage.setItem('something-else', '1');
    expect(hasStoredSession()).toBe(false);
  });

  it.each([
    ['the local token', SESSION_STORAGE_KEY],
    ['the demo flag', DEMO_FLAG],
    ["supabase-js's session", 'sb-abcdefghijklmnop-auth-token'],
  ])('finds %s in either storage', (_what, key) => {
    localStorage.setItem(key, 'x');
    expect(hasStoredSession()).toBe(true);
    localStorage.clear();
    sessionStorage.setItem(key, 'x');
    expect(hasStoredSession()).toBe(true);
  });

  it('counts storage it cannot read as a session, for the backend to check', () => {
    vi.spyOn(Object, 'keys').mockImplementationOnce(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(hasStoredSession()).toBe(true);
  });
});
