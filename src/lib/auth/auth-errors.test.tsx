import { renderHook } from '@testing-library/react';
import { AuthError, type AuthErrorCode } from '@/lib/backend';
import { useAuth } from './auth-context';
import { AUTH_MESSAGES, authErrorMessage, needsConfirmationHint } from './auth-errors';

const err = (code: AuthErrorCode, message?: string) => new AuthError(code, message);

describe('authErrorMessage: the auth rows of the §8 error catalogue', () => {
  it('sign-up needing confirmation', () => {
    expect(authErrorMessage(err('confirmation_required'), 'signUp')).toBe(
      'Please check your email to confirm your account before signing in.',
    );
  });

  it('sign-in with an unconfirmed email', () => {
    expect(authErrorMessage(err('email_not_confirmed'), 'signIn')).toBe(
      'Please confirm your email address before signing in. Check your inbox for the confirmation link.',
    );
  });

  it('sign-in failure: the provider message, else the credentials sentence', () => {
    expect(authErrorMessage(err('invalid_credentials'), 'signIn')).toBe(
      'Failed to sign in. Please check your credentials.',
    );
    expect(authErrorMessage(err('unknown'), 'signIn')).toBe(
      'Failed to sign in. Please check your credentials.',
    );
    expect(authErrorMessage(new Error('boom'), 'signIn')).toBe(
      'Failed to sign in. Please check your credentials.',
    );
    expect(authErrorMessage(err('invalid_credentials', 'A reason the adapter wrote.'), 'signIn')).toBe(
      'A reason the adapter wrote.',
    );
    // Both modes' suspended accounts get the one sentence (issue 12).
    expect(authErrorMessage(err('account_suspended'), 'signIn')).toBe(
      'Your account has been suspended. Please contact support.',
    );
  });

  it('resend success and failure', () => {
    expect(AUTH_MESSAGES.resendSuccess).toBe('Confirmation email has been resent. Please check your inbox.');
    expect(authErrorMessage(err('unknown'), 'resend')).toBe(
      'Failed to resend confirmation email. Please try again.',
    );
    expect(authErrorMessage(new TypeError('Failed to fetch'), 'resend')).toBe(
      'Failed to resend confirmation email. Please try again.',
    );
  });

  it('sign-up: email in use, invalid email, weak password, anything else', () => {
    expect(authErrorMessage(err('email_already_in_use'), 'signUp')).toBe(
      'Email is already in use. Please try logging in instead.',
    );
    expect(authErrorMessage(err('invalid_email'), 'signUp')).toBe(
      'Invalid email address. Please check and try again.',
    );
    expect(authErrorMessage(err('weak_password'), 'signUp')).toBe(
      'Password is too weak. Please use a stronger password.',
    );
    expect(authErrorMessage(err('unknown'), 'signUp')).toBe('Failed to create an account. Please try again.');
    expect(authErrorMessage(new Error('x'), 'signUp')).toBe('Failed to create an account. Please try again.');
  });

  it('social sign-in: popup blocked, otherwise per provider', () => {
    expect(authErrorMessage(err('popup_blocked'), 'oauth:google')).toBe(
      'Popup was blocked. Please allow popups for this website or try using another sign-in method.',
    );
    expect(authErrorMessage(err('popup_blocked'), 'oauth:facebook')).toBe(AUTH_MESSAGES.popupBlocked);
    expect(authErrorMessage(err('unknown'), 'oauth:google')).toBe('Failed to sign in with Google.');
    expect(authErrorMessage(new Error('x'), 'oauth:facebook')).toBe('Failed to sign in with Facebook.');
  });

  it('social sign-in in local mode says it needs cloud mode', () => {
    expect(authErrorMessage(err('oauth_unavailable'), 'oauth:google')).toMatch(/need cloud mode/);
  });

  it('password reset: the error message, else the reset sentence', () => {
    expect(AUTH_MESSAGES.resetSent).toBe('Check your email for password reset instructions');
    expect(authErrorMessage(err('unknown'), 'reset')).toBe(
      'Failed to reset password. Please check your email address.',
    );
    expect(authErrorMessage(new Error('raw'), 'reset')).toBe(
      'Failed to reset password. Please check your email address.',
    );
    expect(authErrorMessage(err('invalid_email'), 'reset')).toBe(
      'Invalid email address. Please check and try again.',
    );
    expect(
      authErrorMessage(
        err('rate_limited', 'For security purposes, you can only request this after 42 seconds.'),
        'reset',
      ),
    ).toBe('For security purposes, you can only request this after 42 seconds.');
  });

  it('the hook-level fallbacks', () => {
    expect(AUTH_MESSAGES.fallback).toEqual({
      signUp: 'Failed to sign up',
      signIn: 'Failed to sign in',
      resend: 'Failed to resend confirmation email',
      signOut: 'Failed to sign out',
      reset: 'Failed to send password reset email',
      updatePassword: 'Failed to update password',
    });
    expect(authErrorMessage(err('unknown'), 'signOut')).toBe('Failed to sign out');
    expect(authErrorMessage(err('unknown'), 'updatePassword')).toBe('Failed to update password');
    expect(authErrorMessage(err('unknown'), 'redirect')).toBe('Failed to sign in');
  });

  it('update password: weak, session gone, server reason', () => {
    expect(authErrorMessage(err('weak_password'), 'updatePassword')).toBe(AUTH_MESSAGES.weakPassword);
    expect(authErrorMessage(err('session_missing'), 'updatePassword')).toBe(
      'Your session has ended. Please sign in again.',
    );
    expect(
      authErrorMessage(
        err('unknown', 'New password should be different from the old password.'),
        'updatePassword',
      ),
    ).toBe('New password should be different from the old password.');
  });

  it('over-long input, rate limits, network and dead links read the same everywhere', () => {
    for (const action of ['signIn', 'signUp', 'reset'] as const) {
      expect(authErrorMessage(err('email_too_long'), action)).toBe(
        'Email address must be at most 254 characters long',
      );
      expect(authErrorMessage(err('password_too_long'), action)).toBe(
        'Password must be at most 72 characters long',
      );
      expect(authErrorMessage(err('rate_limited'), action)).toBe(AUTH_MESSAGES.rateLimited);
      expect(authErrorMessage(err('network'), action)).toBe(AUTH_MESSAGES.network);
    }
    expect(authErrorMessage(err('invalid_link'), 'redirect')).toBe(
      'This link is invalid or has expired. Please request a new one.',
    );
  });

  it('the validation messages', () => {
    expect(AUTH_MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters long');
    expect(AUTH_MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match');
  });

  it('offers the resend button only for the confirm-your-email message', () => {
    expect(needsConfirmationHint(AUTH_MESSAGES.emailNotConfirmed)).toBe(true);
    expect(needsConfirmationHint(AUTH_MESSAGES.signInFailed)).toBe(false);
    expect(needsConfirmationHint(null)).toBe(false);
  });

  it('the auth hook outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
    vi.restoreAllMocks();
  });
});
