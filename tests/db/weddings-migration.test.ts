// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyMigration, asUser, createAuthUser, createDb, ids, migrationFiles, type Db } from './harness';
import { planningRows } from './planning-rows';

const FIRST = '20261129107001_weddings.sql';
const { alice, bob, carol } = ids;

type Versions = Record<string, string>;

/** Every planning row's version, keyed `table/user/id`, as the superuser sees them. */
async function versions(db: Db, tables: string[]): Promise<Versions> {
  const all: Versions = {};
  for (const table of tables) {
    const { rows } = await db.query<{ user_id: string; id: string; updated_at: Date }>(
      `select user_id, id, updated_at from public.${table}`,
    );
    for (const r of rows) all[`${table}/${r.user_id}/${r.id}`] = r.updated_at.toISOString();
  }
  return all;
}

// One database: two accounts with a full plan each, written before the wedding migrations run.
let db: Db;
let tables: string[];
let before: Versions;
beforeAll(async () => {
  db = await createDb({ before: FIRST });
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
  for (const [user, n] of [
    [alice, 'a'],
    [bob, 'b'],
  ]) {
    for (const { table, row } of planningRows(n)) {
      const full = { user_id: user, ...row };
      const columns = Object.keys(full);
      await db.query(
        `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(full),
      );
    }
  }
  tables = [...new Set(planningRows('a').map((r) => r.table))];
  before = await versions(db, tables);
  for (const file of migrationFiles().filter((f) => f >= FIRST)) await applyMigration(db, file);
}, 120_000);
beforeEach(() => db.exec('begin'));
afterEach(() => db.exec('rollback'));

describe('moving existing accounts to weddings', () => {
  it('gives each account its own wedding, as owner', async () => {
    const { rows } = await db.query(
      `select m.user_id, m.role, w.created_by from public.wedding_members m join public.weddings w on w.id = m.wedding_id
        order by 1`,
    );
    expect(rows).toEqual([
      { user_id: alice, role: 'owner', created_by: alice },
      { user_id: bob, role: 'owner', created_by: bob },
    ]);
  });

  it("puts every row in its owner's wedding and keeps every version", async () => {
    for (const table of tables) {
      const { rows } = await db.query(
        `select t.id from public.${table} t
          where not exists (select 1 from public.wedding_members m
                             where m.wedding_id = t.wedding_id and m.user_id = t.user_id and m.role = 'owner')`,
      );
      expect(rows, table).toEqual([]);
    }
    expect(await versions(db, tables)).toEqual(before);
  });

  it('keeps every row reachable by its owner and by no one else', async () => {
    for (const [user, other] of [
      [alice, bob],
      [bob, alice],
    ]) {
      await asUser(db, user, async (tx) => {
        for (const table of tables) {
          const { rows } = await tx.query<{ user_id: string; n: number }>(
            `select user_id, count(*)::int as n from public.${table} group by 1`,
          );
          const expected = planningRows('a').filter((r) => r.table === table).length;
          expect(rows, table).toEqual([{ user_id: user, n: expected }]);
          // Changing and deleting reach the same rows, and none of the other account's.
          const changed = await tx.query(`update public.${table} set created_at = created_at`);
          expect(changed.affectedRows, table).toBe(expected);
          expect(
            (await tx.query(`select 1 from public.${table} where user_id = $1`, [other])).rows,
            table,
          ).toEqual([]);
        }
      });
    }
    await createAuthUser(db, { id: carol, email: 'carol@example.com' });
    await asUser(db, carol, async (tx) => {
      for (const table of tables) {
        expect((await tx.query(`select 1 from public.${table}`)).rows, table).toEqual([]);
      }
    });
  });

  it('keeps the links between rows: a household still takes its guests with it', async () => {
    await asUser(db, alice, async (tx) => {
      await tx.query(`delete from public.households where id = 'ha'`);
      expect((await tx.query('select id from public.guests')).rows).toEqual([]);
      expect((await tx.query('select id from public.rsvp_answers')).rows).toEqual([]);
    });
    await asUser(db, bob, async (tx) => {
      expect((await tx.query('select count(*)::int as n from public.guests')).rows).toEqual([{ n: 2 }]);
    });
  });
});
