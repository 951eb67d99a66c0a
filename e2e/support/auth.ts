import { expect, type Page } from '@playwright/test';
import { DB_NAME } from '../../src/lib/backend/local/db';
import { hashPassword } from '../../src/lib/backend/local/password';
import { whenSaved } from './actions';

/** Accounts for the specs: fresh accounts, signing in, the two sign-out paths, the local mailbox. */
export const PASSWORD = 'secret-pass-123';

export const freshEmail = (tag = 'couple') =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export async function fillSignUp(page: Page, email: string, password = PASSWORD, confirm = password) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(confirm);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

export interface Account {
  email: string;
  password: string;
}

/** A fresh account through the real /signup page, so tests never share data and a second account is a real second user. */
export async function signUp(page: Page, email = freshEmail(), password = PASSWORD): Promise<Account> {
  await page.goto('/signup');
  await fillSignUp(page, email, password);
  await expect(page).toHaveURL(/\/planner$/);
  return { email, password };
}

/**
 * Opens a page that runs the app at once for a visitor (the password reset request; the site's pages and the sign-in
 * and sign-up pages are HTML until reached for) and waits until the app has opened, and on a first visit created, its
 * database in this browser, which it does just after the page renders.
 */
export async function openAppDatabase(page: Page, origin = '') {
  await page.goto(`${origin}/forgot-password`);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  // Polled from here: waitForFunction does not wait for a predicate's promise.
  await expect
    .poll(() =>
      page.evaluate(
        async (name) => (await indexedDB.databases()).some((db) => db.name === name && (db.version ?? 0) > 0),
        DB_NAME,
      ),
    )
    .toBe(true);
}

/** PASSWORD hashed by the app's own code (PBKDF2, the real iteration count), once for the whole run. */
const hashedPassword = hashPassword(PASSWORD);
/** Where local mode keeps the session token (src/lib/backend/local/auth.ts, SESSION_STORAGE_KEY). */
const SESSION_KEY = 'wp.local.session';

/**
 * A fresh couple, signed in, for specs about what a signed-in user does: the account and its session are written
 * straight into the browser's store, the way local mode's sign-up leaves them (an active, confirmed account and a
 * week-long session), so each test starts from its own empty plan without going through the sign-up page and
 * the planner it lands on. Sign-up itself is auth.spec.ts's business; the isolation checks still sign up a second
 * couple through the page. The password works on the sign-in page. `origin` puts the couple in another build
 * (ALT_URL); the default is the main one.
 */
export async function newCouple(page: Page, { origin = '' }: { origin?: string } = {}): Promise<Account> {
  const email = freshEmail();
  const stored = await hashedPassword;
  await openAppDatabase(page, origin);
  await page.evaluate(
    async ({ dbName, sessionKey, email, stored }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(dbName);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const id = crypto.randomUUID();
      const token = crypto.randomUUID().replace(/-/g, '');
      const now = new Date().toISOString();
      const tx = db.transaction(['accounts', 'sessions'], 'readwrite');
      tx.objectStore('accounts').put({
        id,
        email,
        fullName: null,
        passwordHash: stored.hash,
        salt: stored.salt,
        iterations: stored.iterations,
        role: 'user',
        status: 'active',
        confirmedAt: now,
        createdAt: now,
        lastSignInAt: now,
      });
      tx.objectStore('sessions').put({ token, userId: id, expiresAt: Date.now() + 7 * 24 * 60 * 60 * 1000 });
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      localStorage.setItem(sessionKey, JSON.stringify({ token }));
    },
    { dbName: DB_NAME, sessionKey: SESSION_KEY, email, stored },
  );
  return { email, password: PASSWORD };
}

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signIn(page: Page, account: Account) {
  await page.goto('/login');
  await fillSignIn(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Signs in as the demo account (spec: offered on the sign-in page) and waits until its sample wedding is loaded and
 * stored: the demo loads it on its first visit to the account hub, and a page load before that finishes would leave a
 * page that changes under the test (or a demo without it).
 */
export async function signInAsDemo(page: Page) {
  await page.goto('/login');
  await fillSignIn(page, 'demo@weddingplanner.app', 'demo1234');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(/^\d+ days to go$/)).toBeVisible();
  await whenSaved(page);
}

/** Desktop: the Account dropdown. Phones: the mobile menu. */
export async function signOutFromHeader(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

/** Opens the newest mail's link from /dev/mailbox (the local stand-in for an inbox). */
export async function followNewestMail(page: Page, linkName: string, subject: string) {
  await page.goto('/dev/mailbox');
  const mail = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
  await mail.getByRole('link', { name: linkName }).click();
}
