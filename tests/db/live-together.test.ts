// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, createAuthUser, createDb, ids, type Db } from './harness';
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

const setFirstName = (user: string, name: string) =>
  db.query(
    `insert into public.profiles (user_id, first_name) values ($1, $2)
     on conflict (user_id) do update set first_name = excluded.first_name`,
    [user, name],
  );

describe('the planning tables in the Realtime publication', () => {
  it('holds every table with a wedding and a row version, the planning tables the app reads', async () => {
    const { rows } = await db.query<{ tablename: string }>(
      `select tablename from pg_catalog.pg_publication_tables where pubname = 'supabase_realtime' order by 1`,
    );
    const published = rows.map((r) => r.tablename);
    expect(published).toEqual(
      expect.arrayContaining(['guests', 'households', 'tasks', 'expenses', 'payments']),
    );
    expect(published).not.toContain('activity');
    expect(published).not.toContain('wedding_members');
    const { rows: versioned } = await db.query<{ table_name: string }>(
      `select c.table_name from information_schema.columns c
        where c.table_schema = 'public' and c.column_name = 'wedding_id'
          and exists (select 1 from information_schema.columns v where v.table_schema = 'public'
                       and v.table_name = c.table_name and v.column_name = 'updated_at')
        order by 1`,
    );
    expect(published).toEqual(versioned.map((r) => r.table_name));
  });
});

describe('updated_by', () => {
  it('says who wrote a row last, whatever the client sends', async () => {
    const wedding = await sharedWedding();
    await asUser(db, alice, (tx) =>
      tx.query(
        `insert into public.tasks (id, title, category, updated_by) values ('t', 'Book', 'essentials', $1)`,
        [bob],
      ),
    );
    const who = () =>
      db
        .query<{ updated_by: string }>(`select updated_by from public.tasks where id = 't'`)
        .then((r) => r.rows[0]);
    expect(await who()).toEqual({ updated_by: alice });
    await asUser(db, bob, (tx) =>
      tx.query(
        `update public.tasks set title = 'Book the band', updated_by = $2 where wedding_id = $1 and id = 't'`,
        [wedding, alice],
      ),
    );
    expect(await who()).toEqual({ updated_by: bob });
  });

  it('is named to the wedding’s members by api.changed_by: first name, else e-mail; to no one else', async () => {
    const wedding = await sharedWedding();
    // A partner's row goes to the shared wedding when named (their own wedding is their default).
    await asUser(db, bob, (tx) =>
      tx.query(
        `insert into public.tasks (wedding_id, id, title, category) values ($1, 't', 'Book', 'essentials')`,
        [wedding],
      ),
    );
    const changedBy = (user: string, id = 't', table = 'tasks') =>
      asUser(db, user, (tx) =>
        tx
          .query<{ name: string | null }>('select api.changed_by($1, $2, $3) as name', [wedding, table, id])
          .then((r) => r.rows[0].name),
      );
    expect(await changedBy(alice)).toBe('bob@example.com');
    await setFirstName(bob, 'Meera');
    expect(await changedBy(alice)).toBe('Meera');
    expect(await changedBy(carol)).toBeNull();
    expect(await changedBy(alice, 'missing')).toBeNull();
    expect(await changedBy(alice, 't', 'wedding_members')).toBeNull();
  });
});

describe('api.wedding_activity', () => {
  it('says who did what to how many, by name, newest first, for members only', async () => {
    const wedding = await sharedWedding();
    await setFirstName(alice, 'Arjun');
    await setFirstName(bob, 'Meera');
    await asUser(db, alice, async (tx) => {
      await tx.query(
        `insert into public.households (id, name, rsvp_token) values ('h', 'Rao', 'rsvpa_Qw3rty-Asdfgh12345')`,
      );
      await tx.query(
        `insert into public.guests (id, household_id, first_name) values ('g1', 'h', 'A'), ('g2', 'h', 'B')`,
      );
    });
    // Another transaction of the same day adds to the same line. Both are moved to one fixed midday (a minute
    // apart): shifted back from now, they fell on two days when the test ran just after midnight.
    await db.query(`update public.activity set created_at = timestamptz '2026-06-01 12:00Z'`);
    await asUser(db, alice, (tx) =>
      tx.query(`insert into public.guests (id, household_id, first_name) values ('g3', 'h', 'C')`),
    );
    await db.query(
      `update public.activity set created_at = timestamptz '2026-06-01 12:01Z' where created_at > timestamptz '2026-06-01 12:00Z'`,
    );
    await asUser(db, bob, (tx) =>
      tx.query(`update public.guests set meal = 'Veg' where wedding_id = $1 and id in ('g1', 'g2', 'g3')`, [
        wedding,
      ]),
    );
    const read = (user: string, limit = 10) =>
      asUser(db, user, (tx) =>
        tx
          .query('select actor, table_name, action, row_count from api.wedding_activity($1, $2)', [
            wedding,
            limit,
          ])
          .then((r) => r.rows),
      );
    expect(await read(bob)).toEqual([
      { actor: 'Meera', table_name: 'guests', action: 'changed', row_count: 3 },
      { actor: 'Arjun', table_name: 'guests', action: 'added', row_count: 3 },
      { actor: 'Arjun', table_name: 'households', action: 'added', row_count: 1 },
    ]);
    expect(await read(alice, 1)).toHaveLength(1);
    const [newest] = await asUser(db, alice, (tx) =>
      tx.query('select actor_id from api.wedding_activity($1, 1)', [wedding]).then((r) => r.rows),
    );
    expect(newest).toEqual({ actor_id: bob });
    expect(await read(carol)).toEqual([]);
  });
});

describe('a payment made, in the recent activity', () => {
  it('reads as one line naming what was paid, instead of a count of changed payments', async () => {
    const wedding = await sharedWedding();
    await setFirstName(bob, 'Meera');
    await asUser(db, alice, async (tx) => {
      await tx.query(
        `insert into public.planning_vendors (id, name, category, contact_name) values ('v', 'Sharma Caterers', 'Catering', 'Ravi')`,
      );
      await tx.query(
        `insert into public.expenses (id, description, amount) values ('e', 'Mehendi artist', 30000)`,
      );
      await tx.query(
        `insert into public.payments (id, vendor_id, amount, due_date, note) values ('p1', 'v', 50000, '2027-01-15', 'Deposit'),
           ('p2', 'v', 70000, '2027-02-15', null)`,
      );
    });
    // Alice's additions are older than what bob does next (the test is one transaction: one now()).
    await db.query(`update public.activity set created_at = created_at - interval '1 minute'`);
    await asUser(db, bob, async (tx) => {
      await tx.query(
        `update public.payments set paid_on = '2026-11-28' where wedding_id = $1 and id = 'p1'`,
        [wedding],
      );
      await tx.query(`update public.expenses set paid = true where wedding_id = $1 and id = 'e'`, [wedding]);
    });
    const lines = await asUser(db, alice, (tx) =>
      tx
        .query(
          `select actor, table_name, action, row_count, detail from api.wedding_activity($1, 10) where actor = 'Meera'
            order by table_name`,
          [wedding],
        )
        .then((r) => r.rows),
    );
    expect(lines).toEqual([
      {
        actor: 'Meera',
        table_name: 'expenses',
        action: 'paid',
        row_count: 1,
        detail: { item: 'Mehendi artist' },
      },
      {
        actor: 'Meera',
        table_name: 'payments',
        action: 'paid',
        row_count: 1,
        detail: { vendor: 'Sharma Caterers', note: 'Deposit' },
      },
    ]);

    // Changing a paid instalment's amount is a change, counted; it was paid already, so it is no new payment made.
    await db.query(`update public.activity set created_at = created_at - interval '1 minute'`);
    await asUser(db, bob, (tx) =>
      tx.query(
        `update public.payments set amount = 55000, paid_on = '2026-11-29' where wedding_id = $1 and id = 'p1'`,
        [wedding],
      ),
    );
    const newest = await asUser(db, alice, (tx) =>
      tx
        .query('select actor, table_name, action, row_count from api.wedding_activity($1, 1)', [wedding])
        .then((r) => r.rows),
    );
    expect(newest).toEqual([{ actor: 'Meera', table_name: 'payments', action: 'changed', row_count: 1 }]);
  });
});
