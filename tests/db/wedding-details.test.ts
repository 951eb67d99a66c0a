// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyMigration, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';
import { sharedWedding } from './shared-wedding';

const FILE = '20261201101001_wedding_details.sql';
const { alice, bob, carol, dave } = ids;

interface Details {
  wedding_date: string | null;
  guest_count: number | null;
  location: string;
  budget_total: string;
  budget_currency: string;
}

const DETAILS = `to_char(wedding_date, 'YYYY-MM-DD') as wedding_date, guest_count, location,
  budget_total::text as budget_total, budget_currency`;

/** The wedding `userId` owns. */
async function ownWedding(db: Db, userId: string): Promise<string> {
  const { rows } = await db.query<{ wedding_id: string }>(
    `select wedding_id from public.wedding_members where user_id = $1 and role = 'owner'`,
    [userId],
  );
  return rows[0].wedding_id;
}

describe('the copy from the creator’s profile (…_wedding_details.sql)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createDb({ before: FILE });
    await createAuthUser(db, { id: alice, email: 'alice@example.com' });
    await createAuthUser(db, { id: bob, email: 'bob@example.com' });
    await db.query(
      `insert into public.profiles (user_id, wedding_date, guest_count, location, budget_total, budget_currency)
       values ($1, '2027-02-14', 250, 'Jaipur', 4500000, 'INR'), ($2, '2027-06-05', 80, 'Leeds', 30000, 'GBP')
       on conflict (user_id) do update set wedding_date = excluded.wedding_date, guest_count = excluded.guest_count,
         location = excluded.location, budget_total = excluded.budget_total, budget_currency = excluded.budget_currency`,
      [alice, bob],
    );
    await applyMigration(db, FILE);
  }, 120_000);

  it('gives each wedding its creator’s date, guests, place and budget', async () => {
    const read = async (user: string) =>
      (
        await db.query<Details>(`select ${DETAILS} from public.weddings where id = $1`, [
          await ownWedding(db, user),
        ])
      ).rows[0];
    expect(await read(alice)).toEqual({
      wedding_date: '2027-02-14',
      guest_count: 250,
      location: 'Jaipur',
      budget_total: '4500000',
      budget_currency: 'INR',
    });
    expect(await read(bob)).toEqual({
      wedding_date: '2027-06-05',
      guest_count: 80,
      location: 'Leeds',
      budget_total: '30000',
      budget_currency: 'GBP',
    });
  });
});

describe('who reads and changes the wedding’s details', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createDb();
  });
  beforeEach(async () => {
    await db.exec('begin');
    for (const [id, email] of [
      [alice, 'alice@example.com'],
      [bob, 'bob@example.com'],
      [carol, 'carol@example.com'],
      [dave, 'dave@example.com'],
    ])
      await createAuthUser(db, { id, email });
  });
  afterEach(() => db.exec('rollback'));

  const join = (member: string, role: string) => sharedWedding(db, alice, member, role);

  const set = (wedding: string) =>
    `select api.set_wedding_details('${wedding}', '{"wedding_date": "2027-12-01", "guest_count": 300, "location": "Udaipur", "budget_total": 5000000, "budget_currency": "INR"}')`;
  const read = (user: string, wedding: string) =>
    asUser(
      db,
      user,
      async (tx) =>
        (await tx.query<Details>(`select ${DETAILS} from public.weddings where id = $1`, [wedding])).rows,
    );

  it('lets a partner change the date and budget, and the owner sees them', async () => {
    const wedding = await join(bob, 'partner');
    expect(await read(bob, wedding)).toHaveLength(1);
    const done = await asUser(db, bob, (tx) => attempt(tx, set(wedding)));
    expect(done.ok).toBe(true);
    expect(await read(alice, wedding)).toEqual([
      {
        wedding_date: '2027-12-01',
        guest_count: 300,
        location: 'Udaipur',
        budget_total: '5000000',
        budget_currency: 'INR',
      },
    ]);
  });

  it('lets a planner change them too', async () => {
    const wedding = await join(bob, 'planner');
    expect((await asUser(db, bob, (tx) => attempt(tx, set(wedding)))).ok).toBe(true);
    expect((await read(alice, wedding))[0].location).toBe('Udaipur');
  });

  it('lets family read but not change them', async () => {
    const wedding = await join(carol, 'family');
    expect(await read(carol, wedding)).toHaveLength(1);
    const refused = await asUser(db, carol, (tx) => attempt(tx, set(wedding)));
    expect(refused).toMatchObject({ ok: false, code: '42501' });
    expect(
      await asUser(db, carol, (tx) =>
        attempt(tx, `update public.weddings set budget_total = 1 where id = '${wedding}'`),
      ),
    ).toMatchObject({ ok: false });
    expect((await read(alice, wedding))[0].location).toBe('');
  });

  it('shows a stranger nothing and lets them change nothing', async () => {
    const wedding = await ownWedding(db, alice);
    expect(await read(dave, wedding)).toEqual([]);
    expect(await asUser(db, dave, (tx) => attempt(tx, set(wedding)))).toMatchObject({
      ok: false,
      code: '42501',
    });
  });

  it('starts a new wedding from the defaults the profile had', async () => {
    expect(await read(alice, await ownWedding(db, alice))).toEqual([
      {
        wedding_date: null,
        guest_count: null,
        location: '',
        budget_total: '3000000',
        budget_currency: 'INR',
      },
    ]);
  });

  it.each([
    ['budget_total', 0],
    ['budget_total', -100],
    ['budget_total', 'NaN'],
    ['budget_currency', 'XYZ'],
    ['guest_count', -1],
    ['guest_count', 100001],
    ['location', 'l'.repeat(201)],
  ])('refuses %s = %j as the profile did', async (column, value) => {
    const wedding = await ownWedding(db, alice);
    const bad = await asUser(db, alice, (tx) =>
      attempt(tx, 'select api.set_wedding_details($1, $2)', [wedding, JSON.stringify({ [column]: value })]),
    );
    expect(bad).toMatchObject({ ok: false, code: '23514' });
  });

  it('changes only the keys it is given, returns the stored details, and refuses another key', async () => {
    const wedding = await ownWedding(db, alice);
    await asUser(db, alice, (tx) => tx.query(set(wedding)));
    const { rows } = await asUser(db, alice, (tx) =>
      tx.query<Details>(
        `select ${DETAILS} from api.set_wedding_details($1, '{"budget_currency": "GBP", "wedding_date": null}')`,
        [wedding],
      ),
    );
    expect(rows).toEqual([
      {
        wedding_date: null,
        guest_count: 300,
        location: 'Udaipur',
        budget_total: '5000000',
        budget_currency: 'GBP',
      },
    ]);
    const other = await asUser(db, alice, (tx) =>
      attempt(tx, `select api.set_wedding_details($1, '{"first_name": "Al"}')`, [wedding]),
    );
    expect(other).toMatchObject({ ok: false, code: '22023' });
  });
});
