// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/** Invitations: the owner's rows under RLS, the public read by token, and the published image's storage rules. */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});
beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
  await asUser(db, alice, (d) =>
    d.query(
      `insert into public.invites (id, name, date, template_id, token, hosts, venue, image_version, design)
       values ('i1', 'Our wedding', '2027-06-12', '1', $1, 'Priya & Arjun', 'The Grand Garden, Jaipur', 3, '{"version":1}')`,
      [TOKEN],
    ),
  );
});
afterEach(() => db.exec('rollback'));

const { alice, bob } = ids;
const TOKEN = 'Qw3rty_-Asdfgh12345678';
const IMAGE = `invites/${TOKEN}.png`;

describe('invites table', () => {
  it('another couple cannot read, change or delete an invitation', async () => {
    expect((await asUser(db, bob, (d) => d.query('select * from public.invites'))).rows).toEqual([]);
    expect(
      (await asUser(db, bob, (d) => d.query(`update public.invites set name = 'Taken' where id = 'i1'`)))
        .affectedRows,
    ).toBe(0);
    expect(
      (await asUser(db, bob, (d) => d.query(`delete from public.invites where id = 'i1'`))).affectedRows,
    ).toBe(0);
    const { rows } = await asUser(db, alice, (d) =>
      d.query<{ name: string }>('select name from public.invites'),
    );
    expect(rows).toEqual([{ name: 'Our wedding' }]);
  });

  it('bounds the names, the venue and the image version', async () => {
    for (const [column, value] of [
      ['hosts', 'x'.repeat(201)],
      ['venue', 'x'.repeat(301)],
      ['image_version', -1],
    ] as const) {
      const result = await asUser(db, alice, (d) =>
        attempt(d, `update public.invites set ${column} = $1 where id = 'i1'`, [value]),
      );
      expect(result, column).toMatchObject({ ok: false, code: '23514' });
    }
  });
});

describe('the public invitation', () => {
  it('an anonymous visitor reads exactly one invitation by its token, with its names, venue and image version', async () => {
    const { rows } = await asAnon(db, (d) => d.query('select * from api.invite_by_token($1)', [TOKEN]));
    expect(rows).toEqual([
      {
        id: 'i1',
        name: 'Our wedding',
        date: expect.anything(),
        template_id: '1',
        hosts: 'Priya & Arjun',
        venue: 'The Grand Garden, Jaipur',
        image_version: 3,
      },
    ]);
    expect(
      (await asAnon(db, (d) => d.query('select * from api.invite_by_token($1)', ['Qw3rty_-Asdfgh12345679'])))
        .rows,
    ).toEqual([]);
  });

  it('an anonymous visitor cannot list invitations', async () => {
    expect((await asAnon(db, (d) => attempt(d, 'select * from public.invites'))).ok).toBe(false);
  });
});

describe('the published image', () => {
  const upload = (user: string, name: string) =>
    asUser(db, user, (d) =>
      attempt(d, `insert into storage.objects (bucket_id, name, owner) values ('published', $1, $2)`, [
        name,
        user,
      ]),
    );

  it("is written by the invitation's owner only, under its token", async () => {
    expect((await upload(alice, IMAGE)).ok).toBe(true);
    expect((await upload(bob, `invites/${TOKEN}.png`)).ok).toBe(false);
    expect((await upload(alice, 'invites/Zz9zz9zz9zz9zz9zz9zz9z.png')).ok).toBe(false);
    expect((await upload(alice, 'anything-else.png')).ok).toBe(false);
    const anon = await asAnon(db, (d) =>
      attempt(d, `insert into storage.objects (bucket_id, name) values ('published', $1)`, [IMAGE]),
    );
    expect(anon.ok).toBe(false);
  });

  it('cannot be listed by a visitor or another user, nor replaced or removed by them', async () => {
    await upload(alice, IMAGE);
    expect(
      (await asAnon(db, (d) => d.query(`select name from storage.objects where bucket_id = 'published'`)))
        .rows,
    ).toEqual([]);
    expect(
      (
        await asUser(db, bob, (d) =>
          d.query(`select name from storage.objects where bucket_id = 'published'`),
        )
      ).rows,
    ).toEqual([]);
    expect(
      (await asUser(db, bob, (d) => d.query(`delete from storage.objects where bucket_id = 'published'`)))
        .affectedRows,
    ).toBe(0);
    expect(
      (
        await asUser(db, bob, (d) =>
          d.query(`update storage.objects set name = 'x' where bucket_id = 'published'`),
        )
      ).affectedRows,
    ).toBe(0);
    expect(
      (
        await asUser(db, alice, (d) =>
          d.query(`delete from storage.objects where bucket_id = 'published' and name = $1`, [IMAGE]),
        )
      ).affectedRows,
    ).toBe(1);
  });

  it('is a public bucket for PNG images only', async () => {
    const { rows } = await db.query(
      `select public, allowed_mime_types from storage.buckets where id = 'published'`,
    );
    expect(rows).toEqual([{ public: true, allowed_mime_types: ['image/png'] }]);
  });
});
