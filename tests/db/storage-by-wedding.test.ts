// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applyMigration,
  asUser,
  attempt,
  createAuthUser,
  createDb,
  ids,
  migrationFiles,
  type Db,
} from './harness';
import { sharedWedding } from './shared-wedding';

// Files by wedding (…20261201100001_files_by_wedding.sql): alice's wedding, bob her partner, carol their planner, dave
// family; erin is in none of it.
let db: Db;
let wedding: string;
beforeAll(async () => {
  db = await createDb();
});
beforeEach(async () => {
  await db.exec('begin');
  for (const [name, id] of Object.entries({ alice, bob, carol, dave, erin }))
    await createAuthUser(db, { id, email: `${name}@example.com` });
  wedding = await sharedWedding(db, alice, bob, 'partner');
  await sharedWedding(db, alice, carol, 'planner');
  await sharedWedding(db, alice, dave, 'family');
  // Alice's wedding is one from before files went by wedding: its old files are in her account's folder.
  await db.query('update public.weddings set legacy_folder = created_by where id = $1', [wedding]);
});
afterEach(() => db.exec('rollback'));

const { alice, bob, carol, dave } = ids;
const erin = '00000000-0000-4000-8000-00000000000e';
const TOKEN = 'Qw3rty_-Asdfgh12345678';

const put = (name: string, bucket = 'user-files') =>
  `insert into storage.objects (bucket_id, name, owner) values ('${bucket}', '${name}', auth.uid())`;
const names = async (tx: Db, bucket = 'user-files') =>
  (
    await tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 order by name', [
      bucket,
    ])
  ).rows.map((r) => r.name);
/** An object stored as the service would have (bytes already in Storage under that name). */
const stored = (name: string, bucket = 'user-files') =>
  db.query('insert into storage.objects (bucket_id, name) values ($1, $2)', [bucket, name]);

describe('user-files by wedding', () => {
  it('the partner and the planner write the wedding’s files, and every member reads what the others stored', async () => {
    await asUser(db, bob, (tx) => tx.query(put(`${wedding}/contracts/bob.pdf`)));
    await asUser(db, carol, (tx) => tx.query(put(`${wedding}/mood/carol.png`)));
    for (const member of [alice, bob, carol, dave])
      await asUser(db, member, async (tx) =>
        expect(await names(tx)).toEqual([`${wedding}/contracts/bob.pdf`, `${wedding}/mood/carol.png`]),
      );
    await asUser(db, alice, async (tx) => {
      expect((await tx.query(`update storage.objects set metadata = '{"size":1}'`)).affectedRows).toBe(2);
      expect((await tx.query(`delete from storage.objects where name like '%bob.pdf'`)).affectedRows).toBe(1);
    });
  });

  it('family reads the files but cannot upload, replace or delete one', async () => {
    await stored(`${wedding}/mood/1.png`);
    await asUser(db, dave, async (tx) => {
      expect(await names(tx)).toEqual([`${wedding}/mood/1.png`]);
      expect(await attempt(tx, put(`${wedding}/mood/2.png`))).toMatchObject({ ok: false, code: '42501' });
      expect((await tx.query(`update storage.objects set metadata = '{}'`)).affectedRows).toBe(0);
      expect((await tx.query('delete from storage.objects')).affectedRows).toBe(0);
    });
  });

  it('a stranger sees nothing and writes nothing; a removed member loses both', async () => {
    await stored(`${wedding}/mood/1.png`);
    await stored(`${alice}/mood/old.png`);
    await asUser(db, erin, async (tx) => {
      expect(await names(tx)).toEqual([]);
      expect(await attempt(tx, put(`${wedding}/mood/2.png`))).toMatchObject({ ok: false, code: '42501' });
      expect((await tx.query('delete from storage.objects')).affectedRows).toBe(0);
    });
    await db.query('delete from public.wedding_members where wedding_id = $1 and user_id = $2', [
      wedding,
      bob,
    ]);
    await asUser(db, bob, async (tx) => {
      expect(await names(tx)).toEqual([]);
      expect(await attempt(tx, put(`${wedding}/mood/2.png`))).toMatchObject({ ok: false, code: '42501' });
      expect((await tx.query('delete from storage.objects')).affectedRows).toBe(0);
    });
  });

  it('the creator’s folder (files from before files went by wedding) is read by every member, deleted by writers, written by no one', async () => {
    await stored(`${alice}/contracts/old.pdf`);
    await stored(`${alice}/mood/old.png`);
    for (const member of [alice, bob, carol, dave])
      await asUser(db, member, async (tx) =>
        expect(await names(tx)).toEqual([`${alice}/contracts/old.pdf`, `${alice}/mood/old.png`]),
      );
    await asUser(db, dave, async (tx) =>
      expect((await tx.query('delete from storage.objects')).affectedRows).toBe(0),
    );
    await asUser(db, bob, async (tx) => {
      expect(await attempt(tx, put(`${alice}/mood/new.png`))).toMatchObject({ ok: false, code: '42501' });
      expect((await tx.query(`update storage.objects set metadata = '{}'`)).affectedRows).toBe(0);
      expect((await tx.query(`delete from storage.objects where name like '%old.pdf'`)).affectedRows).toBe(1);
    });
    // Bob's wedding was made since files went by wedding, so his account's folder is no wedding's: alice does not read it.
    await stored(`${bob}/mood/bobs-own-wedding.png`);
    await asUser(db, alice, async (tx) => expect(await names(tx)).toEqual([`${alice}/mood/old.png`]));
    await asUser(db, erin, async (tx) => expect(await names(tx)).toEqual([]));
  });
});

describe('published cards by wedding', () => {
  beforeEach(() =>
    db.query(
      `insert into public.invites (wedding_id, user_id, id, name, token) values ($1, $2, 'i1', 'Invite', $3)`,
      [wedding, alice, TOKEN],
    ),
  );
  const card = `invites/${TOKEN}.png`;

  it('a writer of the wedding publishes its invitation’s card in the wedding’s folder; family and strangers cannot', async () => {
    await asUser(db, bob, async (tx) => {
      expect(await attempt(tx, put(`${bob}/${card}`, 'published'))).toMatchObject({ ok: false });
      await tx.query(put(`${wedding}/${card}`, 'published'));
    });
    for (const outsider of [dave, erin])
      await asUser(db, outsider, async (tx) => {
        expect(await names(tx, 'published')).toEqual([]);
        expect((await tx.query('delete from storage.objects')).affectedRows).toBe(0);
      });
    await asUser(db, carol, async (tx) => {
      expect(await names(tx, 'published')).toEqual([`${wedding}/${card}`]);
      expect((await tx.query('delete from storage.objects')).affectedRows).toBe(1);
    });
  });

  it('the public page finds the card in the wedding’s folder, else where the owner published it before', async () => {
    const path = async () =>
      (
        await db.query<{ image_path: string | null }>('select image_path from api.invite_by_token($1)', [
          TOKEN,
        ])
      ).rows[0].image_path;
    await stored(`${alice}/${card}`, 'published');
    expect(await path()).toBe(`${alice}/${card}`);
    await stored(`${wedding}/${card}`, 'published');
    expect(await path()).toBe(`${wedding}/${card}`);
  });

  it('the stale cards are the wedding’s under a token no invitation has, and the creator’s old ones once republished', async () => {
    const old = `invites/Old3rty_-Asdfgh12345678.png`;
    await stored(`${wedding}/${old}`, 'published');
    await stored(`${alice}/${old}`, 'published');
    await stored(`${alice}/${card}`, 'published');
    const stale = () =>
      asUser(db, bob, async (tx) =>
        (await tx.query<{ n: string }>('select public.my_stale_cards() as n')).rows.map((r) => r.n),
      );
    // The creator's current card is still the one the public page shows.
    expect(await stale()).toEqual([`${alice}/${old}`, `${wedding}/${old}`].sort());
    await stored(`${wedding}/${card}`, 'published');
    expect(await stale()).toEqual([`${alice}/${old}`, `${alice}/${card}`, `${wedding}/${old}`].sort());
    await asUser(db, dave, async (tx) =>
      expect((await tx.query('select public.my_stale_cards()')).rows).toEqual([]),
    );
  });
});

describe('deleting an account and the wedding’s files', () => {
  const fileNames = async (user: string) =>
    (await db.query<{ name: string }>('select name from public.account_file_names($1)', [user])).rows.map(
      (r) => r.name,
    );

  it('a wedding that outlives its creator or an uploader keeps its files, new and old', async () => {
    await stored(`${wedding}/mood/1.png`);
    await asUser(db, bob, (tx) => tx.query(put(`${wedding}/contracts/bob.pdf`)));
    await stored(`${alice}/mood/old.png`);
    expect(await fileNames(alice)).toEqual([]);
    expect(await fileNames(bob)).toEqual([]);
  });

  it('a wedding deleted with its last member takes its files, and its creator’s old folder, with it', async () => {
    // Erin plans alone: her wedding goes with her account.
    const { rows } = await db.query<{ wedding_id: string }>(
      'select wedding_id from public.wedding_members where user_id = $1',
      [erin],
    );
    const hers = rows[0].wedding_id;
    await db.query('update public.weddings set legacy_folder = created_by where id = $1', [hers]);
    await stored(`${hers}/mood/1.png`);
    await stored(`${hers}/invites/${TOKEN}.png`, 'published');
    await stored(`${erin}/mood/old.png`);
    await stored(`${wedding}/mood/alices.png`);
    expect((await fileNames(erin)).sort()).toEqual(
      [`${erin}/mood/old.png`, `${hers}/invites/${TOKEN}.png`, `${hers}/mood/1.png`].sort(),
    );
  });
});

describe('the old folder of the weddings there were', () => {
  it('is the creator’s account folder for each creator’s first wedding only; a wedding made later has none', async () => {
    const FILE = '20261201100001_files_by_wedding.sql';
    const old = await createDb({ before: FILE });
    await createAuthUser(old, { id: alice, email: 'alice@example.com' });
    const first = (
      await old.query<{ wedding_id: string }>(
        'select wedding_id from public.wedding_members where user_id = $1',
        [alice],
      )
    ).rows[0].wedding_id;
    // A second wedding of hers, as keep_a_wedding makes one for an account left in none.
    await old.query(`update public.weddings set created_at = now() - interval '1 day' where id = $1`, [
      first,
    ]);
    const later = (await old.query<{ id: string }>('select private.create_wedding($1) as id', [alice]))
      .rows[0].id;
    for (const file of migrationFiles().filter((f) => f >= FILE)) await applyMigration(old, file);
    const { rows } = await old.query<{ id: string; legacy_folder: string | null }>(
      'select id, legacy_folder from public.weddings order by created_at',
    );
    expect(rows).toEqual([
      { id: first, legacy_folder: alice },
      { id: later, legacy_folder: null },
    ]);
    await old.close();
  });
});
