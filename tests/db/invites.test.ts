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
/** Alice's wedding: its cards are in its folder (…_files_by_wedding.sql). */
let wedding: string;
let IMAGE: string;
beforeEach(async () => {
  wedding = (
    await db.query<{ wedding_id: string }>(
      `select wedding_id from public.wedding_members where user_id = $1 and role = 'owner'`,
      [alice],
    )
  ).rows[0].wedding_id;
  IMAGE = `${wedding}/invites/${TOKEN}.png`;
});
const MB = 1024 * 1024;

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
        // No card is published yet.
        image_path: null,
        // No website yet: the invitation is in English.
        language: 'en',
      },
    ]);
    expect(
      (await asAnon(db, (d) => d.query('select * from api.invite_by_token($1)', ['Qw3rty_-Asdfgh12345679'])))
        .rows,
    ).toEqual([]);
  });

  it('is in the language the couple chose for their site (issue 33 item 5)', async () => {
    await asUser(db, alice, (d) =>
      d.query(`insert into public.websites (id, language) values ('site', 'es')`),
    );
    const read = () =>
      asAnon(db, (d) =>
        d.query<{ language: string }>('select language from api.invite_by_token($1)', [TOKEN]),
      );
    expect((await read()).rows).toEqual([{ language: 'es' }]);
    // Another couple's site says nothing about this invitation.
    await asUser(db, bob, (d) => d.query(`insert into public.websites (id, language) values ('site', 'hi')`));
    expect((await read()).rows).toEqual([{ language: 'es' }]);
  });

  it('an anonymous visitor cannot list invitations', async () => {
    expect((await asAnon(db, (d) => attempt(d, 'select * from public.invites'))).ok).toBe(false);
  });
});

describe('the published image', () => {
  const upload = (user: string, name: string, size = 1000) =>
    asUser(db, user, (d) =>
      attempt(
        d,
        `insert into storage.objects (bucket_id, name, owner, metadata) values ('published', $1, $2, $3)`,
        [name, user, JSON.stringify({ size })],
      ),
    );
  const imagePath = async (token = TOKEN) =>
    (
      await asAnon(db, (d) =>
        d.query<{ image_path: string | null }>('select image_path from api.invite_by_token($1)', [token]),
      )
    ).rows[0]?.image_path;

  it("is written by the wedding's writers only, in the wedding's folder, under its current token", async () => {
    expect((await upload(alice, IMAGE)).ok).toBe(true);
    expect(await imagePath()).toBe(IMAGE);
    expect((await upload(bob, IMAGE)).ok).toBe(false);
    expect((await upload(bob, `${bob}/invites/${TOKEN}.png`)).ok).toBe(false);
    expect((await upload(alice, `${wedding}/invites/Zz9zz9zz9zz9zz9zz9zz9z.png`)).ok).toBe(false);
    expect((await upload(alice, `${alice}/invites/${TOKEN}.png`)).ok).toBe(false);
    expect((await upload(alice, `invites/${TOKEN}.png`)).ok).toBe(false);
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

  it('card hijack after delete: the owner removes the card after the row is gone, and the old link stays dead', async () => {
    await upload(alice, IMAGE);
    // The invitation goes first; the card follows after the Undo (invites-page.tsx).
    await asUser(db, alice, (d) => d.query(`delete from public.invites where id = 'i1'`));
    expect(
      (
        await asUser(db, alice, (d) =>
          d.query(`delete from storage.objects where bucket_id = 'published' and name = $1`, [IMAGE]),
        )
      ).affectedRows,
    ).toBe(1);
    // Someone holding the old link claims its token: refused, so nothing of theirs appears at /i/<token>.
    const claim = await asUser(db, bob, (d) =>
      attempt(d, `insert into public.invites (id, name, token) values ('mine', 'Not yours', $1)`, [TOKEN]),
    );
    expect(claim).toMatchObject({ ok: false, code: '23505' });
    expect((await upload(bob, `${bob}/invites/${TOKEN}.png`)).ok).toBe(false);
    expect((await asAnon(db, (d) => d.query('select * from api.invite_by_token($1)', [TOKEN]))).rows).toEqual(
      [],
    );
    // Nor may the owner hang the old link on another invitation; the same one coming back (an Undo) keeps it.
    const other = await asUser(db, alice, (d) =>
      attempt(d, `insert into public.invites (id, name, token) values ('i2', 'Another', $1)`, [TOKEN]),
    );
    expect(other).toMatchObject({ ok: false, code: '23505' });
    const undo = await asUser(db, alice, (d) =>
      attempt(d, `insert into public.invites (id, name, token) values ('i1', 'Our wedding', $1)`, [TOKEN]),
    );
    expect(undo.ok).toBe(true);
  });

  it('a token given up by a change is retired too, and a household’s RSVP link the same way', async () => {
    const next = 'Nw3rty_-Asdfgh12345678';
    await asUser(db, alice, (d) => d.query(`update public.invites set token = $1 where id = 'i1'`, [next]));
    const claim = await asUser(db, bob, (d) =>
      attempt(d, `insert into public.invites (id, name, token) values ('b1', 'Taken', $1)`, [TOKEN]),
    );
    expect(claim).toMatchObject({ ok: false, code: '23505' });
    const rsvp = 'Hh1_household-token-0001';
    await asUser(db, alice, (d) =>
      d.query(`insert into public.households (id, name, rsvp_token) values ('h1', 'The Sharmas', $1)`, [
        rsvp,
      ]),
    );
    await asUser(db, alice, (d) => d.query(`delete from public.households where id = 'h1'`));
    const household = await asUser(db, bob, (d) =>
      attempt(d, `insert into public.households (id, name, rsvp_token) values ('h1', 'Mine now', $1)`, [
        rsvp,
      ]),
    );
    expect(household).toMatchObject({ ok: false, code: '23505' });
    // Each retired link costs its owner 100 bytes of their rows' cap, so the list cannot grow without bound.
    const bytes = async () =>
      Number(
        (
          await db.query<{ b: string }>(
            'select bytes::text as b from private.user_bytes where user_id = $1',
            [alice],
          )
        ).rows[0]!.b,
      );
    const rowBytes = async () =>
      Number(
        (
          await db.query<{ b: string }>(
            `select octet_length(t::text)::text as b from public.invites t where id = 'i1'`,
          )
        ).rows[0]!.b,
      );
    const [before, rowBefore] = [await bytes(), await rowBytes()];
    await asUser(db, alice, (d) =>
      d.query(`update public.invites set token = 'Th3rd_-Asdfgh123456789' where id = 'i1'`),
    );
    expect(await bytes()).toBe(before + (await rowBytes()) - rowBefore + 100);
  });

  it('a record saved again (an upsert) keeps a token it already had, even one from before the check', async () => {
    // A row from before this check, with a token it would refuse today.
    await db.exec(`
      alter table public.invites disable trigger guard_public_token;
      insert into public.invites (user_id, id, name, token) values ('${alice}', 'old', 'Old', 'aaaaaaaaaaaaaaaaaaaaaa');
      alter table public.invites enable trigger guard_public_token;
    `);
    const saved = await asUser(db, alice, (d) =>
      attempt(
        d,
        `insert into public.invites (id, name, token) values ('old', 'Renamed', 'aaaaaaaaaaaaaaaaaaaaaa')
         on conflict (wedding_id, id) do update set name = excluded.name, token = excluded.token`,
      ),
    );
    expect(saved.ok).toBe(true);
  });

  it('a new or changed token must look random', async () => {
    for (const weak of ['aaaaaaaaaaaaaaaaaaaaaa', 'abababababababababababab', 'Zzz999_-qqqQQQ1111111111']) {
      const result = await asUser(db, bob, (d) =>
        attempt(d, `insert into public.invites (id, name, token) values ('w', 'Weak', $1)`, [weak]),
      );
      expect(result, weak).toMatchObject({ ok: false, code: '23514' });
    }
  });

  it('orphaned cards: 50 token changes leave cards that count against the 500 MB and are named for removal', async () => {
    let token = TOKEN;
    for (let i = 0; i < 50; i++) {
      expect((await upload(alice, `${wedding}/invites/${token}.png`, 5 * MB)).ok).toBe(true);
      token = `Rot${String(i).padStart(2, '0')}_-Asdfgh12345678xyz`;
      await asUser(db, alice, (d) =>
        d.query(`update public.invites set token = $1 where id = 'i1'`, [token]),
      );
    }
    const bytes = await db.query<{ b: string }>('select private.wedding_file_bytes($1)::text as b', [
      wedding,
    ]);
    expect(bytes.rows[0]!.b).toBe(String(250 * MB));
    const stale = await asUser(db, alice, (d) =>
      d.query<{ name: string }>('select n as name from public.my_stale_cards() n'),
    );
    expect(stale.rows).toHaveLength(50);
    const removed = await asUser(db, alice, (d) =>
      d.query(`delete from storage.objects where bucket_id = 'published' and name = any($1)`, [
        stale.rows.map((r) => r.name),
      ]),
    );
    expect(removed.affectedRows).toBe(50);
  });

  it('published bytes count against the 500 MB of files: past it, neither a file nor a card is stored', async () => {
    expect((await upload(alice, IMAGE, 499 * MB)).ok).toBe(true);
    expect((await upload(alice, IMAGE.replace('.png', '-2.png'), 1)).ok).toBe(false);
    const file = await asUser(db, alice, (d) =>
      attempt(d, `insert into storage.objects (bucket_id, name, metadata) values ('user-files', $1, $2)`, [
        `${wedding}/mood-boards/1.png`,
        JSON.stringify({ size: 2 * MB }),
      ]),
    );
    expect(file.ok).toBe(true);
    const over = await asUser(db, alice, (d) =>
      attempt(d, `insert into storage.objects (bucket_id, name, metadata) values ('user-files', $1, '{}')`, [
        `${wedding}/mood-boards/2.png`,
      ]),
    );
    expect(over).toMatchObject({ ok: false, code: '42501' });
  });

  it('old-style cards keep showing until their owner publishes again, and are then named for removal', async () => {
    // As published before this change (the old policy allowed it): owned by Alice, at the bucket root.
    await db.query(`insert into storage.objects (bucket_id, name, owner) values ('published', $1, $2)`, [
      `invites/${TOKEN}.png`,
      alice,
    ]);
    expect(await imagePath()).toBe(`invites/${TOKEN}.png`);
    const stale = () =>
      asUser(db, alice, (d) =>
        d.query<{ name: string }>('select n as name from public.my_stale_cards() n'),
      ).then((r) => r.rows.map((x) => x.name));
    expect(await stale()).toEqual([]);
    await upload(alice, IMAGE);
    expect(await imagePath()).toBe(IMAGE);
    expect(await stale()).toEqual([`invites/${TOKEN}.png`]);
  });

  it('is a public bucket for PNG images only', async () => {
    const { rows } = await db.query(
      `select public, allowed_mime_types from storage.buckets where id = 'published'`,
    );
    expect(rows).toEqual([{ public: true, allowed_mime_types: ['image/png'] }]);
  });
});
