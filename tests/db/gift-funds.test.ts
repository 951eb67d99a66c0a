// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/**
 * Cash funds on the registry (issue 32 item 5): the couple's funds under RLS, shown on their published website, and a
 * guest's own report of what they sent, which lands unconfirmed in the couple's gifts ledger — only with their
 * household's link, bounded in size and limited per household.
 */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});

const { alice, bob } = ids;
const TOKEN = 'Abc123_-xyzXYZ0987654321';
const OTHER_TOKEN = 'Zzz999_-qqqQQQ1234567890';
const BOB_TOKEN = 'Bob999_-qqqQQQ1234567890';
const SLUG = 'priya-and-arjun';

beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
  await asUser(db, alice, (d) =>
    d.exec(`
      insert into public.households (id, name, rsvp_token) values
        ('h1', 'The Sharma family', '${TOKEN}'), ('h2', 'The Kapoors', '${OTHER_TOKEN}');
      insert into public.websites (id, slug, published) values ('site', '${SLUG}', true);
      insert into public.gift_funds (id, title, goal, description, upi_id, payee_name) values
        ('honeymoon', 'Honeymoon', 200000, 'Two weeks in Kerala', 'priya.arjun@okaxis', 'Priya Sharma');
    `),
  );
  await asUser(db, bob, (d) =>
    d.exec(`
      insert into public.households (id, name, rsvp_token) values ('b1', 'Bob''s friends', '${BOB_TOKEN}');
      insert into public.gift_funds (id, title, payment_url) values ('home', 'First home', 'https://pay.example.com/bob');
    `),
  );
});
afterEach(() => db.exec('rollback'));

const report = async (
  amount: number | string | null,
  {
    token = TOKEN as string | null,
    fund = 'honeymoon',
    note = null as string | null,
    ip = '203.0.113.7',
  } = {},
) =>
  await asAnon(db, async (d) => {
    await d.query(`select set_config('request.headers', $1, true)`, [
      JSON.stringify({ 'cf-connecting-ip': ip }),
    ]);
    return attempt<{ r: string }>(d, 'select api.report_gift($1, $2, $3, $4, $5) as r', [
      SLUG,
      fund,
      token,
      amount,
      note,
    ]);
  });
const result = async (...args: Parameters<typeof report>) => {
  const r = await report(...args);
  if (!r.ok) throw new Error(r.error);
  return r.rows[0]!.r;
};

const aliceGifts = async () =>
  (
    await asUser(db, alice, (d) =>
      d.query(
        `select kind, description, amount::text, household_id, source, confirmed, note from public.gifts order by id`,
      ),
    )
  ).rows;

describe('gift_funds', () => {
  it('another couple cannot read, change or delete them', async () => {
    expect(
      (await asUser(db, bob, (d) => d.query('select * from public.gift_funds where user_id = $1', [alice])))
        .rows,
    ).toEqual([]);
    expect(
      (
        await asUser(db, bob, (d) =>
          d.query(`update public.gift_funds set title = 'x' where user_id = $1`, [alice]),
        )
      ).affectedRows,
    ).toBe(0);
    expect(
      (await asUser(db, bob, (d) => d.query('delete from public.gift_funds where user_id = $1', [alice])))
        .affectedRows,
    ).toBe(0);
    const anon = await asAnon(db, (d) => attempt(d, 'select * from public.gift_funds'));
    expect(anon.ok).toBe(false);
  });

  it('refuses a malformed UPI ID, a payment link that is not https, and a fund with no way to pay', async () => {
    const insert = (values: string) =>
      asUser(db, alice, (d) =>
        attempt(d, `insert into public.gift_funds (id, title, upi_id, payment_url) values ${values}`),
      );
    expect(await insert(`('a', 'A', 'not-an-id', null)`)).toMatchObject({ ok: false, code: '23514' });
    expect(await insert(`('b', 'B', null, 'javascript:alert(1)')`)).toMatchObject({
      ok: false,
      code: '23514',
    });
    expect(await insert(`('c', 'C', null, 'http://pay.example.com')`)).toMatchObject({
      ok: false,
      code: '23514',
    });
    expect(await insert(`('d', 'D', null, null)`)).toMatchObject({ ok: false, code: '23514' });
    expect(await insert(`('e', 'E', 'name@upi', 'https://pay.example.com/x')`)).toMatchObject({ ok: true });
  });

  it('a published website with its registry shows its funds to visitors, and only then', async () => {
    const funds = async () =>
      (await asAnon(db, (d) => d.query<{ f: unknown }>('select api.website_funds($1) as f', [SLUG]))).rows[0]!
        .f;
    expect(await funds()).toEqual([
      {
        id: 'honeymoon',
        title: 'Honeymoon',
        goal: 200000,
        description: 'Two weeks in Kerala',
        upiId: 'priya.arjun@okaxis',
        payeeName: 'Priya Sharma',
        paymentUrl: null,
      },
    ]);
    await asUser(db, alice, (d) => d.exec(`update public.websites set show_registry = false`));
    expect(await funds()).toBeNull();
    await asUser(db, alice, (d) =>
      d.exec(`update public.websites set show_registry = true, published = false`),
    );
    expect(await funds()).toBeNull();
  });
});

describe('api.report_gift', () => {
  it('writes an unconfirmed cash gift from the household into the couple’s ledger', async () => {
    expect(await result(5100, { note: '  Blessings from all of us ' })).toBe('reported');
    expect(await aliceGifts()).toEqual([
      {
        kind: 'cash',
        description: 'Sent to Honeymoon',
        amount: '5100',
        household_id: 'h1',
        source: 'guest-report',
        confirmed: false,
        note: 'Blessings from all of us',
      },
    ]);
    // Nothing reaches another couple, nor their funds through this site.
    expect((await asUser(db, bob, (d) => d.query('select * from public.gifts'))).rows).toEqual([]);
    expect(await result(100, { fund: 'home' })).toBe('not_found');
  });

  it('only a household of the couple reports, with a well-formed link', async () => {
    expect(await result(100, { token: null })).toBe('not_invited');
    expect(await result(100, { token: 'short' })).toBe('not_invited');
    expect(await result(100, { token: BOB_TOKEN })).toBe('not_invited');
    expect(await result(100, { fund: 'nope' })).toBe('not_found');
    expect(await aliceGifts()).toEqual([]);
  });

  it('refuses an amount or note out of bounds and keeps nothing', async () => {
    for (const amount of [0, -5, 10_000_001, '10.005', null]) {
      expect(await report(amount), String(amount)).toMatchObject({ ok: false, code: '23514' });
    }
    expect(await report(100, { note: 'x'.repeat(301) })).toMatchObject({ ok: false, code: '23514' });
    expect(await result(10_000_000, { note: 'x'.repeat(300) })).toBe('reported');
    expect(await aliceGifts()).toHaveLength(1);
  });

  it('takes at most five reports from one household, from any number of places', async () => {
    const results: string[] = [];
    for (let n = 1; n <= 7; n++) results.push(await result(n * 100, { ip: `198.51.100.${n}` }));
    expect(results).toEqual([
      'reported',
      'reported',
      'reported',
      'reported',
      'reported',
      'limit_reached',
      'limit_reached',
    ]);
    // Another household still can.
    expect(await result(1100, { token: OTHER_TOKEN, ip: '198.51.100.99' })).toBe('reported');
    expect(await aliceGifts()).toHaveLength(6);
  });

  it('takes at most ten reports an hour from one caller', async () => {
    await asUser(db, alice, (d) =>
      d.exec(
        `insert into public.households (id, name, rsvp_token)
           select 'x' || n, 'Household ' || n, 'Tok' || lpad(n::text, 3, '0') || '_-qqqQQQ1234567890' from generate_series(1, 11) n`,
      ),
    );
    const results: string[] = [];
    for (let n = 1; n <= 11; n++)
      results.push(await result(100, { token: `Tok${String(n).padStart(3, '0')}_-qqqQQQ1234567890` }));
    expect(results.filter((r) => r === 'reported')).toHaveLength(10);
    expect(results[10]).toBe('rate_limited');
  });
});
