import { forgetAccountInThisBrowser } from '../account-traces';
import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '../auth-limits';
import { authErrorFromSupabase, type SupabaseAuthErrorLike } from './auth-errors';
import {
  AuthError,
  type AuthEvent,
  type AuthPort,
  type AuthProvider,
  type AuthSession,
  type AuthUser,
} from '../types';
import type { RememberStorage } from './client';

/**
 * Supabase Auth behind the AuthPort. Errors become AuthErrors through the one mapping module; the change
 * listener never awaits a Supabase call (supabase-js runs listeners inside its own bookkeeping, and awaiting
 * another auth call there can deadlock); the user object is taken from `getUser()` (the server), not from
 * whatever sits in storage.
 */
export interface SupabaseAuthOptions {
  storage: RememberStorage;
  /** The app's origin, for the redirect URLs Supabase puts in its emails. */
  origin: () => string;
  /** Leaves the app for the OAuth provider (tests record it instead). */
  navigate?: (url: string) => void;
}

const PROVIDERS: AuthProvider[] = ['email', 'google', 'facebook'];

export function toAuthUser(user: User): AuthUser {
  const provider = user.app_metadata?.provider as AuthProvider | undefined;
  const meta = (user.user_metadata ?? {}) as { full_name?: unknown; name?: unknown };
  const fullName =
    typeof meta.full_name === 'string' ? meta.full_name : typeof meta.name === 'string' ? meta.name : null;
  return {
    id: user.id,
    email: user.email ?? '',
    fullName: fullName?.trim() || null,
    provider: provider && PROVIDERS.includes(provider) ? provider : 'email',
    confirmedAt: user.email_confirmed_at ?? user.confirmed_at ?? null,
    createdAt: user.created_at,
    isDemo: false,
  };
}

export function toAuthSession(session: Session, user: User = session.user): AuthSession {
  const expiresAt = session.expires_at ? session.expires_at * 1000 : Date.now() + session.expires_in * 1000;
  return { user: toAuthUser(user), accessToken: session.access_token, expiresAt };
}

const EVENTS: Partial<Record<AuthChangeEvent, AuthEvent>> = {
  SIGNED_IN: 'SIGNED_IN',
  SIGNED_OUT: 'SIGNED_OUT',
  TOKEN_REFRESHED: 'TOKEN_REFRESHED',
  USER_UPDATED: 'USER_UPDATED',
  PASSWORD_RECOVERY: 'PASSWORD_RECOVERY',
};

const fail = (error: SupabaseAuthErrorLike): never => {
  throw authErrorFromSupabase(error);
};

function checkEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH)
    throw new AuthError(
      'email_too_long',
      `Email address must be at most ${MAX_EMAIL_LENGTH} characters long`,
    );
  return email;
}

function checkPassword(password: string) {
  if (password.length > MAX_PASSWORD_LENGTH)
    throw new AuthError(
      'password_too_long',
      `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
    );
}

/** Query and fragment parameters together: Supabase reports redirect errors in either. */
function redirectParams(url: URL): URLSearchParams {
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  url.searchParams.forEach((value, key) => params.set(key, value));
  return params;
}

/**
 * The failure a redirect reports in its URL, in our words. Only its code is read: `error_description` is never
 * shown, since anyone can send a link to /auth/callback with any sentence in it ("call this number…"). Known codes
 * get the catalogue's message; anything else the generic one.
 */
function redirectError(params: URLSearchParams): AuthError {
  const code = params.get('error_code') ?? params.get('error') ?? '';
  const mapped = authErrorFromSupabase({ code: code || undefined, message: '' });
  if (mapped.code !== 'unknown') return new AuthError(mapped.code);
  if (code === 'access_denied') return new AuthError('unknown', SIGN_IN_REFUSED);
  return new AuthError('unknown');
}

const SIGN_IN_REFUSED = 'Sign-in was cancelled or refused. Please try again.';

const LINK_ELSEWHERE =
  'This link could not be used in this browser. If it confirmed your email, you can sign in now; otherwise request a new link from this browser.';

export function createSupabaseAuth(
  client: SupabaseClient,
  { storage, origin, navigate = (url) => window.location.assign(url) }: SupabaseAuthOptions,
): AuthPort {
  let recoverySeen = false;
  // Watched from the start: supabase-js may announce a recovery while the app is still starting.
  client.auth.onAuthStateChange((event) => {
    if (event === 'PASSWORD_RECOVERY') recoverySeen = true;
    if (event === 'SIGNED_OUT' || event === 'USER_UPDATED') recoverySeen = false;
  });

  /** Signs out on this device only, even when the server cannot be reached. */
  async function forgetHere() {
    const { error } = await client.auth.signOut({ scope: 'local' });
    if (error) storage.clearSession();
    return error;
  }

  return {
    async getSession() {
      const { data, error } = await client.auth.getSession();
      if (error || !data.session) return null;
      const verified = await client.auth.getUser();
      if (verified.error || !verified.data.user) {
        // Offline: keep the stored session (the server still checks its token on every call).
        if (verified.error && authErrorFromSupabase(verified.error).code === 'network')
          return toAuthSession(data.session);
        // Revoked, expired beyond refresh or tampered: signed out, cleanly.
        await forgetHere();
        return null;
      }
      return toAuthSession(data.session, verified.data.user);
    },

    onChange(listener) {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        const mapped = EVENTS[event];
        // Synchronous on purpose: no Supabase call is awaited in here.
        if (mapped) listener(mapped, session ? toAuthSession(session) : null);
      });
      return () => data.subscription.unsubscribe();
    },

    async signUp({ email: rawEmail, password, fullName }) {
      const email = checkEmail(rawEmail);
      checkPassword(password);
      storage.setRemember(true);
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: {
          emailRedirectTo: `${origin()}/auth/callback`,
          ...(fullName?.trim() ? { data: { full_name: fullName.trim() } } : {}),
        },
      });
      if (error) fail(error);
      // With email enumeration protection on, a taken address answers like a new one but with no identities.
      if (data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0)
        throw new AuthError('email_already_in_use');
      if (!data.session) return { needsConfirmation: true, session: null };
      return { needsConfirmation: false, session: toAuthSession(data.session) };
    },

    async signIn({ email: rawEmail, password, remember }) {
      const email = checkEmail(rawEmail);
      checkPassword(password);
      storage.setRemember(remember);
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error) fail(error);
      return toAuthSession(data.session!, data.user!);
    },

    async signOut() {
      recoverySeen = false;
      // Forgotten in this browser before anything is awaited: a reload (or another tab) a moment after Sign Out
      // finds no session, whether or not the server has answered yet.
      const accessToken = storage.takeSession();
      const revoked = accessToken ? await client.auth.admin.signOut(accessToken, 'local') : { error: null };
      // supabase-js finds no session left: it drops the one it held in memory and announces SIGNED_OUT.
      await client.auth.signOut({ scope: 'local' });
      // An expired or already ended session has nothing left to end on the server (supabase-js treats it the same).
      const error = revoked.error as { status?: number; name?: string } | null;
      const gone = error?.name === 'AuthSessionMissingError' || [401, 403, 404].includes(error?.status ?? 0);
      if (error && !gone) fail(revoked.error!);
    },

    async resendConfirmation(rawEmail) {
      const { error } = await client.auth.resend({
        type: 'signup',
        email: checkEmail(rawEmail),
        options: { emailRedirectTo: `${origin()}/auth/callback` },
      });
      if (error) fail(error);
    },

    async requestPasswordReset(rawEmail) {
      const { error } = await client.auth.resetPasswordForEmail(checkEmail(rawEmail), {
        redirectTo: `${origin()}/auth/reset-password`,
      });
      if (error) fail(error);
    },

    async updatePassword(newPassword, currentPassword) {
      checkPassword(newPassword);
      if (currentPassword !== undefined) {
        // Supabase does not check the old password by default; a password sign-in does.
        const { data } = await client.auth.getUser();
        const email = data.user?.email;
        if (!email) throw new AuthError('session_missing');
        const check = await client.auth.signInWithPassword({ email, password: currentPassword });
        if (check.error) {
          const mapped = authErrorFromSupabase(check.error);
          throw mapped.code === 'invalid_credentials'
            ? new AuthError('invalid_credentials', 'Current password is incorrect.')
            : mapped;
        }
      }
      const { error } = await client.auth.updateUser(
        currentPassword === undefined
          ? { password: newPassword }
          : { password: newPassword, current_password: currentPassword },
      );
      if (error) fail(error);
      recoverySeen = false;
    },

    async deleteAccount(confirmation) {
      // The `delete-account` Edge Function checks the caller's token and the typed address itself, removes the
      // account's files from Storage, then the auth user (its rows go with it by cascade).
      const { error } = await client.functions.invoke('delete-account', {
        body: { confirm: confirmation.trim() },
      });
      if (error) {
        const context = (error as { context?: unknown }).context;
        const body =
          context instanceof Response
            ? ((await context.json().catch(() => null)) as { error?: unknown } | null)
            : null;
        if (typeof body?.error === 'string') throw new AuthError('unknown', body.error);
        throw new AuthError(context instanceof Response ? 'unknown' : 'network');
      }
      recoverySeen = false;
      const { data } = await client.auth.getSession();
      // The account is gone, so its session is too: forget it here without asking the server, and whatever this
      // browser kept for it.
      await forgetHere();
      if (data.session) forgetAccountInThisBrowser(data.session.user.id);
    },

    async signInWithOAuth(provider) {
      const { data, error } = await client.auth.signInWithOAuth({
        provider,
        options: { redirectTo: `${origin()}/auth/callback`, skipBrowserRedirect: true },
      });
      if (error) fail(error);
      if (!data.url) throw new AuthError('unknown');
      navigate(data.url);
    },

    async completeRedirect(href) {
      const url = new URL(href);
      const params = redirectParams(url);
      if (params.has('error_code') || params.has('error') || params.has('error_description'))
        throw redirectError(params);
      // Waits for start-up, during which supabase-js may already have exchanged a ?code= (detectSessionInUrl).
      let { session } = (await client.auth.getSession()).data;
      let redirectType: string | null = null;
      const code = params.get('code');
      if (code && !session) {
        const exchanged = await client.auth.exchangeCodeForSession(code);
        if (exchanged.error) {
          const mapped = authErrorFromSupabase(exchanged.error);
          throw mapped.code === 'invalid_link' && exchanged.error.name === 'AuthPKCECodeVerifierMissingError'
            ? new AuthError('invalid_link', LINK_ELSEWHERE)
            : mapped;
        }
        session = exchanged.data.session;
        redirectType = (exchanged.data as { redirectType?: string | null }).redirectType ?? null;
      }
      if (!session) return { session: null, recovery: false };
      // supabase-js announces a recovery found at start-up on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const recovery = recoverySeen || redirectType === 'recovery' || params.get('type') === 'recovery';
      return { session: toAuthSession(session), recovery };
    },
  };
}
