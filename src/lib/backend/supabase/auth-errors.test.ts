import type { AuthErrorCode } from '../types';
import { authErrorFromSupabase } from './auth-errors';

describe('authErrorFromSupabase', () => {
  const cases: [string, Parameters<typeof authErrorFromSupabase>[0], AuthErrorCode][] = [
    [
      '400 email_not_confirmed',
      { name: 'AuthApiError', status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' },
      'email_not_confirmed',
    ],
    [
      '400 invalid_credentials',
      {
        name: 'AuthApiError',
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      },
      'invalid_credentials',
    ],
    [
      '422 user_already_exists',
      { name: 'AuthApiError', status: 422, code: 'user_already_exists', message: 'User already registered' },
      'email_already_in_use',
    ],
    ['422 email_exists', { name: 'AuthApiError', status: 422, code: 'email_exists' }, 'email_already_in_use'],
    [
      '422 weak_password',
      {
        name: 'AuthWeakPasswordError',
        status: 422,
        code: 'weak_password',
        message: 'Password should be at least 6 characters.',
      },
      'weak_password',
    ],
    [
      '400 email_address_invalid',
      { name: 'AuthApiError', status: 400, code: 'email_address_invalid' },
      'invalid_email',
    ],
    [
      '429 over_request_rate_limit',
      { name: 'AuthApiError', status: 429, code: 'over_request_rate_limit' },
      'rate_limited',
    ],
    ['429 without a code', { name: 'AuthApiError', status: 429 }, 'rate_limited'],
    [
      '503 retryable fetch',
      { name: 'AuthRetryableFetchError', status: 503, message: 'Service Unavailable' },
      'network',
    ],
    [
      'session missing',
      { name: 'AuthSessionMissingError', status: 400, message: 'Auth session missing!' },
      'session_missing',
    ],
    ['otp_expired', { name: 'AuthApiError', status: 403, code: 'otp_expired' }, 'invalid_link'],
    [
      'PKCE verifier missing',
      { name: 'AuthPKCECodeVerifierMissingError', status: 400, code: 'pkce_code_verifier_not_found' },
      'invalid_link',
    ],
    [
      'legacy "Email not confirmed"',
      { name: 'AuthApiError', status: 400, message: 'Email not confirmed' },
      'email_not_confirmed',
    ],
    [
      'legacy "User already registered"',
      { name: 'AuthApiError', status: 400, message: 'User already registered' },
      'email_already_in_use',
    ],
    [
      'anything else',
      { name: 'AuthApiError', status: 500, code: 'unexpected_failure', message: 'Database error' },
      'unknown',
    ],
  ];
  it.each(cases)('%s', (_label, input, code) => {
    expect(authErrorFromSupabase(input).code).toBe(code);
  });

  it('keeps the server wording only where the user can act on it', () => {
    expect(
      authErrorFromSupabase({
        status: 422,
        code: 'same_password',
        message: 'New password should be different from the old password.',
      }).message,
    ).toBe('New password should be different from the old password.');
    expect(
      authErrorFromSupabase({
        status: 500,
        code: 'unexpected_failure',
        message: 'Database error saving new user',
      }).message,
    ).toBe('unknown');
    expect(authErrorFromSupabase({ status: 400, code: 'user_banned', message: 'User is banned' }).code).toBe(
      'account_suspended',
    );
    // Older GoTrue servers say it without a code.
    expect(authErrorFromSupabase({ status: 400, message: 'User is banned' }).code).toBe('account_suspended');
  });
});
