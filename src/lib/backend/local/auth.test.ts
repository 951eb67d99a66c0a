import { authErrorMessage } from '@/lib/auth/auth-errors';
import { AuthError, type AuthEvent, type AuthPort } from '../types';
import {
  createLocalAuth,
  LOCKOUT_MS,
  MAX_FAILED_SIGN_INS,
  SESSION_STORAGE_KEY,
  SESSION_TTL_MS,
  SHORT_SESSION_TTL_MS,
} from './auth';
import { openLocalDb, resetLocalDbForTests, type LocalDb } from './db';
import { createLocalMailbox } from './mailbox';
import { hashPassword, PBKDF2_ITERATIONS } from './password';

// The real hashing cost (tests/setup.ts lowers it for every other component test).
vi.unmock('./password');

const ORIGIN = 'http://app.test';
let db: LocalDb;
let clock: number;

const makeAuth = (confirmEmail = false) =>
  createLocalAuth(db, { confirmEmail, origin: () => ORIGIN, now: () => clock });
const mails = () => createLocalMailbox(db).list();
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (e instanceof AuthError) return e.code;
    throw e;
  }
  return 'resolved';
};

beforeEach(async () => {
  await resetLocalDbForTests();
  localStorage.clear();
  sessionStorage.clear();
  db = await openLocalDb();
  clock = Date.parse('2026-03-01T10:00:00Z');
});

describe('local auth: accounts and passwords', () => {
  it('stores a salted PBKDF2 hash, never the password', async () => {
    const auth = makeAuth();
    await auth.signUp({ email: 'a@example.com', password: 'secret123' });
    await auth.signUp({ email: 'b@example.com', password: 'secret123' });
    const [a, b] = await db.getAll('accounts');
    expect(JSON.stringify(a)).not.toContain('secret123');
    expect(a.iterations).toBe(PBKDF2_ITERATIONS);
    expect(atob(a.passwordHash)).toHaveLength(32);
    // Same password, different salt, different hash.
    expect(a.salt).not.toBe(b.salt);
    expect(a.passwordHash).not.toBe(b.passwordHash);
  });

  it('makes the first account super_admin and later ones plain users', async () => {
    const auth = makeAuth();
    await auth.signUp({ email: 'first@example.com', password: 'secret123' });
    await auth.signUp({ email: 'second@example.com', password: 'secret123' });
    const roles = Object.fromEntries((await db.getAll('accounts')).map((a) => [a.email, a.role]));
    expect(roles).toEqual({ 'first@example.com': 'super_admin', 'second@example.com': 'user' });
  });

  it('signs in with the right password only', async () => {
    const auth = makeAuth();
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    await auth.signOut();
    expect(
      await codeOf(auth.signIn({ email: 'pat@example.com', password: 'wrong-pass', remember: true })),
    ).toBe('invalid_credentials');
    expect(
      await codeOf(auth.signIn({ email: 'nobody@example.com', password: 'secret123', remember: true })),
    ).toBe('invalid_credentials');
    const session = await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    expect(session.user.email).toBe('pat@example.com');
  });

  it('forgets the stored session the moment sign-out starts, before the session row is deleted', async () => {
    const auth = makeAuth();
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    const signingOut = auth.signOut();
    // Nothing awaited yet: a reload now already finds no session.
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await signingOut;
    expect(await db.getAll('sessions')).toEqual([]);
    expect(await auth.getSession()).toBeNull();
  });

  it('a wrong password reads as the spec sentence', async () => {
    const auth = makeAuth();
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    const error = await auth
      .signIn({ email: 'pat@example.com', password: 'nope-nope', remember: true })
      .catch((e: unknown) => e);
    expect(authErrorMessage(error, 'signIn')).toBe('Failed to sign in. Please check your credentials.');
  });

  it('trims e-mail addresses and compares them case-insensitively', async () => {
    const auth = makeAuth();
    const { session } = await auth.signUp({ email: '  Pat@Example.COM ', password: 'secret123' });
    expect(session?.user.email).toBe('pat@example.com');
    await auth.signOut();
    expect(
      (await auth.signIn({ email: 'PAT@example.com  ', password: 'secret123', remember: true })).user.email,
    ).toBe('pat@example.com');
  });

  it('refuses a second sign-up with the same address (any case) as email_already_in_use', async () => {
    const auth = makeAuth();
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    const error = await auth
      .signUp({ email: ' PAT@example.com', password: 'other-pass' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(authErrorMessage(error, 'signUp')).toBe('Email is already in use. Please try logging in instead.');
    expect(await db.count('accounts')).toBe(1);
  });

  it('refuses over-long e-mails and passwords with a message, not a crash', async () => {
    const auth = makeAuth();
    const longEmail = `${'a'.repeat(250)}@example.com`;
    const longPassword = 'p'.repeat(73);
    for (const attempt of [
      auth.signUp({ email: longEmail, password: 'secret123' }),
      auth.signIn({ email: longEmail, password: 'secret123', remember: true }),
      auth.requestPasswordReset(longEmail),
    ]) {
      const error = await attempt.catch((e: unknown) => e);
      expect((error as AuthError).code).toBe('email_too_long');
      expect(authErrorMessage(error, 'signUp')).toBe('Email address must be at most 254 characters long');
    }
    const error = await auth
      .signUp({ email: 'pat@example.com', password: longPassword })
      .catch((e: unknown) => e);
    expect((error as AuthError).code).toBe('password_too_long');
    expect(authErrorMessage(error, 'signUp')).toBe('Password must be at most 72 characters long');
    expect(
      await codeOf(auth.signIn({ email: 'pat@example.com', password: longPassword, remember: true })),
    ).toBe('password_too_long');
    expect(await db.count('accounts')).toBe(0);
  });

  it('refuses passwords under 8 characters and malformed addresses', async () => {
    const auth = makeAuth();
    expect(await codeOf(auth.signUp({ email: 'pat@example.com', password: '1234567' }))).toBe(
      'weak_password',
    );
    expect(await codeOf(auth.signUp({ email: 'not-an-email', password: 'secret123' }))).toBe('invalid_email');
  });

  it('says plainly that social sign-in needs cloud mode', async () => {
    const error = await makeAuth()
      .signInWithOAuth('google')
      .catch((e: unknown) => e);
    expect((error as AuthError).code).toBe('oauth_unavailable');
    expect(authErrorMessage(error, 'oauth:google')).toMatch(/need cloud mode/);
  });
});

describe('local auth: hashes and repeated failures', () => {
  it('hashes at OWASP’s 600,000 PBKDF2 iterations', () => {
    expect(PBKDF2_ITERATIONS).toBe(600_000);
  });

  it('an account an older build hashed with fewer iterations signs in, and is rehashed at today’s count then', async () => {
    const auth = makeAuth();
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    await auth.signOut();
    const [account] = await db.getAll('accounts');
    const old = await hashPassword('secret123', undefined, 1000);
    await db.put('accounts', { ...account, passwordHash: old.hash, salt: old.salt, iterations: 1000 });

    // A wrong password changes nothing.
    expect(
      await codeOf(auth.signIn({ email: 'pat@example.com', password: 'wrong-pass', remember: true })),
    ).toBe('invalid_credentials');
    expect((await db.get('accounts', account.id))!.iterations).toBe(1000);

    await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    const rehashed = (await db.get('accounts', account.id))!;
    expect(rehashed.iterations).toBe(PBKDF2_ITERATIONS);
    expect(rehashed.passwordHash).not.toBe(old.hash);
    expect(rehashed.salt).not.toBe(old.salt);
    await auth.signOut();
    await expect(
      auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true }),
    ).resolves.toBeTruthy();
  });

  it('after 5 wrong passwords in a row, refuses even the right one for a few minutes, and says so', async () => {
    const auth = makeAuth();
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    await auth.signOut();
    const attempt = (password: string) =>
      auth.signIn({ email: 'pat@example.com', password, remember: true }).catch((e: unknown) => e);
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++)
      expect((await attempt(`wrong-${i}`)) as AuthError).toMatchObject({ code: 'invalid_credentials' });
    const locking = await attempt('wrong-5');
    expect(locking).toMatchObject({ code: 'rate_limited' });
    expect(authErrorMessage(locking, 'signIn')).toBe(
      'Too many failed sign-in attempts. Please wait 5 minutes and try again.',
    );

    clock += 60_000;
    const refused = await attempt('secret123');
    expect(authErrorMessage(refused, 'signIn')).toBe(
      'Too many failed sign-in attempts. Please wait 4 minutes and try again.',
    );
    expect(await auth.getSession()).toBeNull();

    clock += LOCKOUT_MS;
    await expect(
      auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true }),
    ).resolves.toBeTruthy();
  });

  it('a good sign-in clears the count: failures must come in a row', async () => {
    const auth = makeAuth();
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    await auth.signOut();
    const wrong = () =>
      codeOf(auth.signIn({ email: 'pat@example.com', password: 'nope-nope', remember: true }));
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++) await wrong();
    await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    await auth.signOut();
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++) expect(await wrong()).toBe('invalid_credentials');
    await expect(
      auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true }),
    ).resolves.toBeTruthy();
  });
});

describe('local auth: sessions', () => {
  it('survives a reload: a new adapter instance reads the stored session', async () => {
    await makeAuth().signUp({ email: 'pat@example.com', password: 'secret123' });
    const reloaded = makeAuth();
    expect((await reloaded.getSession())?.user.email).toBe('pat@example.com');
  });

  it('Remember me keeps the token in localStorage; otherwise only for this browser session', async () => {
    const auth = makeAuth();
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    await auth.signOut();

    await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: false });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    // Closing the browser drops sessionStorage: signed out.
    sessionStorage.clear();
    expect(await makeAuth().getSession()).toBeNull();
  });

  it('a new sign-in retires the previous session record', async () => {
    const auth = makeAuth();
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    expect(await db.count('sessions')).toBe(1);
  });

  it('expires: 7 days with Remember me, 12 hours without', async () => {
    const auth = makeAuth();
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    clock += SESSION_TTL_MS - 1;
    expect(await auth.getSession()).not.toBeNull();
    clock += 1;
    expect(await auth.getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(await db.count('sessions')).toBe(0);

    await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: false });
    clock += SHORT_SESSION_TTL_MS;
    expect(await auth.getSession()).toBeNull();
  });

  it.each([
    ['not JSON', '{not json'],
    ['JSON without a token', '{"user":{"id":"x"}}'],
    ['a token of the wrong type', '{"token":12345}'],
    ['a forged token', JSON.stringify({ token: 'forged-token-forged-token' })],
    ['a null', 'null'],
  ])('a corrupted or tampered stored session (%s) signs out cleanly', async (_label, raw) => {
    const auth = makeAuth();
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    localStorage.setItem(SESSION_STORAGE_KEY, raw);
    await expect(makeAuth().getSession()).resolves.toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('sign-out ends the session everywhere it was kept and tells listeners', async () => {
    const auth = makeAuth();
    const events: AuthEvent[] = [];
    auth.onChange((e) => events.push(e));
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    await auth.signOut();
    expect(events).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
    expect(await db.count('sessions')).toBe(0);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(await makeAuth().getSession()).toBeNull();
  });

  it('a suspended account cannot sign in and its session stops resolving', async () => {
    const auth = makeAuth();
    const { session } = await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    const account = (await db.get('accounts', session!.user.id))!;
    await db.put('accounts', { ...account, status: 'suspended' });
    expect(await auth.getSession()).toBeNull();
    const error = await auth
      .signIn({ email: 'pat@example.com', password: 'secret123', remember: true })
      .catch((e: unknown) => e);
    expect(authErrorMessage(error, 'signIn')).toBe(
      'Your account has been suspended. Please contact support.',
    );
  });
});

describe('local auth: email confirmation', () => {
  it('is off by default: sign-up signs in at once, already confirmed, and sends no mail', async () => {
    const { needsConfirmation, session } = await makeAuth().signUp({
      email: 'pat@example.com',
      password: 'secret123',
    });
    expect(needsConfirmation).toBe(false);
    expect(session?.user.confirmedAt).not.toBeNull();
    expect(await mails()).toEqual([]);
  });

  it('when on: no session, a mail with a working link, sign-in refused until confirmed', async () => {
    const auth = makeAuth(true);
    const result = await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    expect(result).toEqual({ needsConfirmation: true, session: null });
    expect(await auth.getSession()).toBeNull();

    const [mail] = await mails();
    expect(mail).toMatchObject({ to: 'pat@example.com', subject: 'Confirm your email address', read: false });
    const link = new URL(mail.link!);
    expect(link.origin + link.pathname).toBe(`${ORIGIN}/auth/callback`);
    expect(link.searchParams.get('type')).toBe('signup');

    const error = await auth
      .signIn({ email: 'pat@example.com', password: 'secret123', remember: true })
      .catch((e: unknown) => e);
    expect((error as AuthError).code).toBe('email_not_confirmed');
    expect(authErrorMessage(error, 'signIn')).toBe(
      'Please confirm your email address before signing in. Check your inbox for the confirmation link.',
    );

    const done = await auth.completeRedirect(mail.link!);
    expect(done.recovery).toBe(false);
    expect(done.session?.user.confirmedAt).not.toBeNull();
    // A confirmation link works once.
    expect(await codeOf(auth.completeRedirect(mail.link!))).toBe('invalid_link');
    await auth.signOut();
    expect(
      (await auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true })).user.email,
    ).toBe('pat@example.com');
  });

  it('resend delivers a fresh working link, and says nothing about unknown addresses', async () => {
    const auth = makeAuth(true);
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    await auth.resendConfirmation(' PAT@example.com ');
    await auth.resendConfirmation('nobody@example.com');
    const list = await mails();
    expect(list).toHaveLength(2);
    expect(list[0].link).not.toBe(list[1].link);
    expect((await auth.completeRedirect(list[0].link!)).session?.user.email).toBe('pat@example.com');
  });

  it('confirmation links expire after an hour', async () => {
    const auth = makeAuth(true);
    await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    const [mail] = await mails();
    clock += 60 * 60 * 1000;
    expect(await codeOf(auth.completeRedirect(mail.link!))).toBe('invalid_link');
  });

  it('rejects a link with no or a made-up token', async () => {
    const auth = makeAuth(true);
    expect(await codeOf(auth.completeRedirect(`${ORIGIN}/auth/callback`))).toBe('invalid_link');
    expect(
      await codeOf(auth.completeRedirect(`${ORIGIN}/auth/callback?token=made-up-token-123&type=signup`)),
    ).toBe('invalid_link');
  });
});

describe('local auth: password reset', () => {
  async function resetFlow(auth: AuthPort) {
    await auth.signUp({ email: 'pat@example.com', password: 'old-pass-1' });
    await auth.signOut();
    await auth.requestPasswordReset('Pat@example.com');
    const [mail] = await mails();
    return mail;
  }

  it('mails a recovery link; the new password works and the old one stops working', async () => {
    const auth = makeAuth();
    const events: AuthEvent[] = [];
    auth.onChange((e) => events.push(e));
    const mail = await resetFlow(auth);
    expect(mail.subject).toBe('Reset your password');
    const link = new URL(mail.link!);
    expect(link.pathname).toBe('/auth/reset-password');
    expect(link.searchParams.get('type')).toBe('recovery');

    // A fresh page (new adapter instance) opens the link.
    const page = makeAuth();
    page.onChange((e) => events.push(e));
    expect(await page.completeRedirect(mail.link!)).toEqual({ session: null, recovery: true });
    await page.updatePassword('new-pass-2');
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(events.at(-1)).toBe('USER_UPDATED');

    expect(
      await codeOf(page.signIn({ email: 'pat@example.com', password: 'old-pass-1', remember: true })),
    ).toBe('invalid_credentials');
    expect(
      (await page.signIn({ email: 'pat@example.com', password: 'new-pass-2', remember: true })).user.email,
    ).toBe('pat@example.com');
    // The link is spent.
    expect(await codeOf(makeAuth().completeRedirect(mail.link!))).toBe('invalid_link');
  });

  it('the recovery link survives a reload of the reset page until it is used', async () => {
    const auth = makeAuth();
    const mail = await resetFlow(auth);
    await makeAuth().completeRedirect(mail.link!);
    const reloaded = makeAuth();
    expect((await reloaded.completeRedirect(mail.link!)).recovery).toBe(true);
  });

  it('refuses a short new password and keeps the old one', async () => {
    const auth = makeAuth();
    const mail = await resetFlow(auth);
    await auth.completeRedirect(mail.link!);
    expect(await codeOf(auth.updatePassword('123'))).toBe('weak_password');
    expect(
      (await auth.signIn({ email: 'pat@example.com', password: 'old-pass-1', remember: true })).user.email,
    ).toBe('pat@example.com');
  });

  it('sends nothing for an unknown address, without saying so', async () => {
    await expect(makeAuth().requestPasswordReset('nobody@example.com')).resolves.toBeUndefined();
    expect(await mails()).toEqual([]);
  });

  it('a signed-in password change checks the current password and ends other sessions', async () => {
    const auth = makeAuth();
    await auth.signUp({ email: 'pat@example.com', password: 'old-pass-1' });
    // A second device.
    localStorage.clear();
    await auth.signIn({ email: 'pat@example.com', password: 'old-pass-1', remember: true });
    const here = localStorage.getItem(SESSION_STORAGE_KEY);
    expect(await db.count('sessions')).toBe(2);

    expect(await codeOf(auth.updatePassword('new-pass-2', 'wrong-current'))).toBe('invalid_credentials');
    await auth.updatePassword('new-pass-2', 'old-pass-1');
    expect(await db.count('sessions')).toBe(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(here);
    expect(await auth.getSession()).not.toBeNull();
  });

  it('a password change needs a session', async () => {
    expect(await codeOf(makeAuth().updatePassword('new-pass-2'))).toBe('session_missing');
  });
});

describe('local auth: deleting the account', () => {
  it('needs the account email typed, then removes the account, its data and its session, and signs out', async () => {
    const auth = makeAuth();
    const events: AuthEvent[] = [];
    auth.onChange((event) => events.push(event));
    const { session } = await auth.signUp({ email: 'pat@example.com', password: 'secret123' });
    await db.put('records', {
      userId: session!.user.id,
      table: 'songs',
      id: 's1',
      data: { id: 's1' },
      updatedAt: 1,
    });
    await expect(auth.deleteAccount('someone@example.com')).rejects.toThrow(/Type your email address/);
    expect(await auth.getSession()).not.toBeNull();

    await auth.deleteAccount(' PAT@example.com ');
    expect(events.at(-1)).toBe('SIGNED_OUT');
    expect(await auth.getSession()).toBeNull();
    expect(await db.getAll('accounts')).toEqual([]);
    expect(await db.getAll('records')).toEqual([]);
    expect(await db.getAll('sessions')).toEqual([]);
    // The address is free again.
    expect((await auth.signUp({ email: 'pat@example.com', password: 'secret123' })).session).not.toBeNull();
  });

  it('signed out, there is nothing to delete', async () => {
    expect(await codeOf(makeAuth().deleteAccount('pat@example.com'))).toBe('session_missing');
  });
});
