// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/**
 * The seating chart's tables (issue #14): a couple's tables and seat assignments per event under RLS, a guest seated
 * once per event at a table of that event, and everything going with the event, table or guest it hangs off.
 */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});

const { alice, bob } = ids;

async function seedAlice() {
  await asUser(db, alice, (d) =>
    d.exec(`
      insert into public.events (id, name) values ('ceremony', 'Ceremony'), ('reception', 'Reception');
      insert into public.households (id, name, rsvp_token) values ('h1', 'The Sharma family', 'Hh1_household-token-0001');
      insert into public.guests (id, household_id, first_name) values ('g1', 'h1', 'Rohan'), ('g2', 'h1', 'Meera');
      insert into public.seating_tables (id, event_id, name, shape, seats, x, y) values
        ('t1', 'reception', 'Table 1', 'round', 8, 400, 300),
        ('t2', 'reception', 'Head table', 'long', 6, 1000, 200),
        ('c1', 'ceremony', 'Front row', 'long', 10, 500, 500);
      update public.seating_tables set head = true, rotation = 15 where id = 't2';
      insert into public.seat_assignments (id, guest_id, event_id, table_id, seat) values
        ('g1.reception', 'g1', 'reception', 't1', 0),
        ('g2.reception', 'g2', 'reception', 't1', null),
        ('g1.ceremony', 'g1', 'ceremony', 'c1', 3);
    `),
  );
  await asUser(db, bob, (d) =>
    d.exec(`
      insert into public.events (id, name) values ('reception', 'Reception');
      insert into public.seating_tables (id, event_id, name, shape, seats, x, y) values ('t1', 'reception', 'Bob''s table', 'round', 4, 0, 0);
    `),
  );
}

beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
  await seedAlice();
});
afterEach(() => db.exec('rollback'));

const rows = async (user: string, table: string) =>
  (
    await asUser(db, user, (d) => d.query<{ id: string }>(`select id from public.${table} order by id`))
  ).rows.map((r) => r.id);

const insertSeat = (user: string, values: string) =>
  asUser(db, user, (d) =>
    attempt(
      d,
      `insert into public.seat_assignments (id, guest_id, event_id, table_id, seat) values ${values}`,
    ),
  );

describe('seating tables and seat assignments', () => {
  it('another couple cannot read or change the tables or seat assignments', async () => {
    for (const table of ['seating_tables', 'seat_assignments']) {
      const read = await asUser(db, bob, (d) =>
        d.query(`select * from public.${table} where user_id = $1`, [alice]),
      );
      expect(read.rows, table).toEqual([]);
      const update = await asUser(db, bob, (d) =>
        d.query(`update public.${table} set created_at = now() where user_id = $1`, [alice]),
      );
      expect(update.affectedRows, table).toBe(0);
      const remove = await asUser(db, bob, (d) =>
        d.query(`delete from public.${table} where user_id = $1`, [alice]),
      );
      expect(remove.affectedRows, table).toBe(0);
    }
    expect(await rows(alice, 'seating_tables')).toEqual(['c1', 't1', 't2']);
    expect(await rows(alice, 'seat_assignments')).toEqual(['g1.ceremony', 'g1.reception', 'g2.reception']);
    // Bob cannot seat Alice's guests, use her tables, or seat his own guest-less rows at her table.
    const foreign = await insertSeat(bob, `('g1.reception', 'g1', 'reception', 't1', 1)`);
    expect(foreign).toMatchObject({ ok: false, code: '23503' });
    const asAlice = await asUser(db, bob, (d) =>
      attempt(
        d,
        `insert into public.seating_tables (user_id, id, event_id, name, shape, seats, x, y) values ($1, 'x', 'reception', 'X', 'round', 4, 0, 0)`,
        [alice],
      ),
    );
    expect(asAlice).toMatchObject({ ok: false, code: '42501' });
    const handedOver = await asUser(db, bob, (d) =>
      attempt(d, `update public.seating_tables set user_id = $1, id = 'x' where user_id = $2`, [alice, bob]),
    );
    expect(handedOver).toMatchObject({ ok: false, code: '42501' });
  });

  it('visitors can neither read nor write', async () => {
    await asAnon(db, async (d) => {
      for (const table of ['seating_tables', 'seat_assignments']) {
        expect(await attempt(d, `select * from public.${table}`)).toMatchObject({ ok: false, code: '42501' });
        expect(await attempt(d, `delete from public.${table}`)).toMatchObject({ ok: false, code: '42501' });
      }
    });
  });

  it('seats a guest once per event, at a table of the same event', async () => {
    // A second row for the same guest and event.
    expect(await insertSeat(alice, `('g1.reception', 'g1', 'reception', 't2', 1)`)).toMatchObject({
      ok: false,
      code: '23505',
    });
    // An id that does not name its guest and event.
    expect(await insertSeat(alice, `('other', 'g2', 'ceremony', 'c1', 1)`)).toMatchObject({
      ok: false,
      code: '23514',
    });
    // A table of another event.
    expect(await insertSeat(alice, `('g2.ceremony', 'g2', 'ceremony', 't1', 1)`)).toMatchObject({
      ok: false,
      code: '23503',
    });
  });

  it('bounds names, shapes, seats, positions and rotation', async () => {
    const bad: [string, string][] = [
      ['name', `' '`],
      ['name', `'${'n'.repeat(41)}'`],
      ['shape', `'square'`],
      ['seats', '1'],
      ['seats', '25'],
      ['x', '-1'],
      ['x', '2001'],
      ['y', '1501'],
      ['rotation', '360'],
      ['head', 'true'],
    ];
    for (const [column, value] of bad) {
      const valid: Record<string, string> = {
        id: `'bad'`,
        event_id: `'reception'`,
        name: `'Table'`,
        shape: `'round'`,
        seats: '8',
        x: '0',
        y: '0',
        rotation: '0',
        head: 'false',
      };
      valid[column] = value;
      const result = await asUser(db, alice, (d) =>
        attempt(
          d,
          `insert into public.seating_tables (${Object.keys(valid).join(', ')}) values (${Object.values(valid).join(', ')})`,
        ),
      );
      expect(result, `${column} = ${value}`).toMatchObject({ ok: false, code: '23514' });
    }
    expect(await insertSeat(alice, `('g2.ceremony', 'g2', 'ceremony', 'c1', 24)`)).toMatchObject({
      ok: false,
      code: '23514',
    });
  });

  it('a deleted table sends its guests back to the unseated list; a deleted guest or event takes their rows along', async () => {
    await asUser(db, alice, (d) => d.query(`delete from public.seating_tables where id = 't1'`));
    expect(await rows(alice, 'seat_assignments')).toEqual(['g1.ceremony']);
    await asUser(db, alice, (d) => d.query(`delete from public.guests where id = 'g1'`));
    expect(await rows(alice, 'seat_assignments')).toEqual([]);
    await asUser(db, alice, (d) => d.query(`delete from public.events where id = 'reception'`));
    expect(await rows(alice, 'seating_tables')).toEqual(['c1']);
    // Bob's chart is untouched.
    expect(await rows(bob, 'seating_tables')).toEqual(['t1']);
  });

  it('caps each couple’s tables and assignments', async () => {
    const limits = await db.query<{ table_name: string; max_rows: number }>(
      `select table_name, max_rows from private.row_limits where table_name in ('seating_tables', 'seat_assignments') order by 1`,
    );
    expect(limits.rows).toEqual([
      { table_name: 'seat_assignments', max_rows: 25000 },
      { table_name: 'seating_tables', max_rows: 2500 },
    ]);
    await db.query(`update private.row_limits set max_rows = 3 where table_name = 'seating_tables'`);
    const fourth = await asUser(db, alice, (d) =>
      attempt(
        d,
        `insert into public.seating_tables (id, event_id, name, shape, seats, x, y) values ('t4', 'reception', 'T4', 'round', 4, 0, 0)`,
      ),
    );
    expect(fourth).toMatchObject({ ok: false, code: 'P0001' });
  });
});
