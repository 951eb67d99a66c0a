/** The auth port: sessions, sign-up and sign-in, password reset, OAuth, deleting the account. */

export type UserRole = 'user' | 'admin' | 'super_admin';
export type AuthProvider = 'email' | 'google' | 'facebook' | 'demo';

export interface AuthUser {
  id: string;
  email: string;
  fullName: string | null;
  provider: AuthProvider;
  /** ISO time the address was confirmed; null while unconfirmed. */
  confirmedAt: string | null;
  createdAt: string;
  isDemo: boolean;
}

export interface AuthSession {
  user: AuthUser;
  /** Bearer token for server calls (cloud: Supabase JWT; local and demo: null). */
  accessToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY';

/** Stable codes the UI maps to the spec's messages (lib/auth/auth-errors.ts). */
export type AuthErrorCode =
  | 'email_not_confirmed'
  | 'confirmation_required'
  | 'invalid_credentials'
  | 'email_already_in_use'
  | 'invalid_email'
  | 'weak_password'
  | 'password_too_long'
  | 'email_too_long'
  | 'popup_blocked'
  | 'oauth_unavailable'
  | 'session_missing'
  | 'invalid_link'
  | 'rate_limited'
  | 'network'
  | 'account_suspended'
  | 'unknown';

export class AuthError extends Error {
  readonly code: AuthErrorCode;
  constructor(code: AuthErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'AuthError';
    this.code = code;
  }
}

export interface SignUpResult {
  /** True when the account must be confirmed by email before signing in. */
  needsConfirmation: boolean;
  session: AuthSession | null;
}

export interface AuthPort {
  /** The session as it stands at start-up (verified, never trusted blindly). */
  getSession(): Promise<AuthSession | null>;
  /** Subscribe to auth changes; returns an unsubscribe function. */
  onChange(listener: (event: AuthEvent, session: AuthSession | null) => void): () => void;
  signUp(input: { email: string; password: string; fullName?: string }): Promise<SignUpResult>;
  signIn(input: { email: string; password: string; remember: boolean }): Promise<AuthSession>;
  signOut(): Promise<void>;
  resendConfirmation(email: string): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password for the signed-in (or recovering) user. */
  updatePassword(newPassword: string, currentPassword?: string): Promise<void>;
  signInWithOAuth(provider: 'google' | 'facebook'): Promise<void>;
  /** Completes an email-confirmation, recovery or OAuth redirect from the current URL. */
  completeRedirect(url: string): Promise<{ session: AuthSession | null; recovery: boolean }>;
  /**
   * Deletes the signed-in account and everything it owns (records, files, published files, public links, vendor
   * application, sessions), then signs out. `confirmation` is the account's email address as the user typed it;
   * anything else is refused, so a stray call can never delete an account.
   */
  deleteAccount(confirmation: string): Promise<void>;
}
