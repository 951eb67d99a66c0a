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
const put = (name: string, bucket = 'user-files') =>
  `insert into storage.objects (bucket_id, name) values ('${bucket}', '${name}')`;

describe('user-files bucket', () => {
  it('exists and is private', async () => {
    expect((await db.query(`select public from storage.buckets where id = 'user-files'`)).rows).toEqual([
      { public: false },
    ]);
  });

  it('a user uploads under their own uid folder, reads, replaces and deletes it', async () => {
    await asUser(db, alice, async (tx) => {
      await tx.query(put(`${alice}/mood-boards/1.png`));
      expect((await tx.query('select name from storage.objects')).rows).toEqual([
        { name: `${alice}/mood-boards/1.png` },
      ]);
      expect((await tx.query(`update storage.objects set metadata = '{"size":1}'`)).affectedRows).toBe(1);
      expect((await tx.query('delete from storage.objects')).affectedRows).toBe(1);
    });
  });

  it('a user cannot upload under another user’s folder, at the bucket root, or into another bucket', async () => {
    await db.query(`insert into storage.buckets (id, name) values ('other', 'other')`);
    await asUser(db, alice, async (tx) => {
      expect(await attempt(tx, put(`${bob}/mood-boards/1.png`))).toMatchObject({ ok: false, code: '42501' });
      expect(await attempt(tx, put('1.png'))).toMatchObject({ ok: false, code: '42501' });
      expect(await attempt(tx, put(`${alice}/1.png`, 'other'))).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it('a user cannot read, move, overwrite or delete another user’s files', async () => {
    await asUser(db, bob, (tx) => tx.query(put(`${bob}/contracts/c.pdf`)));
    await asUser(db, alice, async (tx) => {
      expect((await tx.query('select * from storage.objects')).rows).toEqual([]);
      expect((await tx.query(`update storage.objects set metadata = '{}'`)).affectedRows).toBe(0);
      expect((await tx.query('delete from storage.objects')).affectedRows).toBe(0);
      await tx.query(put(`${alice}/x.png`));
      // No WHERE: it would bring in the SELECT policy and hide a too-lax UPDATE check.
      expect(await attempt(tx, `update storage.objects set name = '${bob}/x.png'`)).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
    expect(
      (await db.query(`select name from storage.objects where name like $1`, [`${bob}/%`])).rows,
    ).toEqual([{ name: `${bob}/contracts/c.pdf` }]);
  });

  it('visitors can neither read nor upload', async () => {
    await asUser(db, bob, (tx) => tx.query(put(`${bob}/a.png`)));
    await asAnon(db, async (tx) => {
      expect((await tx.query('select * from storage.objects')).rows).toEqual([]);
      expect(await attempt(tx, put(`${bob}/b.png`))).toMatchObject({ ok: false, code: '42501' });
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

  it('caps each user’s files at 500 MB: once there, the next upload is refused, for that user only', async () => {
    // Files of 100 MiB each, written as storage writes them (with their size in the metadata).
    const put100 = (owner: string, folder: string, count: number) =>
      db.query(
        `insert into storage.objects (bucket_id, name, metadata)
         select 'user-files', $1 || '/' || $2 || '/' || g || '.pdf', jsonb_build_object('size', 104857600) from generate_series(1, $3) g`,
        [owner, folder, count],
      );
    await put100(alice, 'contracts', 4);
    await asUser(db, alice, (tx) => tx.query(put(`${alice}/mood-boards/1.png`)));
    await put100(alice, 'more', 1);
    await asUser(db, alice, async (tx) => {
      expect((await tx.query<{ b: string }>('select public.my_file_bytes()::text as b')).rows[0].b).toBe(
        String(5 * 104857600),
      );
      expect(await attempt(tx, put(`${alice}/mood-boards/2.png`))).toMatchObject({
        ok: false,
        code: '42501',
      });
    });
    await asUser(db, bob, (tx) => tx.query(put(`${bob}/mood-boards/1.png`)));
  });
});
