import { forgetAccountInThisBrowser } from '../account-traces';
import type { IDBPTransaction } from 'idb';
import type { LocalAccount, LocalDb, WeddingDb } from './db';

/**
 * Deleting an account in local mode, the one way both paths use (an admin's Delete and the user's own "Delete my
 * account"): every store that holds something of the account is listed here, and all of it goes in one
 * transaction, so a failure part-way leaves the account whole. A store added later that keeps per-user data must
 * be added to ACCOUNT_STORES and erased below (src/lib/backend/local/account-deletion.test.ts checks every store).
 */
export const ACCOUNT_STORES = [
  'accounts',
  'sessions',
  'tokens',
  'records',
  'profiles',
  'files',
  'meta',
  'publicKeys',
  'mailbox',
] as const;
type AccountStores = (typeof ACCOUNT_STORES)[number];
export type AccountTx = IDBPTransaction<WeddingDb, AccountStores[], 'readwrite'>;

export const LAST_SUPER_ADMIN_DELETE =
  'The last super admin cannot be deleted. Make another super admin first.';

/** True when no other super admin who can still sign in would remain without `account`. */
export function isLastSuperAdmin(account: LocalAccount, all: readonly LocalAccount[]): boolean {
  return (
    account.role === 'super_admin' &&
    !all.some((a) => a.id !== account.id && a.role === 'super_admin' && a.status !== 'suspended')
  );
}

/** Meta entries of one user carry the user's id as one of their `:`-separated parts (`seed:<id>:<table>`). */
const ownsMetaKey = (key: IDBValidKey, userId: string) =>
  typeof key === 'string' && key.split(':').includes(userId);

/** Removes everything `userId` has in every store, inside `tx`. */
async function eraseAccount(tx: AccountTx, account: LocalAccount) {
  const userId = account.id;
  // Compound keys that start with the user's id: [userId] sorts before them, [userId, []] after (arrays sort last).
  const owned = IDBKeyRange.bound([userId], [userId, []]);
  await tx.objectStore('records').delete(owned);
  await tx.objectStore('files').delete(owned);
  await tx.objectStore('profiles').delete(userId);

  for (const store of ['sessions', 'tokens'] as const) {
    const os = tx.objectStore(store);
    for (const row of await os.getAll()) if (row.userId === userId) await os.delete(row.token);
  }
  let cursor = await tx.objectStore('publicKeys').openCursor();
  while (cursor) {
    if (cursor.value.userId === userId) await cursor.delete();
    cursor = await cursor.continue();
  }
  const meta = tx.objectStore('meta');
  for (const key of await meta.getAllKeys()) if (ownsMetaKey(key, userId)) await meta.delete(key);
  const mailbox = tx.objectStore('mailbox');
  for (const mail of await mailbox.getAll()) if (mail.to === account.email) await mailbox.delete(mail.id);
  await tx.objectStore('accounts').delete(userId);
}

/**
 * Deletes the account `userId` and everything it owns: its records, files and published files, the public-link
 * index entries, its vendor application and other per-user markers, its sessions and pending links, and the mail
 * sent to it. Refused for the last super admin while other accounts remain. `within` runs in the same transaction once the account is gone
 * (an admin's audit record), so both land or neither. Returns the deleted account, or null when there was none.
 */
export async function deleteLocalAccount(
  db: LocalDb,
  userId: string,
  within?: (tx: AccountTx, deleted: LocalAccount) => Promise<void>,
): Promise<LocalAccount | null> {
  const tx = db.transaction([...ACCOUNT_STORES], 'readwrite');
  try {
    const accounts = await tx.objectStore('accounts').getAll();
    const account = accounts.find((a) => a.id === userId);
    if (!account) {
      await tx.done;
      return null;
    }
    // Other accounts would be left without a super admin. The only account in this browser may go: the next
    // account created here becomes super admin, as the first one did.
    if (isLastSuperAdmin(account, accounts) && accounts.length > 1) throw new Error(LAST_SUPER_ADMIN_DELETE);
    await eraseAccount(tx, account);
    await within?.(tx, account);
    await tx.done;
    forgetAccountInThisBrowser(account.id);
    return account;
  } catch (error) {
    if (!tx.error) tx.abort();
    await tx.done.catch(() => undefined);
    throw error;
  }
}
