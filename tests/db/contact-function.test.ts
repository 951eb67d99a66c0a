// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asRole, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/**
 * The contact form's path into the database (migration …_contact_function.sql): only the `contact` Edge Function,
 * with the secret key, stores messages, at most 5 an hour and 20 a day per hashed IP address and 200 an hour in all.
 */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});
beforeEach(() => db.exec('begin'));
afterEach(() => db.exec('rollback'));

const ipA = 'a'.repeat(64);
const ipB = 'b'.repeat(64);
const submit = (ipHash: string, message = 'A question about venues') =>
  asRole(
    db,
    'service_role',
    { role: 'service_role' },
    async (tx) =>
      (
        await tx.query<{ result: string }>(
          'select public.submit_contact_message($1, $2, $3, $4, $5) as result',
          [ipHash, 'Ann', 'ann@example.com', 'Hello', message],
        )
      ).rows[0].result,
  );
const submitMany = async (ipHash: string, times: number) => {
  const results: string[] = [];
  for (let i = 0; i < times; i++) results.push(await submit(ipHash));
  return results;
};
const stored = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from public.contact_messages')).rows[0].n;

describe('submit_contact_message', () => {
  it('stores the message with the sender’s hash; 5 an hour from one address, then refuses; other addresses are not held up', async () => {
    expect(await submitMany(ipA, 7)).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
      'sent',
      'rate_limited',
      'rate_limited',
    ]);
    expect(await submit(ipB)).toBe('sent');
    expect(await stored()).toBe(6);
    const { rows } = await db.query<{ ip_hash: string }>(
      'select distinct ip_hash from public.contact_messages order by 1',
    );
    expect(rows.map((r) => r.ip_hash)).toEqual([ipA, ipB]);
  });

  it('an address’s hour starts over, but its day holds at 20', async () => {
    await db.query(
      `insert into public.contact_messages (name, email, subject, message, ip_hash, created_at)
       select 'Ann', 'ann@example.com', 'Old', 'm', $1, now() - interval '2 hours' from generate_series(1, 15)`,
      [ipA],
    );
    expect(await submitMany(ipA, 6)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'rate_limited']);
    await db.query(`update private.contact_limits set per_ip_per_hour = 100`);
    expect(await submit(ipA)).toBe('rate_limited');
  });

  it('200 messages an hour in all: a flood from many addresses is held back too', async () => {
    await db.query(
      `insert into public.contact_messages (name, email, subject, message, ip_hash)
       select 'Bot', 'bot@example.com', 'Spam', 'm', lpad(to_hex(g), 64, '0') from generate_series(1, 200) g`,
    );
    expect(await submit(ipA)).toBe('busy');
    expect(await stored()).toBe(200);
  });

  it('still refuses fields the table refuses (check constraints), and a malformed hash', async () => {
    const result = await asRole(db, 'service_role', { role: 'service_role' }, (tx) =>
      attempt(tx, 'select public.submit_contact_message($1, $2, $3, $4, $5)', [
        ipA,
        'Ann',
        'ann@example.com',
        'Hi',
        'm'.repeat(5001),
      ]),
    );
    expect(result).toMatchObject({ ok: false, code: '23514' });
    const bad = await asRole(db, 'service_role', { role: 'service_role' }, (tx) =>
      attempt(tx, 'select public.submit_contact_message($1, $2, $3, $4, $5)', [
        '1.2.3.4',
        'Ann',
        'ann@example.com',
        'Hi',
        'm',
      ]),
    );
    expect(bad).toMatchObject({ ok: false, code: '22023' });
  });

  it('visitors and users can neither call it nor insert directly any more', async () => {
    await createAuthUser(db, { id: ids.alice, email: 'alice@example.com' });
    const insert = `insert into public.contact_messages (name, email, subject, message) values ('Ann', 'ann@example.com', 'Hi', 'Hello')`;
    const call = `select public.submit_contact_message('${ipA}', 'Ann', 'ann@example.com', 'Hi', 'Hello')`;
    for (const run of [
      <T>(fn: (tx: Db) => Promise<T>) => asAnon(db, fn),
      <T>(fn: (tx: Db) => Promise<T>) => asUser(db, ids.alice, fn),
    ]) {
      await run(async (tx) => {
        expect(await attempt(tx, insert)).toMatchObject({ ok: false, code: '42501' });
        expect(await attempt(tx, call)).toMatchObject({ ok: false, code: '42501' });
      });
    }
    expect(await stored()).toBe(0);
  });
});
