import { createContext, useContext } from 'react';
import type { AuthPort, AuthSession, AuthUser, Backend, UserBackend } from '@/lib/backend';

export interface AuthContextValue {
  backend: Backend;
  session: AuthSession | null;
  user: AuthUser | null;
  /** Data ports for the signed-in user; null when signed out. */
  userBackend: UserBackend | null;
  /** True after a password-recovery link was opened, until the new password is set. */
  recovering: boolean;
  /**
   * True from a deliberate sign-out until the user reaches the home page (or signs in again): a guard on the page
   * being left then sends them home (spec: Sign Out returns to /), not to /login. It is short-lived on purpose, so a
   * later visit to a guarded page still asks for sign-in and returns there afterwards.
   */
  signedOut: boolean;
  /** Called once home is reached after a sign-out. */
  clearSignedOut: () => void;
  signIn: AuthPort['signIn'];
  signUp: AuthPort['signUp'];
  signOut: () => Promise<void>;
  /** Deletes the signed-in account and everything it owns, then signs out (the guards send the user home). */
  deleteAccount: (confirmation: string) => Promise<void>;
  resendConfirmation: AuthPort['resendConfirmation'];
  requestPasswordReset: AuthPort['requestPasswordReset'];
  updatePassword: AuthPort['updatePassword'];
  signInWithOAuth: AuthPort['signInWithOAuth'];
  completeRedirect: AuthPort['completeRedirect'];
  /** An auth error raised outside the sign-in page (e.g. a failed redirect), shown there once. */
  pendingError: string | null;
  setPendingError: (message: string | null) => void;
}

/** Null outside a provider, and while the provider is still checking the stored session. */
export const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The auth state, or null while the stored session is still being checked. For what renders before that is
 * known: the site's pages, prerendered at build for visitors, and the header and footer around every page.
 */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** The signed-in user's data ports; only valid under a sign-in guard. */
export function useUserBackend(): UserBackend {
  const { userBackend } = useAuth();
  if (!userBackend) throw new Error('useUserBackend needs a signed-in user');
  return userBackend;
}

/** Whether anything can send e-mail for the signed-in couple (cloud mode's `send-email` function; not local mode). */
export function useCanEmail(): boolean {
  return Boolean(useAuth().userBackend?.email);
}
