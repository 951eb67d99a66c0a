// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSupabaseCollections } from '../../src/lib/backend/supabase/collections';
import { fakeWedding } from '../../src/lib/backend/fake-wedding';
import type { Entity } from '../../src/lib/backend/types';
import { versionOf } from '../../src/lib/backend/versions';
import { asUser, createAuthUser, createDb, ids, type Db } from './harness';
import { restOverPglite } from './rest-bridge';

/** The plan keyed by the wedding (…_wedding_keys.sql): a partner works on the owner's rows, not beside them. */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});
beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
  await createAuthUser(db, { id: carol, email: 'carol@example.com' });
});
afterEach(() => db.exec('rollback'));

const { alice, bob, carol } = ids;

/** Alice's wedding with `member` joined as `role`. */
async function join(member: string, role: string): Promise<string> {
  const { rows } = await db.query<{ wedding_id: string }>(
    `select wedding_id from public.wedding_members where user_id = $1 and role = 'owner'`,
    [alice],
  );
  const wedding = rows[0].wedding_id;
  const token = await asUser(
    db,
    alice,
    async (tx) =>
      (await tx.query<{ token: string }>('select token from api.create_join_link($1, $2)', [wedding, role]))
        .rows[0].token,
  );
  await asUser(db, member, (tx) => tx.query('select api.accept_join_link($1)', [token]));
  return wedding;
}

/** The browser's collections adapter for `userId`, on the wedding they chose. */
function adapter(userId: string, wedding: string) {
  const { client } = restOverPglite(db, { userId });
  const chosen = fakeWedding([{ id: wedding, label: 'Alice’s wedding', role: 'partner' }]);
  return createSupabaseCollections(client, chosen);
}

const songs = () =>
  db
    .query<{ id: string; title: string; user_id: string }>(
      'select id, title, user_id from public.songs order by id',
    )
    .then((r) => r.rows);

describe('the wedding keys the plan', () => {
  it('is every planning table’s primary key, with user_id indexed as who created the row', async () => {
    const { rows } = await db.query<{ table_name: string; pk: string; by_user: boolean }>(`
      select c.relname::text as table_name,
             (select string_agg(a.attname, ',' order by a.attname) from pg_index i
                join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
               where i.indrelid = c.oid and i.indisprimary) as pk,
             exists (select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
                      where i.indrelid = c.oid and a.attname = 'user_id') as by_user
        from pg_class c join pg_attribute w on w.attrelid = c.oid and w.attname = 'wedding_id'
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname not in ('activity', 'wedding_members', 'wedding_join_links')
       order by 1`);
    expect(rows.length).toBeGreaterThanOrEqual(28);
    expect(rows.filter((r) => r.pk !== 'id,wedding_id' || !r.by_user)).toEqual([]);
  });

  it('a partner’s save of a row the owner created updates that row (through the adapter and apply_changes)', async () => {
    const wedding = await join(bob, 'partner');
    await adapter(alice, wedding).put('songs', { id: 's1', title: 'Canon', artist: 'X' });
    const partner = adapter(bob, wedding);
    const [listed] = await partner.list<{ id: string; title: string }>('songs');
    expect(listed).toMatchObject({ id: 's1', title: 'Canon', artist: 'X' });
    await partner.put('songs', { ...listed, title: 'Canon in D', artist: 'X' });
    expect(await songs()).toEqual([{ id: 's1', title: 'Canon in D', user_id: alice }]);
    await partner.apply([
      { op: 'put', table: 'songs', record: { id: 's1', title: 'At Last', artist: 'X' } as Entity },
    ]);
    expect(await songs()).toEqual([{ id: 's1', title: 'At Last', user_id: alice }]);
    await partner.remove('songs', 's1');
    expect(await songs()).toEqual([]);
  });

  it('the same id in two weddings is two rows: a planner’s own plan and the couple’s stay apart', async () => {
    const wedding = await join(carol, 'planner');
    const own = (
      await db.query<{ wedding_id: string }>(
        `select wedding_id from public.wedding_members where user_id = $1 and role = 'owner'`,
        [carol],
      )
    ).rows[0].wedding_id;
    await adapter(carol, own).put('songs', { id: 's1', title: 'Mine', artist: 'X' });
    await adapter(carol, wedding).put('songs', { id: 's1', title: 'Theirs', artist: 'X' });
    expect((await adapter(carol, own).list('songs')).map((s) => s.id)).toEqual(['s1']);
    expect(await adapter(alice, wedding).list('songs')).toMatchObject([
      { id: 's1', title: 'Theirs', artist: 'X' },
    ]);
  });

  it('detects a version conflict between two members', async () => {
    const wedding = await join(bob, 'partner');
    const owner = adapter(alice, wedding);
    const partner = adapter(bob, wedding);
    await owner.put('songs', { id: 's1', title: 'Canon', artist: 'X' });
    const [seen] = await partner.list('songs');
    const [mine] = await owner.list('songs');
    await owner.put('songs', { ...mine, title: 'Canon (owner)', artist: 'X' }, { base: versionOf(mine) });
    await expect(
      partner.put('songs', { ...seen, title: 'Canon (partner)', artist: 'X' }, { base: versionOf(seen) }),
    ).rejects.toMatchObject({ name: 'VersionConflictError', reason: 'changed' });
    await expect(
      partner.apply([{ op: 'remove', table: 'songs', id: 's1', base: versionOf(seen) }]),
    ).rejects.toMatchObject({ name: 'VersionConflictError' });
    expect(await songs()).toEqual([{ id: 's1', title: 'Canon (owner)', user_id: alice }]);
  });

  it('caps count the wedding’s rows, whoever added them', async () => {
    const wedding = await join(bob, 'partner');
    await db.query(`update private.row_limits set max_rows = 2 where table_name = 'songs'`);
    await adapter(alice, wedding).put('songs', { id: 's1', title: 'A', artist: 'X' });
    await adapter(bob, wedding).put('songs', { id: 's2', title: 'B', artist: 'X' });
    await expect(adapter(bob, wedding).put('songs', { id: 's3', title: 'C', artist: 'X' })).rejects.toThrow(
      'You have reached the limit of 2 items in songs.',
    );
    // Saving an existing row at the cap is an update, allowed; bob's own wedding has its own count.
    await adapter(bob, wedding).put('songs', { id: 's1', title: 'A again', artist: 'X' });
    const own = (
      await db.query<{ wedding_id: string }>(
        `select wedding_id from public.wedding_members where user_id = $1 and role = 'owner'`,
        [bob],
      )
    ).rows[0].wedding_id;
    await adapter(bob, own).put('songs', { id: 's3', title: 'C', artist: 'X' });
  });

  it('seeds sample data once per wedding: a partner is not given it again, family may not claim it', async () => {
    const wedding = await join(bob, 'partner');
    await join(carol, 'family');
    const samples = [{ id: 'sample-1', title: 'Canon', artist: 'X' }];
    expect(await adapter(alice, wedding).seed('songs', samples)).toBe(true);
    await adapter(alice, wedding).remove('songs', 'sample-1');
    expect(await adapter(bob, wedding).seed('songs', samples)).toBe(false);
    expect(await adapter(carol, wedding).claimSeed('tasks')).toBe(false);
    expect(await adapter(bob, wedding).claimSeed('tasks')).toBe(true);
    expect(await songs()).toEqual([]);
  });
});
