// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asRole, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/**
 * The AI spending limits (migration …_ai_budget.sql), called the way the `ai` Edge Function calls them: over RPC
 * with the secret key (service_role), after it verified the caller's JWT.
 */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});
beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
  // Accounts older than a day: a new one makes fewer images (below).
  await db.query(`update public.users set created_at = now() - interval '2 days'`);
});
afterEach(() => db.exec('rollback'));

const { alice, bob, carol } = ids;
type Reserved = { reservation: string | null; refusal: string | null };

const asService = <T>(fn: (tx: Db) => Promise<T>) => asRole(db, 'service_role', { role: 'service_role' }, fn);

async function reserve(
  userId: string,
  kind: 'chat' | 'image',
  { model = kind === 'chat' ? 'gpt-4o-mini' : 'gpt-image-2', input = 100, output = 2000 } = {},
): Promise<Reserved> {
  return asService(
    async (tx) =>
      (
        await tx.query<Reserved>('select * from public.ai_reserve($1, $2, $3, $4, $5)', [
          userId,
          kind,
          model,
          input,
          output,
        ])
      ).rows[0],
  );
}
const refusals = async (
  userId: string,
  kind: 'chat' | 'image',
  times: number,
  options?: Parameters<typeof reserve>[2],
) => {
  const out: (string | null)[] = [];
  for (let i = 0; i < times; i++) out.push((await reserve(userId, kind, options)).refusal);
  return out;
};
const settle = (reservation: string, input: number | null, output: number | null) =>
  asService((tx) => tx.query('select public.ai_settle($1, $2, $3)', [reservation, input, output]));
const refund = (reservation: string) =>
  asService((tx) => tx.query('select public.ai_refund($1)', [reservation]));
const dayTokens = async (userId: string) =>
  Number(
    (
      await db.query<{ t: string }>(
        `select coalesce(sum(tokens), 0)::text as t from private.ai_daily_usage where user_id = $1`,
        [userId],
      )
    ).rows[0].t,
  );
const spend = async () =>
  Number(
    (
      await db.query<{ s: string }>(
        'select coalesce(sum(micro_usd), 0)::text as s from private.ai_daily_spend',
      )
    ).rows[0].s,
  );
const setLimits = (sql: string) => db.query(`update private.ai_limits set ${sql}`);

describe('ai_reserve: rate windows', () => {
  it('allows 30 chat requests in a minute, then refuses; a refused request is not counted', async () => {
    const results = await refusals(alice, 'chat', 32, { input: 10, output: 10 });
    expect(results.slice(0, 30).every((r) => r === null)).toBe(true);
    expect(results.slice(30)).toEqual(['rate_limited', 'rate_limited']);
    const { rows } = await db.query<{ count: number }>(
      `select count from private.ai_usage where user_id = $1 and kind = 'chat'`,
      [alice],
    );
    expect(rows).toEqual([{ count: 30 }]);
  });

  it('allows 5 images an hour, then refuses; kinds and users count separately', async () => {
    expect(await refusals(alice, 'image', 6)).toEqual([null, null, null, null, null, 'rate_limited']);
    expect(await refusals(alice, 'chat', 1)).toEqual([null]);
    expect(await refusals(bob, 'image', 1)).toEqual([null]);
  });

  it('a full earlier window does not count, and windows older than a day are forgotten', async () => {
    await db.query(
      `insert into private.ai_usage (user_id, kind, window_start, count)
       values ($1, 'image', date_trunc('hour', now()) - interval '1 hour', 5), ($1, 'image', now() - interval '2 days', 5)`,
      [alice],
    );
    expect(await refusals(alice, 'image', 1)).toEqual([null]);
    expect((await db.query(`select 1 from private.ai_usage where user_id = $1`, [alice])).rows).toHaveLength(
      2,
    );
  });
});

describe('ai_reserve: the daily budget and the global cap', () => {
  it('refuses the request that would go over the user’s daily token budget, and only that user’s', async () => {
    await setLimits('user_daily_tokens = 10000');
    expect(await refusals(alice, 'chat', 3, { input: 1000, output: 3000 })).toEqual([
      null,
      null,
      'daily_budget',
    ]);
    expect(await dayTokens(alice)).toBe(8000);
    expect(await refusals(bob, 'chat', 1, { input: 1000, output: 3000 })).toEqual([null]);
  });

  it('refuses one request larger than the whole budget', async () => {
    await setLimits('user_daily_tokens = 1000');
    expect(await refusals(alice, 'chat', 1, { input: 10, output: 2000 })).toEqual(['daily_budget']);
    expect(await dayTokens(alice)).toBe(0);
  });

  it('counts images per day too (8 by default)', async () => {
    await setLimits('images_per_hour = 100');
    const results = await refusals(alice, 'image', 9);
    expect(results.filter((r) => r === null)).toHaveLength(8);
    expect(results.at(-1)).toBe('daily_budget');
  });

  it('stops everyone when the day’s global spend cap is reached, counting each model at its price', async () => {
    // gpt-image-2 is priced at $0.25 an image: a $1 cap holds four.
    await setLimits('global_daily_micro_usd = 1000000');
    expect(await refusals(alice, 'image', 3)).toEqual([null, null, null]);
    expect(await refusals(bob, 'image', 2)).toEqual([null, 'global_budget']);
    expect(await spend()).toBe(1_000_000);
    // Chat at gpt-4o-mini's prices is cheap, but still counted against the same cap.
    expect(await refusals(bob, 'chat', 1, { input: 1000, output: 1000 })).toEqual(['global_budget']);
  });

  it('chat and images have a day each: images spent to their cap leave the chat working, and the other way round', async () => {
    await setLimits('global_daily_image_micro_usd = 500000, global_daily_chat_micro_usd = 1000');
    expect(await refusals(alice, 'image', 3)).toEqual([null, null, 'global_budget']);
    expect(await refusals(bob, 'chat', 1, { input: 1000, output: 1000 })).toEqual([null]);
    expect(await refusals(bob, 'chat', 1, { input: 1000, output: 1000 })).toEqual(['global_budget']);
    expect(await refusals(bob, 'image', 1)).toEqual(['global_budget']);
  });

  it('global AI budget exhausted by a few accounts: sixteen new accounts making five images each leave AI for everyone', async () => {
    const fresh = Array.from(
      { length: 16 },
      (_, i) => `00000000-0000-4000-8000-1000000000${String(i).padStart(2, '0')}`,
    );
    for (const [i, id] of fresh.entries()) await createAuthUser(db, { id, email: `new${i}@example.com` });
    const made: number[] = [];
    for (const id of fresh) made.push((await refusals(id, 'image', 5)).filter((r) => r === null).length);
    // Two images a day each while the account is younger than a day.
    expect(made).toEqual(Array(16).fill(2));
    expect(await spend()).toBe(32 * 250_000);
    // The established accounts still have images and chat.
    expect(await refusals(alice, 'image', 1)).toEqual([null]);
    expect(await refusals(bob, 'chat', 1)).toEqual([null]);
  });

  it('charges a model without a price row at the high default prices', async () => {
    expect(
      await reserve(alice, 'chat', { model: 'some-new-model', input: 100_000, output: 0 }),
    ).toMatchObject({ refusal: null });
    // $5 per million input tokens.
    expect(await spend()).toBe(500_000);
  });
});

describe('ai_settle and ai_refund', () => {
  it('settling replaces the reserved worst case with the usage the provider reported', async () => {
    const { reservation } = await reserve(alice, 'chat', { input: 100, output: 2000 });
    expect(await dayTokens(alice)).toBe(2100);
    await settle(reservation!, 50, 100);
    expect(await dayTokens(alice)).toBe(150);
    // 50 input and 100 output tokens of gpt-4o-mini: 7.5 + 60 millionths, rounded up.
    expect(await spend()).toBe(68);
    // Settled once: a second settle (or a refund) changes nothing.
    await settle(reservation!, 1, 1);
    await refund(reservation!);
    expect(await dayTokens(alice)).toBe(150);
  });

  it('without a usage report the reservation stands as charged', async () => {
    const { reservation } = await reserve(alice, 'chat', { input: 100, output: 2000 });
    await settle(reservation!, null, null);
    expect(await dayTokens(alice)).toBe(2100);
  });

  it('a refund gives everything back, the rate-window count included, so failed requests never use up the quota', async () => {
    for (let i = 0; i < 40; i++) {
      const { reservation, refusal } = await reserve(alice, 'chat');
      expect(refusal).toBeNull();
      await refund(reservation!);
    }
    expect(await dayTokens(alice)).toBe(0);
    expect(await spend()).toBe(0);
    expect((await db.query(`select count from private.ai_usage where user_id = $1`, [alice])).rows).toEqual([
      { count: 0 },
    ]);
  });
});

describe('who is refused', () => {
  it('a suspended user, at once, whatever their token still says', async () => {
    await createAuthUser(db, { id: carol, email: 'carol@example.com', bannedUntil: '2999-01-01T00:00:00Z' });
    expect(await refusals(carol, 'chat', 1)).toEqual(['suspended']);
    expect(await refusals(alice, 'chat', 1)).toEqual([null]);
    await db.query(`update public.users set status = 'suspended' where id = $1`, [alice]);
    expect(await refusals(alice, 'chat', 1)).toEqual(['suspended']);
    expect(await refusals(alice, 'image', 1)).toEqual(['suspended']);
  });

  it('a user id with no account', async () => {
    expect(await refusals('00000000-0000-4000-8000-0000000000ff', 'chat', 1)).toEqual(['no_account']);
  });

  it('bad arguments raise instead of charging nobody', async () => {
    await asService(async (tx) => {
      expect(await attempt(tx, `select * from public.ai_reserve(null, 'chat', 'm', 1, 1)`)).toMatchObject({
        ok: false,
        code: '42501',
      });
      expect(
        await attempt(tx, `select * from public.ai_reserve($1, 'video', 'm', 1, 1)`, [alice]),
      ).toMatchObject({ ok: false, code: '22023' });
      expect(
        await attempt(tx, `select * from public.ai_reserve($1, 'chat', 'm', -5, 1)`, [alice]),
      ).toMatchObject({ ok: false, code: '22023' });
    });
  });

  it('users and visitors cannot reserve, settle or refund (a user could otherwise refund their own spending)', async () => {
    const { reservation } = await reserve(alice, 'chat');
    for (const run of [
      (fn: (tx: Db) => Promise<unknown>) => asUser(db, alice, fn),
      (fn: (tx: Db) => Promise<unknown>) => asAnon(db, fn),
    ]) {
      await run(async (tx) => {
        for (const sql of [
          `select * from public.ai_reserve('${alice}', 'chat', 'gpt-4o-mini', 1, 1)`,
          `select public.ai_settle('${reservation}', 0, 0)`,
          `select public.ai_refund('${reservation}')`,
        ]) {
          const result = await attempt(tx, sql);
          expect(result).toMatchObject({ ok: false, code: '42501' });
          expect(!result.ok && result.error).toMatch(/permission denied/);
        }
      });
    }
    expect(await dayTokens(alice)).toBe(2100);
  });

  it('the old caller-side quota function is gone', async () => {
    const { rows } = await db.query(`select 1 from pg_proc where proname = 'consume_ai_quota'`);
    expect(rows).toEqual([]);
  });
});

describe('private stays private', () => {
  it('users cannot read or write the counters, limits or prices', async () => {
    await asUser(db, alice, async (tx) => {
      for (const table of [
        'ai_usage',
        'ai_daily_usage',
        'ai_daily_spend',
        'ai_limits',
        'ai_prices',
        'ai_reservations',
      ]) {
        expect(await attempt(tx, `select * from private.${table}`)).toMatchObject({
          ok: false,
          code: '42501',
        });
      }
      expect(await attempt(tx, `update private.ai_limits set user_daily_tokens = 999999999`)).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
  });

  it('nothing in private is executable or readable by API roles', async () => {
    // Except the wedding membership helpers, which every planning policy and wedding_id default calls as the caller,
    // and the two the storage policies call (a wedding's old file folder, its bytes under the 500 MB cap): without
    // USAGE on the schema a client cannot name them, only the stored policies and defaults reach them.
    const { rows } = await db.query<{ name: string }>(
      `select p.oid::regprocedure::text as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'private'
          and p.oid not in ('private.my_weddings(text)'::regprocedure, 'private.default_wedding()'::regprocedure,
                            'private.legacy_file_folders(text)'::regprocedure, 'private.wedding_file_bytes(text)'::regprocedure)
          and (has_function_privilege('authenticated', p.oid, 'execute') or has_function_privilege('anon', p.oid, 'execute'))
       union all
       select 'schema usage' where has_schema_privilege('authenticated', 'private', 'usage') or has_schema_privilege('anon', 'private', 'usage')`,
    );
    expect(rows).toEqual([]);
  });

  it('the logic is security definer in private with an empty search_path; the public doors only wrap it', async () => {
    const { rows } = await db.query<{
      schema: string;
      name: string;
      definer: boolean;
      config: string[] | null;
    }>(
      `select n.nspname as schema, p.proname as name, p.prosecdef as definer, p.proconfig as config
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.proname in ('ai_reserve', 'ai_settle', 'ai_refund') order by 2, 1`,
    );
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row).toMatchObject({ definer: true, config: ['search_path=""'] });
  });
});
