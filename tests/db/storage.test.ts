// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

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
/** The wedding `userId` made at sign-up: its files go in the `<wedding id>/` folder. */
const weddingOf = async (userId: string) =>
  (
    await db.query<{ wedding_id: string }>(
      `select wedding_id from public.wedding_members where user_id = $1 and role = 'owner'`,
      [userId],
    )
  ).rows[0].wedding_id;
const put = (name: string, bucket = 'user-files') =>
  `insert into storage.objects (bucket_id, name) values ('${bucket}', '${name}')`;

describe('user-files bucket', () => {
  it('exists and is private', async () => {
    expect((await db.query(`select public from storage.buckets where id = 'user-files'`)).rows).toEqual([
      { public: false },
    ]);
  });

  it('a user uploads under their wedding’s folder, reads, replaces and deletes it', async () => {
    const wedding = await weddingOf(alice);
    await asUser(db, alice, async (tx) => {
      await tx.query(put(`${wedding}/mood-boards/1.png`));
      expect((await tx.query('select name from storage.objects')).rows).toEqual([
        { name: `${wedding}/mood-boards/1.png` },
      ]);
      expect((await tx.query(`update storage.objects set metadata = '{"size":1}'`)).affectedRows).toBe(1);
      expect((await tx.query('delete from storage.objects')).affectedRows).toBe(1);
    });
  });

  it('a user cannot upload under another wedding’s or user’s folder (their own uid’s included), at the bucket root, or into another bucket', async () => {
    await db.query(`insert into storage.buckets (id, name) values ('other', 'other')`);
    const [mine, bobs] = [await weddingOf(alice), await weddingOf(bob)];
    await asUser(db, alice, async (tx) => {
      expect(await attempt(tx, put(`${bobs}/mood-boards/1.png`))).toMatchObject({ ok: false, code: '42501' });
      expect(await attempt(tx, put(`${bob}/mood-boards/1.png`))).toMatchObject({ ok: false, code: '42501' });
      // Her account's folder holds her wedding's files from before files went by wedding: read, not written.
      expect(await attempt(tx, put(`${alice}/mood-boards/1.png`))).toMatchObject({
        ok: false,
        code: '42501',
      });
      expect(await attempt(tx, put('1.png'))).toMatchObject({ ok: false, code: '42501' });
      expect(await attempt(tx, put(`${mine}/1.png`, 'other'))).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it('a user cannot read, move, overwrite or delete another wedding’s files', async () => {
    const [mine, bobs] = [await weddingOf(alice), await weddingOf(bob)];
    await asUser(db, bob, (tx) => tx.query(put(`${bobs}/contracts/c.pdf`)));
    await asUser(db, alice, async (tx) => {
      expect((await tx.query('select * from storage.objects')).rows).toEqual([]);
      expect((await tx.query(`update storage.objects set metadata = '{}'`)).affectedRows).toBe(0);
      expect((await tx.query('delete from storage.objects')).affectedRows).toBe(0);
      await tx.query(put(`${mine}/x.png`));
      // No WHERE: it would bring in the SELECT policy and hide a too-lax UPDATE check.
      expect(await attempt(tx, `update storage.objects set name = '${bobs}/x.png'`)).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
    expect(
      (await db.query(`select name from storage.objects where name like $1`, [`${bobs}/%`])).rows,
    ).toEqual([{ name: `${bobs}/contracts/c.pdf` }]);
  });

  it('visitors can neither read nor upload', async () => {
    const bobs = await weddingOf(bob);
    await asUser(db, bob, (tx) => tx.query(put(`${bobs}/a.png`)));
    await asAnon(db, async (tx) => {
      expect((await tx.query('select * from storage.objects')).rows).toEqual([]);
      expect(await attempt(tx, put(`${bobs}/b.png`))).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it('accepts exactly PNG, JPEG, WebP and PDF: no SVG, HTML or any other image type', async () => {
    const { rows } = await db.query<{ allowed_mime_types: string[]; file_size_limit: string }>(
      `select allowed_mime_types, file_size_limit::text from storage.buckets where id = 'user-files'`,
    );
    const allowed = rows[0].allowed_mime_types;
    expect([...allowed].sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);
    expect(rows[0].file_size_limit).toBe('10485760');
    // Supabase Storage's check: an exact type, or a `type/*` wildcard.
    const accepts = (type: string) =>
      allowed.some((a) => a === type || (a.endsWith('/*') && type.startsWith(a.slice(0, -1))));
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'])
      expect(accepts(type)).toBe(true);
    for (const type of [
      'image/svg+xml',
      'text/html',
      'image/gif',
      'application/xhtml+xml',
      'application/octet-stream',
    ])
      expect(accepts(type)).toBe(false);
  });

  it('caps each wedding’s files at 500 MB, its creator’s older files included: once there, the next upload is refused, for that wedding only', async () => {
    const [mine, bobs] = [await weddingOf(alice), await weddingOf(bob)];
    await db.query('update public.weddings set legacy_folder = created_by where id = $1', [mine]);
    // Files of 100 MiB each, written as storage writes them (with their size in the metadata).
    const put100 = (owner: string, folder: string, count: number) =>
      db.query(
        `insert into storage.objects (bucket_id, name, metadata)
         select 'user-files', $1 || '/' || $2 || '/' || g || '.pdf', jsonb_build_object('size', 104857600) from generate_series(1, $3) g`,
        [owner, folder, count],
      );
    // Four in the wedding's folder, then one in its creator's (stored before files went by wedding).
    await put100(mine, 'contracts', 4);
    await asUser(db, alice, (tx) => tx.query(put(`${mine}/mood-boards/1.png`)));
    await put100(alice, 'more', 1);
    await asUser(db, alice, async (tx) => {
      expect(await attempt(tx, put(`${mine}/mood-boards/2.png`))).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
    await asUser(db, bob, (tx) => tx.query(put(`${bobs}/mood-boards/1.png`)));
  });
});
