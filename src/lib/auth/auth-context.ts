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
  signIn: AuthPort['signIn'];
  signUp: AuthPort['signUp'];
  signOut: () => Promise<void>;
  resendConfirmation: AuthPort['resendConfirmation'];
  requestPasswordReset: AuthPort['requestPasswordReset'];
  updatePassword: AuthPort['updatePassword'];
  signInWithOAuth: AuthPort['signInWithOAuth'];
  completeRedirect: AuthPort['completeRedirect'];
  /** An auth error raised outside the sign-in page (e.g. a failed redirect), shown there once. */
  pendingError: string | null;
  setPendingError: (message: string | null) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

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
