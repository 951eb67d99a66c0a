// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CASCADES } from '../../src/lib/backend/relations';
import { asAnon, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/**
 * public.apply_changes (…_apply_changes.sql) beyond what the contract suite runs on both adapters
 * (tests/contract): which tables and callers it refuses, and that the local adapter's cascades (relations.ts) are
 * exactly the migrations' `on delete cascade` foreign keys between collection tables.
 */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});
beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: ids.alice, email: 'alice@example.com' });
});
afterEach(() => db.exec('rollback'));

const apply = (changes: unknown) =>
  asUser(db, ids.alice, (tx) =>
    attempt(tx, 'select public.apply_changes($1::jsonb) as touched', [JSON.stringify(changes)]),
  );

describe('apply_changes', () => {
  it('refuses a table that is not a collection, and an unknown change, writing nothing', async () => {
    const song = { op: 'put', table: 'songs', row: { id: 's1', title: 'A', artist: 'B' } };
    for (const bad of [
      { op: 'put', table: 'admins', row: { id: 'x', role: 'super_admin' } },
      { op: 'put', table: 'profiles', row: { id: 'x' } },
      { op: 'put', table: 'no_such_table', row: { id: 'x' } },
      { op: 'drop', table: 'songs', id: 's1' },
      { op: 'put', table: 'songs', row: { title: 'no id' } },
    ]) {
      const result = await apply([song, bad]);
      expect(result.ok, JSON.stringify(bad)).toBe(false);
    }
    const { rows } = await db.query('select id from public.songs');
    expect(rows).toEqual([]);
  });

  it('is not for visitors', async () => {
    const result = await asAnon(db, (tx) =>
      attempt(tx, 'select public.apply_changes($1::jsonb)', [
        JSON.stringify([{ op: 'put', table: 'songs', row: { id: 's1', title: 'A', artist: 'B' } }]),
      ]),
    );
    expect(result).toMatchObject({ ok: false });
  });

  it("writes only as the caller: a row's user_id is the caller's whatever is sent", async () => {
    await createAuthUser(db, { id: ids.bob, email: 'bob@example.com' });
    const result = await apply([
      { op: 'put', table: 'songs', row: { id: 's1', title: 'A', artist: 'B', user_id: ids.bob } },
    ]);
    expect(result.ok).toBe(true);
    const { rows } = await db.query<{ user_id: string }>('select user_id from public.songs');
    expect(rows).toEqual([{ user_id: ids.alice }]);
  });
});

describe("the local adapter's cascades", () => {
  it("are exactly the migrations' on-delete-cascade foreign keys between collection tables", async () => {
    const { rows } = await db.query<{ parent: string; child: string; column: string }>(`
      select p.relname::text as parent, ch.relname::text as child, ca.attname::text as column
        from pg_constraint c
        join pg_class p on p.oid = c.confrelid
        join pg_class ch on ch.oid = c.conrelid
        join lateral unnest(c.conkey, c.confkey) as k(child_att, parent_att) on true
        join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = k.parent_att and pa.attname = 'id'
        join pg_attribute ca on ca.attrelid = c.conrelid and ca.attnum = k.child_att
       where c.contype = 'f' and c.confdeltype = 'c' and c.connamespace = 'public'::regnamespace
         and exists (select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
                      where i.indrelid = c.confrelid and i.indisprimary and a.attname = 'wedding_id')`);
    const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const fromSql = rows.map((r) => `${r.parent} -> ${r.child}.${r.column}`).sort();
    const fromApp = CASCADES.map((c) => `${c.parent} -> ${c.child}.${snake(c.field)}`).sort();
    expect(fromApp).toEqual(fromSql);
  });
});
