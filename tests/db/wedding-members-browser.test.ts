// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

let db: Db;
beforeAll(async () => {
  db = await createDb();
});
beforeEach(async () => {
  await db.exec('begin');
  for (const [name, id] of Object.entries({ alice, bob, carol, dave })) {
    await createAuthUser(db, { id, email: `${name}@example.com` });
  }
});
afterEach(() => db.exec('rollback'));

const { alice, bob, carol, dave } = ids;

async function ownWedding(userId: string): Promise<string> {
  const { rows } = await db.query<{ wedding_id: string }>(
    `select wedding_id from public.wedding_members where user_id = $1 and role = 'owner'`,
    [userId],
  );
  return rows[0].wedding_id;
}

const link = (wedding: string, role: string, email: string | null = null) =>
  asUser(
    db,
    alice,
    async (tx) =>
      (
        await tx.query<{ id: string; token: string }>(
          'select id, token from api.create_join_link($1, $2, $3)',
          [wedding, role, email],
        )
      ).rows[0],
  );

const accept = (user: string, token: string) =>
  asUser(db, user, (tx) =>
    attempt<{ w: string | null }>(tx, 'select api.accept_join_link($1) as w', [token]),
  );

describe('api.wedding_members', () => {
  it("names each member by their profile's first and last name, else their e-mail", async () => {
    const wedding = await ownWedding(alice);
    await asUser(db, alice, (tx) =>
      tx.query(`insert into public.profiles (first_name, last_name) values ('Asha', 'Rao')`),
    );
    await accept(bob, (await link(wedding, 'planner')).token);
    await asUser(db, bob, async (tx) => {
      expect(
        (await tx.query('select user_id, name, email, role from api.wedding_members($1)', [wedding])).rows,
      ).toEqual([
        { user_id: alice, name: 'Asha Rao', email: 'alice@example.com', role: 'owner' },
        { user_id: bob, name: 'bob@example.com', email: 'bob@example.com', role: 'planner' },
      ]);
    });
  });
});

describe('api.pending_join_links', () => {
  it('lists the open links to the couple, newest first, without used, revoked or expired ones', async () => {
    const wedding = await ownWedding(alice);
    const used = await link(wedding, 'family');
    await accept(carol, used.token);
    const revoked = await link(wedding, 'family');
    await asUser(db, alice, (tx) => tx.query('select api.revoke_join_link($1)', [revoked.id]));
    const expired = await link(wedding, 'family');
    await db.query(
      `update public.wedding_join_links set expires_at = now() - interval '1 second' where id = $1`,
      [expired.id],
    );
    const open = await link(wedding, 'partner', 'bob@example.com');
    await asUser(db, alice, async (tx) => {
      const { rows } = await tx.query<Record<string, unknown>>(
        'select id, role, email from api.pending_join_links($1)',
        [wedding],
      );
      expect(rows).toEqual([{ id: open.id, role: 'partner', email: 'bob@example.com' }]);
    });
    // A family member may not see them.
    await asUser(db, carol, async (tx) => {
      expect(await attempt(tx, 'select * from api.pending_join_links($1)', [wedding])).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
  });
});

describe('api.create_wedding_invitation', () => {
  it("makes a link for the address with the inviter's name, for the couple only", async () => {
    const wedding = await ownWedding(alice);
    await asUser(db, alice, (tx) =>
      tx.query(`insert into public.profiles (first_name, last_name) values ('Asha', '')`),
    );
    const invitation = await asUser(
      db,
      alice,
      async (tx) =>
        (
          await tx.query<{ token: string; inviter: string }>(
            'select token, inviter from api.create_wedding_invitation($1, $2, $3)',
            [wedding, 'planner', 'bob@example.com'],
          )
        ).rows[0],
    );
    expect(invitation.inviter).toBe('Asha');
    expect((await accept(bob, invitation.token)).ok).toBe(true);
    const { rows } = await db.query('select email, role, used_by from public.wedding_join_links');
    expect(rows).toEqual([{ email: 'bob@example.com', role: 'planner', used_by: bob }]);

    await asUser(db, alice, async (tx) => {
      expect(
        await attempt(tx, 'select * from api.create_wedding_invitation($1, $2, $3)', [
          wedding,
          'family',
          'nope',
        ]),
      ).toMatchObject({
        ok: false,
        code: '22023',
        error: 'Enter the e-mail address to send the invitation to.',
      });
    });
    // A planner is not the couple.
    await asUser(db, bob, async (tx) => {
      expect(
        await attempt(tx, 'select * from api.create_wedding_invitation($1, $2, $3)', [
          wedding,
          'family',
          'x@example.com',
        ]),
      ).toMatchObject({
        ok: false,
        code: '42501',
        error: 'Only the couple can invite people to this wedding.',
      });
    });
  });
});

describe('api.accept_join_link is limited per caller', () => {
  it('refuses in words after 10 failed tries in an hour, even a good token, and lets them try again after', async () => {
    const wedding = await ownWedding(alice);
    const good = await link(wedding, 'family');
    const guess = (i: number) => `${'A'.repeat(40)}${String(i).padStart(3, '0')}`;
    for (let i = 0; i < 10; i++)
      expect(await accept(dave, guess(i))).toMatchObject({ ok: true, rows: [{ w: null }] });
    const refused = await accept(dave, good.token);
    expect(refused).toMatchObject({
      ok: false,
      code: 'P0001',
      error: 'Too many join links that did not work. Try again in an hour.',
    });
    // Each failed try is recorded by itself, so it outlives a request that raises nothing.
    expect(
      (await db.query('select count(*)::int as n from private.join_attempts where user_id = $1', [dave]))
        .rows,
    ).toEqual([{ n: 10 }]);
    // Another caller is not held back by dave's tries.
    expect(await accept(carol, good.token)).toMatchObject({ ok: true, rows: [{ w: wedding }] });

    // An hour on, dave may try again.
    const next = await link(wedding, 'family');
    await db.query(`update private.join_attempts set attempted_at = now() - interval '61 minutes'`);
    expect(await accept(dave, next.token)).toMatchObject({ ok: true, rows: [{ w: wedding }] });
    expect(
      (await db.query('select count(*)::int as n from private.join_attempts where user_id = $1', [dave]))
        .rows,
    ).toEqual([{ n: 0 }]);
  });

  it('does not count a successful join, nor joining a wedding one is already in', async () => {
    const wedding = await ownWedding(alice);
    for (let i = 0; i < 12; i++) {
      const { token } = await link(wedding, 'family');
      if (i === 0) expect(await accept(bob, token)).toMatchObject({ ok: true });
      else
        expect(await accept(bob, token)).toMatchObject({
          ok: false,
          error: 'You are already in this wedding.',
        });
    }
    expect((await db.query('select count(*)::int as n from private.join_attempts')).rows).toEqual([{ n: 0 }]);
  });
});
