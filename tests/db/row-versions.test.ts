// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asRole, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/** Row versions (…_row_versions.sql): a write based on a stale version is refused, and an edit never resurrects. */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});
beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
});
afterEach(() => db.exec('rollback'));

const { alice, bob } = ids;

/** What PostgREST runs for supabase-js's `upsert(row, { onConflict: 'wedding_id,id' })`: every sent column, updated. */
function upsert(userId: string, row: { id: string; description: string; updated_at?: string }) {
  const columns = Object.keys(row);
  const sql = `insert into public.expenses (${columns.join(', ')})
               values (${columns.map((_, i) => `$${i + 1}`).join(', ')})
               on conflict (wedding_id, id) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}
               returning updated_at::text as version, description`;
  return asUser(db, userId, (tx) =>
    attempt<{ version: string; description: string }>(tx, sql, Object.values(row)),
  );
}

async function stored(userId: string, id: string) {
  const { rows } = await db.query<{ version: string; description: string }>(
    'select updated_at::text as version, description from public.expenses where user_id = $1 and id = $2',
    [userId, id],
  );
  return rows[0] ?? null;
}

describe('row versions', () => {
  it('a new row gets a version from the database, and every update a later one', async () => {
    const created = await upsert(alice, { id: 'e1', description: 'Deposit' });
    expect(created).toMatchObject({ ok: true, rows: [{ description: 'Deposit' }] });
    const v1 = created.ok ? created.rows[0].version : '';
    // Even inside one transaction (now() would not move), and even when the client sends an old time of its own.
    const updated = await upsert(alice, { id: 'e1', description: 'Deposit (paid)', updated_at: v1 });
    expect(updated).toMatchObject({ ok: true, rows: [{ description: 'Deposit (paid)' }] });
    const v2 = updated.ok ? updated.rows[0].version : '';
    expect(new Date(v2).getTime()).toBeGreaterThanOrEqual(new Date(v1).getTime());
    expect(v2).not.toBe(v1);
    // A plain UPDATE (an `api` function, a PATCH) moves it too.
    await asUser(db, alice, (tx) => tx.query(`update public.expenses set paid = true where id = 'e1'`));
    expect((await stored(alice, 'e1'))!.version).not.toBe(v2);
  });

  it('refuses a write based on a stale version, and keeps what is stored', async () => {
    const created = await upsert(alice, { id: 'e1', description: 'Deposit' });
    const v1 = created.ok ? created.rows[0].version : '';
    // Tab A saves first…
    const first = await upsert(alice, { id: 'e1', description: 'Tab A', updated_at: v1 });
    expect(first.ok).toBe(true);
    // …tab B's save was based on the same version: refused, and tab A's change stays.
    const second = await upsert(alice, { id: 'e1', description: 'Tab B', updated_at: v1 });
    expect(second).toMatchObject({ ok: false, code: 'PT409' });
    expect(await stored(alice, 'e1')).toMatchObject({ description: 'Tab A' });
    // Based on the version it now has, the write goes through.
    const current = (await stored(alice, 'e1'))!.version;
    expect(await upsert(alice, { id: 'e1', description: 'Tab B', updated_at: current })).toMatchObject({
      ok: true,
    });
    // A stale version in a plain UPDATE is refused the same way.
    const patch = await asUser(db, alice, (tx) =>
      attempt(tx, `update public.expenses set description = 'Old tab', updated_at = $1 where id = 'e1'`, [
        v1,
      ]),
    );
    expect(patch).toMatchObject({ ok: false, code: 'PT409' });
    expect(await stored(alice, 'e1')).toMatchObject({ description: 'Tab B' });
  });

  it('says which: changed (hint version_changed) or deleted (hint version_deleted)', async () => {
    const created = await upsert(alice, { id: 'e1', description: 'Deposit' });
    const v1 = created.ok ? created.rows[0].version : '';
    await upsert(alice, { id: 'e1', description: 'Changed', updated_at: v1 });
    // asUser rolls the refused statement back and passes the error on, with Postgres's hint.
    const changed = await asUser(db, alice, (tx) =>
      tx.query(`update public.expenses set description = 'x', updated_at = $1 where id = 'e1'`, [v1]),
    ).catch((e: unknown) => e);
    expect(changed).toMatchObject({ code: 'PT409', hint: 'version_changed' });
    await asUser(db, alice, (tx) => tx.query(`delete from public.expenses where id = 'e1'`));
    const deleted = await asUser(db, alice, (tx) =>
      tx.query(`insert into public.expenses (id, description, updated_at) values ('e1', 'x', $1)`, [v1]),
    ).catch((e: unknown) => e);
    expect(deleted).toMatchObject({ code: 'PT409', hint: 'version_deleted' });
  });

  it('an edit of a row deleted elsewhere does not bring it back; a new record (no version) is stored', async () => {
    const created = await upsert(alice, { id: 'e1', description: 'Deposit' });
    const v1 = created.ok ? created.rows[0].version : '';
    await asUser(db, alice, (tx) => tx.query(`delete from public.expenses where id = 'e1'`));
    expect(
      await upsert(alice, { id: 'e1', description: 'Edited in a stale tab', updated_at: v1 }),
    ).toMatchObject({
      ok: false,
      code: 'PT409',
    });
    expect(await stored(alice, 'e1')).toBeNull();
    // An undone delete or a restored backup sends no version: a plain write.
    expect(await upsert(alice, { id: 'e1', description: 'Put back' })).toMatchObject({ ok: true });
    // Someone else's row of the same id is not "found" for alice (RLS): her versioned write is refused, bob's row kept.
    await upsert(bob, { id: 'b1', description: "Bob's" });
    const bobs = (await stored(bob, 'b1'))!.version;
    expect(await upsert(alice, { id: 'b1', description: 'Hijack', updated_at: bobs })).toMatchObject({
      ok: false,
    });
    expect(await stored(bob, 'b1')).toMatchObject({ description: "Bob's" });
    expect(await stored(alice, 'b1')).toBeNull();
  });

  it('a plain write over an existing row (no version) is not checked, and moves the version', async () => {
    const created = await upsert(alice, { id: 'e1', description: 'Deposit' });
    const v1 = created.ok ? created.rows[0].version : '';
    const blind = await upsert(alice, { id: 'e1', description: 'Restored' });
    expect(blind).toMatchObject({ ok: true, rows: [{ description: 'Restored' }] });
    expect(blind.ok && blind.rows[0].version).not.toBe(v1);
  });

  it('every collection table is versioned, and so is one added later by the usual limit_user_rows line', async () => {
    const versioned = async () =>
      (
        await db.query<{ table_name: string }>(
          `select c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid
            where t.tgname = 'a_row_version' order by 1`,
        )
      ).rows.map((r) => r.table_name);
    const collections = (
      await db.query<{ table_name: string }>(
        `select c.relname as table_name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and private.is_collection_table(c.relname) order by 1`,
      )
    ).rows.map((r) => r.table_name);
    expect(collections).toContain('expenses');
    expect(collections).not.toContain('profiles');
    expect(await versioned()).toEqual(collections);

    await db.exec(`
      create table public.packing_items (
        user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
        wedding_id uuid not null default private.default_wedding() references public.weddings (id) on delete cascade,
        id text not null,
        name text not null,
        created_at timestamptz not null default now(),
        primary key (wedding_id, id)
      );
      alter table public.packing_items enable row level security;
      grant select, insert, update, delete on public.packing_items to authenticated;
      create policy "packing_items: all own" on public.packing_items for all to authenticated
        using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
      select private.limit_user_rows('packing_items', 5000);
    `);
    expect(await versioned()).toContain('packing_items');
    const insert = await asUser(db, alice, (tx) =>
      attempt<{ v: string }>(
        tx,
        `insert into public.packing_items (id, name) values ('g1', 'Asha') returning updated_at::text as v`,
      ),
    );
    expect(insert.ok).toBe(true);
    const stale = await asUser(db, alice, (tx) =>
      attempt(tx, `update public.packing_items set name = 'x', updated_at = '2000-01-01' where id = 'g1'`),
    );
    expect(stale).toMatchObject({ ok: false, code: 'PT409' });
  });

  it('a table not shaped as a collection is not versioned by limit_user_rows', async () => {
    await db.exec(`
      create table public.vendor_notes (id uuid primary key default gen_random_uuid(), user_id uuid not null, body text);
      select private.limit_user_rows('vendor_notes', 10);
    `);
    const { rows } = await db.query(
      `select 1 from pg_attribute where attrelid = 'public.vendor_notes'::regclass and attname = 'updated_at'`,
    );
    expect(rows).toEqual([]);
  });
});

describe('merge_task_reminders', () => {
  const reminders = async (userId: string) =>
    (
      await db.query<{ r: Record<string, boolean> }>(
        'select task_reminders as r from public.profiles where user_id = $1',
        [userId],
      )
    ).rows[0]?.r;

  it('sets the switches it is given and keeps the others (two tabs, two tasks: both kept)', async () => {
    await asUser(db, alice, (tx) => tx.query(`select public.merge_task_reminders('{"t1": false}')`));
    expect(await reminders(alice)).toEqual({ t1: false });
    await asUser(db, alice, (tx) => tx.query(`select public.merge_task_reminders('{"t2": false}')`));
    await asUser(db, alice, (tx) => tx.query(`select public.merge_task_reminders('{"t1": true}')`));
    expect(await reminders(alice)).toEqual({ t1: true, t2: false });
    expect(await reminders(bob)).toBeUndefined();
  });

  it('refuses anything but switches, and visitors', async () => {
    for (const bad of ['[]', '{"t1": "yes"}', `{"${'k'.repeat(65)}": true}`]) {
      const result = await asUser(db, alice, (tx) =>
        attempt(tx, 'select public.merge_task_reminders($1::jsonb)', [bad]),
      );
      expect(result).toMatchObject({ ok: false, code: '22023' });
    }
    const anon = await asRole(db, 'anon', { role: 'anon' }, (tx) =>
      attempt(tx, `select public.merge_task_reminders('{"t1": true}')`),
    );
    expect(anon).toMatchObject({ ok: false, code: '42501' });
  });
});
