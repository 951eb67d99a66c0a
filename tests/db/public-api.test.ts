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
const OTHER_TOKEN = 'Zzz999_-qqqQQQ1234567890';

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
        image_path: null,
        language: 'en',
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
    // "Find your invitation" is not among them: it e-mails the link (send-email) and returns no token (issue 34).
    expect(functions.map((f) => f.name)).toEqual([
      'invite_by_token',
      'mark_gift_bought',
      'report_gift',
      'rsvp_by_token',
      'rsvp_submit',
      'rsvp_travel',
      'submit_travel',
      'website_by_slug',
      'website_funds',
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

  it('hashes the caller from the address the platform vouches for, never storing it', async () => {
    const hashOf = async (headers: Record<string, string>) => {
      await db.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
      return (await db.query<{ h: string }>('select private.caller_hash() as h')).rows[0]!.h;
    };
    const real = await hashOf({
      'cf-connecting-ip': '203.0.113.7',
      'x-forwarded-for': '1.2.3.4, 203.0.113.7',
    });
    expect(real).toMatch(/^[0-9a-f]{64}$/);
    expect(real).not.toContain('203');
    // Whatever the caller writes into X-Forwarded-For, Cloudflare's header decides.
    expect(await hashOf({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '9.9.9.9' })).toBe(real);
    // Without it, the right-most hop (the one the platform's proxy appended), not the caller's own entries.
    expect(await hashOf({ 'x-forwarded-for': '9.9.9.9, 8.8.8.8, 203.0.113.7' })).toBe(real);
    expect(await hashOf({ 'x-forwarded-for': '198.51.100.1' })).not.toBe(real);
    // One IPv6 /64 is one caller.
    const v6 = await hashOf({ 'cf-connecting-ip': '2001:db8:1:2::1' });
    expect(await hashOf({ 'cf-connecting-ip': '2001:db8:1:2:ffff:abcd:1234:5678' })).toBe(v6);
    expect(await hashOf({ 'cf-connecting-ip': '2001:db8:1:3::1' })).not.toBe(v6);
  });
});

describe('rate limits that hold (issue 34)', () => {
  const TOKEN_SHAPED = (i: number) => `Unknown_token-${String(i).padStart(10, '0')}`;
  const submitAs = (headers: Record<string, string>, token: string, reply: unknown = { guests: [] }) =>
    asAnon(db, async (d) => {
      await d.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
      return (
        await d.query<{ r: string }>('select api.rsvp_submit($1, $2) as r', [token, JSON.stringify(reply)])
      ).rows[0]!.r;
    });
  const calls = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from private.public_calls')).rows[0]!.n;

  it('a caller who rotates X-Forwarded-For gets no fresh allowance', async () => {
    const results: string[] = [];
    for (let i = 0; i < 121; i++)
      results.push(
        await submitAs(
          { 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}, 203.0.113.7` },
          TOKEN_SHAPED(i),
        ),
      );
    expect(results.slice(0, 120).every((r) => r === 'not_found')).toBe(true);
    expect(results[120]).toBe('rate_limited');
    // Another caller is not held up.
    expect(await submitAs({ 'cf-connecting-ip': '198.51.100.9' }, TOKEN_SHAPED(0))).toBe('not_found');
  });

  it('500 calls with bad tokens from rotating forwarded addresses leave at most one row behind', async () => {
    for (let i = 0; i < 500; i++)
      await submitAs(
        { 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}, 203.0.113.8` },
        i % 2 ? 'bad' : TOKEN_SHAPED(i),
      );
    expect(await calls()).toBeLessThanOrEqual(1);
  });

  it('malformed input is refused before it is counted', async () => {
    await submitAs({ 'cf-connecting-ip': '203.0.113.9' }, 'not a token');
    const malformed = await asAnon(db, (d) =>
      attempt(d, 'select api.rsvp_submit($1, $2)', [TOKEN_SHAPED(1), JSON.stringify({ guests: 'all' })]),
    );
    expect(malformed).toMatchObject({ ok: false, code: '22023' });
    expect(await calls()).toBe(0);
  });

  it('expired windows of every bucket are cleared, not only the bucket being counted', async () => {
    await db.exec(`
      insert into private.public_calls (bucket, window_start, expires_at, calls)
      select 'gone:' || g, now() - interval '3 hours', now() - interval '2 hours', 1 from generate_series(1, 150) g;
      insert into private.public_calls (bucket, window_start, expires_at, calls)
      values ('current', now(), now() + interval '1 hour', 1);
    `);
    await db.query(`select private.allow_public_call('another', 5, interval '1 hour')`);
    const { rows } = await db.query<{ bucket: string }>('select bucket from private.public_calls order by 1');
    expect(rows.map((r) => r.bucket)).toEqual(['another', 'current']);
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
