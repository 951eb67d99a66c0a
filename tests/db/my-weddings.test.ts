// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, createAuthUser, createDb, ids, type Db } from './harness';

let db: Db;
beforeAll(async () => {
  db = await createDb();
});
beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
  await createAuthUser(db, { id: carol, email: 'carol@example.com' });
});
afterEach(() => db.exec('rollback'));

const { alice, bob, carol } = ids;

const myWeddings = (user: string) =>
  asUser(db, user, (tx) =>
    tx.query<{ id: string; role: string; label: string }>('select id, role, label from api.my_weddings()'),
  ).then((r) => r.rows);

async function join(owner: string, member: string, role: string) {
  const [own] = await myWeddings(owner);
  const token = await asUser(
    db,
    owner,
    async (tx) =>
      (await tx.query<{ token: string }>('select token from api.create_join_link($1, $2)', [own.id, role]))
        .rows[0].token,
  );
  await asUser(db, member, (tx) => tx.query('select api.accept_join_link($1)', [token]));
  return own.id;
}

describe('api.my_weddings', () => {
  it("names a wedding by the owner's couple names, else the owner's e-mail; owned first", async () => {
    await asUser(db, alice, (tx) =>
      tx.query(`insert into public.profiles (first_name, partner_first_name) values ('Asha', 'Rohan')`),
    );
    expect(await myWeddings(alice)).toEqual([
      expect.objectContaining({ role: 'owner', label: 'Asha & Rohan' }),
    ]);
    const alices = await join(alice, carol, 'planner');
    const bobs = await join(bob, carol, 'family');
    const carols = await myWeddings(carol);
    expect(carols[0]).toEqual(expect.objectContaining({ role: 'owner', label: 'carol@example.com' }));
    // Both joins happen in this test's one transaction, so at one joined_at: their order is not asserted here.
    expect(
      carols
        .slice(1)
        .map((w) => [w.id, w.role, w.label])
        .sort(),
    ).toEqual(
      [
        [alices, 'planner', 'Asha & Rohan'],
        [bobs, 'family', 'bob@example.com'],
      ].sort(),
    );
  });

  it("prefers the wedding's own name, and lists nothing of weddings the caller is not in", async () => {
    const [own] = await myWeddings(alice);
    await asUser(db, alice, (tx) =>
      tx.query(`update public.weddings set name = 'The Rao wedding' where id = $1`, [own.id]),
    );
    expect((await myWeddings(alice))[0].label).toBe('The Rao wedding');
    expect((await myWeddings(bob)).map((w) => w.id)).not.toContain(own.id);
  });
});
