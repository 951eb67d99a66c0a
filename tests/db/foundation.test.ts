// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  asAnon,
  asUser,
  attempt,
  createAuthUser,
  createDb,
  firstSuperAdminSnippet,
  ids,
  makeAdmin,
  type Db,
} from './harness';

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

async function userIdsSeenBy(userId: string): Promise<string[]> {
  return asUser(db, userId, async (tx) =>
    (await tx.query<{ id: string }>('select id from public.users order by id')).rows.map((r) => r.id),
  );
}

describe('users mirror auth.users', () => {
  it('creates a public.users row on sign-up, active, with the email', async () => {
    await createAuthUser(db, { id: alice, email: 'alice@example.com' });
    const { rows } = await db.query('select id, email, status, last_sign_in_at from public.users');
    expect(rows).toEqual([
      { id: alice, email: 'alice@example.com', status: 'active', last_sign_in_at: null },
    ]);
  });

  it('follows email and last_sign_in_at updates', async () => {
    await createAuthUser(db, { id: alice, email: 'alice@example.com' });
    await db.query(
      `update auth.users set last_sign_in_at = '2026-01-02T03:04:05Z', email = 'new@example.com' where id = $1`,
      [alice],
    );
    const { rows } = await db.query<{ email: string; last_sign_in_at: Date }>(
      'select email, last_sign_in_at from public.users where id = $1',
      [alice],
    );
    expect(rows[0].email).toBe('new@example.com');
    expect(rows[0].last_sign_in_at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('marks a banned user suspended and a lifted ban active again', async () => {
    await createAuthUser(db, { id: alice, email: 'alice@example.com' });
    await db.query(`update auth.users set banned_until = now() + interval '100 years' where id = $1`, [
      alice,
    ]);
    expect((await db.query('select status from public.users where id = $1', [alice])).rows).toEqual([
      { status: 'suspended' },
    ]);
    await db.query(`update auth.users set banned_until = null where id = $1`, [alice]);
    expect((await db.query('select status from public.users where id = $1', [alice])).rows).toEqual([
      { status: 'active' },
    ]);
  });

  it('creates an already banned account as suspended', async () => {
    await createAuthUser(db, { id: alice, email: 'alice@example.com', bannedUntil: '2999-01-01T00:00:00Z' });
    expect((await db.query('select status from public.users where id = $1', [alice])).rows).toEqual([
      { status: 'suspended' },
    ]);
  });

  it('deleting the auth user deletes the mirror row', async () => {
    await createAuthUser(db, { id: alice, email: 'alice@example.com' });
    await db.query('delete from auth.users where id = $1', [alice]);
    expect((await db.query('select * from public.users')).rows).toEqual([]);
  });
});

describe('users RLS', () => {
  it('a user reads only their own row; an admin reads all; anon reads none', async () => {
    await seedUsers();
    expect(await userIdsSeenBy(alice)).toEqual([alice]);
    await makeAdmin(db, bob);
    expect(await userIdsSeenBy(bob)).toEqual([alice, bob, carol]);
    expect((await asAnon(db, (tx) => attempt(tx, 'select * from public.users'))).ok).toBe(false);
  });

  it('a user cannot write users rows (not even their own status)', async () => {
    await seedUsers();
    await asUser(db, alice, async (tx) => {
      expect((await attempt(tx, `update public.users set status = 'active' where id = $1`, [alice])).ok).toBe(
        false,
      );
      expect((await attempt(tx, `delete from public.users where id = $1`, [alice])).ok).toBe(false);
      expect(
        (await attempt(tx, `insert into public.users (id, email) values ($1, 'x@example.com')`, [dave])).ok,
      ).toBe(false);
    });
  });

  it('admins and vendors nest under users for an admin (the admin user list)', async () => {
    await seedUsers();
    await makeAdmin(db, alice);
    await asUser(db, carol, (tx) =>
      tx.query(`insert into public.vendors (business_name, contact_name, email, category, description, location, price_range)
                values ('Blooms', 'Carol', 'carol@example.com', 'Florist', 'Flowers', 'Town', '$$ (Moderate)')`),
    );
    const rows = await asUser(
      db,
      alice,
      async (tx) =>
        (
          await tx.query<{ id: string; is_vendor: boolean; is_admin: boolean }>(
            `select u.id,
                  exists (select 1 from public.vendors v where v.user_id = u.id) as is_vendor,
                  exists (select 1 from public.admins a where a.user_id = u.id) as is_admin
             from public.users u order by u.id`,
          )
        ).rows,
    );
    expect(rows).toEqual([
      { id: alice, is_vendor: false, is_admin: true },
      { id: bob, is_vendor: false, is_admin: false },
      { id: carol, is_vendor: true, is_admin: false },
    ]);
  });
});

describe('admins', () => {
  it('a user sees only their own admins row (or none); an admin sees all', async () => {
    await seedUsers();
    await makeAdmin(db, alice, 'super_admin');
    await makeAdmin(db, bob);
    const seenBy = (u: string) =>
      asUser(db, u, async (tx) =>
        (await tx.query<{ user_id: string }>('select user_id from public.admins order by user_id')).rows.map(
          (r) => r.user_id,
        ),
      );
    expect(await seenBy(carol)).toEqual([]);
    expect(await seenBy(bob)).toEqual([alice, bob]);
    // Every admins row belongs to an admin, so "own row" and "all rows" coincide for them; a super admin too.
    expect(await seenBy(alice)).toEqual([alice, bob]);
  });

  it('an ordinary user cannot make anyone (themselves included) an admin', async () => {
    await seedUsers();
    await asUser(db, carol, async (tx) => {
      const self = await attempt(tx, `insert into public.admins (user_id, role) values ($1, 'super_admin')`, [
        carol,
      ]);
      expect(self.ok).toBe(false);
      const other = await attempt(tx, `insert into public.admins (user_id) values ($1)`, [bob]);
      expect(other.ok).toBe(false);
    });
    expect((await db.query('select * from public.admins')).rows).toEqual([]);
  });

  it('an admin who is not a super admin can neither add nor remove admins', async () => {
    await seedUsers();
    await makeAdmin(db, alice, 'super_admin');
    await makeAdmin(db, bob);
    await asUser(db, bob, async (tx) => {
      expect((await attempt(tx, `insert into public.admins (user_id) values ($1)`, [carol])).ok).toBe(false);
      const removed = await attempt(tx, `delete from public.admins where user_id = $1`, [alice]);
      expect(removed.ok && removed.affectedRows).toBe(0);
      const removedSelf = await attempt(tx, `delete from public.admins where user_id = $1`, [bob]);
      expect(removedSelf.ok && removedSelf.affectedRows).toBe(0);
    });
    expect((await db.query('select count(*)::int as n from public.admins')).rows).toEqual([{ n: 2 }]);
  });

  it('a super admin adds and removes admins', async () => {
    await seedUsers();
    await makeAdmin(db, alice, 'super_admin');
    await asUser(db, alice, async (tx) => {
      await tx.query(`insert into public.admins (user_id) values ($1)`, [carol]);
      expect((await tx.query('select role from public.admins where user_id = $1', [carol])).rows).toEqual([
        { role: 'admin' },
      ]);
      const removed = await tx.query(`delete from public.admins where user_id = $1`, [carol]);
      expect(removed.affectedRows).toBe(1);
    });
    expect((await db.query('select user_id from public.admins')).rows).toEqual([{ user_id: alice }]);
  });

  it('the first-super-admin recipe in seed.sql works', async () => {
    await seedUsers();
    const snippet = firstSuperAdminSnippet('carol@example.com');
    expect(snippet).toMatch(/insert into public\.admins/);
    await db.exec(snippet);
    expect((await db.query('select user_id, role from public.admins')).rows).toEqual([
      { user_id: carol, role: 'super_admin' },
    ]);
  });

  it('the last super admin cannot be removed, but one of two can', async () => {
    await seedUsers();
    await makeAdmin(db, alice, 'super_admin');
    await asUser(db, alice, async (tx) => {
      expect((await attempt(tx, `delete from public.admins where user_id = $1`, [alice])).ok).toBe(false);
      await tx.query(`insert into public.admins (user_id, role) values ($1, 'super_admin')`, [bob]);
      expect((await tx.query(`delete from public.admins where user_id = $1`, [alice])).affectedRows).toBe(1);
    });
  });

  it('admin checks are exposed only as public wrappers; private is out of reach for API roles', async () => {
    await seedUsers();
    await makeAdmin(db, alice, 'super_admin');
    await makeAdmin(db, bob);
    const check = (u: string) =>
      asUser(
        db,
        u,
        async (tx) =>
          (
            await tx.query<{ a: boolean; s: boolean }>(
              'select public.is_admin() as a, public.is_super_admin() as s',
            )
          ).rows[0],
      );
    expect(await check(alice)).toEqual({ a: true, s: true });
    expect(await check(bob)).toEqual({ a: true, s: false });
    expect(await check(carol)).toEqual({ a: false, s: false });
    await asUser(db, bob, async (tx) => {
      expect((await attempt(tx, 'select private.is_admin()')).ok).toBe(false);
    });
    await asAnon(db, async (tx) => {
      expect((await attempt(tx, 'select public.is_admin()')).ok).toBe(false);
    });
  });
});

describe('get_user_stats', () => {
  it('refuses ordinary users and visitors', async () => {
    await seedUsers();
    const asCarol = await asUser(db, carol, (tx) => attempt(tx, 'select * from public.get_user_stats()'));
    expect(asCarol.ok).toBe(false);
    const asVisitor = await asAnon(db, (tx) => attempt(tx, 'select * from public.get_user_stats()'));
    expect(asVisitor.ok).toBe(false);
  });

  it('counts users, active users, new users today and vendors for an admin', async () => {
    await seedUsers();
    await createAuthUser(db, { id: dave, email: 'dave@example.com', bannedUntil: '2999-01-01T00:00:00Z' });
    await db.query(`update public.users set created_at = now() - interval '3 days' where id = $1`, [carol]);
    await makeAdmin(db, alice);
    for (const u of [bob, carol]) {
      await asUser(db, u, (tx) =>
        tx.query(`insert into public.vendors (business_name, contact_name, email, category, description, location, price_range)
                  values ('Biz', 'Name', 'a@example.com', 'Venue', 'Desc', 'Here', '$ (Budget-friendly)')`),
      );
    }
    // Total Vendors counts approved vendors (issue 12): bob's application only.
    await asUser(db, alice, async (tx) => {
      const { rows } = await tx.query<{ id: string }>('select id from public.vendors where user_id = $1', [
        bob,
      ]);
      await tx.query(`select public.review_vendor_application($1, 'approved', '')`, [rows[0].id]);
    });
    const stats = await asUser(
      db,
      alice,
      async (tx) =>
        (
          await tx.query(
            'select total_users, active_users, new_users_today, total_vendors from public.get_user_stats()',
          )
        ).rows,
    );
    expect(stats).toEqual([{ total_users: 4, active_users: 3, new_users_today: 3, total_vendors: 1 }]);
  });
});

describe('vendors (applications)', () => {
  const insertSql = `insert into public.vendors (user_id, business_name, contact_name, email, website, category, description, location, price_range, status)
                     values ($1, $2, 'Contact', 'v@example.com', $3, 'Venue', 'Lovely place', 'City, State', '$$ (Moderate)', $4) returning id, status`;

  it('a user applies for themselves as pending and reads it back', async () => {
    await seedUsers();
    const rows = await asUser(
      db,
      bob,
      async (tx) => (await tx.query(insertSql, [bob, 'Hall', 'https://hall.example', 'pending'])).rows,
    );
    expect(rows).toEqual([{ id: expect.any(String), status: 'pending' }]);
  });

  it('user_id defaults to the caller', async () => {
    await seedUsers();
    await asUser(db, bob, (tx) =>
      tx.query(`insert into public.vendors (business_name, contact_name, email, category, description, location, price_range)
                values ('Hall', 'Bob', 'b@example.com', 'Venue', 'Desc', 'Here', '$ (Budget-friendly)')`),
    );
    expect((await db.query('select user_id from public.vendors')).rows).toEqual([{ user_id: bob }]);
  });

  it('refuses an application for someone else; any status sent is stored as pending', async () => {
    await seedUsers();
    // Without `returning`: reading the row back would bring in the SELECT policy and hide a lax INSERT check.
    const insertOnly = insertSql.replace(' returning id, status', '');
    await asUser(db, bob, async (tx) => {
      expect(await attempt(tx, insertOnly, [alice, 'Hall', null, 'pending'])).toMatchObject({
        ok: false,
        code: '42501',
      });
      expect((await attempt(tx, insertOnly, [bob, 'Hall', null, 'approved'])).ok).toBe(true);
    });
    expect((await db.query('select user_id, status from public.vendors')).rows).toEqual([
      { user_id: bob, status: 'pending' },
    ]);
  });

  it('a user cannot read others’ pending applications nor approve their own; an admin reads all and approves', async () => {
    await seedUsers();
    await asUser(db, bob, (tx) => tx.query(insertSql, [bob, 'Hall', '', 'pending']));
    await asUser(db, carol, (tx) => tx.query(insertSql, [carol, 'Flowers', null, 'pending']));
    await asUser(db, carol, async (tx) => {
      expect((await tx.query('select business_name from public.vendors')).rows).toEqual([
        { business_name: 'Flowers' },
      ]);
      expect(
        await attempt(tx, `update public.vendors set status = 'approved' where user_id = $1`, [carol]),
      ).toMatchObject({ ok: false, code: '42501' });
      const renameOthers = await attempt(
        tx,
        `update public.vendors set business_name = 'X' where user_id = $1`,
        [bob],
      );
      expect(renameOthers.ok && renameOthers.affectedRows).toBe(0);
    });
    await makeAdmin(db, alice);
    await asUser(db, alice, async (tx) => {
      expect(
        (await tx.query('select business_name from public.vendors order by business_name')).rows,
      ).toHaveLength(2);
      const { rows } = await tx.query<{ id: string }>('select id from public.vendors where user_id = $1', [
        carol,
      ]);
      await tx.query(`select public.review_vendor_application($1, 'approved', 'Welcome')`, [rows[0].id]);
    });
    expect((await db.query('select status from public.vendors where user_id = $1', [carol])).rows).toEqual([
      { status: 'approved' },
    ]);
  });

  it('visitors cannot apply or read', async () => {
    await seedUsers();
    await asAnon(db, async (tx) => {
      expect((await attempt(tx, insertSql, [bob, 'Hall', null, 'pending'])).ok).toBe(false);
      expect((await attempt(tx, 'select * from public.vendors')).ok).toBe(false);
    });
  });

  it.each([
    ['javascript: website', 'Hall', 'javascript:alert(1)'],
    ['blank business name', '   ', null],
    ['over-long business name', 'x'.repeat(201), null],
  ])('refuses a %s', async (_label, name, website) => {
    await seedUsers();
    const result = await asUser(db, bob, (tx) => attempt(tx, insertSql, [bob, name, website, 'pending']));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.code).toBe('23514');
  });
});

describe('function grants', () => {
  it('visitors execute no public function; signed-in users exactly the app’s RPCs', async () => {
    const { rows } = await db.query<{ name: string; anon: boolean; authenticated: boolean }>(
      `select p.proname as name,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
        order by 1`,
    );
    expect(rows.filter((r) => r.anon)).toEqual([]);
    expect(rows.filter((r) => r.authenticated).map((r) => r.name)).toEqual([
      // A command's batch of changes, as the caller under RLS, in one transaction (…_apply_changes.sql).
      'apply_changes',
      // The day's e-mail allowance for the caller's own sends (send-email, under the couple's token).
      'claim_email_quota',
      'claim_seed',
      // Admins only (it checks): issue 19 item 4.
      'delete_contact_message',
      'get_user_stats',
      'is_admin',
      'is_super_admin',
      // The caller's own task reminder switches, merged in one statement.
      // Storage policies on the published bucket run as the caller; they answer only about the caller's invitations
      // and files (issue 34 item 5).
      'may_publish_card',
      'merge_task_reminders',
      'my_stale_cards',
      'owns_published',
      // Admins only (each checks): issue 12.
      'review_vendor_application',
      'set_contact_message_handled',
    ]);
  });
});
