// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/**
 * The gifts ledger (issue 32): a couple's gifts under RLS, bounded like the other planning tables, kept when the
 * household, guest or event they name is deleted; households' postal address for thank-you cards.
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
      insert into public.events (id, name) values ('sangeet', 'Sangeet');
      insert into public.households (id, name, rsvp_token, address) values
        ('h1', 'The Sharma family', 'Hh1_household-token-0001', '12 MG Road, Pune');
      insert into public.guests (id, household_id, first_name) values ('g1', 'h1', 'Meera');
      insert into public.gifts (id, kind, description, amount, household_id, guest_id, event_id, received_on) values
        ('c1', 'cash', 'Shagun', 5100, 'h1', 'g1', 'sangeet', '2026-12-01');
      insert into public.gifts (id, kind, description, registry_item_id) values ('r1', 'registry', 'Mixer', 'item1');
    `),
  );
});
afterEach(() => db.exec('rollback'));

const gifts = async (user: string) =>
  (
    await asUser(db, user, (d) => d.query<{ id: string }>('select id from public.gifts order by id'))
  ).rows.map((r) => r.id);
/** The error an insert failed with, or 'ok'. */
const insert = async (user: string, sql: string) => {
  const result = await asUser(db, user, (d) => attempt(d, `insert into public.gifts ${sql}`));
  return result.ok ? 'ok' : result.error;
};

describe('gifts', () => {
  it('another couple cannot read, change, delete or write them', async () => {
    expect(await gifts(bob)).toEqual([]);
    const update = await asUser(db, bob, (d) =>
      d.query(`update public.gifts set description = 'x' where user_id = $1 returning id`, [alice]),
    );
    expect(update.rows).toEqual([]);
    const remove = await asUser(db, bob, (d) =>
      d.query(`delete from public.gifts where user_id = $1 returning id`, [alice]),
    );
    expect(remove.rows).toEqual([]);
    expect(
      await insert(bob, `(user_id, id, kind, description) values ('${alice}', 'x', 'gift', 'Lamp')`),
    ).toMatch(/row-level security/);
    expect(await gifts(alice)).toEqual(['c1', 'r1']);
  });

  it('a guest without an account sees nothing', async () => {
    const read = await asAnon(db, (d) => attempt(d, 'select count(*) from public.gifts'));
    expect(read).toMatchObject({ ok: false, error: expect.stringMatching(/permission denied/) });
  });

  it('a cash gift has an amount and only a cash gift; a registry gift names its item, once', async () => {
    expect(await insert(alice, `(id, kind, description) values ('x', 'cash', 'Shagun')`)).toMatch(/check/);
    expect(await insert(alice, `(id, kind, description, amount) values ('x', 'gift', 'Lamp', 10)`)).toMatch(
      /check/,
    );
    expect(await insert(alice, `(id, kind, description) values ('x', 'registry', 'Mixer')`)).toMatch(/check/);
    expect(
      await insert(
        alice,
        `(id, kind, description, registry_item_id) values ('x', 'registry', 'Mixer', 'item1')`,
      ),
    ).toMatch(/duplicate key/);
    expect(await insert(alice, `(id, kind, description, amount) values ('x', 'cash', 'Shagun', 0)`)).toMatch(
      /check/,
    );
    expect(await insert(alice, `(id, kind, description) values ('x', 'gift', '  ')`)).toMatch(/check/);
    expect(
      await insert(alice, `(id, kind, description, thank_you) values ('x', 'gift', 'Lamp', 'posted')`),
    ).toMatch(/check/);
    expect(
      await insert(alice, `(id, kind, description, note) values ('x', 'gift', 'Lamp', repeat('n', 501))`),
    ).toMatch(/check/);
  });

  it('keeps the gift, and its thank-you, when its household, guest and event are deleted', async () => {
    await asUser(db, alice, (d) =>
      d.exec(`delete from public.guests; delete from public.households; delete from public.events;`),
    );
    const row = await asUser(db, alice, (d) =>
      d.query<{ household_id: string; amount: string }>(
        `select household_id, amount::text from public.gifts where id = 'c1'`,
      ),
    );
    expect(row.rows).toEqual([{ household_id: 'h1', amount: '5100' }]);
  });

  it('a household address is bounded', async () => {
    const long = await asUser(db, alice, (d) =>
      attempt(d, `update public.households set address = repeat('a', 501) where id = 'h1'`),
    );
    expect(long).toMatchObject({ ok: false, error: expect.stringMatching(/check/) });
  });
});
