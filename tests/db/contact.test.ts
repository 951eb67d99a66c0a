// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asUser, attempt, createAuthUser, createDb, ids, makeAdmin, type Db } from './harness';

let db: Db;
beforeAll(async () => {
  db = await createDb();
});
beforeEach(() => db.exec('begin'));
afterEach(() => db.exec('rollback'));

const { alice, bob } = ids;
const insertSql =
  'insert into public.contact_messages (name, email, subject, message) values ($1, $2, $3, $4)';
const good = ['Ann', 'ann@example.com', 'Hello', 'A question about venues'];
const count = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from public.contact_messages')).rows[0].n;

describe('contact_messages', () => {
  // Messages arrive through the `contact` Edge Function only (contact-function.test.ts); these rows are written as
  // the database owner, the way that function's door writes them.

  it('visitors and ordinary users cannot read, change or delete messages', async () => {
    await createAuthUser(db, { id: alice, email: 'alice@example.com' });
    await db.query(insertSql, good);
    await asAnon(db, async (tx) => {
      expect((await attempt(tx, 'select * from public.contact_messages')).ok).toBe(false);
      expect((await attempt(tx, `update public.contact_messages set subject = 'x'`)).ok).toBe(false);
      expect((await attempt(tx, 'delete from public.contact_messages')).ok).toBe(false);
    });
    await asUser(db, alice, async (tx) => {
      expect((await tx.query('select * from public.contact_messages')).rows).toEqual([]);
      expect((await attempt(tx, `update public.contact_messages set subject = 'x'`)).ok).toBe(false);
      expect((await attempt(tx, 'delete from public.contact_messages')).ok).toBe(false);
      // Reading the row back on insert (insert ... returning) is a read, so it is refused too.
      expect((await attempt(tx, `${insertSql} returning id`, good)).ok).toBe(false);
    });
    expect(await count()).toBe(1);
  });

  it('an admin reads messages', async () => {
    await createAuthUser(db, { id: bob, email: 'bob@example.com' });
    await makeAdmin(db, bob);
    await db.query(insertSql, good);
    const rows = await asUser(
      db,
      bob,
      async (tx) =>
        (await tx.query('select name, email, subject, message from public.contact_messages')).rows,
    );
    expect(rows).toEqual([
      { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'A question about venues' },
    ]);
  });

  it.each([
    ['a blank message', ['Ann', 'ann@example.com', 'Hi', ' \n\t ']],
    ['an empty message', ['Ann', 'ann@example.com', 'Hi', '']],
    ['a message over 5000 characters', ['Ann', 'ann@example.com', 'Hi', 'm'.repeat(5001)]],
    ['a name over 200 characters', ['n'.repeat(201), 'ann@example.com', 'Hi', 'Hello']],
    ['a blank name', ['  ', 'ann@example.com', 'Hi', 'Hello']],
    ['a subject over 200 characters', ['Ann', 'ann@example.com', 's'.repeat(201), 'Hello']],
    ['an email over 320 characters', ['Ann', `${'a'.repeat(320)}@example.com`, 'Hi', 'Hello']],
    ['an email without @', ['Ann', 'ann.example.com', 'Hi', 'Hello']],
    ['an email without a domain dot', ['Ann', 'ann@example', 'Hi', 'Hello']],
    ['an email with spaces', ['Ann', 'ann smith@example.com', 'Hi', 'Hello']],
  ])('refuses %s', async (_label, values) => {
    const result = await attempt(db, insertSql, values);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.code).toBe('23514');
  });
});
