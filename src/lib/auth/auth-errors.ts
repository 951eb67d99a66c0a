import { AuthError, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '@/lib/backend';

export { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH, MAX_EMAIL_LENGTH } from '@/lib/backend';

/**
 * The one place auth failures become words (spec §8). Adapters throw `AuthError` with a stable code; (the Supabase
 * adapter translates Supabase's errors into them); every page asks `authErrorMessage(error, action)` for what to show.
 */
export const AUTH_MESSAGES = {
  confirmationRequired: 'Please check your email to confirm your account before signing in.',
  emailNotConfirmed:
    'Please confirm your email address before signing in. Check your inbox for the confirmation link.',
  signInFailed: 'Failed to sign in. Please check your credentials.',
  resendSuccess: 'Confirmation email has been resent. Please check your inbox.',
  resendFailed: 'Failed to resend confirmation email. Please try again.',
  emailInUse: 'Email is already in use. Please try logging in instead.',
  invalidEmail: 'Invalid email address. Please check and try again.',
  weakPassword: 'Password is too weak. Please use a stronger password.',
  signUpFailed: 'Failed to create an account. Please try again.',
  popupBlocked:
    'Popup was blocked. Please allow popups for this website or try using another sign-in method.',
  googleFailed: 'Failed to sign in with Google.',
  facebookFailed: 'Failed to sign in with Facebook.',
  resetSent: 'Check your email for password reset instructions',
  resetFailed: 'Failed to reset password. Please check your email address.',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  network: 'Could not reach the server. Check your connection and try again.',
  invalidLink: 'This link is invalid or has expired. Please request a new one.',
  sessionMissing: 'Your session has ended. Please sign in again.',
  accountSuspended: 'Your account has been suspended. Please contact support.',
  oauthNeedsCloud:
    'Google and Facebook sign-in need cloud mode (a Supabase project). Use email and password in local mode.',
  /** The hook-level fallbacks of the catalogue, used when nothing more specific is known. */
  fallback: {
    signUp: 'Failed to sign up',
    signIn: 'Failed to sign in',
    resend: 'Failed to resend confirmation email',
    signOut: 'Failed to sign out',
    reset: 'Failed to send password reset email',
    updatePassword: 'Failed to update password',
  },
} as const;

export type AuthAction =
  | 'signIn'
  | 'signUp'
  | 'resend'
  | 'reset'
  | 'updatePassword'
  | 'signOut'
  | 'redirect'
  | 'oauth:google'
  | 'oauth:facebook';

/** An AuthError carries a message worth showing when the adapter wrote one (its default message is the code). */
const ownMessage = (error: AuthError): string | null =>
  error.message && error.message !== error.code ? error.message : null;

/** Messages that mean the same whatever the user was doing. */
function common(error: AuthError): string | null {
  switch (error.code) {
    case 'email_too_long':
    case 'password_too_long':
      return (
        ownMessage(error) ??
        (error.code === 'email_too_long'
          ? `Email address must be at most ${MAX_EMAIL_LENGTH} characters long`
          : `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`)
      );
    case 'rate_limited':
      return ownMessage(error) ?? AUTH_MESSAGES.rateLimited;
    case 'network':
      return AUTH_MESSAGES.network;
    case 'invalid_link':
      return ownMessage(error) ?? AUTH_MESSAGES.invalidLink;
    case 'oauth_unavailable':
      return ownMessage(error) ?? AUTH_MESSAGES.oauthNeedsCloud;
    case 'account_suspended':
      return AUTH_MESSAGES.accountSuspended;
    default:
      return null;
  }
}

/** What to tell the user when `action` failed with `error`. Unknown errors never leak raw text. */
export function authErrorMessage(error: unknown, action: AuthAction): string {
  const auth = error instanceof AuthError ? error : null;
  // The catalogue gives resend one failure sentence, whatever the cause.
  if (action === 'resend') return AUTH_MESSAGES.resendFailed;
  const shared = auth && common(auth);
  if (shared) return shared;
  switch (action) {
    case 'signIn':
      if (auth?.code === 'email_not_confirmed') return AUTH_MESSAGES.emailNotConfirmed;
      if (auth?.code === 'invalid_email') return AUTH_MESSAGES.invalidEmail;
      // "Provider message, else …": a specific reason (e.g. a suspended account) is shown as the adapter wrote it;
      // a plain wrong password has none and gets the spec's sentence.
      return (auth && ownMessage(auth)) || AUTH_MESSAGES.signInFailed;
    case 'signUp':
      switch (auth?.code) {
        case 'email_already_in_use':
          return AUTH_MESSAGES.emailInUse;
        case 'invalid_email':
          return AUTH_MESSAGES.invalidEmail;
        case 'weak_password':
          return AUTH_MESSAGES.weakPassword;
        case 'confirmation_required':
          return AUTH_MESSAGES.confirmationRequired;
        default:
          return AUTH_MESSAGES.signUpFailed;
      }
    case 'reset':
      if (auth?.code === 'invalid_email') return AUTH_MESSAGES.invalidEmail;
      return (auth && ownMessage(auth)) || AUTH_MESSAGES.resetFailed;
    case 'updatePassword':
      switch (auth?.code) {
        case 'weak_password':
          return ownMessage(auth) ?? AUTH_MESSAGES.weakPassword;
        case 'session_missing':
          return AUTH_MESSAGES.sessionMissing;
        default:
          return (auth && ownMessage(auth)) || AUTH_MESSAGES.fallback.updatePassword;
      }
    case 'signOut':
      return AUTH_MESSAGES.fallback.signOut;
    case 'redirect':
      return (auth && ownMessage(auth)) || AUTH_MESSAGES.fallback.signIn;
    case 'oauth:google':
    case 'oauth:facebook':
      if (auth?.code === 'popup_blocked') return AUTH_MESSAGES.popupBlocked;
      return action === 'oauth:google' ? AUTH_MESSAGES.googleFailed : AUTH_MESSAGES.facebookFailed;
  }
}

/** Spec §4: the resend button appears only when the sign-in error asks the user to confirm their email. */
export const needsConfirmationHint = (message: string | null | undefined) =>
  Boolean(message && /confirm your email/i.test(message));
