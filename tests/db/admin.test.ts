// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  asAnon,
  asRole,
  asUser,
  attempt,
  createAuthUser,
  createDb,
  ids,
  makeAdmin,
  type Db,
} from './harness';

/**
 * Issue 12 in Postgres: pending users, the audit trail, the last super admin, vendor applications and their review,
 * contact messages for admins, the stats' trends, and deleting an account (issue 16 item 3).
 */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});
beforeEach(() => db.exec('begin'));
afterEach(() => db.exec('rollback'));

const { alice, bob, carol, dave } = ids;

async function seedUsers() {
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
  await createAuthUser(db, { id: carol, email: 'carol@example.com' });
}

const apply = (userId: string, status = 'pending', name = 'Hall') =>
  asUser(db, userId, async (tx) => {
    const { rows } = await tx.query<{ id: string; status: string }>(
      `insert into public.vendors (business_name, contact_name, email, website, category, description, location, service_area, price_range, status)
       values ($1, 'Contact', 'v@example.com', 'https://hall.example', 'Venue', 'A lovely place', 'Austin, TX', '', '$$ (Moderate)', $2)
       returning id, status`,
      [name, status],
    );
    return rows[0];
  });

const review = (adminId: string, id: string, status: string, note = '') =>
  asUser(db, adminId, (tx) =>
    attempt(tx, 'select public.review_vendor_application($1, $2, $3)', [id, status, note]),
  );

const auditRows = async () =>
  (
    await db.query<{
      action: string;
      actor_email: string | null;
      target_email: string | null;
      detail: string | null;
    }>('select action, actor_email, target_email, detail from public.admin_audit order by created_at, action')
  ).rows;

describe('pending users', () => {
  it('an unconfirmed sign-up is pending, confirmed it is active, and a ban outranks both', async () => {
    await createAuthUser(db, { id: alice, email: 'alice@example.com', confirmed: false });
    const status = async () =>
      (await db.query<{ status: string }>('select status from public.users where id = $1', [alice])).rows[0]
        .status;
    expect(await status()).toBe('pending');
    await db.query(`update auth.users set banned_until = now() + interval '100 years' where id = $1`, [
      alice,
    ]);
    expect(await status()).toBe('suspended');
    await db.query(`update auth.users set banned_until = null where id = $1`, [alice]);
    expect(await status()).toBe('pending');
    await db.query(`update auth.users set email_confirmed_at = now() where id = $1`, [alice]);
    expect(await status()).toBe('active');
  });
});

describe('what a non-admin cannot do', () => {
  it('reads no other user, admin, audit row, contact message, review, or pending application', async () => {
    await seedUsers();
    await makeAdmin(db, alice, 'super_admin');
    await db.query(
      `insert into public.contact_messages (name, email, subject, message) values ('Ann', 'ann@example.com', 'Hi', 'Hello')`,
    );
    const carols = await apply(carol);
    await review(alice, carols.id, 'rejected', 'Not yet');
    await asUser(db, bob, async (tx) => {
      expect((await tx.query('select id from public.users')).rows).toEqual([{ id: bob }]);
      expect((await tx.query('select * from public.admins')).rows).toEqual([]);
      expect((await tx.query('select * from public.admin_audit')).rows).toEqual([]);
      expect((await tx.query('select * from public.contact_messages')).rows).toEqual([]);
      expect((await tx.query('select * from public.vendor_reviews')).rows).toEqual([]);
      expect((await tx.query('select * from public.vendors')).rows).toEqual([]);
      expect(await attempt(tx, 'select * from public.get_user_stats()')).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
  });

  it('cannot insert into admins, review an application, set a vendor status or mark a message handled', async () => {
    await seedUsers();
    const bobs = await apply(bob);
    await db.query(
      `insert into public.contact_messages (name, email, subject, message) values ('Ann', 'ann@example.com', 'Hi', 'Hello')`,
    );
    const { rows } = await db.query<{ id: string }>('select id from public.contact_messages');
    await asUser(db, bob, async (tx) => {
      expect(
        await attempt(tx, `insert into public.admins (user_id, role) values ($1, 'super_admin')`, [bob]),
      ).toMatchObject({
        ok: false,
        code: '42501',
      });
      expect(
        await attempt(tx, `update public.vendors set status = 'approved' where id = $1`, [bobs.id]),
      ).toMatchObject({
        ok: false,
        code: '42501',
      });
      expect(
        await attempt(tx, `select public.review_vendor_application($1, 'approved', '')`, [bobs.id]),
      ).toMatchObject({
        ok: false,
        code: '42501',
      });
      expect(
        await attempt(tx, 'select public.set_contact_message_handled($1, true)', [rows[0].id]),
      ).toMatchObject({
        ok: false,
        code: '42501',
      });
      expect(
        await attempt(tx, `insert into public.admin_audit (action) values ('delete_user')`),
      ).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
    expect((await db.query('select status from public.vendors')).rows).toEqual([{ status: 'pending' }]);
  });
});

describe('vendor applications', () => {
  it('an application sent as approved is stored pending, and a second one for the same user is refused', async () => {
    await seedUsers();
    expect(await apply(bob, 'approved')).toEqual({ id: expect.any(String), status: 'pending' });
    const second = await asUser(db, bob, (tx) =>
      attempt(
        tx,
        `insert into public.vendors (business_name, contact_name, email, category, description, location, price_range)
         values ('Again', 'Bob', 'b@example.com', 'Venue', 'Desc', 'Here', '$ (Budget-friendly)')`,
      ),
    );
    expect(second).toMatchObject({ ok: false, code: '23505' });
  });

  it.each([
    ['a category outside the list', `category = 'Bakery'`],
    ['a price range outside the list', `price_range = '$$'`],
    ['a blank location', `location = '  '`],
    ['an email that is not one', `email = 'not-an-email'`],
    ['a website that is not http(s)', `website = 'ftp://files.example'`],
    ['an over-long description', `description = repeat('x', 5001)`],
  ])('refuses %s (check constraints)', async (_label, change) => {
    await seedUsers();
    const bobs = await apply(bob);
    const result = await asUser(db, bob, (tx) =>
      attempt(tx, `update public.vendors set ${change} where id = $1`, [bobs.id]),
    );
    expect(result).toMatchObject({ ok: false, code: '23514' });
  });

  it('the applicant edits while pending, not after review, and may withdraw', async () => {
    await seedUsers();
    await makeAdmin(db, alice);
    const bobs = await apply(bob);
    await asUser(db, bob, async (tx) => {
      expect(
        (await tx.query(`update public.vendors set business_name = 'Grand Hall' where id = $1`, [bobs.id]))
          .affectedRows,
      ).toBe(1);
    });
    expect((await review(alice, bobs.id, 'approved', 'Welcome aboard')).ok).toBe(true);
    await asUser(db, bob, async (tx) => {
      expect(
        (await tx.query(`update public.vendors set business_name = 'Other' where id = $1`, [bobs.id]))
          .affectedRows,
      ).toBe(0);
      expect((await tx.query('select note from public.vendor_reviews')).rows).toEqual([
        { note: 'Welcome aboard' },
      ]);
      expect((await tx.query('delete from public.vendors where id = $1', [bobs.id])).affectedRows).toBe(1);
    });
    expect((await db.query('select count(*)::int as n from public.vendor_reviews')).rows).toEqual([{ n: 0 }]);
  });

  it('approved vendors are readable by every signed-in user (not visitors); their review notes are not', async () => {
    await seedUsers();
    await makeAdmin(db, alice);
    const bobs = await apply(bob, 'pending', 'Approved Hall');
    await apply(carol, 'pending', 'Pending Hall');
    await review(alice, bobs.id, 'approved', 'Internal: checked references');
    await asUser(db, carol, async (tx) => {
      expect((await tx.query('select business_name from public.vendors order by 1')).rows).toEqual([
        { business_name: 'Approved Hall' },
        { business_name: 'Pending Hall' },
      ]);
      expect((await tx.query('select * from public.vendor_reviews')).rows).toEqual([]);
    });
    await asAnon(db, async (tx) => {
      expect((await attempt(tx, 'select * from public.vendors')).ok).toBe(false);
    });
  });

  it('a review writes the audit row, checks the note, and refuses an unknown application', async () => {
    await seedUsers();
    await makeAdmin(db, alice);
    const bobs = await apply(bob, 'pending', 'Blooms');
    expect(await review(alice, bobs.id, 'approved', 'x'.repeat(1001))).toMatchObject({
      ok: false,
      code: '22001',
    });
    expect(await review(alice, bobs.id, 'withdrawn')).toMatchObject({ ok: false, code: '22023' });
    expect(await review(alice, carol, 'approved')).toMatchObject({ ok: false, code: 'P0002' });
    expect((await review(alice, bobs.id, 'rejected', 'Missing photos')).ok).toBe(true);
    expect(await auditRows()).toEqual([
      {
        action: 'reject_vendor',
        actor_email: 'alice@example.com',
        target_email: 'bob@example.com',
        detail: 'Blooms',
      },
    ]);
  });
});

describe('admins and the audit trail', () => {
  it('only super admins change admins, and each change is recorded', async () => {
    await seedUsers();
    await makeAdmin(db, alice, 'super_admin');
    await makeAdmin(db, bob);
    await asUser(db, bob, async (tx) => {
      expect((await attempt(tx, `insert into public.admins (user_id) values ($1)`, [carol])).ok).toBe(false);
    });
    await asUser(db, alice, async (tx) => {
      await tx.query(`insert into public.admins (user_id) values ($1)`, [carol]);
      await tx.query(`delete from public.admins where user_id = $1`, [bob]);
    });
    expect(await auditRows()).toEqual([
      {
        action: 'make_admin',
        actor_email: 'alice@example.com',
        target_email: 'carol@example.com',
        detail: 'admin',
      },
      {
        action: 'remove_admin',
        actor_email: 'alice@example.com',
        target_email: 'bob@example.com',
        detail: 'admin',
      },
    ]);
    // Only admins read it.
    expect(
      await asUser(
        db,
        carol,
        async (tx) => (await tx.query('select count(*)::int as n from public.admin_audit')).rows,
      ),
    ).toEqual([{ n: 2 }]);
    expect(
      await asUser(
        db,
        bob,
        async (tx) => (await tx.query('select count(*)::int as n from public.admin_audit')).rows,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('contact messages: admins mark them handled and open again, recorded', async () => {
    await seedUsers();
    await makeAdmin(db, alice);
    await db.query(
      `insert into public.contact_messages (name, email, subject, message) values ('Ann', 'ann@example.com', 'Venue question', 'Hello')`,
    );
    const { rows } = await db.query<{ id: string }>('select id from public.contact_messages');
    await asUser(db, alice, async (tx) => {
      await tx.query('select public.set_contact_message_handled($1, true)', [rows[0].id]);
      expect(
        (await tx.query('select handled_at is not null as handled from public.contact_messages')).rows,
      ).toEqual([{ handled: true }]);
      await tx.query('select public.set_contact_message_handled($1, false)', [rows[0].id]);
    });
    expect((await db.query('select handled_at from public.contact_messages')).rows).toEqual([
      { handled_at: null },
    ]);
    expect((await auditRows()).map((r) => [r.action, r.target_email, r.detail])).toEqual([
      ['contact_handled', 'ann@example.com', 'Venue question'],
      ['contact_reopened', 'ann@example.com', 'Venue question'],
    ]);
  });

  it('admins delete a message, in the audit trail; nobody else can', async () => {
    await seedUsers();
    await makeAdmin(db, alice);
    await db.query(
      `insert into public.contact_messages (name, email, subject, message) values ('Ann', 'ann@example.com', 'Spam', 'Buy now')`,
    );
    const { rows } = await db.query<{ id: string }>('select id from public.contact_messages');
    await asUser(db, bob, async (tx) => {
      expect(await attempt(tx, 'select public.delete_contact_message($1)', [rows[0].id])).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
    await asAnon(db, async (tx) => {
      expect((await attempt(tx, 'select public.delete_contact_message($1)', [rows[0].id])).ok).toBe(false);
    });
    expect((await db.query('select count(*)::int as n from public.contact_messages')).rows).toEqual([
      { n: 1 },
    ]);
    await asUser(db, alice, (tx) => tx.query('select public.delete_contact_message($1)', [rows[0].id]));
    expect((await db.query('select count(*)::int as n from public.contact_messages')).rows).toEqual([
      { n: 0 },
    ]);
    expect((await auditRows()).map((r) => [r.action, r.target_email, r.detail])).toEqual([
      ['contact_deleted', 'ann@example.com', 'Spam'],
    ]);
    await asUser(db, alice, async (tx) => {
      expect(await attempt(tx, 'select public.delete_contact_message($1)', [rows[0].id])).toMatchObject({
        ok: false,
        code: 'P0002',
      });
    });
  });
});

describe('the last super admin survives every attempt', () => {
  const attempts = {
    removed: () =>
      asUser(db, alice, (tx) => attempt(tx, 'delete from public.admins where user_id = $1', [alice])),
    demoted: () => attempt(db, `update public.admins set role = 'admin' where user_id = $1`, [alice]),
    banned: () =>
      attempt(db, `update auth.users set banned_until = now() + interval '100 years' where id = $1`, [alice]),
    suspended: () =>
      asRole(db, 'service_role', { role: 'service_role' }, (tx) =>
        attempt(tx, `update public.users set status = 'suspended' where id = $1`, [alice]),
      ),
    deleted: () => attempt(db, 'delete from auth.users where id = $1', [alice]),
  };

  it.each(Object.keys(attempts) as (keyof typeof attempts)[])('cannot be %s', async (how) => {
    await seedUsers();
    await makeAdmin(db, alice, 'super_admin');
    // A suspended super admin does not count as another one.
    await makeAdmin(db, bob, 'super_admin');
    await db.query(`update auth.users set banned_until = now() + interval '100 years' where id = $1`, [bob]);
    const result = await attempts[how]();
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.error).toMatch(/last super admin/);
    expect(
      (
        await db.query(
          `select a.role, u.status from public.admins a join public.users u on u.id = a.user_id where a.user_id = $1`,
          [alice],
        )
      ).rows,
    ).toEqual([{ role: 'super_admin', status: 'active' }]);
  });

  it('can be, once another active super admin exists', async () => {
    await seedUsers();
    await makeAdmin(db, alice, 'super_admin');
    await makeAdmin(db, bob, 'super_admin');
    expect((await attempts.banned()).ok).toBe(true);
    expect((await attempt(db, `update auth.users set banned_until = null where id = $1`, [alice])).ok).toBe(
      true,
    );
    expect((await attempts.deleted()).ok).toBe(true);
  });
});

describe('get_user_stats trends', () => {
  it('compares each figure with 30 days before, and is null with nothing to compare', async () => {
    await seedUsers();
    await createAuthUser(db, { id: dave, email: 'dave@example.com' });
    await makeAdmin(db, alice);
    const stats = () =>
      asUser(db, alice, async (tx) => (await tx.query('select * from public.get_user_stats()')).rows[0]);
    expect(await stats()).toMatchObject({
      total_users: 4,
      total_users_trend: null,
      active_users_trend: null,
      new_users_today_trend: null,
      total_vendors_trend: null,
    });
    // Two accounts from 45 days ago: the total grew from 2 to 4 (+100%); sign-ups 2 in the last 30 days against 2.
    await db.query(`update public.users set created_at = now() - interval '45 days' where id in ($1, $2)`, [
      alice,
      bob,
    ]);
    // One approved vendor, reviewed 40 days ago, and one today: 1 → 2.
    const bobs = await apply(bob, 'pending', 'Old');
    const carols = await apply(carol, 'pending', 'New');
    await review(alice, bobs.id, 'approved');
    await review(alice, carols.id, 'approved');
    await db.query(
      `update public.vendor_reviews set reviewed_at = now() - interval '40 days' where vendor_id = $1`,
      [bobs.id],
    );
    await db.query(`update auth.users set banned_until = now() + interval '1 year' where id = $1`, [dave]);
    expect(await stats()).toEqual({
      total_users: 4,
      active_users: 3,
      new_users_today: 2,
      total_vendors: 2,
      total_users_trend: 100,
      active_users_trend: 50,
      new_users_today_trend: 0,
      total_vendors_trend: 100,
    });
  });
});

/** Tables whose rows stay when their account goes, each with why. */
const OUTLIVES_ITS_ACCOUNT: Record<string, string> = {
  'private.retired_tokens':
    'a link an account gave up stays unusable by anyone else after the account is gone',
};

describe('deleting an account', () => {
  /** One row in every table that holds a user's data. */
  async function fill(userId: string, n: string) {
    const statements = [
      `insert into public.profiles (user_id, first_name) values ($1, 'P')`,
      `insert into public.budget_categories (user_id, id, name) values ($1, 'c${n}', 'Venue')`,
      `insert into public.expenses (user_id, id, description) values ($1, 'e${n}', 'Deposit')`,
      `insert into public.schedule_events (user_id, id, title, time) values ($1, 's${n}', 'Ceremony', '15:00')`,
      `insert into public.photo_ideas (user_id, id, title) values ($1, 'p${n}', 'First look')`,
      `insert into public.songs (user_id, id, title, artist) values ($1, 'm${n}', 'Song', 'Artist')`,
      `insert into public.registry_items (user_id, id, name) values ($1, 'r${n}', 'Toaster')`,
      `insert into public.registry_stores (user_id, id, name, url) values ($1, 'rs${n}', 'Shop', 'https://shop.example')`,
      `insert into public.planning_vendors (user_id, id, name, category, contact_name) values ($1, 'v${n}', 'Hall', 'Venue', 'Ann')`,
      `insert into public.reminders (user_id, id, title, date) values ($1, 'n${n}', 'Pay', '2027-01-01')`,
      `insert into public.tasks (user_id, id, title, category) values ($1, 't${n}', 'Book', 'essentials')`,
      `insert into public.mood_boards (user_id, id, name, prompt) values ($1, 'b${n}', 'Board', 'Garden')`,
      `insert into public.chat_conversations (user_id, id, title) values ($1, 'cc${n}', 'Budget')`,
      `insert into public.chat_messages (user_id, id, conversation_id, role, content) values ($1, 'c${n}', 'cc${n}', 'user', 'Hi')`,
      `insert into public.invites (user_id, id, name, token) values ($1, 'i${n}', 'Invite', 'tok${n}_Qw3rty-Asdfgh12345')`,
      `insert into public.events (user_id, id, name) values ($1, 'ev${n}', 'Ceremony')`,
      `insert into public.households (user_id, id, name, rsvp_token) values ($1, 'h${n}', 'Rao family', 'rsvp${n}_Qw3rty-Asdfgh12345')`,
      `insert into public.guests (user_id, id, household_id, first_name) values ($1, 'g${n}', 'h${n}', 'Asha')`,
      `insert into public.rsvp_answers (user_id, id, guest_id, event_id) values ($1, 'g${n}.ev${n}', 'g${n}', 'ev${n}')`,
      `insert into public.websites (user_id, id, slug) values ($1, 'site', 'site-${n}')`,
      `insert into public.seating_tables (user_id, id, event_id, name, shape, seats, x, y) values ($1, 'st${n}', 'ev${n}', 'Table 1', 'round', 8, 0, 0)`,
      `insert into public.seat_assignments (user_id, id, guest_id, event_id, table_id) values ($1, 'g${n}.ev${n}', 'g${n}', 'ev${n}', 'st${n}')`,
      `insert into public.guests (user_id, id, household_id, first_name) values ($1, 'g${n}b', 'h${n}', 'Ravi')`,
      `insert into public.seating_rules (user_id, id, event_id, kind, guest_a, guest_b) values ($1, 'sr${n}', 'ev${n}', 'apart', 'g${n}', 'g${n}b')`,
      `insert into public.travel (user_id, id, household_id, arrival_date, arrival_mode) values ($1, 'h${n}', 'h${n}', '2027-12-09', 'train')`,
      `insert into public.room_blocks (user_id, id, hotel, rooms, check_in, check_out) values ($1, 'rb${n}', 'Taj', 5, '2027-12-09', '2027-12-11')`,
      `insert into public.room_assignments (user_id, id, block_id, household_id, check_in, check_out) values ($1, 'ra${n}', 'rb${n}', 'h${n}', '2027-12-09', '2027-12-11')`,
      `insert into public.gifts (user_id, id, kind, description, amount, household_id) values ($1, 'gf${n}', 'cash', 'Shagun', 5100, 'h${n}')`,
      `insert into public.gift_funds (user_id, id, title, upi_id) values ($1, 'fund${n}', 'Honeymoon', 'asha@okbank')`,
      `insert into public.payments (user_id, id, vendor_id, amount, due_date) values ($1, 'pay${n}', 'v${n}', 50000, '2027-01-15')`,
      `insert into private.email_quota (user_id, day, sent) values ($1, current_date, 1)`,
      `insert into private.join_attempts (user_id) values ($1)`,
      `insert into private.reminder_emails (user_id, kind, item_id, due) values ($1, 'reminder', 'n${n}', current_date)`,
      `insert into public.vendors (user_id, business_name, contact_name, email, category, description, location, price_range)
         values ($1, 'Biz', 'C', 'c@example.com', 'Venue', 'D', 'L', '$ (Budget-friendly)')`,
      `insert into public.vendor_reviews (vendor_id, user_id) select id, user_id from public.vendors where user_id = $1`,
      `insert into private.ai_usage (user_id, kind, window_start) values ($1, 'chat', now())`,
      `insert into private.ai_daily_usage (user_id, day) values ($1, current_date)`,
      `insert into private.ai_reservations (user_id, kind, model, day, window_start, tokens, images, micro_usd)
         values ($1, 'chat', 'm', current_date, now(), 1, 0, 1)`,
      `insert into storage.objects (bucket_id, name) values ('user-files', $1 || '/mood-boards/b${n}.png')`,
      `insert into storage.objects (bucket_id, name) values ('published', 'invites/tok${n}_Qw3rty-Asdfgh12345.png')`,
      `insert into storage.objects (bucket_id, name) values ('published', $1 || '/invites/tok${n}_Qw3rty-Asdfgh12345.png')`,
    ];
    for (const sql of statements) await db.query(sql, sql.includes('$1') ? [userId] : []);
  }

  /** Every table (public and private) with a user_id column, and how many rows each user has there. */
  async function rowsByTable(userId: string): Promise<Record<string, number>> {
    const { rows: tables } = await db.query<{ schema: string; name: string }>(
      `select c.table_schema as schema, c.table_name as name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.column_name = 'user_id' and c.table_schema in ('public', 'private') and t.table_type = 'BASE TABLE'
        order by 1, 2`,
    );
    const counts: Record<string, number> = {};
    for (const t of tables) {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from "${t.schema}"."${t.name}" where user_id = $1`,
        [userId],
      );
      counts[`${t.schema}.${t.name}`] = rows[0].n;
    }
    return counts;
  }

  it('every table with a user_id column goes with the account (on delete cascade to users)', async () => {
    const { rows } = await db.query<{ table: string; cascades: boolean }>(
      `select format('%s.%s', c.table_schema, c.table_name) as table,
              exists (
                select 1 from pg_constraint k
                 where k.conrelid = format('%I.%I', c.table_schema, c.table_name)::regclass and k.contype = 'f'
                   and k.confrelid in ('public.users'::regclass, 'auth.users'::regclass) and k.confdeltype = 'c'
                   and k.conkey = array[(select a.attnum from pg_attribute a
                                          where a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
                                            and a.attname = 'user_id')]::smallint[]
              ) as cascades
         from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.column_name = 'user_id' and c.table_schema in ('public', 'private') and t.table_type = 'BASE TABLE'`,
    );
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.filter((r) => !r.cascades && !(r.table in OUTLIVES_ITS_ACCOUNT))).toEqual([]);
  });

  it("removes every table's rows for that user and nothing of another user's", async () => {
    await seedUsers();
    await fill(alice, 'a');
    await fill(bob, 'b');
    const alicesBefore = await rowsByTable(alice);
    const bobsBefore = await rowsByTable(bob);
    // The fixture reaches every table that existed when it was written.
    expect(
      Object.entries(alicesBefore)
        .filter(([t, n]) => n === 0 && !(t in OUTLIVES_ITS_ACCOUNT))
        .map(([t]) => t),
    ).toEqual(['public.admins']);

    // What the Edge Functions do: ask which files to remove (service role only), then delete the auth user.
    const files = await asRole(
      db,
      'service_role',
      { role: 'service_role' },
      async (tx) => (await tx.query('select * from public.account_file_names($1)', [alice])).rows,
    );
    expect(files).toEqual([
      { bucket: 'published', name: `${alice}/invites/toka_Qw3rty-Asdfgh12345.png` },
      { bucket: 'published', name: 'invites/toka_Qw3rty-Asdfgh12345.png' },
      { bucket: 'user-files', name: `${alice}/mood-boards/ba.png` },
    ]);
    await db.query('delete from auth.users where id = $1', [alice]);

    const left = await rowsByTable(alice);
    expect(
      Object.entries(left)
        .filter(([table, n]) => n > 0 && !(table in OUTLIVES_ITS_ACCOUNT))
        .map(([table]) => table),
    ).toEqual([]);
    // The account's links are retired, not freed.
    expect(left['private.retired_tokens']).toBe(2);
    expect(await rowsByTable(bob)).toEqual(bobsBefore);
    expect(
      (await db.query('select count(*)::int as n from public.users where id = $1', [alice])).rows,
    ).toEqual([{ n: 0 }]);
  });

  /** `userId` joins the wedding alice owns as `role`, through a join link alice makes. */
  async function joinAlice(userId: string, role: string): Promise<string> {
    const { rows } = await db.query<{ wedding_id: string }>(
      `select wedding_id from public.wedding_members where user_id = $1 and role = 'owner'`,
      [alice],
    );
    const wedding = rows[0].wedding_id;
    const token = await asUser(
      db,
      alice,
      async (tx) =>
        (await tx.query<{ token: string }>('select token from api.create_join_link($1, $2)', [wedding, role]))
          .rows[0].token,
    );
    await asUser(db, userId, (tx) => tx.query('select api.accept_join_link($1)', [token]));
    return wedding;
  }

  const members = async (wedding: string) =>
    (
      await db.query(
        'select user_id, role from public.wedding_members where wedding_id = $1 order by joined_at',
        [wedding],
      )
    ).rows;

  const tasksIn = async (wedding: string) =>
    (await db.query('select id, user_id from public.tasks where wedding_id = $1 order by id', [wedding]))
      .rows;

  it('a shared wedding stays with its other members: a partner becomes owner and keeps what the account added', async () => {
    await seedUsers();
    const wedding = await joinAlice(carol, 'planner');
    await joinAlice(bob, 'partner');
    for (const [user, id] of [
      [alice, 'ta'],
      [bob, 'tb'],
    ]) {
      await asUser(db, user, (tx) =>
        tx.query(
          `insert into public.tasks (wedding_id, id, title, category) values ($1, $2, 'Book', 'essentials')`,
          [wedding, id],
        ),
      );
    }
    await db.query('delete from auth.users where id = $1', [alice]);

    // Bob, the partner, owns it now (before carol, who joined first as planner); alice's task is his to keep.
    expect(await members(wedding)).toEqual([
      { user_id: carol, role: 'planner' },
      { user_id: bob, role: 'owner' },
    ]);
    expect(await tasksIn(wedding)).toEqual([
      { id: 'ta', user_id: bob },
      { id: 'tb', user_id: bob },
    ]);
    await asUser(db, carol, async (tx) => {
      expect(
        (await tx.query('select id from public.tasks where wedding_id = $1', [wedding])).rows,
      ).toHaveLength(2);
    });
    await db.exec('set constraints all immediate');
  });

  it('a member who goes leaves their rows to the owner; without a partner the longest-standing member takes over', async () => {
    await seedUsers();
    const wedding = await joinAlice(carol, 'family');
    await joinAlice(bob, 'planner');
    await asUser(db, carol, (tx) =>
      tx.query(
        `insert into public.households (wedding_id, id, name, rsvp_token) values ($1, 'hc', 'Iyer', $2)`,
        [wedding, 'rsvpc_Qw3rty-Asdfgh12345'],
      ),
    );
    await db.query('delete from auth.users where id = $1', [carol]);
    expect(
      (await db.query('select user_id from public.households where wedding_id = $1', [wedding])).rows,
    ).toEqual([{ user_id: alice }]);

    await db.query('delete from auth.users where id = $1', [alice]);
    expect(await members(wedding)).toEqual([{ user_id: bob, role: 'owner' }]);
    expect(
      (await db.query('select user_id from public.households where wedding_id = $1', [wedding])).rows,
    ).toEqual([{ user_id: bob }]);
    await db.exec('set constraints all immediate');
  });

  it('a wedding no one else is in goes with the account', async () => {
    await seedUsers();
    const wedding = await joinAlice(bob, 'partner');
    const { rows } = await db.query<{ wedding_id: string }>(
      `select wedding_id from public.wedding_members where user_id = $1 and role = 'owner'`,
      [bob],
    );
    const bobs = rows[0].wedding_id;
    await asUser(db, bob, (tx) =>
      tx.query(`insert into public.tasks (id, title, category) values ('own', 'Mine', 'details')`),
    );
    await db.query('delete from auth.users where id = $1', [bob]);
    expect(
      (await db.query('select id from public.weddings where id = any ($1)', [[wedding, bobs]])).rows,
    ).toEqual([{ id: wedding }]);
    expect(await tasksIn(bobs)).toEqual([]);
    // And none is made for it on the way out (carol is in no other wedding).
    await db.query('delete from auth.users where id = $1', [carol]);
    expect(
      (
        await db.query(
          'select count(*)::int as n from public.weddings w where not exists (select 1 from public.wedding_members m where m.wedding_id = w.id)',
        )
      ).rows,
    ).toEqual([{ n: 0 }]);
  });

  it('only the service role may list an account’s files', async () => {
    await seedUsers();
    await asUser(db, alice, async (tx) => {
      expect(await attempt(tx, 'select * from public.account_file_names($1)', [alice])).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
    await asAnon(db, async (tx) => {
      expect((await attempt(tx, 'select * from public.account_file_names($1)', [alice])).ok).toBe(false);
    });
  });
});
