// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asRole, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

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

async function consume(userId: string, kind: string, times: number): Promise<boolean[]> {
  return asUser(db, userId, async (tx) => {
    const results: boolean[] = [];
    for (let i = 0; i < times; i++) {
      results.push(
        (await tx.query<{ ok: boolean }>('select public.consume_ai_quota($1) as ok', [kind])).rows[0].ok,
      );
    }
    return results;
  });
}

describe('consume_ai_quota', () => {
  it('allows 30 chat requests in a minute, then refuses', async () => {
    const results = await consume(alice, 'chat', 32);
    expect(results.slice(0, 30).every(Boolean)).toBe(true);
    expect(results.slice(30)).toEqual([false, false]);
  });

  it('allows 5 images in an hour, then refuses; the kinds and users count separately', async () => {
    expect(await consume(alice, 'image', 6)).toEqual([true, true, true, true, true, false]);
    expect(await consume(alice, 'chat', 1)).toEqual([true]);
    expect(await consume(bob, 'image', 1)).toEqual([true]);
  });

  it('counts in fixed windows: a full current window refuses, a full earlier one does not', async () => {
    await db.query(
      `insert into private.ai_usage (user_id, kind, window_start, count)
       values ($1, 'image', date_trunc('hour', now()), 5), ($1, 'chat', date_trunc('minute', now()), 30),
              ($2, 'image', date_trunc('hour', now()) - interval '1 hour', 5), ($2, 'chat', date_trunc('minute', now()) - interval '1 minute', 30)`,
      [alice, bob],
    );
    expect(await consume(alice, 'image', 1)).toEqual([false]);
    expect(await consume(alice, 'chat', 1)).toEqual([false]);
    expect(await consume(bob, 'image', 1)).toEqual([true]);
    expect(await consume(bob, 'chat', 1)).toEqual([true]);
  });

  it('starts afresh in a new window and forgets windows older than a day', async () => {
    await db.query(
      `insert into private.ai_usage (user_id, kind, window_start, count)
       values ($1, 'image', date_trunc('hour', now()) - interval '1 hour', 5),
              ($1, 'image', now() - interval '2 days', 5)`,
      [alice],
    );
    expect(await consume(alice, 'image', 1)).toEqual([true]);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from private.ai_usage where user_id = $1',
      [alice],
    );
    expect(rows[0].n).toBe(2);
  });

  it('refuses unknown kinds', async () => {
    expect(
      await asUser(db, alice, (tx) => attempt(tx, `select public.consume_ai_quota('video')`)),
    ).toMatchObject({ ok: false });
  });

  it('refuses a caller without a user id', async () => {
    // Role authenticated but no `sub` claim (e.g. a service token): nothing to count against.
    const result = await asRole(db, 'authenticated', { role: 'authenticated' }, (tx) =>
      attempt(tx, `select public.consume_ai_quota('chat')`),
    );
    expect(result).toMatchObject({ ok: false, code: '42501' });
  });

  it('visitors cannot execute it (no grant, not merely the null-uid refusal)', async () => {
    const result = await asAnon(db, (tx) => attempt(tx, `select public.consume_ai_quota('chat')`));
    expect(result).toMatchObject({ ok: false, code: '42501' });
    expect(!result.ok && result.error).toMatch(/permission denied/);
  });

  it('users cannot read or write private.ai_usage', async () => {
    await consume(alice, 'chat', 1);
    await asUser(db, alice, async (tx) => {
      expect(await attempt(tx, 'select * from private.ai_usage')).toMatchObject({ ok: false, code: '42501' });
      expect(await attempt(tx, 'delete from private.ai_usage')).toMatchObject({ ok: false, code: '42501' });
      expect(
        await attempt(
          tx,
          `insert into private.ai_usage (user_id, kind, window_start, count) values ($1, 'chat', now(), -100)`,
          [alice],
        ),
      ).toMatchObject({ ok: false, code: '42501' });
    });
    await asAnon(db, async (tx) => {
      expect(await attempt(tx, 'select * from private.ai_usage')).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it("a user cannot reach the private function to spend someone else's quota", async () => {
    const result = await asUser(db, alice, (tx) =>
      attempt(tx, `select private.consume_ai_quota($1, 'image')`, [bob]),
    );
    expect(result).toMatchObject({ ok: false, code: '42501' });
    // Bob's hour is untouched: all five of his images remain.
    expect(await consume(bob, 'image', 6)).toEqual([true, true, true, true, true, false]);
  });

  it('the counting logic is a security definer function in private; the public door only wraps it', async () => {
    const { rows } = await db.query<{
      schema: string;
      args: string;
      definer: boolean;
      config: string[] | null;
    }>(
      `select n.nspname as schema, pg_get_function_identity_arguments(p.oid) as args,
              p.prosecdef as definer, p.proconfig as config
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.proname = 'consume_ai_quota' order by 1`,
    );
    expect(rows).toEqual([
      { schema: 'private', args: 'p_user_id uuid, p_kind text', definer: true, config: ['search_path=""'] },
      { schema: 'public', args: 'p_kind text', definer: true, config: ['search_path=""'] },
    ]);
  });

  it('nothing in private is executable or readable by API roles', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select p.oid::regprocedure::text as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'private'
          and (has_function_privilege('authenticated', p.oid, 'execute') or has_function_privilege('anon', p.oid, 'execute'))
       union all
       select 'schema usage' where has_schema_privilege('authenticated', 'private', 'usage') or has_schema_privilege('anon', 'private', 'usage')`,
    );
    expect(rows).toEqual([]);
  });
});
