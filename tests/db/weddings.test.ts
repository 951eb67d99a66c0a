// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';
import { GUEST_LIST_TABLES, insertRow, planningRows, planningTables } from './planning-rows';

let db: Db;
beforeAll(async () => {
  db = await createDb();
});
beforeEach(async () => {
  await db.exec('begin');
  for (const [name, id] of Object.entries({ alice, bob, carol, dave, erin })) {
    await createAuthUser(db, { id, email: `${name}@example.com` });
  }
});
afterEach(() => db.exec('rollback'));

const { alice, bob, carol, dave } = ids;
const erin = '00000000-0000-4000-8000-00000000000e';

/** The wedding `userId` owns (every account gets one at sign-up). */
async function ownWedding(userId: string): Promise<string> {
  const { rows } = await db.query<{ wedding_id: string }>(
    `select wedding_id from public.wedding_members where user_id = $1 and role = 'owner'`,
    [userId],
  );
  expect(rows).toHaveLength(1);
  return rows[0].wedding_id;
}

/** A join link to alice's wedding for `role`, made by alice; answers its token. */
async function linkFor(role: string, wedding: string): Promise<string> {
  return asUser(db, alice, async (tx) => {
    const { rows } = await tx.query<{ token: string }>('select token from api.create_join_link($1, $2)', [
      wedding,
      role,
    ]);
    return rows[0].token;
  });
}

/** `userId` joins alice's wedding as `role` through a join link. */
async function join(userId: string, role: string): Promise<string> {
  const wedding = await ownWedding(alice);
  const token = await linkFor(role, wedding);
  await asUser(db, userId, (tx) => tx.query('select api.accept_join_link($1)', [token]));
  return wedding;
}

/** Alice's wedding with one row in every planning table, written by alice. */
async function alicesPlan(): Promise<string> {
  const wedding = await ownWedding(alice);
  await asUser(db, alice, async (tx) => {
    for (const row of planningRows('a')) await insertRow(tx, row);
  });
  return wedding;
}

const count = async (tx: Db, table: string) =>
  (await tx.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0].n;

describe('weddings', () => {
  it('every account has a wedding of its own from sign-up, which it owns and no one else reads', async () => {
    const wedding = await ownWedding(erin);
    await asUser(db, erin, async (tx) => {
      expect((await tx.query('select id from public.weddings')).rows).toEqual([{ id: wedding }]);
      expect((await tx.query('select user_id, role from public.wedding_members')).rows).toEqual([
        { user_id: erin, role: 'owner' },
      ]);
    });
    await asUser(db, dave, async (tx) => {
      expect((await tx.query('select id from public.weddings where id = $1', [wedding])).rows).toEqual([]);
    });
  });

  it('the fixture covers every planning table', async () => {
    expect([...new Set(planningRows('a').map((r) => r.table))].sort()).toEqual(await planningTables(db));
  });

  it('a partner reads, writes, changes and deletes in every planning table of the wedding', async () => {
    const wedding = await alicesPlan();
    await join(bob, 'partner');
    const tables = await planningTables(db);
    await asUser(db, bob, async (tx) => {
      for (const row of planningRows('b')) {
        expect(await count(tx, row.table)).toBeGreaterThan(0);
        // A wedding has one website (id 'site'): the partner changes alice's below.
        if (row.table === 'websites') continue;
        // Bob still owns a wedding of his own, where his writes go by default: this one he names.
        await insertRow(tx, { table: row.table, row: { ...row.row, wedding_id: wedding } });
      }
      for (const table of tables) {
        const { rows } = await tx.query<{ user_id: string }>(
          `select distinct user_id from public.${table} where wedding_id = $1 order by 1`,
          [wedding],
        );
        expect(rows.map((r) => r.user_id)).toEqual(table === 'websites' ? [alice] : [alice, bob].sort());
        const changed = await tx.query(
          `update public.${table} set created_at = created_at where user_id = $1`,
          [alice],
        );
        expect(changed.affectedRows).toBeGreaterThan(0);
      }
      for (const table of [...tables].reverse()) await tx.query(`delete from public.${table}`);
      for (const table of tables) expect(await count(tx, table)).toBe(0);
    });
  });

  it("a partner's guest sits in the other partner's household (the foreign keys go by the wedding)", async () => {
    const wedding = await alicesPlan();
    await join(bob, 'partner');
    await asUser(db, bob, (tx) =>
      tx.query(
        `insert into public.guests (wedding_id, id, household_id, first_name) values ($1, 'gb', 'ha', 'Meera')`,
        [wedding],
      ),
    );
    await asUser(db, alice, async (tx) => {
      const { rows } = await tx.query(
        `select id, user_id from public.guests where household_id = 'ha' order by id`,
      );
      expect(rows).toEqual([
        { id: 'ga', user_id: alice },
        { id: 'gab', user_id: alice },
        { id: 'gb', user_id: bob },
      ]);
      // Deleting the household takes the partner's guest with it.
      await tx.query(`delete from public.households where id = 'ha'`);
      expect(await count(tx, 'guests')).toBe(0);
    });
  });

  it('a row keeps its creator and its wedding: no forged user_id, no move to another wedding', async () => {
    const wedding = await alicesPlan();
    await join(bob, 'partner');
    await asUser(db, bob, async (tx) => {
      expect(
        await attempt(
          tx,
          `insert into public.tasks (wedding_id, user_id, id, title, category) values ($1, $2, 'x', 'T', 'details')`,
          [wedding, alice],
        ),
      ).toMatchObject({ ok: false, code: '42501' });
      expect(
        await attempt(tx, `update public.tasks set wedding_id = $1 where id = 'ta'`, [await ownWedding(bob)]),
      ).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it('family reads the whole plan and writes only the guest list', async () => {
    await alicesPlan();
    const wedding = await join(carol, 'family');
    const tables = await planningTables(db);
    // Family answers for its guest at alice's event (it cannot add events).
    const rows = planningRows('c').map((r) =>
      r.table === 'rsvp_answers' ? { ...r, row: { ...r.row, id: 'gc.eva', event_id: 'eva' } } : r,
    );
    await asUser(db, carol, async (tx) => {
      for (const { table, row } of rows) {
        expect(await count(tx, table)).toBeGreaterThan(0);
        const guestList = GUEST_LIST_TABLES.includes(table);
        const columns = Object.keys(row);
        const insert = await attempt(
          tx,
          `insert into public.${table} (wedding_id, ${columns.join(', ')}) values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})`,
          [wedding, ...Object.values(row)],
        );
        if (guestList) expect(insert).toMatchObject({ ok: true });
        // Refused by the policy, or (a child of a table family cannot fill) by its missing parent first.
        else expect(insert).toMatchObject({ ok: false });
        if (!guestList) expect(['42501', '23503']).toContain(!insert.ok && insert.code);
      }
      for (const table of tables) {
        const guestList = GUEST_LIST_TABLES.includes(table);
        const update = await attempt(tx, `update public.${table} set created_at = created_at`);
        expect(update).toMatchObject({ ok: true });
        expect(update.ok && update.affectedRows > 0).toBe(guestList);
        if (!guestList) {
          expect(await attempt(tx, `delete from public.${table}`)).toMatchObject({
            ok: true,
            affectedRows: 0,
          });
        }
      }
      expect(await attempt(tx, `delete from public.guests where id = 'gab'`)).toMatchObject({
        ok: true,
        affectedRows: 1,
      });
    });
  });

  it('a planner writes the plan but cannot manage members, hand over or delete the wedding', async () => {
    await alicesPlan();
    const wedding = await join(dave, 'planner');
    await join(bob, 'partner');
    await asUser(db, dave, async (tx) => {
      expect(
        await attempt(
          tx,
          `insert into public.tasks (wedding_id, id, title, category) values ($1, 'pt', 'Call florist', 'vendors')`,
          [wedding],
        ),
      ).toMatchObject({ ok: true });
      for (const [sql, params] of [
        ['select api.create_join_link($1, $2)', [wedding, 'family']],
        ['select api.set_member_role($1, $2, $3)', [wedding, bob, 'family']],
        ['select api.remove_member($1, $2)', [wedding, bob]],
        ['select api.transfer_ownership($1, $2)', [wedding, dave]],
      ] as const) {
        expect(await attempt(tx, sql, [...params])).toMatchObject({ ok: false, code: '42501' });
      }
      expect(await attempt(tx, 'delete from public.weddings where id = $1', [wedding])).toMatchObject({
        ok: true,
        affectedRows: 0,
      });
      expect(
        await attempt(tx, 'update public.weddings set name = $2 where id = $1', [wedding, 'Mine']),
      ).toMatchObject({
        ok: true,
        affectedRows: 0,
      });
    });
    expect(
      (
        await db.query('select role from public.wedding_members where user_id = $1 and wedding_id = $2', [
          bob,
          wedding,
        ])
      ).rows,
    ).toEqual([{ role: 'partner' }]);
    // The owner may.
    await asUser(db, alice, async (tx) => {
      expect(await attempt(tx, 'delete from public.weddings where id = $1', [wedding])).toMatchObject({
        ok: true,
        affectedRows: 1,
      });
    });
    expect(
      (await db.query('select count(*)::int as n from public.tasks where wedding_id = $1', [wedding])).rows,
    ).toEqual([{ n: 0 }]);
    // Left in no wedding, the owner gets a new one of her own; the others still have theirs.
    expect(await ownWedding(alice)).not.toBe(wedding);
    expect(await ownWedding(dave)).not.toBe(wedding);
  });

  it('a stranger (signed in or not) sees nothing of the wedding and writes nothing into it', async () => {
    const wedding = await alicesPlan();
    const tables = [...(await planningTables(db)), 'weddings', 'wedding_members', 'wedding_join_links'];
    await asUser(db, erin, async (tx) => {
      for (const table of tables) {
        const { rows } = await tx.query<{ n: number }>(
          `select count(*)::int as n from public.${table} where ${table === 'weddings' ? 'id' : 'wedding_id'} = $1`,
          [wedding],
        );
        expect(rows).toEqual([{ n: 0 }]);
      }
      expect(
        await attempt(
          tx,
          `insert into public.tasks (wedding_id, id, title, category) values ($1, 'x', 'T', 'details')`,
          [wedding],
        ),
      ).toMatchObject({ ok: false, code: '42501' });
      expect(await attempt(tx, 'update public.tasks set title = $1', ['Hijacked'])).toMatchObject({
        affectedRows: 0,
      });
      expect(await attempt(tx, 'select * from api.wedding_members($1)', [wedding])).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
    await asAnon(db, async (tx) => {
      expect(await attempt(tx, 'select * from public.weddings')).toMatchObject({ ok: false, code: '42501' });
      expect(await attempt(tx, 'select api.accept_join_link($1)', ['x'.repeat(43)])).toMatchObject({
        ok: false,
      });
    });
  });

  it('a removed member loses access at once, in the same transaction, and keeps a wedding of their own', async () => {
    const wedding = await alicesPlan();
    await join(bob, 'partner');
    await asUser(db, bob, async (tx) => expect(await count(tx, 'tasks')).toBe(1));
    await asUser(db, alice, (tx) => tx.query('select api.remove_member($1, $2)', [wedding, bob]));
    await asUser(db, bob, async (tx) => {
      expect(await count(tx, 'tasks')).toBe(0);
      expect(
        await attempt(
          tx,
          `insert into public.tasks (wedding_id, id, title, category) values ($1, 'x', 'T', 'details')`,
          [wedding],
        ),
      ).toMatchObject({ ok: false, code: '42501' });
    });
    expect(await ownWedding(bob)).not.toBe(wedding);
  });
});

describe('join links', () => {
  it('are stored only as a hash, join with the offered role, and work once', async () => {
    const wedding = await ownWedding(alice);
    const token = await linkFor('planner', wedding);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows: stored } = await db.query<{ row: string }>(
      'select to_jsonb(l)::text as row from public.wedding_join_links l',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].row).not.toContain(token);

    await asUser(db, bob, async (tx) => {
      expect((await tx.query('select api.accept_join_link($1) as w', [token])).rows).toEqual([
        { w: wedding },
      ]);
    });
    // A used link finds nothing: null (the app says "not valid any more"), counted against carol's tries.
    const again = await asUser(db, carol, (tx) =>
      attempt(tx, 'select api.accept_join_link($1) as w', [token]),
    );
    expect(again).toMatchObject({ ok: true, rows: [{ w: null }] });
    await asUser(db, alice, async (tx) => {
      expect(
        (await tx.query('select user_id, email, role from api.wedding_members($1)', [wedding])).rows,
      ).toEqual([
        { user_id: alice, email: 'alice@example.com', role: 'owner' },
        { user_id: bob, email: 'bob@example.com', role: 'planner' },
      ]);
      expect((await tx.query('select used_by from public.wedding_join_links')).rows).toEqual([
        { used_by: bob },
      ]);
    });
  });

  it('an expired, revoked, wrong or malformed token is refused alike', async () => {
    const wedding = await ownWedding(alice);
    const expired = await linkFor('family', wedding);
    await db.query(`update public.wedding_join_links set expires_at = now() - interval '1 second'`);
    const revoked = await linkFor('family', wedding);
    await asUser(db, alice, (tx) =>
      tx.query(
        'select api.revoke_join_link(id) from public.wedding_join_links where revoked_at is null and expires_at > now()',
      ),
    );
    const valid = await linkFor('family', wedding);
    const wrong = `${valid.slice(0, -1)}${valid.endsWith('A') ? 'B' : 'A'}`;
    const answers = [];
    for (const token of [expired, revoked, wrong, 'short', `${valid}'; --`]) {
      answers.push(
        await asUser(db, carol, (tx) => attempt(tx, 'select api.accept_join_link($1) as w', [token])),
      );
    }
    // The same answer for each: null, so nothing tells one kind of failure from another.
    for (const answer of answers) expect(answer).toMatchObject({ ok: true, rows: [{ w: null }] });
    expect(
      (await db.query('select count(*)::int as n from public.wedding_members where user_id = $1', [carol]))
        .rows,
    ).toEqual([{ n: 1 }]);
    // Still good for the right one; links were made with 7 days to run.
    await asUser(db, carol, (tx) => tx.query('select api.accept_join_link($1)', [valid]));
    const { rows } = await db.query<{ days: number }>(
      `select round(extract(epoch from expires_at - created_at) / 86400)::int as days from public.wedding_join_links where used_by = $1`,
      [carol],
    );
    expect(rows).toEqual([{ days: 7 }]);
  });

  it('need the couple to make or revoke them, a known role, and a signed-in caller to accept', async () => {
    const wedding = await ownWedding(alice);
    await join(bob, 'partner');
    await asUser(db, bob, async (tx) => {
      expect(await attempt(tx, 'select api.create_join_link($1, $2)', [wedding, 'family'])).toMatchObject({
        ok: true,
      });
      expect(await attempt(tx, 'select api.create_join_link($1, $2)', [wedding, 'owner'])).toMatchObject({
        ok: false,
        code: '22023',
      });
    });
    await asUser(db, erin, async (tx) => {
      expect(await attempt(tx, 'select api.create_join_link($1, $2)', [wedding, 'family'])).toMatchObject({
        ok: false,
        code: '42501',
      });
      expect(
        await attempt(tx, 'select api.revoke_join_link(id) from public.wedding_join_links'),
      ).toMatchObject({ ok: true, rows: [] });
    });
    await asAnon(db, async (tx) => {
      expect(await attempt(tx, 'select api.create_join_link($1, $2)', [wedding, 'family'])).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
  });
});

describe('members', () => {
  it('the owner changes a role, not their own; hands over to a member; the old owner stays as partner', async () => {
    const wedding = await join(bob, 'planner');
    await asUser(db, alice, async (tx) => {
      await tx.query('select api.set_member_role($1, $2, $3)', [wedding, bob, 'partner']);
      expect(
        await attempt(tx, 'select api.set_member_role($1, $2, $3)', [wedding, alice, 'family']),
      ).toMatchObject({
        ok: false,
        code: '42501',
      });
      expect(await attempt(tx, 'select api.transfer_ownership($1, $2)', [wedding, erin])).toMatchObject({
        ok: false,
        code: 'P0002',
      });
      await tx.query('select api.transfer_ownership($1, $2)', [wedding, bob]);
      expect((await tx.query('select user_id, role from api.wedding_members($1)', [wedding])).rows).toEqual([
        { user_id: bob, role: 'owner' },
        { user_id: alice, role: 'partner' },
      ]);
    });
    await db.exec('set constraints all immediate');
  });

  it('anyone leaves; an owner who leaves passes the wedding to a partner; the last one in cannot leave', async () => {
    const wedding = await join(dave, 'planner');
    await join(bob, 'partner');
    await asUser(db, dave, (tx) => tx.query('select api.leave_wedding($1)', [wedding]));
    await asUser(db, alice, (tx) => tx.query('select api.leave_wedding($1)', [wedding]));
    expect(
      (await db.query('select user_id, role from public.wedding_members where wedding_id = $1', [wedding]))
        .rows,
    ).toEqual([{ user_id: bob, role: 'owner' }]);
    expect(
      await asUser(db, bob, (tx) => attempt(tx, 'select api.leave_wedding($1)', [wedding])),
    ).toMatchObject({
      ok: false,
      code: 'P0001',
    });
    // Alice, who owned nothing after leaving, has a new wedding of her own.
    expect(await ownWedding(alice)).not.toBe(wedding);
    await db.exec('set constraints all immediate');
  });

  it('a wedding has exactly one owner', async () => {
    const wedding = await join(bob, 'partner');
    expect(
      await attempt(
        db,
        `update public.wedding_members set role = 'owner' where user_id = $1 and wedding_id = $2`,
        [bob, wedding],
      ),
    ).toMatchObject({ ok: false, code: '23505' });
    expect(
      await attempt(
        db,
        `update public.wedding_members set role = 'partner' where user_id = $1 and wedding_id = $2`,
        [alice, wedding],
      ),
    ).toMatchObject({ ok: true });
    expect(await attempt(db, 'set constraints all immediate')).toMatchObject({ ok: false, code: 'P0001' });
  });
});

describe('the policies', () => {
  it('every policy on a table keyed by the wedding goes through the membership helper', async () => {
    const { rows } = await db.query<{
      table: string;
      policy: string;
      cmd: string;
      qual: string | null;
      check: string | null;
    }>(
      `select p.tablename as table, p.policyname as policy, p.cmd, p.qual, p.with_check as check
         from pg_policies p
        where p.schemaname = 'public'
          and (p.tablename = 'weddings' or exists (
                select 1 from information_schema.columns c
                 where c.table_schema = 'public' and c.table_name = p.tablename and c.column_name = 'wedding_id'))`,
    );
    const tables = new Set(rows.map((r) => r.table));
    for (const table of await planningTables(db)) expect(tables).toContain(table);
    const uses = (expr: string | null) =>
      expr === null || /\(\s*SELECT private\.my_weddings\('\w+'::text\)/i.test(expr);
    expect(rows.filter((r) => !uses(r.qual) || !uses(r.check)).map((r) => `${r.table}: ${r.policy}`)).toEqual(
      [],
    );
  });

  it('the check above notices a policy that does not use the helper', async () => {
    await db.query(`create policy "tasks: anyone" on public.tasks for select to authenticated using (true)`);
    const { rows } = await db.query<{ qual: string }>(
      `select qual from pg_policies where tablename = 'tasks' and policyname = 'tasks: anyone'`,
    );
    expect(/\(\s*SELECT private\.my_weddings\('\w+'::text\)/i.test(rows[0].qual)).toBe(false);
  });

  it('every wedding_id column leads an index', async () => {
    const { rows } = await db.query<{ table: string }>(
      `select c.table_name as table from information_schema.columns c
        where c.table_schema = 'public' and c.column_name = 'wedding_id'
          and not exists (
            select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
             where i.indrelid = format('public.%I', c.table_name)::regclass and a.attname = 'wedding_id')
        order by 1`,
    );
    expect(rows).toEqual([]);
  });

  it('the helper is security definer with an empty search_path, and no client can name it', async () => {
    const { rows } = await db.query(
      `select p.prosecdef as definer, p.proconfig as config from pg_proc p
        where p.oid in ('private.my_weddings(text)'::regprocedure, 'private.default_wedding()'::regprocedure)`,
    );
    expect(rows).toEqual([
      { definer: true, config: ['search_path=""'] },
      { definer: true, config: ['search_path=""'] },
    ]);
    await asUser(db, alice, async (tx) => {
      expect(await attempt(tx, `select private.my_weddings('read')`)).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
  });
});
