import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthSession, Backend } from '@/lib/backend';
import { AuthContext, type AuthContextValue } from './auth-context';

/**
 * Holds the auth state for the app. Until the backend and the stored session are known (`backend` null), the
 * context is null: the site's prerendered pages and the header render meanwhile, and everything else waits
 * (spec §2), so no guard ever redirects on a stale "signed out". `onSignedOut` forgets what was cached for the
 * user who left (the query cache, which this provider does not load itself).
 */
export function AuthProvider({
  backend,
  initialSession,
  onSignedOut,
  children,
}: {
  backend: Backend | null;
  initialSession: AuthSession | null;
  onSignedOut?: () => void;
  children: ReactNode;
}) {
  const [session, setSession] = useState<AuthSession | null>(initialSession);
  const [recovering, setRecovering] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const [pendingError, setPendingError] = useState<string | null>(null);
  // The session arrives with the backend: when the backend becomes known, so does the session it found.
  const [sessionOf, setSessionOf] = useState(backend);
  if (backend !== sessionOf) {
    setSessionOf(backend);
    setSession(initialSession);
  }

  useEffect(
    () =>
      // Only synchronous state updates in here: awaiting another auth call inside the listener can deadlock
      // supabase-js, and nothing here needs to.
      backend?.auth.onChange((event, next) => {
        if (event === 'PASSWORD_RECOVERY') setRecovering(true);
        if (event === 'SIGNED_OUT') {
          setRecovering(false);
          setSession(null);
          onSignedOut?.();
          return;
        }
        if (event === 'USER_UPDATED') setRecovering(false);
        if (next) {
          setSession(next);
          setSignedOut(false);
        }
      }),
    [backend, onSignedOut],
  );

  const userId = session?.user.id;
  const userBackend = useMemo(
    () => (backend && session ? backend.forUser(session) : null),
    // The ports depend on who is signed in, not on each token refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [backend, userId],
  );

  const value = useMemo<AuthContextValue | null>(
    () =>
      backend && {
        backend,
        session,
        user: session?.user ?? null,
        userBackend,
        recovering,
        signedOut,
        clearSignedOut: () => setSignedOut(false),
        signIn: (input) => backend.auth.signIn(input),
        signUp: (input) => backend.auth.signUp(input),
        signOut: async () => {
          // Set before the session goes, so a guard on the page being left sends the user home (spec: Sign Out
          // returns to /), whichever of the sign-out and the navigation React renders first.
          setSignedOut(true);
          try {
            // Called before anything is awaited: each adapter forgets the stored session synchronously at its
            // start, so the caller may navigate straight after calling this and a reload then is already signed out.
            await backend.auth.signOut();
          } catch (error) {
            // Spec §8: sign-out failure is logged only; the local state is cleared regardless.
            console.error('Failed to sign out', error);
          }
          setSession(null);
          onSignedOut?.();
        },
        deleteAccount: async (confirmation) => {
          // As for a sign-out: the guarded page being left sends the user home, not to /login.
          setSignedOut(true);
          try {
            await backend.auth.deleteAccount(confirmation);
          } catch (error) {
            setSignedOut(false);
            throw error;
          }
          setSession(null);
          onSignedOut?.();
        },
        resendConfirmation: (email) => backend.auth.resendConfirmation(email),
        requestPasswordReset: (email) => backend.auth.requestPasswordReset(email),
        updatePassword: (next, current) => backend.auth.updatePassword(next, current),
        signInWithOAuth: (provider) => backend.auth.signInWithOAuth(provider),
        completeRedirect: (url) => backend.auth.completeRedirect(url),
        pendingError,
        setPendingError,
      },
    [backend, session, userBackend, recovering, signedOut, pendingError, onSignedOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
