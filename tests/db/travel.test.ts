// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/**
 * Travel and stay (issue 33 item 3): journeys, room blocks and room assignments under RLS, going with their household,
 * guest or block; and the household's own travel read and written by its RSVP token, only when the couple asks, and
 * never anywhere else a visitor can reach.
 */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});

const { alice, bob } = ids;
const TOKEN = 'Hh1_household-token-0001';
const BOB_TOKEN = 'Hh9_household-token-0009';

beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
  await asUser(db, alice, (d) =>
    d.exec(`
      insert into public.households (id, name, rsvp_token) values
        ('h1', 'The Sharma family', '${TOKEN}'), ('h2', 'The Iyer family', 'Hh2_household-token-0002');
      insert into public.guests (id, household_id, first_name, last_name) values
        ('g1', 'h1', 'Meera', 'Sharma'), ('g2', 'h1', 'Rohan', 'Sharma'), ('g3', 'h2', 'Arjun', 'Iyer');
      insert into public.websites (id, slug, published, ask_travel) values ('site', 'meera-rohan', true, true);
      insert into public.travel (id, household_id, arrival_date, arrival_mode, arrival_number) values
        ('h2', 'h2', '2027-12-09', 'flight', 'AI 101');
      insert into public.travel (id, household_id, guest_id, arrival_date, arrival_mode) values
        ('g2', 'h1', 'g2', '2027-12-10', 'car');
      insert into public.room_blocks (id, hotel, rooms, check_in, check_out) values
        ('b1', 'Lake Palace', 10, '2027-12-09', '2027-12-12');
      insert into public.room_assignments (id, block_id, household_id, check_in, check_out) values
        ('r1', 'b1', 'h2', '2027-12-09', '2027-12-11');
      insert into public.room_assignments (id, block_id, household_id, guest_id, check_in, check_out) values
        ('r2', 'b1', 'h1', 'g2', '2027-12-10', '2027-12-12');
    `),
  );
  await asUser(db, bob, (d) =>
    d.exec(`
      insert into public.households (id, name, rsvp_token) values ('h9', 'Bob''s family', '${BOB_TOKEN}');
      insert into public.guests (id, household_id, first_name) values ('g9', 'h9', 'Bo');
    `),
  );
});
afterEach(() => db.exec('rollback'));

const idsOf = async (user: string, table: string) =>
  (
    await asUser(db, user, (d) => d.query<{ id: string }>(`select id from public.${table} order by id`))
  ).rows.map((r) => r.id);

const insert = (user: string, table: string, sql: string) =>
  asUser(db, user, (d) => attempt(d, `insert into public.${table} ${sql}`));

describe('travel and rooms: the couple', () => {
  it('another couple cannot read, change or delete them, nor point at their households or blocks', async () => {
    for (const table of ['travel', 'room_blocks', 'room_assignments']) {
      const read = await asUser(db, bob, (d) =>
        d.query(`select * from public.${table} where user_id = $1`, [alice]),
      );
      expect(read.rows, table).toEqual([]);
      const remove = await asUser(db, bob, (d) =>
        d.query(`delete from public.${table} where user_id = $1`, [alice]),
      );
      expect(remove.affectedRows, table).toBe(0);
    }
    const update = await asUser(db, bob, (d) =>
      d.query(`update public.travel set pickup_needed = true where user_id = $1`, [alice]),
    );
    expect(update.affectedRows).toBe(0);
    expect(await idsOf(alice, 'travel')).toEqual(['g2', 'h2']);
    expect((await insert(bob, 'travel', `(id, household_id) values ('h1', 'h1')`)).ok).toBe(false);
    expect(
      (
        await insert(
          bob,
          'room_assignments',
          `(id, block_id, household_id, check_in, check_out) values ('x', 'b1', 'h9', '2027-12-09', '2027-12-10')`,
        )
      ).ok,
    ).toBe(false);
    expect((await insert(bob, 'travel', `(id, household_id) values ('h9', 'h9')`)).ok).toBe(true);
  });

  it('refuses a record not named by its guest or household, bad modes and times, and days out of order', async () => {
    const refused = [
      `(id, household_id) values ('other', 'h1')`,
      `(id, household_id, guest_id) values ('h1', 'h1', 'g1')`,
      `(id, household_id, arrival_mode) values ('h1', 'h1', 'rocket')`,
      `(id, household_id, arrival_time) values ('h1', 'h1', '9am')`,
      `(id, household_id, arrival_number) values ('h1', 'h1', '${'n'.repeat(41)}')`,
      `(id, household_id, arrival_date, departure_date) values ('h1', 'h1', '2027-12-10', '2027-12-09')`,
    ];
    for (const sql of refused) expect(await insert(alice, 'travel', sql), sql).toMatchObject({ ok: false });
    expect(
      await insert(
        alice,
        'room_assignments',
        `(id, block_id, household_id, check_in, check_out) values ('r3', 'b1', 'h1', '2027-12-10', '2027-12-10')`,
      ),
    ).toMatchObject({ ok: false, code: '23514' });
  });

  it('a deleted household, guest or block takes its travel and rooms with it', async () => {
    await asUser(db, alice, (d) => d.exec(`delete from public.guests where id = 'g2'`));
    expect(await idsOf(alice, 'travel')).toEqual(['h2']);
    expect(await idsOf(alice, 'room_assignments')).toEqual(['r1']);
    await asUser(db, alice, (d) => d.exec(`delete from public.households where id = 'h2'`));
    expect(await idsOf(alice, 'travel')).toEqual([]);
    expect(await idsOf(alice, 'room_assignments')).toEqual([]);
    await asUser(db, alice, (d) =>
      d.exec(`insert into public.room_assignments (id, block_id, household_id, check_in, check_out)
               values ('r4', 'b1', 'h1', '2027-12-09', '2027-12-10');
              delete from public.room_blocks where id = 'b1';`),
    );
    expect(await idsOf(alice, 'room_assignments')).toEqual([]);
  });
});

const TRAVEL = {
  arrivalDate: '2027-12-09',
  arrivalTime: '14:30',
  arrivalMode: 'train',
  arrivalNumber: '12951 Rajdhani',
  arrivalPlace: 'Udaipur City',
  departureDate: '2027-12-12',
  departureTime: null,
  departureMode: 'flight',
  departureNumber: null,
  departurePlace: null,
  pickupNeeded: true,
  notes: 'Two big suitcases',
};

const read = (token: string | null) =>
  asAnon(
    db,
    async (d) => (await d.query<{ t: unknown }>('select api.rsvp_travel($1) as t', [token])).rows[0]!.t,
  );
const submit = (token: string | null, travel: unknown) =>
  asAnon(db, (d) =>
    attempt<{ r: string }>(d, 'select api.submit_travel($1, $2) as r', [token, JSON.stringify(travel)]),
  );

describe('travel on the RSVP page', () => {
  it('a household reads and writes its own travel by its token, and a repeat lands on the same record', async () => {
    expect(await read(TOKEN)).toEqual({ travel: null });
    expect(await submit(TOKEN, TRAVEL)).toMatchObject({ ok: true, rows: [{ r: 'saved' }] });
    expect(await submit(TOKEN, { ...TRAVEL, notes: '  One suitcase ' })).toMatchObject({
      rows: [{ r: 'saved' }],
    });
    expect(await read(TOKEN)).toEqual({ travel: { ...TRAVEL, notes: 'One suitcase' } });
    const rows = await asUser(db, alice, (d) =>
      d.query('select id, household_id, guest_id, arrival_mode from public.travel order by id'),
    );
    expect(rows.rows).toEqual([
      { id: 'g2', household_id: 'h1', guest_id: 'g2', arrival_mode: 'car' },
      { id: 'h1', household_id: 'h1', guest_id: null, arrival_mode: 'train' },
      { id: 'h2', household_id: 'h2', guest_id: null, arrival_mode: 'flight' },
    ]);
  });

  it('answers nothing for a wrong token, and not_asked while the couple does not ask', async () => {
    expect(await read('Zzz_wrong-token-000000001')).toBeNull();
    expect(await read(null)).toBeNull();
    expect(await submit('Zzz_wrong-token-000000001', TRAVEL)).toMatchObject({ rows: [{ r: 'not_found' }] });
    expect(await read(BOB_TOKEN)).toBeNull();
    expect(await submit(BOB_TOKEN, TRAVEL)).toMatchObject({ rows: [{ r: 'not_asked' }] });
    await asUser(db, alice, (d) => d.exec(`update public.websites set ask_travel = false`));
    expect(await read(TOKEN)).toBeNull();
    expect(await submit(TOKEN, TRAVEL)).toMatchObject({ rows: [{ r: 'not_asked' }] });
    expect(await idsOf(bob, 'travel')).toEqual([]);
  });

  it('refuses malformed or over-long travel, changing nothing', async () => {
    const bad: unknown[] = [
      'train',
      { ...TRAVEL, arrivalDate: '2027-02-30' },
      { ...TRAVEL, arrivalDate: 'next Friday' },
      { ...TRAVEL, arrivalMode: 'rocket' },
      { ...TRAVEL, arrivalTime: '2:30 pm' },
      { ...TRAVEL, arrivalNumber: 'n'.repeat(41) },
      { ...TRAVEL, pickupNeeded: 'yes' },
      { ...TRAVEL, notes: { text: 'x' } },
      { ...TRAVEL, departureDate: '2027-12-01' },
      { ...TRAVEL, notes: 'n'.repeat(6000) },
    ];
    for (const travel of bad) {
      const result = await submit(TOKEN, travel);
      expect(result.ok, JSON.stringify(travel).slice(0, 80)).toBe(false);
      expect(['22023', '23514']).toContain(result.ok ? '' : result.code);
    }
    expect(await read(TOKEN)).toEqual({ travel: null });
  });

  it('travel is private: the website shows none of it, and visitors cannot read the table', async () => {
    await submit(TOKEN, TRAVEL);
    const site = await asAnon(db, async (d) =>
      JSON.stringify((await d.query('select api.website_by_slug($1) as s', ['meera-rohan'])).rows[0]),
    );
    expect(site).toContain('meera-rohan');
    for (const secret of ['12951', 'Udaipur City', 'AI 101', 'suitcases']) expect(site).not.toContain(secret);
    const rsvp = await asAnon(db, async (d) =>
      JSON.stringify((await d.query('select api.rsvp_by_token($1) as r', [TOKEN])).rows[0]),
    );
    expect(rsvp).not.toContain('12951');
    for (const table of ['travel', 'room_blocks', 'room_assignments'])
      expect(await asAnon(db, (d) => attempt(d, `select * from public.${table}`)), table).toMatchObject({
        ok: false,
      });
  });
});
