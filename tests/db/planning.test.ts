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
const LONG_TITLE = 'x'.repeat(5001);
const JS_URL = 'javascript:alert(1)';

type Row = Record<string, unknown>;
interface TableCase {
  table: string;
  /** A valid row (without user_id and id). */
  valid: Row;
  /** The text column the RLS tests change. */
  textColumn: string;
  /** Values the check constraints must refuse: [column, value]. */
  bad: [string, unknown][];
}

// One entry per planning table. Adding a table to the migration without adding it here fails the last test.
const TABLES: TableCase[] = [
  {
    table: 'budget_categories',
    valid: { name: 'Venue', planned: 900000, actual: 0, color: '#ff0000' },
    textColumn: 'name',
    bad: [
      ['planned', -1],
      ['actual', -0.01],
      ['planned', 'NaN'],
      ['name', '  '],
      ['name', LONG_TITLE],
    ],
  },
  {
    table: 'expenses',
    valid: { description: 'Deposit', amount: 5000, date: '2026-05-01', category_id: '1', paid: true },
    textColumn: 'description',
    bad: [
      ['amount', -1],
      ['description', 'd'.repeat(5001)],
      ['category_id', 'c'.repeat(65)],
    ],
  },
  {
    table: 'schedule_events',
    valid: {
      title: 'Ceremony',
      time: '14:30',
      duration: 30,
      description: 'Vows',
      category: 'ceremony',
      assigned_to: ['Officiant', 'Couple'],
    },
    textColumn: 'title',
    bad: [
      ['duration', 4],
      ['duration', 1441],
      ['time', '24:00'],
      ['time', '9:00'],
      ['time', '12:60'],
      ['category', 'party'],
      ['title', LONG_TITLE],
      ['title', ''],
      ['assigned_to', Array.from({ length: 51 }, (_, i) => `p${i}`)],
    ],
  },
  {
    table: 'photo_ideas',
    valid: {
      title: 'First look',
      description: 'By the lake',
      category: 'couple',
      is_favorite: false,
      is_completed: false,
      reference_image_url: 'https://example.com/a.jpg',
    },
    textColumn: 'title',
    bad: [
      ['category', 'candid'],
      ['reference_image_url', JS_URL],
      ['reference_image_url', `https://${'a'.repeat(2048)}`],
      ['title', LONG_TITLE],
      ['description', 'd'.repeat(5001)],
    ],
  },
  {
    table: 'songs',
    valid: { title: 'Canon in D', artist: 'Pachelbel', category: 'ceremony', notes: 'Processional' },
    textColumn: 'title',
    bad: [
      ['category', 'rock'],
      ['artist', ' '],
      ['title', LONG_TITLE],
      ['notes', 'n'.repeat(5001)],
    ],
  },
  {
    table: 'registry_items',
    valid: {
      name: 'Stand mixer',
      price: 399.99,
      category: 'Kitchen',
      priority: 'high',
      url: 'https://shop.example/mixer',
      image_url: 'http://img.example/m.png',
      purchased: false,
    },
    textColumn: 'name',
    bad: [
      ['price', -1],
      ['priority', 'urgent'],
      ['url', JS_URL],
      ['image_url', 'data:image/png;base64,AAAA'],
      ['name', LONG_TITLE],
    ],
  },
  {
    table: 'registry_stores',
    valid: { name: 'Amazon', url: 'https://www.amazon.com', logo: '🛒' },
    textColumn: 'name',
    bad: [
      ['url', JS_URL],
      ['url', null],
      ['name', LONG_TITLE],
    ],
  },
  {
    table: 'planning_vendors',
    valid: {
      name: 'Grand Hall',
      category: 'Venue',
      contact_name: 'Sam',
      phone: '555-0100',
      email: 'sam@example.com',
      website: 'https://hall.example',
      price: 15000,
      deposit_paid: true,
      final_payment_due: '2026-08-01',
      contract_signed: false,
      notes: 'Parking',
      contract_file: 'contracts/abc.pdf',
    },
    textColumn: 'name',
    bad: [
      ['price', -5],
      ['category', 'Band'],
      ['website', JS_URL],
      ['contact_name', ''],
      ['name', LONG_TITLE],
      ['notes', 'n'.repeat(5001)],
    ],
  },
  {
    table: 'reminders',
    valid: { title: 'Venue booking deadline', date: '2025-06-15', time: '23:59', type: 'deadline' },
    textColumn: 'title',
    bad: [
      ['type', 'meeting'],
      ['time', '7pm'],
      ['date', null],
      ['title', LONG_TITLE],
    ],
  },
  {
    table: 'tasks',
    valid: {
      title: 'Book venue',
      description: 'Shortlist three',
      due_date: '2026-03-01',
      completed: false,
      category: 'essentials',
      priority: 'high',
      label: 'Venue',
    },
    textColumn: 'title',
    bad: [
      ['category', 'misc'],
      ['priority', 'urgent'],
      ['title', LONG_TITLE],
      ['label', 'l'.repeat(101)],
    ],
  },
  {
    table: 'mood_boards',
    valid: {
      name: 'Rustic barn',
      prompt: 'Rustic barn wedding at dusk',
      image_key: 'mood-boards/1.png',
      is_favorite: true,
    },
    textColumn: 'name',
    bad: [
      ['prompt', '   '],
      ['name', LONG_TITLE],
      ['image_key', 'k'.repeat(1025)],
    ],
  },
  {
    table: 'chat_messages',
    valid: { conversation_id: 'c1', role: 'user', content: 'What flowers bloom in June?' },
    textColumn: 'content',
    bad: [
      ['role', 'system'],
      ['content', 'c'.repeat(40001)],
      ['status', 'interrupted'],
      ['conversation_id', ''],
    ],
  },
  {
    table: 'chat_conversations',
    valid: { title: 'Budget', created_at: '2026-11-21T10:00:00Z', last_active_at: '2026-11-21T10:00:00Z' },
    textColumn: 'title',
    bad: [
      ['title', '  '],
      ['title', 't'.repeat(81)],
    ],
  },
  {
    table: 'invites',
    valid: {
      name: 'Save the date',
      template_id: '1',
      date: '2026-09-12',
      status: 'draft',
      recipients: 120,
      design: { elements: [], template: '1' },
    },
    textColumn: 'name',
    bad: [
      ['status', 'cancelled'],
      ['recipients', -1],
      ['name', LONG_TITLE],
    ],
  },
  {
    table: 'events',
    valid: { name: 'Sangeet', date: '2027-12-10', start_time: '19:00', venue: 'Lawn', is_public: false },
    textColumn: 'name',
    bad: [
      ['name', ' '],
      ['name', 'n'.repeat(121)],
      ['start_time', '7pm'],
      ['address', 'a'.repeat(501)],
    ],
  },
  {
    table: 'room_blocks',
    valid: { hotel: 'Taj Lake Palace', rooms: 20, check_in: '2027-12-09', check_out: '2027-12-12' },
    textColumn: 'hotel',
    bad: [
      ['hotel', ' '],
      ['rooms', 0],
      ['rooms', 1001],
      ['check_out', '2027-12-09'],
    ],
  },
];

/**
 * Planning tables whose rows hang off others or have fixed ids, so the matrix's generic row does not fit: tested with
 * the same RLS questions in tests/db/guests.test.ts (a household's link token is unique across couples; guests and
 * answers need a household, guest and event; a couple has one website, id 'site'), in tests/db/seating.test.ts
 * (tables need an event, seat assignments a guest, an event and a table) and in tests/db/seating-rules.test.ts (a rule
 * needs an event and two guests or two households), in tests/db/travel.test.ts (travel and rooms need a household),
 * in tests/db/gifts.test.ts (a gift names its kind's fields) and tests/db/gift-funds.test.ts (a fund needs a UPI ID
 * or an https link) and tests/db/payments.test.ts (an instalment belongs to one expense or one vendor).
 */
const TESTED_ELSEWHERE = [
  'households',
  'guests',
  'rsvp_answers',
  'websites',
  'seating_tables',
  'seat_assignments',
  'seating_rules',
  'travel',
  'room_assignments',
  'gifts',
  'gift_funds',
  'payments',
];

function insertSql(row: Row): { sql: string; params: unknown[] } {
  const columns = Object.keys(row);
  const params = Object.values(row).map((v) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : v,
  );
  return {
    sql: `insert into public.%T (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    params,
  };
}

async function insertAs(userId: string, table: string, row: Row) {
  const { sql, params } = insertSql(row);
  return asUser(db, userId, (tx) => attempt(tx, sql.replace('%T', table), params));
}

async function rowsOf(table: string, userId: string) {
  return (await db.query<Row>(`select * from public.${table} where user_id = $1 order by id`, [userId])).rows;
}

describe.each(TABLES)('$table', ({ table, valid, textColumn, bad }) => {
  it('a user inserts, reads, updates and deletes their own rows (user_id defaults to the caller)', async () => {
    expect(await insertAs(alice, table, { id: '1', ...valid })).toMatchObject({ ok: true });
    await asUser(db, alice, async (tx) => {
      const rows = (await tx.query<Row>(`select * from public.${table}`)).rows;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_id: alice, id: '1' });
      const changed = await tx.query(`update public.${table} set ${textColumn} = 'Changed' where id = '1'`);
      expect(changed.affectedRows).toBe(1);
      const removed = await tx.query(`delete from public.${table} where id = '1'`);
      expect(removed.affectedRows).toBe(1);
    });
  });

  it('two users may use the same client id', async () => {
    expect(await insertAs(alice, table, { id: '1', ...valid })).toMatchObject({ ok: true });
    expect(await insertAs(bob, table, { id: '1', ...valid })).toMatchObject({ ok: true });
    expect(await rowsOf(table, alice)).toHaveLength(1);
    expect(await rowsOf(table, bob)).toHaveLength(1);
  });

  it('user A cannot read, update or delete user B’s rows, nor insert or move a row to B', async () => {
    expect(await insertAs(bob, table, { id: 'b1', ...valid })).toMatchObject({ ok: true });
    const before = await rowsOf(table, bob);
    await asUser(db, alice, async (tx) => {
      expect((await tx.query(`select * from public.${table}`)).rows).toEqual([]);
      expect((await tx.query(`select * from public.${table} where user_id = $1`, [bob])).rows).toEqual([]);
      // No WHERE clause on purpose: with one, SELECT policies apply too and would hide a too-lax UPDATE/DELETE policy.
      const update = await attempt(tx, `update public.${table} set ${textColumn} = 'Hijacked'`);
      expect(update).toMatchObject({ ok: true, affectedRows: 0 });
      const remove = await attempt(tx, `delete from public.${table}`);
      expect(remove).toMatchObject({ ok: true, affectedRows: 0 });
    });
    const forged = await insertAs(alice, table, { user_id: bob, id: 'forged', ...valid });
    expect(forged).toMatchObject({ ok: false, code: '42501' });

    expect(await insertAs(alice, table, { id: 'a1', ...valid })).toMatchObject({ ok: true });
    const move = await asUser(db, alice, (tx) =>
      attempt(tx, `update public.${table} set user_id = $1`, [bob]),
    );
    expect(move).toMatchObject({ ok: false, code: '42501' });

    expect(await rowsOf(table, bob)).toEqual(before);
    expect(await rowsOf(table, alice)).toHaveLength(1);
  });

  it('visitors can neither read nor write', async () => {
    await insertAs(bob, table, { id: 'b1', ...valid });
    const { sql, params } = insertSql({ user_id: bob, id: 'v1', ...valid });
    await asAnon(db, async (tx) => {
      expect(await attempt(tx, `select * from public.${table}`)).toMatchObject({ ok: false, code: '42501' });
      expect(await attempt(tx, sql.replace('%T', table), params)).toMatchObject({ ok: false, code: '42501' });
      expect(await attempt(tx, `delete from public.${table}`)).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it.each([...bad, ['id', ''], ['id', 'i'.repeat(65)]] as [string, unknown][])(
    'refuses %s = %j',
    async (column, value) => {
      const result = await insertAs(alice, table, { id: 'bad', ...valid, [column]: value });
      expect(result.ok).toBe(false);
      // 23514 check_violation (numeric 'NaN' is valid input and must fail the check), 23502 not_null_violation.
      expect(['23514', '23502']).toContain(!result.ok && result.code);
    },
  );
});

describe('planning tables', () => {
  it('every table with a user_id column in public has RLS, and every planning table is in the matrix', async () => {
    const { rows } = await db.query<{ table_name: string; rls: boolean }>(
      `select c.relname as table_name, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'user_id' and not a.attisdropped)
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'id' and a.atttypid = 'text'::regtype)
        order by 1`,
    );
    expect(rows.every((r) => r.rls)).toBe(true);
    expect(rows.map((r) => r.table_name)).toEqual(
      [...TABLES.map((t) => t.table), ...TESTED_ELSEWHERE].sort(),
    );
  });

  it('no public table is left without RLS', async () => {
    const { rows } = await db.query(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
    );
    expect(rows).toEqual([]);
  });
});

describe('chat_messages.status', () => {
  it('a reply kept as it streams says where it stands; messages from before are complete', async () => {
    await asUser(db, alice, async (tx) => {
      await tx.query(
        `insert into public.chat_messages (id, conversation_id, role, content) values ('q', 'c', 'user', 'Venues?')`,
      );
      await tx.query(
        `insert into public.chat_messages (id, conversation_id, role, content, status) values ('a', 'c', 'assistant', 'Here is', 'streaming')`,
      );
      await tx.query(
        `update public.chat_messages set content = 'Here is a plan', status = 'complete' where id = 'a'`,
      );
      const { rows } = await tx.query<{ id: string; status: string }>(
        'select id, status from public.chat_messages order by id',
      );
      expect(rows).toEqual([
        { id: 'a', status: 'complete' },
        { id: 'q', status: 'complete' },
      ]);
    });
  });
});
