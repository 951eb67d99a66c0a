// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';
import { sharedWedding as joined } from './shared-wedding';

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

/** Alice's wedding, with bob as partner. */
const sharedWedding = () => joined(db, alice, bob);

const activity = (tx: Db) =>
  tx
    .query('select actor, table_name, action, row_count from public.activity order by id')
    .then((r) => r.rows);

describe('activity', () => {
  it('says who added, changed and removed how many of what, one row per transaction, table, action and actor', async () => {
    const wedding = await sharedWedding();
    await asUser(db, alice, async (tx) => {
      await tx.query(
        `insert into public.households (id, name, rsvp_token) values ('h', 'Rao', 'rsvpa_Qw3rty-Asdfgh12345')`,
      );
      await tx.query(
        `insert into public.guests (id, household_id, first_name) values ('g1', 'h', 'A'), ('g2', 'h', 'B'), ('g3', 'h', 'C')`,
      );
    });
    await asUser(db, alice, (tx) =>
      tx.query(`insert into public.guests (id, household_id, first_name) values ('g4', 'h', 'Late')`),
    );
    await asUser(db, bob, async (tx) => {
      await tx.query(`update public.guests set meal = 'Veg' where wedding_id = $1 and id in ('g1', 'g2')`, [
        wedding,
      ]);
      await tx.query(`delete from public.guests where wedding_id = $1 and id = 'g4'`, [wedding]);
      expect(await activity(tx)).toEqual([
        { actor: alice, table_name: 'households', action: 'added', row_count: 1 },
        { actor: alice, table_name: 'guests', action: 'added', row_count: 4 },
        { actor: bob, table_name: 'guests', action: 'changed', row_count: 2 },
        { actor: bob, table_name: 'guests', action: 'removed', row_count: 1 },
      ]);
    });
  });

  it('is read by the wedding’s members only and written by no client', async () => {
    const wedding = await sharedWedding();
    await asUser(db, alice, (tx) =>
      tx.query(`insert into public.tasks (id, title, category) values ('t', 'Book', 'essentials')`),
    );
    await asUser(db, bob, async (tx) => expect(await activity(tx)).toHaveLength(1));
    await asUser(db, carol, async (tx) => {
      expect(await activity(tx)).toEqual([]);
      expect(
        await attempt(
          tx,
          `insert into public.activity (wedding_id, table_name, action, row_count) values ($1, 'tasks', 'added', 1)`,
          [wedding],
        ),
      ).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it('goes with its wedding', async () => {
    const wedding = await sharedWedding();
    await asUser(db, alice, async (tx) => {
      await tx.query(`insert into public.tasks (id, title, category) values ('t', 'Book', 'essentials')`);
      await tx.query('delete from public.weddings where id = $1', [wedding]);
    });
    expect((await db.query('select count(*)::int as n from public.activity')).rows).toEqual([{ n: 0 }]);
  });
});
