// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asRole, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/** E-mail from the planner: the per-couple daily cap, and reminder e-mails claimed exactly once for the hourly job. */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});
const { alice, bob } = ids;
beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
});
afterEach(() => db.exec('rollback'));

const asService = <T>(fn: (d: Db) => Promise<T>) => asRole(db, 'service_role', { role: 'service_role' }, fn);
const claim = async () =>
  (
    await asService((d) =>
      d.query<{ user_id: string; email: string; kind: string; item_id: string; title: string }>(
        'select user_id, email, kind, item_id, title from public.claim_due_reminder_emails(100) order by kind, item_id',
      ),
    )
  ).rows;

describe('the daily e-mail cap', () => {
  it('counts what a couple sends and refuses past the cap, per couple', async () => {
    await db.exec('update private.email_limits set per_user_per_day = 5');
    const quota = (user: string, n: number) =>
      asUser(db, user, (d) => d.query<{ ok: boolean }>('select public.claim_email_quota($1) as ok', [n]));
    expect((await quota(alice, 3)).rows[0]!.ok).toBe(true);
    expect((await quota(alice, 3)).rows[0]!.ok).toBe(false);
    expect((await quota(alice, 2)).rows[0]!.ok).toBe(true);
    expect((await quota(bob, 6)).rows[0]!.ok).toBe(false);
    expect((await quota(bob, 5)).rows[0]!.ok).toBe(true);
    expect((await asAnon(db, (d) => attempt(d, 'select public.claim_email_quota(1)'))).ok).toBe(false);
  });
});

describe('reminder e-mails', () => {
  beforeEach(async () => {
    await asUser(db, alice, (d) =>
      d.exec(`
        insert into public.profiles (reminder_frequency, notify_email) values ('3 days before', true);
        insert into public.reminders (id, title, date, type) values
          ('soon', 'Cake tasting', current_date + 2, 'appointment'),
          ('later', 'Venue payment', current_date + 10, 'payment'),
          ('past', 'Old', current_date - 1, 'reminder');
        insert into public.tasks (id, title, due_date, completed, category) values
          ('t1', 'Order the cake', current_date + 5, false, 'details'),
          ('t2', 'Book the DJ', current_date + 5, true, 'vendors'),
          ('t3', 'Buy rings', current_date + 6, false, 'attire');
        update public.profiles set task_reminders = '{"t3": false}';
      `),
    );
    await asUser(db, bob, (d) =>
      d.exec(`
        insert into public.profiles (notify_email) values (false);
        insert into public.reminders (id, title, date) values ('soon', 'Not wanted', current_date);
      `),
    );
  });

  it('claims what is due for each user as their settings say, exactly once', async () => {
    expect(await claim()).toEqual([
      {
        user_id: alice,
        email: 'alice@example.com',
        kind: 'reminder',
        item_id: 'soon',
        title: 'Cake tasting',
      },
      { user_id: alice, email: 'alice@example.com', kind: 'task', item_id: 't1', title: 'Order the cake' },
    ]);
    expect(await claim()).toEqual([]);
  });

  it('gives a claim back when its e-mail could not be sent', async () => {
    await claim();
    await asService((d) =>
      d.query(`select public.release_reminder_email($1, 'reminder', 'soon', current_date + 2)`, [alice]),
    );
    expect((await claim()).map((r) => r.item_id)).toEqual(['soon']);
  });

  it('sends nothing to a suspended account, and only the service role may claim', async () => {
    await db.query(`update public.users set status = 'suspended' where id = $1`, [alice]);
    expect(await claim()).toEqual([]);
    expect(
      (await asUser(db, alice, (d) => attempt(d, 'select * from public.claim_due_reminder_emails(10)'))).ok,
    ).toBe(false);
  });
});

describe('e-mail is not a relay (issue 34)', () => {
  const quota = (user: string, n: number) =>
    asUser(db, user, (d) => attempt<{ ok: boolean }>(d, 'select public.claim_email_quota($1) as ok', [n]));

  it('a suspended or unconfirmed account is refused whatever its token says; an active one is not', async () => {
    expect(await quota(alice, 1)).toMatchObject({ ok: true, rows: [{ ok: true }] });
    await db.query(`update public.users set status = 'suspended' where id = $1`, [alice]);
    expect(await quota(alice, 1)).toMatchObject({ ok: false, code: '42501' });
    await db.query(`update public.users set status = 'pending' where id = $1`, [bob]);
    expect(await quota(bob, 1)).toMatchObject({ ok: false, code: '42501' });
  });

  it('an address saved for a household or a guest is one address: no lists, spaces or display names', async () => {
    await asUser(db, alice, (d) =>
      d.exec(
        `insert into public.households (id, name, rsvp_token) values ('h1', 'The Sharmas', 'Hh1_household-token-0001')`,
      ),
    );
    for (const bad of [
      'a@x.com, b@y.com',
      'a@x.com;b@y.com',
      'Ann <a@x.com>',
      'a b@x.com',
      'ann@localhost',
      '"a"@x.com',
    ]) {
      const household = await asUser(db, alice, (d) =>
        attempt(d, `update public.households set email = $1 where id = 'h1'`, [bad]),
      );
      expect(household, bad).toMatchObject({ ok: false, code: '23514' });
      const guest = await asUser(db, alice, (d) =>
        attempt(
          d,
          `insert into public.guests (id, household_id, first_name, email) values ('g1', 'h1', 'Ann', $1)`,
          [bad],
        ),
      );
      expect(guest, bad).toMatchObject({ ok: false, code: '23514' });
    }
    for (const good of ["o'neil+rsvp@mail.example.co.uk", 'ann@example.com', '']) {
      const saved = await asUser(db, alice, (d) =>
        attempt(d, `update public.households set email = $1 where id = 'h1'`, [good]),
      );
      expect(saved.ok, good).toBe(true);
    }
  });
});
