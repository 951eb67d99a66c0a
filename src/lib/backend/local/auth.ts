import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../auth-limits';
import { SESSION_STORAGE_KEY } from '../stored-session';
import { AuthError, type AuthEvent, type AuthPort, type AuthSession, type AuthUser } from '../types';
import type { LocalAccount, LocalDb } from './db';
import { deliverMail } from './mailbox';
import { hashPassword, needsRehash, randomToken, verifyPassword } from './password';

/**
 * Accounts kept in this browser, mirroring Supabase's local-development defaults: no email confirmation
 * unless asked for, and the first account becomes super_admin. Sessions are random tokens recorded in
 * IndexedDB; the browser only holds the token, so a tampered token simply fails to resolve.
 */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SHORT_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const LINK_TTL_MS = 60 * 60 * 1000;
/** After this many wrong passwords in a row, sign-in to the account is refused for LOCKOUT_MS. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MS = 5 * 60 * 1000;

const lockedOut = (untilMs: number, nowMs: number) => {
  const minutes = Math.max(1, Math.ceil((untilMs - nowMs) / 60_000));
  return new AuthError(
    'rate_limited',
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
};
export { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SESSION_STORAGE_KEY };

// Plain checks rather than zod: this module loads before the first page renders.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailShaped = (email: string) => EMAIL_SHAPE.test(email);
const readToken = (raw: string): string | null => {
  const parsed: unknown = JSON.parse(raw);
  const token = (parsed as { token?: unknown } | null)?.token;
  return typeof token === 'string' && /^[\w-]{10,200}$/.test(token) ? token : null;
};

export interface LocalAuthOptions {
  confirmEmail: boolean;
  /** Origin used to build links in mails. */
  origin: () => string;
  now?: () => number;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function toAuthUser(a: LocalAccount): AuthUser {
  return {
    id: a.id,
    email: a.email,
    fullName: a.fullName,
    provider: 'email',
    confirmedAt: a.confirmedAt,
    createdAt: a.createdAt,
    isDemo: false,
  };
}

function checkEmail(email: string) {
  if (email.length > MAX_EMAIL_LENGTH)
    throw new AuthError(
      'email_too_long',
      `Email address must be at most ${MAX_EMAIL_LENGTH} characters long`,
    );
  if (!isEmailShaped(email)) throw new AuthError('invalid_email');
}

function checkCredentials(email: string, password: string) {
  checkEmail(email);
  if (password.length > MAX_PASSWORD_LENGTH)
    throw new AuthError(
      'password_too_long',
      `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
    );
}

export function createLocalAuth(db: LocalDb, options: LocalAuthOptions): AuthPort {
  const now = options.now ?? Date.now;
  const listeners = new Set<(event: AuthEvent, session: AuthSession | null) => void>();
  const emit = (event: AuthEvent, session: AuthSession | null) => listeners.forEach((l) => l(event, session));

  const readStoredToken = (): string | null => {
    for (const store of [localStorage, sessionStorage]) {
      const raw = store.getItem(SESSION_STORAGE_KEY);
      if (!raw) continue;
      try {
        const token = readToken(raw);
        if (token) return token;
      } catch {
        /* corrupted JSON: treated as no session below */
      }
      store.removeItem(SESSION_STORAGE_KEY);
    }
    return null;
  };
  const clearStoredToken = () => {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
  };

  async function sessionFromToken(token: string): Promise<AuthSession | null> {
    const record = await db.get('sessions', token);
    if (!record || record.expiresAt <= now()) {
      if (record) await db.delete('sessions', token);
      return null;
    }
    const account = await db.get('accounts', record.userId);
    if (!account || account.status === 'suspended') return null;
    return { user: toAuthUser(account), accessToken: null, expiresAt: record.expiresAt };
  }

  async function startSession(account: LocalAccount, remember: boolean): Promise<AuthSession> {
    const token = randomToken();
    const expiresAt = now() + (remember ? SESSION_TTL_MS : SHORT_SESSION_TTL_MS);
    await db.put('sessions', { token, userId: account.id, expiresAt });
    const previous = readStoredToken();
    if (previous) await db.delete('sessions', previous);
    clearStoredToken();
    // Remember me: the token outlives the browser session only in localStorage.
    (remember ? localStorage : sessionStorage).setItem(SESSION_STORAGE_KEY, JSON.stringify({ token }));
    const updated = { ...account, lastSignInAt: new Date(now()).toISOString() };
    await db.put('accounts', updated);
    const session: AuthSession = { user: toAuthUser(updated), accessToken: null, expiresAt };
    emit('SIGNED_IN', session);
    return session;
  }

  async function issueLink(account: LocalAccount, kind: 'confirm' | 'reset') {
    const token = randomToken();
    await db.put('tokens', { token, userId: account.id, kind, expiresAt: now() + LINK_TTL_MS });
    const path = kind === 'confirm' ? '/auth/callback' : '/auth/reset-password';
    const link = `${options.origin()}${path}?token=${encodeURIComponent(token)}&type=${kind === 'confirm' ? 'signup' : 'recovery'}`;
    await deliverMail(db, {
      to: account.email,
      subject: kind === 'confirm' ? 'Confirm your email address' : 'Reset your password',
      body:
        kind === 'confirm'
          ? 'Welcome to Wedding Planner! Follow the link below to confirm your email address.'
          : 'Someone asked to reset the password for this account. If it was you, follow the link below to choose a new password. If not, ignore this mail.',
      link,
    });
  }

  async function currentAccount(): Promise<LocalAccount> {
    const token = readStoredToken();
    const session = token ? await sessionFromToken(token) : null;
    const account = session ? await db.get('accounts', session.user.id) : undefined;
    if (!account) throw new AuthError('session_missing');
    return account;
  }

  let recovery: { userId: string; token: string } | null = null;

  return {
    async getSession() {
      const token = readStoredToken();
      if (!token) return null;
      const session = await sessionFromToken(token);
      if (!session) clearStoredToken();
      return session;
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async signUp({ email: rawEmail, password, fullName }) {
      const email = normaliseEmail(rawEmail);
      checkCredentials(email, password);
      if (password.length < MIN_PASSWORD_LENGTH) throw new AuthError('weak_password');
      if (await db.getFromIndex('accounts', 'email', email)) throw new AuthError('email_already_in_use');
      const isFirst = (await db.count('accounts')) === 0;
      const hashed = await hashPassword(password);
      const account: LocalAccount = {
        id: crypto.randomUUID(),
        email,
        fullName: fullName?.trim() || null,
        passwordHash: hashed.hash,
        salt: hashed.salt,
        iterations: hashed.iterations,
        role: isFirst ? 'super_admin' : 'user',
        status: 'active',
        confirmedAt: options.confirmEmail ? null : new Date(now()).toISOString(),
        createdAt: new Date(now()).toISOString(),
        lastSignInAt: null,
      };
      try {
        await db.add('accounts', account);
      } catch {
        // The unique email index is the final word when two tabs sign up at once.
        throw new AuthError('email_already_in_use');
      }
      if (options.confirmEmail) {
        await issueLink(account, 'confirm');
        return { needsConfirmation: true, session: null };
      }
      return { needsConfirmation: false, session: await startSession(account, true) };
    },

    async signIn({ email: rawEmail, password, remember }) {
      const email = normaliseEmail(rawEmail);
      checkCredentials(email, password);
      const account = await db.getFromIndex('accounts', 'email', email);
      if (!account) {
        // Spend the same hashing time as a real check, so timing does not reveal which addresses have accounts.
        await hashPassword(password);
        throw new AuthError('invalid_credentials');
      }
      // Locked after repeated wrong passwords: refused before any hashing, even with the right password.
      if (account.lockedUntil && account.lockedUntil > now()) throw lockedOut(account.lockedUntil, now());
      if (!(await verifyPassword(password, account))) {
        const failures = (account.failedSignIns ?? 0) + 1;
        const lock = failures >= MAX_FAILED_SIGN_INS;
        await db.put('accounts', {
          ...account,
          failedSignIns: lock ? 0 : failures,
          lockedUntil: lock ? now() + LOCKOUT_MS : null,
        });
        throw lock ? lockedOut(now() + LOCKOUT_MS, now()) : new AuthError('invalid_credentials');
      }
      if (!account.confirmedAt) throw new AuthError('email_not_confirmed');
      if (account.status === 'suspended') throw new AuthError('account_suspended');
      let current: LocalAccount = { ...account, failedSignIns: 0, lockedUntil: null };
      // An older build's weaker hash is replaced now, while the password is at hand.
      if (needsRehash(account)) {
        const hashed = await hashPassword(password);
        current = { ...current, passwordHash: hashed.hash, salt: hashed.salt, iterations: hashed.iterations };
      }
      return startSession(current, remember);
    },

    async signOut() {
      // The stored token goes before anything is awaited: a reload a moment after Sign Out finds no session even
      // if the session row is still being deleted.
      const token = readStoredToken();
      clearStoredToken();
      recovery = null;
      if (token) await db.delete('sessions', token);
      emit('SIGNED_OUT', null);
    },

    async resendConfirmation(rawEmail) {
      const email = normaliseEmail(rawEmail);
      checkEmail(email);
      const account = await db.getFromIndex('accounts', 'email', email);
      // Like Supabase, say nothing about whether the address exists.
      if (account && !account.confirmedAt) await issueLink(account, 'confirm');
    },

    async requestPasswordReset(rawEmail) {
      const email = normaliseEmail(rawEmail);
      checkEmail(email);
      const account = await db.getFromIndex('accounts', 'email', email);
      if (account) await issueLink(account, 'reset');
    },

    async updatePassword(newPassword, currentPassword) {
      if (newPassword.length < MIN_PASSWORD_LENGTH) throw new AuthError('weak_password');
      if (newPassword.length > MAX_PASSWORD_LENGTH)
        throw new AuthError(
          'password_too_long',
          `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
        );
      let account: LocalAccount | undefined;
      if (recovery) account = await db.get('accounts', recovery.userId);
      else {
        account = await currentAccount();
        if (currentPassword !== undefined && !(await verifyPassword(currentPassword, account)))
          throw new AuthError('invalid_credentials', 'Current password is incorrect.');
      }
      if (!account) throw new AuthError('session_missing');
      const hashed = await hashPassword(newPassword);
      await db.put('accounts', {
        ...account,
        passwordHash: hashed.hash,
        salt: hashed.salt,
        iterations: hashed.iterations,
      });
      // A password change ends every other session of the account.
      const tx = db.transaction('sessions', 'readwrite');
      const keep = readStoredToken();
      for (const s of await tx.store.getAll())
        if (s.userId === account.id && s.token !== keep) await tx.store.delete(s.token);
      await tx.done;
      if (recovery) await db.delete('tokens', recovery.token);
      recovery = null;
      emit('USER_UPDATED', null);
    },

    async deleteAccount(confirmation) {
      const account = await currentAccount();
      if (normaliseEmail(confirmation) !== account.email)
        throw new AuthError('unknown', 'Type your email address exactly as shown to confirm.');
      // Loaded only when someone deletes their account.
      const { deleteLocalAccount } = await import('./account-deletion');
      await deleteLocalAccount(db, account.id);
      clearStoredToken();
      recovery = null;
      emit('SIGNED_OUT', null);
    },

    async signInWithOAuth() {
      throw new AuthError(
        'oauth_unavailable',
        'Google and Facebook sign-in need cloud mode (a Supabase project). Use email and password in local mode.',
      );
    },

    async completeRedirect(url) {
      const params = new URL(url).searchParams;
      const token = params.get('token');
      const record = token ? await db.get('tokens', token) : undefined;
      if (!record || record.expiresAt <= now())
        throw new AuthError('invalid_link', 'This link is invalid or has expired.');
      const account = await db.get('accounts', record.userId);
      if (!account) throw new AuthError('invalid_link', 'This link is invalid or has expired.');
      if (record.kind === 'confirm') {
        await db.delete('tokens', record.token);
        const confirmed = { ...account, confirmedAt: account.confirmedAt ?? new Date(now()).toISOString() };
        await db.put('accounts', confirmed);
        return { session: await startSession(confirmed, true), recovery: false };
      }
      // The reset token stays valid until the new password is set, so reloading the page keeps working.
      recovery = { userId: account.id, token: record.token };
      emit('PASSWORD_RECOVERY', null);
      return { session: null, recovery: true };
    },
  };
}
