// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/**
 * Payment schedules (issue 32): a couple's instalments under RLS, on exactly one of their own expenses or vendors,
 * going with the expense or vendor they belong to.
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
      insert into public.expenses (id, description, amount, date, category_id) values
        ('e1', 'Caterer', 600000, '2026-11-01', 'catering');
      insert into public.planning_vendors (id, name, category, contact_name, price, contract_signed) values
        ('v1', 'Rosewood Manor', 'Venue', 'Elena', 300000, true);
      insert into public.payments (id, expense_id, amount, due_date) values
        ('p1', 'e1', 200000, '2026-11-20'), ('p2', 'e1', 200000, '2026-12-20');
      insert into public.payments (id, vendor_id, amount, due_date, paid_on, method) values
        ('p3', 'v1', 100000, '2026-10-01', '2026-10-01', 'UPI');
    `),
  );
  await asUser(db, bob, (d) =>
    d.exec(`insert into public.expenses (id, description, amount, date, category_id) values
              ('e9', 'Bob''s cake', 5000, '2026-11-01', 'catering')`),
  );
});
afterEach(() => db.exec('rollback'));

const payments = async (user: string) =>
  (
    await asUser(db, user, (d) => d.query<{ id: string }>('select id from public.payments order by id'))
  ).rows.map((r) => r.id);

const insert = (user: string, sql: string) =>
  asUser(db, user, (d) => attempt(d, `insert into public.payments ${sql}`));

describe('payments', () => {
  it('another couple cannot read, change or delete them, nor hang one on their expense', async () => {
    const read = await asUser(db, bob, (d) =>
      d.query('select * from public.payments where user_id = $1', [alice]),
    );
    expect(read.rows).toEqual([]);
    const update = await asUser(db, bob, (d) =>
      d.query(`update public.payments set paid_on = '2026-11-28' where user_id = $1`, [alice]),
    );
    expect(update.affectedRows).toBe(0);
    const remove = await asUser(db, bob, (d) =>
      d.query('delete from public.payments where user_id = $1', [alice]),
    );
    expect(remove.affectedRows).toBe(0);
    expect(await payments(alice)).toEqual(['p1', 'p2', 'p3']);
    expect(
      (await insert(bob, `(id, expense_id, amount, due_date) values ('x', 'e1', 1, '2026-12-01')`)).ok,
    ).toBe(false);
    expect(
      (await insert(bob, `(id, expense_id, amount, due_date) values ('x', 'e9', 1, '2026-12-01')`)).ok,
    ).toBe(true);
    expect(await payments(bob)).toEqual(['x']);
  });

  it('belongs to exactly one expense or vendor, with a positive amount, a known method and its reminder days', async () => {
    for (const values of [
      `(id, amount, due_date) values ('x', 1, '2026-12-01')`,
      `(id, expense_id, vendor_id, amount, due_date) values ('x', 'e1', 'v1', 1, '2026-12-01')`,
      `(id, expense_id, amount, due_date) values ('x', 'e1', 0, '2026-12-01')`,
      `(id, expense_id, amount) values ('x', 'e1', 5)`,
      `(id, expense_id, amount, due_date, method) values ('x', 'e1', 5, '2026-12-01', 'bitcoin')`,
      `(id, expense_id, amount, due_date, lead_days) values ('x', 'e1', 5, '2026-12-01', '{"a": 1}')`,
      `(id, expense_id, amount, due_date) values ('x', 'nope', 5, '2026-12-01')`,
    ])
      expect((await insert(alice, values)).ok, values).toBe(false);
    const made = await asUser(db, alice, (d) =>
      d.query<{ lead_days: number[] }>(
        `insert into public.payments (id, expense_id, amount, due_date) values ('x', 'e1', 5, '2026-12-01')
         returning lead_days`,
      ),
    );
    expect(made.rows[0].lead_days).toEqual([7, 1]);
  });

  it('a deleted expense or vendor takes its payments', async () => {
    await asUser(db, alice, (d) => d.exec(`delete from public.expenses where id = 'e1'`));
    expect(await payments(alice)).toEqual(['p3']);
    await asUser(db, alice, (d) => d.exec(`delete from public.planning_vendors where id = 'v1'`));
    expect(await payments(alice)).toEqual([]);
  });
});
