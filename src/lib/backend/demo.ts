import { DEMO_EMAIL, DEMO_FLAG, DEMO_PASSWORD } from './demo-keys';
import { AuthError, type AuthEvent, type AuthPort, type AuthSession, type AuthUser } from './types';

/**
 * The demo account signs in without any server, in both modes, and keeps its data in this browser.
 * Wrapping the real AuthPort keeps the adapters unaware of it.
 */
export { DEMO_EMAIL, DEMO_FLAG, DEMO_PASSWORD };
const DEMO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const DEMO_USER: AuthUser = {
  id: '00000000-0000-4000-8000-00000000d3e0',
  email: DEMO_EMAIL,
  fullName: 'Demo User',
  provider: 'demo',
  confirmedAt: '2024-01-01T00:00:00.000Z',
  createdAt: '2024-01-01T00:00:00.000Z',
  isDemo: true,
};

export const isDemoCredentials = (email: string, password: string) =>
  email.trim().toLowerCase() === DEMO_EMAIL && password === DEMO_PASSWORD;

export function withDemo(inner: AuthPort, now: () => number = Date.now): AuthPort {
  const listeners = new Set<(event: AuthEvent, session: AuthSession | null) => void>();
  const emit = (event: AuthEvent, session: AuthSession | null) => listeners.forEach((l) => l(event, session));

  const demoSession = (): AuthSession | null => {
    for (const store of [localStorage, sessionStorage]) {
      const raw = store.getItem(DEMO_FLAG);
      if (!raw) continue;
      const expiresAt = Number(raw);
      if (Number.isFinite(expiresAt) && expiresAt > now())
        return { user: DEMO_USER, accessToken: null, expiresAt };
      store.removeItem(DEMO_FLAG);
    }
    return null;
  };
  const clearDemo = () => {
    localStorage.removeItem(DEMO_FLAG);
    sessionStorage.removeItem(DEMO_FLAG);
  };

  inner.onChange((event, session) => {
    if (!demoSession()) emit(event, session);
  });

  return {
    ...inner,
    async getSession() {
      return demoSession() ?? inner.getSession();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async signUp(input) {
      // The demo address is taken for good: a real account under it could never sign in.
      if (input.email.trim().toLowerCase() === DEMO_EMAIL) throw new AuthError('email_already_in_use');
      return inner.signUp(input);
    },
    async updatePassword(next, current) {
      if (demoSession())
        throw new AuthError(
          'unknown',
          "The demo account's password can't be changed. Create your own account to set one.",
        );
      return inner.updatePassword(next, current);
    },
    async deleteAccount(confirmation) {
      if (demoSession())
        throw new AuthError(
          'unknown',
          "The demo account can't be deleted. Sign out, and its data stays only in this browser.",
        );
      return inner.deleteAccount(confirmation);
    },
    async signIn(input) {
      if (!isDemoCredentials(input.email, input.password)) return inner.signIn(input);
      const expiresAt = now() + DEMO_TTL_MS;
      clearDemo();
      (input.remember ? localStorage : sessionStorage).setItem(DEMO_FLAG, String(expiresAt));
      const session: AuthSession = { user: DEMO_USER, accessToken: null, expiresAt };
      emit('SIGNED_IN', session);
      return session;
    },
    async signOut() {
      if (demoSession()) {
        clearDemo();
        emit('SIGNED_OUT', null);
        return;
      }
      return inner.signOut();
    },
  };
}
