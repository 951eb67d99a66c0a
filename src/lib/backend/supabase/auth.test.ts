import { authErrorMessage } from '@/lib/auth/auth-errors';
import { AuthError, type AuthEvent, type AuthSession } from '../types';
import { createSupabaseAuth } from './auth';
import {
  APP_ORIGIN,
  fakeGoTrue,
  gotrueError,
  gotrueSession,
  gotrueUser,
  PROJECT_URL,
  STORAGE_KEY,
  type Reply,
  type SentRequest,
} from './fake-gotrue';

function setup(respond: (request: SentRequest) => Reply | undefined = () => undefined) {
  const fake = fakeGoTrue(respond);
  const navigations: string[] = [];
  const auth = createSupabaseAuth(fake.client, {
    storage: fake.storage,
    origin: () => APP_ORIGIN,
    navigate: (url) => navigations.push(url),
  });
  return { ...fake, auth, navigations };
}

/** Answers like a healthy project: password grant, signup, user, logout. */
const healthy =
  (user = gotrueUser()) =>
  (r: SentRequest): Reply | undefined => {
    if (r.url.pathname === '/auth/v1/token') return { json: gotrueSession(user) };
    if (r.url.pathname === '/auth/v1/signup') return { json: gotrueSession(user) };
    if (r.url.pathname === '/auth/v1/user') return { json: user };
    if (r.url.pathname === '/auth/v1/logout') return { status: 204 };
    return undefined;
  };

const failure = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('Supabase auth adapter: sign up', () => {
  it('POSTs /auth/v1/signup with the trimmed address, a PKCE challenge and the /auth/callback redirect', async () => {
    const { auth, to } = setup(healthy());
    const result = await auth.signUp({
      email: '  Pat@Example.com ',
      password: 'secret123',
      fullName: 'Pat Lee',
    });
    const [request] = to('/auth/v1/signup');
    expect(request.method).toBe('POST');
    expect(request.url.searchParams.get('redirect_to')).toBe(`${APP_ORIGIN}/auth/callback`);
    expect(request.body).toMatchObject({
      email: 'pat@example.com',
      password: 'secret123',
      data: { full_name: 'Pat Lee' },
      code_challenge_method: 's256',
    });
    expect(request.body?.code_challenge).toEqual(expect.any(String));
    expect(request.headers.get('apikey')).toBe('anon-key');
    expect(result.needsConfirmation).toBe(false);
    expect(result.session?.user).toEqual({
      id: 'u-1',
      email: 'pat@example.com',
      fullName: 'Pat Lee',
      provider: 'email',
      confirmedAt: '2026-01-02T00:00:00Z',
      createdAt: '2026-01-01T00:00:00Z',
      isDemo: false,
    });
  });

  it('a user without a session means the address must be confirmed first', async () => {
    const { auth } = setup((r) =>
      r.url.pathname === '/auth/v1/signup'
        ? { json: gotrueUser({ email_confirmed_at: null, confirmed_at: null }) }
        : undefined,
    );
    expect(await auth.signUp({ email: 'pat@example.com', password: 'secret123' })).toEqual({
      needsConfirmation: true,
      session: null,
    });
  });

  it('a user with no identities is an address already registered', async () => {
    const { auth } = setup((r) =>
      r.url.pathname === '/auth/v1/signup' ? { json: gotrueUser({ identities: [] }) } : undefined,
    );
    const error = await failure(auth.signUp({ email: 'pat@example.com', password: 'secret123' }));
    expect(authErrorMessage(error, 'signUp')).toBe('Email is already in use. Please try logging in instead.');
  });

  it.each([
    [
      '422 user_already_exists',
      gotrueError(422, 'user_already_exists', 'User already registered'),
      'Email is already in use. Please try logging in instead.',
    ],
    [
      '422 weak_password',
      {
        status: 422,
        json: {
          code: 422,
          error_code: 'weak_password',
          msg: 'Password should contain letters and digits.',
          weak_password: { reasons: ['characters'] },
        },
      },
      'Password is too weak. Please use a stronger password.',
    ],
    [
      '400 email_address_invalid',
      gotrueError(400, 'email_address_invalid', 'Email address "x" is invalid'),
      'Invalid email address. Please check and try again.',
    ],
    [
      '429 over_email_send_rate_limit',
      gotrueError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
      'Too many attempts. Please wait a minute and try again.',
    ],
    [
      '429 cool-down',
      gotrueError(
        429,
        'over_email_send_rate_limit',
        'For security purposes, you can only request this after 12 seconds.',
      ),
      'For security purposes, you can only request this after 12 seconds.',
    ],
    [
      '500',
      { status: 500, json: { msg: 'Database error saving new user' } },
      'Could not reach the server. Check your connection and try again.',
    ],
    [
      '422 signup_disabled',
      gotrueError(422, 'signup_disabled', 'Signups not allowed for this instance'),
      'Failed to create an account. Please try again.',
    ],
    [
      '400 other',
      gotrueError(400, 'unexpected_failure', 'weird'),
      'Failed to create an account. Please try again.',
    ],
  ])('maps %s', async (_label, reply, message) => {
    const { auth } = setup(() => reply as Reply);
    expect(
      authErrorMessage(
        await failure(auth.signUp({ email: 'pat@example.com', password: 'secret123' })),
        'signUp',
      ),
    ).toBe(message);
  });

  it('reads the newer error format (code in the body with the API version header)', async () => {
    const { auth } = setup(() => ({
      status: 422,
      headers: { 'x-supabase-api-version': '2024-01-01' },
      json: { code: 'email_exists', message: 'Email address already exists' },
    }));
    expect((await failure(auth.signUp({ email: 'pat@example.com', password: 'secret123' }))).code).toBe(
      'email_already_in_use',
    );
  });

  it('refuses an over-long address or password before calling the server', async () => {
    const { auth, requests } = setup();
    expect(
      (await failure(auth.signUp({ email: `${'a'.repeat(260)}@example.com`, password: 'secret123' }))).code,
    ).toBe('email_too_long');
    expect(
      (await failure(auth.signIn({ email: 'pat@example.com', password: 'x'.repeat(73), remember: true })))
        .code,
    ).toBe('password_too_long');
    expect(requests.filter((r) => r.url.pathname !== '/auth/v1/user')).toEqual([]);
  });
});

describe('Supabase auth adapter: sign in, remember me, sign out', () => {
  it('POSTs the password grant and keeps the session in localStorage with Remember me', async () => {
    const { auth, to } = setup(healthy());
    const session = await auth.signIn({ email: 'PAT@example.com', password: 'secret123', remember: true });
    const [request] = to('/auth/v1/token');
    expect(request.method).toBe('POST');
    expect(request.url.searchParams.get('grant_type')).toBe('password');
    expect(request.body).toMatchObject({ email: 'pat@example.com', password: 'secret123' });
    expect(session.accessToken).toMatch(/^ey/);
    expect(session.expiresAt).toBeGreaterThan(Date.now());
    expect(localStorage.getItem(STORAGE_KEY)).not.toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('without Remember me the session lives in sessionStorage only', async () => {
    const { auth } = setup(healthy());
    await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: false });
    expect(sessionStorage.getItem(STORAGE_KEY)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it.each([
    [
      '400 email_not_confirmed',
      gotrueError(400, 'email_not_confirmed', 'Email not confirmed'),
      'email_not_confirmed',
      'Please confirm your email address before signing in. Check your inbox for the confirmation link.',
    ],
    [
      '400 invalid_credentials',
      gotrueError(400, 'invalid_credentials', 'Invalid login credentials'),
      'invalid_credentials',
      'Failed to sign in. Please check your credentials.',
    ],
    [
      '400 user_banned',
      gotrueError(400, 'user_banned', 'User is banned'),
      'account_suspended',
      'Your account has been suspended. Please contact support.',
    ],
    [
      '429',
      gotrueError(429, 'over_request_rate_limit', 'Request rate limit reached'),
      'rate_limited',
      'Too many attempts. Please wait a minute and try again.',
    ],
    [
      'a failed fetch',
      { networkError: true },
      'network',
      'Could not reach the server. Check your connection and try again.',
    ],
    [
      '503',
      { status: 503, json: {} },
      'network',
      'Could not reach the server. Check your connection and try again.',
    ],
  ])('maps %s', async (_label, reply, code, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { auth } = setup(() => reply as Reply);
    const error = await failure(
      auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true }),
    );
    expect(error.code).toBe(code);
    expect(authErrorMessage(error, 'signIn')).toBe(message);
  });

  it('signs out of this device only (scope=local) and forgets the session', async () => {
    const { auth, to } = setup(healthy());
    const session = await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    await auth.signOut();
    const [request] = to('/auth/v1/logout');
    expect(request.method).toBe('POST');
    expect(request.url.searchParams.get('scope')).toBe('local');
    expect(request.headers.get('authorization')).toBe(`Bearer ${session.accessToken}`);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('forgets the stored session the moment sign-out starts, before the server has answered', async () => {
    const { auth, to } = setup(healthy());
    await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    expect(localStorage.getItem(STORAGE_KEY)).not.toBeNull();
    const signingOut = auth.signOut();
    // Nothing awaited yet: a reload now would already find no session.
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    await signingOut;
    expect(to('/auth/v1/logout')).toHaveLength(1);
    expect(await auth.getSession()).toBeNull();
  });

  it('a session the server no longer knows still signs out here without an error', async () => {
    const { auth } = setup((r) =>
      r.url.pathname === '/auth/v1/logout'
        ? gotrueError(403, 'session_not_found', 'Session not found')
        : healthy()(r),
    );
    await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: false });
    await expect(auth.signOut()).resolves.toBeUndefined();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('a sign-out the server cannot take still signs out here, and reports the failure', async () => {
    let down = false;
    const { auth } = setup((r) => (down ? { status: 502, json: {} } : healthy()(r)));
    await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: false });
    down = true;
    expect((await failure(auth.signOut())).code).toBe('network');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('maps change events, PASSWORD_RECOVERY included, with the session', async () => {
    const { auth } = setup(healthy());
    const events: [AuthEvent, AuthSession | null][] = [];
    const stop = auth.onChange((e, s) => events.push([e, s]));
    await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    await auth.signOut();
    await vi.waitFor(() => expect(events.map(([e]) => e)).toEqual(['SIGNED_IN', 'SIGNED_OUT']));
    expect(events[0][1]?.user.email).toBe('pat@example.com');
    expect(events[1][1]).toBeNull();
    stop();
  });
});

describe('Supabase auth adapter: the session at start-up', () => {
  it('verifies the stored session with GET /auth/v1/user and trusts the server, not storage', async () => {
    const first = setup(healthy());
    await first.auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    // A reload: a new client reads the stored session; the server now says the name changed.
    const reloaded = setup(healthy(gotrueUser({ user_metadata: { full_name: 'Pat Lee-Rivera' } })));
    const session = await reloaded.auth.getSession();
    const [check] = reloaded.to('/auth/v1/user');
    expect(check.method).toBe('GET');
    expect(check.headers.get('authorization')).toMatch(/^Bearer ey/);
    expect(session?.user.fullName).toBe('Pat Lee-Rivera');
  });

  it('a session the server rejects (revoked, tampered) signs out cleanly', async () => {
    await setup(healthy()).auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    const reloaded = setup((r) =>
      r.url.pathname === '/auth/v1/user' ? gotrueError(403, 'bad_jwt', 'invalid JWT') : healthy()(r),
    );
    expect(await reloaded.auth.getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('garbage in storage is no session, not a crash', async () => {
    localStorage.setItem(STORAGE_KEY, '{"access_token": 42, "user": "nope"');
    const { auth } = setup(healthy());
    await expect(auth.getSession()).resolves.toBeNull();
  });

  it('offline at start-up keeps the stored session rather than signing the user out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await setup(healthy()).auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    const reloaded = setup((r) => (r.url.pathname === '/auth/v1/user' ? { networkError: true } : undefined));
    expect((await reloaded.auth.getSession())?.user.email).toBe('pat@example.com');
  });

  it('no stored session: null, without a request', async () => {
    const { auth, requests } = setup();
    expect(await auth.getSession()).toBeNull();
    expect(requests).toEqual([]);
  });
});

describe('Supabase auth adapter: confirmation, reset and OAuth', () => {
  it('resend: POST /auth/v1/resend type signup with the callback redirect', async () => {
    const { auth, to } = setup();
    await auth.resendConfirmation(' pat@example.com');
    const [request] = to('/auth/v1/resend');
    expect(request.method).toBe('POST');
    expect(request.body).toMatchObject({ email: 'pat@example.com', type: 'signup' });
    expect(request.url.searchParams.get('redirect_to')).toBe(`${APP_ORIGIN}/auth/callback`);
  });

  it('a failed resend maps to the resend failure sentence', async () => {
    const { auth } = setup(() =>
      gotrueError(
        429,
        'over_email_send_rate_limit',
        'For security purposes, you can only request this after 31 seconds.',
      ),
    );
    expect(authErrorMessage(await failure(auth.resendConfirmation('pat@example.com')), 'resend')).toBe(
      'Failed to resend confirmation email. Please try again.',
    );
  });

  it('reset: POST /auth/v1/recover with the /auth/reset-password redirect; errors keep their message', async () => {
    const { auth, to } = setup();
    await auth.requestPasswordReset('Pat@example.com');
    const [request] = to('/auth/v1/recover');
    expect(request.method).toBe('POST');
    expect(request.body).toMatchObject({ email: 'pat@example.com', code_challenge_method: 's256' });
    expect(request.url.searchParams.get('redirect_to')).toBe(`${APP_ORIGIN}/auth/reset-password`);

    const limited = setup(() =>
      gotrueError(
        429,
        'over_email_send_rate_limit',
        'For security purposes, you can only request this after 31 seconds.',
      ),
    );
    expect(
      authErrorMessage(await failure(limited.auth.requestPasswordReset('pat@example.com')), 'reset'),
    ).toBe('For security purposes, you can only request this after 31 seconds.');
  });

  it('the recovery link: exchanges ?code= for a session (PKCE) and reports recovery', async () => {
    const { auth, to } = setup(healthy());
    await auth.requestPasswordReset('pat@example.com');
    const events: AuthEvent[] = [];
    auth.onChange((e) => events.push(e));
    const result = await auth.completeRedirect(`${APP_ORIGIN}/auth/reset-password?code=recovery-code`);
    const [exchange] = to('/auth/v1/token');
    expect(exchange.url.searchParams.get('grant_type')).toBe('pkce');
    expect(exchange.body).toMatchObject({ auth_code: 'recovery-code', code_verifier: expect.any(String) });
    expect(result.recovery).toBe(true);
    expect(result.session?.user.email).toBe('pat@example.com');
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  it('the new password: PUT /auth/v1/user with the bearer token', async () => {
    const { auth, to } = setup(healthy());
    const session = await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    await auth.updatePassword('new-pass-2');
    const [update] = to('/auth/v1/user').filter((r) => r.method === 'PUT');
    expect(update.body).toMatchObject({ password: 'new-pass-2' });
    expect(update.headers.get('authorization')).toBe(`Bearer ${session.accessToken}`);
  });

  it('a change with the current password checks it with a password sign-in first', async () => {
    let wrong = false;
    const { auth, to } = setup((r) =>
      wrong && r.url.pathname === '/auth/v1/token'
        ? gotrueError(400, 'invalid_credentials', 'Invalid login credentials')
        : healthy()(r),
    );
    await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    await auth.updatePassword('new-pass-2', 'secret123');
    expect(to('/auth/v1/token').at(-1)?.body).toMatchObject({
      email: 'pat@example.com',
      password: 'secret123',
    });
    expect(to('/auth/v1/user').find((r) => r.method === 'PUT')?.body).toMatchObject({
      password: 'new-pass-2',
      current_password: 'secret123',
    });
    wrong = true;
    expect((await failure(auth.updatePassword('new-pass-3', 'not-it'))).message).toBe(
      'Current password is incorrect.',
    );
  });

  it.each([
    [
      '422 same_password',
      gotrueError(422, 'same_password', 'New password should be different from the old password.'),
      'New password should be different from the old password.',
    ],
    [
      '422 weak_password',
      {
        status: 422,
        json: { error_code: 'weak_password', msg: 'weak', weak_password: { reasons: ['length'] } },
      },
      'Password is too weak. Please use a stronger password.',
    ],
  ])('update password maps %s', async (_label, reply, message) => {
    let failing = false;
    const { auth } = setup((r) => (failing && r.method === 'PUT' ? (reply as Reply) : healthy()(r)));
    await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    failing = true;
    expect(authErrorMessage(await failure(auth.updatePassword('new-pass-2')), 'updatePassword')).toBe(
      message,
    );
  });

  it('update password without a session is session_missing', async () => {
    const { auth } = setup();
    expect((await failure(auth.updatePassword('new-pass-2'))).code).toBe('session_missing');
  });

  it.each(['google', 'facebook'] as const)(
    'OAuth (%s): leaves for /auth/v1/authorize with the callback redirect and a PKCE challenge',
    async (provider) => {
      const { auth, navigations, requests } = setup();
      await auth.signInWithOAuth(provider);
      expect(requests).toEqual([]);
      const url = new URL(navigations[0]);
      expect(url.origin + url.pathname).toBe(`${PROJECT_URL}/auth/v1/authorize`);
      expect(url.searchParams.get('provider')).toBe(provider);
      expect(url.searchParams.get('redirect_to')).toBe(`${APP_ORIGIN}/auth/callback`);
      expect(url.searchParams.get('code_challenge_method')).toBe('s256');
    },
  );

  it('the confirmation link: exchanges the code and signs in (not a recovery)', async () => {
    const { auth } = setup((r) =>
      r.url.pathname === '/auth/v1/signup'
        ? { json: gotrueUser({ email_confirmed_at: null }) }
        : healthy()(r),
    );
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    const result = await auth.completeRedirect(`${APP_ORIGIN}/auth/callback?code=confirm-code`);
    expect(result.recovery).toBe(false);
    expect(result.session?.user.id).toBe('u-1');
  });

  it('a link opened in another browser (no code verifier here) is explained', async () => {
    const { auth, requests } = setup(healthy());
    const error = await failure(auth.completeRedirect(`${APP_ORIGIN}/auth/callback?code=elsewhere`));
    expect(error.code).toBe('invalid_link');
    expect(authErrorMessage(error, 'redirect')).toMatch(/could not be used in this browser/);
    expect(requests).toEqual([]);
  });

  it('error parameters in the redirect become AuthErrors in our words', async () => {
    const { auth } = setup();
    const expired = await failure(
      auth.completeRedirect(
        `${APP_ORIGIN}/auth/callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
      ),
    );
    expect(expired.code).toBe('invalid_link');
    expect(authErrorMessage(expired, 'redirect')).toBe(
      'This link is invalid or has expired. Please request a new one.',
    );
    const denied = await failure(
      auth.completeRedirect(
        `${APP_ORIGIN}/auth/callback?error=access_denied&error_description=User%20cancelled`,
      ),
    );
    expect(authErrorMessage(denied, 'redirect')).toBe('Sign-in was cancelled or refused. Please try again.');
  });

  it('never shows the sentence in error_description: a crafted link gets the generic message', async () => {
    const { auth } = setup();
    const phishing = 'Your+account+is+locked.+Call+1-800-555-0100+now';
    for (const url of [
      `${APP_ORIGIN}/auth/callback?error_description=${phishing}`,
      `${APP_ORIGIN}/auth/callback?error=made_up&error_description=${phishing}`,
      `${APP_ORIGIN}/auth/callback#error=access_denied&error_code=otp_expired&error_description=${phishing}`,
    ]) {
      const message = authErrorMessage(await failure(auth.completeRedirect(url)), 'redirect');
      expect(message).not.toMatch(/1-800|locked/);
    }
    expect(
      authErrorMessage(
        await failure(
          auth.completeRedirect(`${APP_ORIGIN}/auth/callback?error=made_up&error_description=${phishing}`),
        ),
        'redirect',
      ),
    ).toBe('Failed to sign in');
  });

  it('no code and no session: nothing to complete', async () => {
    const { auth } = setup();
    expect(await auth.completeRedirect(`${APP_ORIGIN}/auth/callback`)).toEqual({
      session: null,
      recovery: false,
    });
  });
});
