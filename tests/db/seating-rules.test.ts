// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/**
 * Seating rules (issue 33): a couple's keep-together and keep-apart rules under RLS, between two guests or two
 * households of their own, going with the event, guest or household they name.
 */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});

const { alice, bob } = ids;

beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
  await asUser(db, alice, (d) =>
    d.exec(`
      insert into public.events (id, name) values ('reception', 'Reception'), ('sangeet', 'Sangeet');
      insert into public.households (id, name, rsvp_token) values
        ('h1', 'The Sharma family', 'Hh1_household-token-0001'),
        ('h2', 'The Iyer family', 'Hh2_household-token-0002'),
        ('h3', 'The Rao family', 'Hh3_household-token-0003');
      insert into public.guests (id, household_id, first_name) values ('g1', 'h1', 'Meera'), ('g2', 'h2', 'Arjun'),
        ('g3', 'h3', 'Kavya');
      insert into public.seating_rules (id, event_id, kind, guest_a, guest_b) values
        ('r1', 'reception', 'apart', 'g1', 'g2'),
        ('r2', 'reception', 'together', 'g2', 'g3');
      insert into public.seating_rules (id, event_id, kind, household_a, household_b) values
        ('r3', 'sangeet', 'apart', 'h1', 'h3');
    `),
  );
  await asUser(db, bob, (d) =>
    d.exec(`
      insert into public.events (id, name) values ('reception', 'Reception');
      insert into public.households (id, name, rsvp_token) values ('h9', 'Bob''s family', 'Hh9_household-token-0009');
      insert into public.guests (id, household_id, first_name) values ('g9', 'h9', 'Bo'), ('g8', 'h9', 'Bea');
    `),
  );
});
afterEach(() => db.exec('rollback'));

const rules = async (user: string) =>
  (
    await asUser(db, user, (d) => d.query<{ id: string }>('select id from public.seating_rules order by id'))
  ).rows.map((r) => r.id);

const insert = (user: string, sql: string) =>
  asUser(db, user, (d) => attempt(d, `insert into public.seating_rules ${sql}`));

describe('seating rules', () => {
  it('another couple cannot read, change or delete them, nor name their guests in a rule', async () => {
    const read = await asUser(db, bob, (d) =>
      d.query('select * from public.seating_rules where user_id = $1', [alice]),
    );
    expect(read.rows).toEqual([]);
    const update = await asUser(db, bob, (d) =>
      d.query(`update public.seating_rules set kind = 'together' where user_id = $1`, [alice]),
    );
    expect(update.affectedRows).toBe(0);
    const remove = await asUser(db, bob, (d) =>
      d.query('delete from public.seating_rules where user_id = $1', [alice]),
    );
    expect(remove.affectedRows).toBe(0);
    expect(await rules(alice)).toEqual(['r1', 'r2', 'r3']);
    // Alice's guests are not Bob's to name: the references stay inside one couple's rows.
    const foreign = await insert(
      bob,
      `(id, event_id, kind, guest_a, guest_b) values ('x', 'reception', 'apart', 'g1', 'g2')`,
    );
    expect(foreign.ok).toBe(false);
    const own = await insert(
      bob,
      `(id, event_id, kind, guest_a, guest_b) values ('x', 'reception', 'apart', 'g9', 'g8')`,
    );
    expect(own.ok).toBe(true);
  });

  it('refuses a rule with both pairs, half a pair, one party twice or an unknown kind', async () => {
    for (const values of [
      `(id, event_id, kind, guest_a, guest_b, household_a, household_b) values ('x', 'reception', 'apart', 'g1', 'g2', 'h1', 'h2')`,
      `(id, event_id, kind, guest_a) values ('x', 'reception', 'apart', 'g1')`,
      `(id, event_id, kind, guest_a, guest_b) values ('x', 'reception', 'apart', 'g1', 'g1')`,
      `(id, event_id, kind, household_a, household_b) values ('x', 'reception', 'apart', 'h2', 'h2')`,
      `(id, event_id, kind, guest_a, guest_b) values ('x', 'reception', 'near', 'g1', 'g3')`,
    ])
      expect((await insert(alice, values)).ok, values).toBe(false);
  });

  it('a deleted guest, household or event takes its rules', async () => {
    await asUser(db, alice, (d) => d.exec(`delete from public.guests where id = 'g1'`));
    expect(await rules(alice)).toEqual(['r2', 'r3']);
    // The Rao household goes with its guest Kavya: both her rule and the household's go.
    await asUser(db, alice, (d) => d.exec(`delete from public.households where id = 'h3'`));
    expect(await rules(alice)).toEqual([]);
    await asUser(db, alice, (d) =>
      d.exec(`insert into public.seating_rules (id, event_id, kind, household_a, household_b)
                values ('r4', 'sangeet', 'together', 'h1', 'h2')`),
    );
    await asUser(db, alice, (d) => d.exec(`delete from public.events where id = 'sangeet'`));
    expect(await rules(alice)).toEqual([]);
  });
});
