// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asRole, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/** The public `api` schema: guests with a link read exactly what the link names, and nothing can be listed. */
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
const TOKEN = 'Abc123_-xyzXYZ0987654321';
const OTHER_TOKEN = 'Zzz999_-qqqQQQ1111111111';

async function aliceInvites() {
  await asUser(db, alice, (d) =>
    d.query(
      `insert into public.invites (id, name, date, template_id, token, design) values
        ('i1', 'Our wedding', '2027-06-12', '1', $1, '{"version":1,"elements":[]}'),
        ('i2', 'Rehearsal dinner', null, '2', $2, null),
        ('i3', 'Draft without a link', null, '3', null, null)`,
      [TOKEN, OTHER_TOKEN],
    ),
  );
}

describe('api.invite_by_token', () => {
  it('gives a visitor exactly the one invitation its token names', async () => {
    await aliceInvites();
    const { rows } = await asAnon(db, (d) => d.query('select * from api.invite_by_token($1)', [TOKEN]));
    expect(rows).toEqual([
      {
        id: 'i1',
        name: 'Our wedding',
        date: expect.anything(),
        template_id: '1',
        hosts: null,
        venue: null,
        image_version: 0,
      },
    ]);
  });

  it('gives nothing for a wrong, empty, malformed or pattern-like token', async () => {
    await aliceInvites();
    for (const token of ['Abc123_-xyzXYZ0987654322', '', 'short', '%', `${TOKEN}' or '1'='1`, null]) {
      const { rows } = await asAnon(db, (d) => d.query('select * from api.invite_by_token($1)', [token]));
      expect(rows, String(token)).toEqual([]);
    }
  });

  it('does not let a visitor (or another user) list or read invitations through the table', async () => {
    await aliceInvites();
    const anon = await asAnon(db, (d) => attempt(d, 'select * from public.invites'));
    expect(anon.ok).toBe(false);
    const bobs = await asUser(db, bob, (d) => d.query('select * from public.invites'));
    expect(bobs.rows).toEqual([]);
    expect(
      (
        await asUser(db, bob, (d) =>
          d.query(`update public.invites set name = 'x' where token = $1`, [TOKEN]),
        )
      ).affectedRows,
    ).toBe(0);
    expect(
      (await asUser(db, bob, (d) => d.query(`delete from public.invites where token = $1`, [TOKEN])))
        .affectedRows,
    ).toBe(0);
  });

  it('grants visitors no table of the app and no function in api beyond those granted by name', async () => {
    // (Supabase's own storage schema keeps its grants; its row-level security decides, see storage.test.ts.)
    const { rows: tables } = await db.query<{ table: string }>(
      `select table_schema || '.' || table_name as table from information_schema.role_table_grants
       where grantee = 'anon' and table_schema in ('public', 'api', 'private')`,
    );
    expect(tables).toEqual([]);
    const { rows: functions } = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'api' and has_function_privilege('anon', p.oid, 'execute') order by 1`,
    );
    // The invitation page's and the guests' pages' (issue 13) calls: each checks its token or slug and rate limit.
    expect(functions.map((f) => f.name)).toEqual([
      'find_household',
      'invite_by_token',
      'mark_gift_bought',
      'rsvp_by_token',
      'rsvp_submit',
      'website_by_slug',
    ]);
  });

  it('keeps tokens unique and well formed', async () => {
    await aliceInvites();
    const dup = await asUser(db, bob, (d) =>
      attempt(d, `insert into public.invites (id, name, token) values ('b1', 'Copy', $1)`, [TOKEN]),
    );
    expect(dup.ok).toBe(false);
    const bad = await asUser(db, bob, (d) =>
      attempt(d, `insert into public.invites (id, name, token) values ('b2', 'Weak', 'abc')`),
    );
    expect(bad).toMatchObject({ ok: false, code: '23514' });
  });
});

describe('private.allow_public_call', () => {
  it('allows calls up to the limit in a window, then refuses without counting', async () => {
    const results = [];
    for (let i = 0; i < 5; i++) {
      const { rows } = await db.query<{ ok: boolean }>(
        `select private.allow_public_call('rsvp:t1', 3, interval '1 minute') as ok`,
      );
      results.push(rows[0].ok);
    }
    expect(results).toEqual([true, true, true, false, false]);
    const { rows } = await db.query<{ ok: boolean }>(
      `select private.allow_public_call('rsvp:t2', 3, interval '1 minute') as ok`,
    );
    expect(rows[0].ok).toBe(true);
  });

  it('is out of reach of API roles, and so is the caller hash', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      const call = await asRole(db, role, { role }, (d) =>
        attempt(d, `select private.allow_public_call('x', 1, interval '1 minute')`),
      );
      expect(call.ok).toBe(false);
    }
  });

  it('hashes the caller from the first forwarded address, never storing it', async () => {
    await db.query(`select set_config('request.headers', $1, true)`, [
      JSON.stringify({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }),
    ]);
    const { rows } = await db.query<{ h: string }>('select private.caller_hash() as h');
    expect(rows[0].h).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].h).not.toContain('203');
    await db.query(`select set_config('request.headers', $1, true)`, [
      JSON.stringify({ 'x-forwarded-for': '198.51.100.1' }),
    ]);
    const { rows: other } = await db.query<{ h: string }>('select private.caller_hash() as h');
    expect(other[0].h).not.toBe(rows[0].h);
  });
});

describe('batch writes', () => {
  it('an array upsert stores every row or, when one is refused, none (what putMany relies on)', async () => {
    const batch = await asUser(db, alice, (d) =>
      attempt(
        d,
        `insert into public.songs (id, title, artist, category) values ('s1', 'Fine', 'A', 'ceremony'), ('s2', '', 'B', 'ceremony')`,
      ),
    );
    expect(batch.ok).toBe(false);
    const { rows } = await asUser(db, alice, (d) => d.query('select id from public.songs'));
    expect(rows).toEqual([]);
  });
});
