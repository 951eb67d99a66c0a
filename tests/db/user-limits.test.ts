// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asRole, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/** Per-user caps on rows per planning table and on the bytes of all their rows (…_storage_and_user_limits.sql). */
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
const PLANNING_TABLES = [
  'budget_categories',
  'expenses',
  'schedule_events',
  'photo_ideas',
  'songs',
  'registry_items',
  'registry_stores',
  'planning_vendors',
  'reminders',
  'tasks',
  'mood_boards',
  'chat_messages',
  'chat_conversations',
  'invites',
  'events',
  'households',
  'guests',
  'rsvp_answers',
  'websites',
  'seating_tables',
  'seat_assignments',
  'seating_rules',
  'travel',
  'room_blocks',
  'room_assignments',
  'gifts',
  'gift_funds',
  'payments',
];
const say = (userId: string, id: string, content: string) =>
  asUser(db, userId, (tx) =>
    attempt(
      tx,
      `insert into public.chat_messages (id, conversation_id, role, content) values ($1, 'c', 'user', $2)`,
      [id, content],
    ),
  );
const counted = async (userId: string) =>
  Number(
    (
      await db.query<{ b: string }>(
        'select coalesce((select bytes from private.user_bytes where user_id = $1), 0)::text as b',
        [userId],
      )
    ).rows[0].b,
  );
const actual = async (userId: string) =>
  Number(
    (
      await db.query<{ b: string }>(
        `select coalesce(sum(octet_length(m::text)), 0)::text as b from public.chat_messages m where user_id = $1`,
        [userId],
      )
    ).rows[0].b,
  );

describe('rows per table', () => {
  it('every planning table is capped', async () => {
    const { rows } = await db.query<{ table_name: string }>(
      `select c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'enforce_user_limits' order by 1`,
    );
    expect(rows.map((r) => r.table_name)).toEqual([...PLANNING_TABLES].sort());
    const limits = await db.query<{ table_name: string }>(
      'select table_name from private.row_limits order by 1',
    );
    expect(limits.rows.map((r) => r.table_name)).toEqual([...PLANNING_TABLES].sort());
  });

  it('refuses the row over the cap with a message to show, for that user only; a delete makes room', async () => {
    await db.query(`update private.row_limits set max_rows = 3 where table_name = 'chat_messages'`);
    for (const id of ['1', '2', '3']) expect(await say(alice, id, 'hi')).toMatchObject({ ok: true });
    const refused = await say(alice, '4', 'hi');
    expect(refused).toMatchObject({ ok: false, code: 'P0001' });
    expect(!refused.ok && refused.error).toBe(
      'You have reached the limit of 3 items in chat messages. Delete some to add more.',
    );
    expect(await say(bob, '1', 'hi')).toMatchObject({ ok: true });
    await asUser(db, alice, (tx) => tx.query(`delete from public.chat_messages where id = '1'`));
    expect(await say(alice, '4', 'hi')).toMatchObject({ ok: true });
  });

  it('holds for a bulk insert in one statement (one request)', async () => {
    await db.query(`update private.row_limits set max_rows = 10 where table_name = 'expenses'`);
    const result = await asUser(db, alice, (tx) =>
      attempt(
        tx,
        `insert into public.expenses (id, description, amount) select g::text, 'x', 1 from generate_series(1, 50) g`,
      ),
    );
    expect(result).toMatchObject({ ok: false, code: 'P0001' });
    expect((await db.query('select 1 from public.expenses where user_id = $1', [alice])).rows).toEqual([]);
  });
});

describe('bytes per user', () => {
  it('counts what each user’s rows take, through inserts, updates and deletes', async () => {
    await say(alice, '1', 'a'.repeat(1000));
    await say(alice, '2', 'b'.repeat(500));
    await asUser(db, alice, (tx) =>
      tx.query(`update public.chat_messages set content = 'short' where id = '1'`),
    );
    await asUser(db, alice, (tx) => tx.query(`delete from public.chat_messages where id = '2'`));
    expect(await counted(alice)).toBe(await actual(alice));
    expect(await counted(alice)).toBeGreaterThan(0);
    expect(await counted(bob)).toBe(0);
  });

  it('refuses an insert or an update that would take the user over the cap (80 MB of chat in one request is no more)', async () => {
    await db.query('update private.user_limits set max_bytes = 20000');
    for (let i = 0; i < 4; i++)
      expect(await say(alice, `m${i}`, 'x'.repeat(4000))).toMatchObject({ ok: true });
    const refused = await say(alice, 'm9', 'x'.repeat(8000));
    expect(refused).toMatchObject({ ok: false, code: 'P0001' });
    expect(!refused.ok && refused.error).toMatch(/^Your plan has reached its storage limit/);
    const grow = await asUser(db, alice, (tx) =>
      attempt(tx, `update public.chat_messages set content = repeat('y', 30000) where id = 'm0'`),
    );
    expect(grow).toMatchObject({ ok: false, code: 'P0001' });
    // Shrinking is always allowed, and bob has his own allowance.
    expect(
      await asUser(db, alice, (tx) =>
        attempt(tx, `update public.chat_messages set content = 'ok' where id = 'm0'`),
      ),
    ).toMatchObject({ ok: true });
    expect(await say(bob, 'b1', 'x'.repeat(8000))).toMatchObject({ ok: true });
    expect(await counted(alice)).toBe(await actual(alice));
  });

  it('a table put under the caps later counts the rows it already has', async () => {
    await db.exec(
      `create table public.guests_test (user_id uuid not null references public.users (id) on delete cascade, id text, name text, primary key (user_id, id))`,
    );
    await db.query(`insert into public.guests_test values ($1, '1', 'Asha'), ($1, '2', 'Ravi')`, [alice]);
    await db.query(`select private.limit_user_rows('guests_test', 2)`);
    expect(await counted(alice)).toBeGreaterThan(0);
    const over = await attempt(db, `insert into public.guests_test values ($1, '3', 'Meera')`, [alice]);
    expect(over).toMatchObject({ ok: false, code: 'P0001' });
  });

  it('deleting a user cascades through their capped rows without tripping over the counter', async () => {
    await say(alice, '1', 'hello');
    expect(await attempt(db, 'delete from auth.users where id = $1', [alice])).toMatchObject({ ok: true });
    expect((await db.query('select 1 from private.user_bytes where user_id = $1', [alice])).rows).toEqual([]);
  });

  it('the service role is capped too (the caps are not RLS)', async () => {
    await db.query(`update private.row_limits set max_rows = 1 where table_name = 'songs'`);
    const insert = (id: string) =>
      asRole(db, 'service_role', { role: 'service_role' }, (tx) =>
        attempt(tx, `insert into public.songs (user_id, id, title, artist) values ($1, $2, 't', 'a')`, [
          alice,
          id,
        ]),
      );
    expect(await insert('1')).toMatchObject({ ok: true });
    expect(await insert('2')).toMatchObject({ ok: false, code: 'P0001' });
  });

  it('an upsert of an existing row is an update: allowed at the row cap, its bytes counted once', async () => {
    await db.query(`update private.row_limits set max_rows = 1 where table_name = 'chat_messages'`);
    const upsert = (content: string) =>
      asUser(db, alice, (tx) =>
        attempt(
          tx,
          `insert into public.chat_messages (id, conversation_id, role, content) values ('1', 'c', 'user', $1)
           on conflict (wedding_id, id) do update set content = excluded.content`,
          [content],
        ),
      );
    expect(await upsert('hello')).toMatchObject({ ok: true });
    expect(await upsert('hello again, a little longer')).toMatchObject({ ok: true });
    expect(await counted(alice)).toBe(await actual(alice));
    expect(await say(alice, '2', 'a second row')).toMatchObject({ ok: false, code: 'P0001' });
  });
});
