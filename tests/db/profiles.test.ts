// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

let db: Db;
beforeAll(async () => {
  db = await createDb();
});
beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
});
afterEach(() => db.exec('rollback'));

const { alice, bob } = ids;

const claim = (userId: string, table: string) =>
  asUser(
    db,
    userId,
    async (tx) =>
      (await tx.query<{ claimed: boolean }>('select public.claim_seed($1) as claimed', [table])).rows[0]
        .claimed,
  );

describe('profiles', () => {
  it('a new profile gets the spec defaults', async () => {
    await asUser(db, alice, (tx) => tx.query('insert into public.profiles default values'));
    const { rows } = await db.query<Record<string, unknown>>(
      'select * from public.profiles where user_id = $1',
      [alice],
    );
    expect(rows[0]).toMatchObject({
      first_name: '',
      notify_email: true,
      notify_browser: false,
      notify_reminders: true,
      notify_weekly_updates: true,
      notify_vendor_messages: true,
      reminder_frequency: '1 week before',
      ai_share_plan: true,
      phone_country: '',
      task_reminders: {},
    });
    // The wedding's details and the sample-data markers are the wedding's (…101001, …101003).
    for (const column of [
      'wedding_date',
      'guest_count',
      'location',
      'budget_total',
      'budget_currency',
      'seeded',
    ])
      expect(rows[0]).not.toHaveProperty(column);
  });

  it('a user reads and changes only their own profile', async () => {
    await asUser(db, bob, (tx) => tx.query(`insert into public.profiles (first_name) values ('Bob')`));
    await asUser(db, alice, async (tx) => {
      expect((await tx.query('select * from public.profiles')).rows).toEqual([]);
      // No WHERE: it would bring in the SELECT policy and hide a too-lax UPDATE/DELETE policy.
      expect((await tx.query(`update public.profiles set first_name = 'Mallory'`)).affectedRows).toBe(0);
      expect((await tx.query('delete from public.profiles')).affectedRows).toBe(0);
      expect(
        await attempt(tx, `insert into public.profiles (user_id, first_name) values ($1, 'Mallory')`, [bob]),
      ).toMatchObject({ ok: false });
    });
    expect((await db.query('select first_name from public.profiles where user_id = $1', [bob])).rows).toEqual(
      [{ first_name: 'Bob' }],
    );
    await asAnon(db, async (tx) => {
      expect(await attempt(tx, 'select * from public.profiles')).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it('the default phone country is a two-letter code or none', async () => {
    await asUser(db, alice, async (tx) => {
      await tx.query(`insert into public.profiles (phone_country) values ('IN')`);
      expect(await attempt(tx, `update public.profiles set phone_country = 'India'`)).toMatchObject({
        ok: false,
        code: '23514',
      });
      await tx.query(`update public.profiles set phone_country = ''`);
    });
  });

  it('updating a profile moves updated_at', async () => {
    await db.query(`insert into public.profiles (user_id, updated_at) values ($1, '2000-01-01')`, [alice]);
    await asUser(db, alice, (tx) =>
      tx.query(`update public.profiles set phone = '555' where user_id = $1`, [alice]),
    );
    const { rows } = await db.query<{ updated_at: Date }>(
      'select updated_at from public.profiles where user_id = $1',
      [alice],
    );
    expect(rows[0].updated_at.getUTCFullYear()).toBeGreaterThan(2000);
  });

  it.each([
    ['reminder_frequency', '2 weeks before'],
    ['first_name', 'f'.repeat(201)],
    ['task_reminders', '[]'],
  ])('refuses %s = %j', async (column, value) => {
    const result = await asUser(db, alice, (tx) =>
      attempt(tx, `insert into public.profiles (${column}) values ($1)`, [value]),
    );
    expect(result).toMatchObject({ ok: false, code: '23514' });
  });
});

describe('claim_seed', () => {
  it('is true once then false, per table and per wedding (each user here owns one)', async () => {
    expect(await claim(alice, 'songs')).toBe(true);
    expect(await claim(alice, 'songs')).toBe(false);
    expect(await claim(alice, 'tasks')).toBe(true);
    expect(await claim(alice, 'tasks')).toBe(false);
    expect(await claim(bob, 'songs')).toBe(true);
    expect(await claim(bob, 'songs')).toBe(false);
    expect(
      (
        await db.query(
          `select w.seeded from public.weddings w join public.wedding_members m on m.wedding_id = w.id
            where m.user_id = $1`,
          [alice],
        )
      ).rows,
    ).toEqual([{ seeded: ['songs', 'tasks'] }]);
  });

  it('stays false after the user deletes every sample row', async () => {
    expect(await claim(alice, 'songs')).toBe(true);
    await asUser(db, alice, async (tx) => {
      await tx.query(`insert into public.songs (id, title, artist) values ('1', 'Song', 'Artist')`);
      await tx.query('delete from public.songs');
    });
    expect(await claim(alice, 'songs')).toBe(false);
  });

  it('refuses odd table names and visitors', async () => {
    for (const bad of ['', 'Songs', 'songs; drop table x', 'a'.repeat(64)]) {
      expect(
        await asUser(db, alice, (tx) => attempt(tx, 'select public.claim_seed($1)', [bad])),
      ).toMatchObject({ ok: false });
    }
    const visitor = await asAnon(db, (tx) => attempt(tx, `select public.claim_seed('songs')`));
    expect(visitor).toMatchObject({ ok: false, code: '42501' });
    expect(!visitor.ok && visitor.error).toMatch(/permission denied/);
  });
});
