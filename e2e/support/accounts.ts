import { expect, type Page } from '@playwright/test';
import { DB_NAME, type LocalAccount } from '../../src/lib/backend/local/db';
import { hashPassword } from '../../src/lib/backend/local/password';
import { freshEmail, PASSWORD, type Account } from './auth';

/** PASSWORD hashed by the app's own code, once for the whole run. */
const hashed = hashPassword(PASSWORD);

/**
 * Another account in this browser's store, signed out, the way local sign-up leaves one (`confirmed: false`: signed
 * up, email not yet confirmed), so the admin specs can have several users without paying for a sign-up page each.
 * The page must have loaded the app once (it creates its database). The password works on the sign-in page.
 */
export async function addAccount(
  page: Page,
  {
    tag = 'user',
    confirmed = true,
    status = 'active',
  }: { tag?: string; confirmed?: boolean; status?: LocalAccount['status'] } = {},
): Promise<Account> {
  const email = freshEmail(tag);
  const stored = await hashed;
  await page.evaluate(
    async ({ dbName, email, stored, confirmed, status }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(dbName);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const now = new Date().toISOString();
      const tx = db.transaction('accounts', 'readwrite');
      tx.objectStore('accounts').put({
        id: crypto.randomUUID(),
        email,
        fullName: null,
        passwordHash: stored.hash,
        salt: stored.salt,
        iterations: stored.iterations,
        role: 'user',
        status,
        confirmedAt: confirmed ? now : null,
        createdAt: now,
        lastSignInAt: null,
      });
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { dbName: DB_NAME, email, stored, confirmed, status },
  );
  return { email, password: PASSWORD };
}

/** The users table's row for an address (the address also shows in notices and the audit trail). */
export const userRow = (page: Page, email: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByText(email, { exact: true }) });

/** Opens a user's Actions menu on /admin and chooses an item. */
export async function adminAction(page: Page, email: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The sign-in page's answer for an account, without the page moving on. */
export async function signInRefused(page: Page, account: Account, message: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page).toHaveURL(/\/login$/);
}
