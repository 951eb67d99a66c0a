import { newToken } from '@/lib/ids';
import { ACCOUNT_STORES, deleteLocalAccount, LAST_SUPER_ADMIN_DELETE } from './account-deletion';
import { createLocalCollections } from './collections';
import { openLocalDb, resetLocalDbForTests, type LocalDb } from './db';
import { createLocalFiles } from './files';
import { deliverMail } from './mailbox';
import { createLocalProfile } from './profile';
import { applicationKey } from './staff-records';
import { localAccount, nodeBlob } from './test-accounts';

let db: LocalDb;
beforeEach(async () => {
  await resetLocalDbForTests();
  db = await openLocalDb();
});

/** Something of `userId` in every store an account reaches. */
async function fill(userId: string) {
  await db.put('accounts', localAccount(userId));
  await db.put('sessions', { token: `session-${userId}`, userId, expiresAt: Date.now() + 60_000 });
  await db.put('tokens', { token: `link-${userId}`, userId, kind: 'reset', expiresAt: Date.now() + 60_000 });
  const collections = createLocalCollections(db, userId);
  await collections.seed('songs', [{ id: 's1', title: 'Song' }]);
  await collections.put('invites', { id: 'i1', name: 'Invite', token: newToken() });
  await createLocalProfile(db, userId, `${userId}@example.com`).save({
    budget: { total: 5, currency: 'USD' },
  });
  const files = createLocalFiles(db, userId);
  await files.put('contracts/c1.pdf', await nodeBlob('pdf'));
  await files.publish(`invites/${newToken()}.png`, await nodeBlob('png'));
  await db.put('meta', { id: 'a1', userId, status: 'pending' }, applicationKey(userId));
  await deliverMail(db, { to: `${userId}@example.com`, subject: 'Reset', body: '', link: null });
}

/** How many entries of `userId` each store holds. */
async function holdings(userId: string): Promise<Record<string, number>> {
  const owned = (value: unknown, key: IDBValidKey) =>
    (Array.isArray(key) && key[0] === userId) ||
    (typeof key === 'string' && key.split(':').includes(userId)) ||
    (typeof value === 'object' &&
      value !== null &&
      ((value as { userId?: unknown }).userId === userId ||
        (value as { id?: unknown }).id === userId ||
        (value as { to?: unknown }).to === `${userId}@example.com`));
  const counts: Record<string, number> = {};
  for (const store of ACCOUNT_STORES) {
    let n = 0;
    let cursor = await db.transaction(store).store.openCursor();
    while (cursor) {
      if (owned(cursor.value, cursor.key)) n += 1;
      cursor = await cursor.continue();
    }
    counts[store] = n;
  }
  return counts;
}

describe('deleting a local account', () => {
  it('covers every object store the database has', () => {
    expect([...db.objectStoreNames].sort()).toEqual([...ACCOUNT_STORES].sort());
  });

  it("removes everything of the account in every store, and nothing of another account's", async () => {
    await fill('alice');
    await fill('bob');
    const alices = await holdings('alice');
    expect(Object.entries(alices).filter(([, n]) => n === 0)).toEqual([]);
    const bobs = await holdings('bob');

    expect(await deleteLocalAccount(db, 'alice')).toMatchObject({ id: 'alice' });

    expect(Object.values(await holdings('alice')).every((n) => n === 0)).toBe(true);
    expect(await holdings('bob')).toEqual(bobs);
    expect(await createLocalCollections(db, 'bob').list('invites')).toHaveLength(1);
  });

  it('forgets what this browser kept for the account outside the database: its AI provider key first', async () => {
    await fill('alice');
    await fill('bob');
    localStorage.setItem('wp.ai-provider.alice', '{"apiKey":"sk-alice"}');
    localStorage.setItem('wp.ai-provider.bob', '{"apiKey":"sk-bob"}');
    await deleteLocalAccount(db, 'alice');
    expect(localStorage.getItem('wp.ai-provider.alice')).toBeNull();
    expect(localStorage.getItem('wp.ai-provider.bob')).toBe('{"apiKey":"sk-bob"}');
  });

  it('refuses the last super admin, and changes nothing', async () => {
    await fill('alice');
    await db.put('accounts', localAccount('alice', { role: 'super_admin' }));
    // A suspended super admin cannot sign in to take over, so does not count.
    await db.put('accounts', localAccount('bob', { role: 'super_admin', status: 'suspended' }));
    const before = await holdings('alice');
    await expect(deleteLocalAccount(db, 'alice')).rejects.toThrow(LAST_SUPER_ADMIN_DELETE);
    expect(await holdings('alice')).toEqual(before);
    await db.put('accounts', localAccount('bob', { role: 'super_admin' }));
    await deleteLocalAccount(db, 'alice');
    expect(await db.get('accounts', 'alice')).toBeUndefined();
  });

  it('the only account in the browser may go, super admin or not (the next account made here is super admin)', async () => {
    await fill('alice');
    await db.put('accounts', localAccount('alice', { role: 'super_admin' }));
    await deleteLocalAccount(db, 'alice');
    expect(await db.getAll('accounts')).toEqual([]);
  });

  it('answers null for an account that does not exist', async () => {
    expect(await deleteLocalAccount(db, 'nobody')).toBeNull();
  });

  it('an error inside the transaction keeps the account whole', async () => {
    await fill('alice');
    const before = await holdings('alice');
    await expect(
      deleteLocalAccount(db, 'alice', async () => {
        throw new Error('audit failed');
      }),
    ).rejects.toThrow('audit failed');
    expect(await holdings('alice')).toEqual(before);
  });
});
