import { AuthError, type AuthErrorCode } from '../types';

/** The shape of a supabase-js AuthError (AuthApiError, AuthWeakPasswordError, AuthRetryableFetchError, …). */
export interface SupabaseAuthErrorLike {
  name?: string;
  message?: string;
  status?: number;
  code?: string;
}

const CODE_MAP: Record<string, AuthErrorCode> = {
  email_not_confirmed: 'email_not_confirmed',
  invalid_credentials: 'invalid_credentials',
  user_already_exists: 'email_already_in_use',
  email_exists: 'email_already_in_use',
  identity_already_exists: 'email_already_in_use',
  weak_password: 'weak_password',
  email_address_invalid: 'invalid_email',
  email_address_not_authorized: 'invalid_email',
  validation_failed: 'invalid_email',
  over_email_send_rate_limit: 'rate_limited',
  over_request_rate_limit: 'rate_limited',
  over_sms_send_rate_limit: 'rate_limited',
  session_not_found: 'session_missing',
  session_expired: 'session_missing',
  refresh_token_not_found: 'session_missing',
  refresh_token_already_used: 'session_missing',
  reauthentication_needed: 'session_missing',
  otp_expired: 'invalid_link',
  flow_state_not_found: 'invalid_link',
  flow_state_expired: 'invalid_link',
  bad_code_verifier: 'invalid_link',
  provider_disabled: 'oauth_unavailable',
};

/** Messages from the server that are fit to show as they are (they explain something the user can act on). */
const SHOWN_CODES = new Set(['same_password']);
/** GoTrue's per-address cool-down names the wait, which is worth passing on. */
const COOL_DOWN = /only request this after \d+ seconds/i;

/** Translates a Supabase auth error into our AuthError, keeping the server's wording only where it helps. */
export function authErrorFromSupabase(error: SupabaseAuthErrorLike): AuthError {
  const { name = '', message = '', status, code } = error;
  if (
    name === 'AuthRetryableFetchError' ||
    (status !== undefined && [0, 502, 503, 504].includes(status) && !code)
  )
    return new AuthError('network', message || 'network');
  if (name === 'AuthSessionMissingError') return new AuthError('session_missing');
  if (name === 'AuthWeakPasswordError') return new AuthError('weak_password');
  if (
    name === 'AuthPKCECodeVerifierMissingError' ||
    name === 'AuthPKCEGrantCodeExchangeError' ||
    name === 'AuthImplicitGrantRedirectError'
  )
    return new AuthError('invalid_link', message || undefined);
  const mapped = code ? CODE_MAP[code] : undefined;
  const shown = (code && SHOWN_CODES.has(code)) || COOL_DOWN.test(message) ? message : undefined;
  if (code === 'user_banned' || /user is banned/i.test(message)) return new AuthError('account_suspended');
  if (mapped) return new AuthError(mapped, shown || undefined);
  if (status === 429) return new AuthError('rate_limited');
  // Older GoTrue servers answer without a code; their messages are stable.
  if (/email not confirmed/i.test(message)) return new AuthError('email_not_confirmed');
  if (/invalid login credentials/i.test(message)) return new AuthError('invalid_credentials');
  if (/already (been )?registered|already exists/i.test(message))
    return new AuthError('email_already_in_use');
  return new AuthError('unknown', shown || undefined);
}
