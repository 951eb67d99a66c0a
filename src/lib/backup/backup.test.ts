import 'fake-indexeddb/auto';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { z } from 'zod';
import { createLocalCollections } from '@/lib/backend/local/collections';
import { openLocalDb, resetLocalDbForTests, type LocalDb } from '@/lib/backend/local/db';
import { createLocalFiles } from '@/lib/backend/local/files';
import { createLocalProfile } from '@/lib/backend/local/profile';
import { createSupabaseCollections } from '@/lib/backend/supabase/collections';
import { createSupabaseFiles } from '@/lib/backend/supabase/files';
import { createSupabaseProfile } from '@/lib/backend/supabase/profile';
import { createSupabaseWedding } from '@/lib/backend/supabase/wedding';
import { fakeSupabase } from '@/lib/backend/supabase/test-client';
import { defineCollection } from '@/lib/data';
import { createBackup, type BackupPorts } from './create';
import { backupCollection, BACKUP_FORMAT, type BackupManifest } from './format';
import { BackupError, readBackup, summarize } from './read';
import { restoreBackup } from './restore';

// Three collections standing in for the app's: plain records with a checked link, records with a file, and records
// with a public token and a published card.
const songs = defineCollection({
  table: 'songs',
  noun: 'song',
  schema: z.object({
    id: z.string().min(1).max(64),
    title: z.string().trim().min(1).max(200),
    url: z
      .string()
      .regex(/^https?:\/\//, 'Use a web address that starts with http:// or https://')
      .optional(),
  }),
});
const vendors = defineCollection({
  table: 'vendors',
  noun: 'vendor',
  schema: z.object({ id: z.string().min(1), name: z.string().min(1), contract: z.string().optional() }),
});
const invites = defineCollection({
  table: 'invites',
  noun: 'invitation',
  schema: z.object({
    id: z.string().min(1),
    name: z.string().min(1),
    token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/),
  }),
});
let fresh = 0;
const SPECS = [
  backupCollection({ def: songs, label: 'Songs' }),
  backupCollection({ def: vendors, label: 'Vendors', files: (v) => (v.contract ? [v.contract] : []) }),
  backupCollection({
    def: invites,
    label: 'Invitations',
    published: (i) => [`invites/${i.token}.png`],
    rekey: (i) => ({ ...i, token: `fresh${String(++fresh).padStart(17, '0')}` }),
  }),
];

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PDF = strToU8('%PDF-1.7 a contract');
const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';

let db: LocalDb;
beforeEach(async () => {
  await resetLocalDbForTests();
  db = await openLocalDb();
  fresh = 0;
});

const ports = (userId: string, email = `${userId}@example.com`): BackupPorts => ({
  collections: createLocalCollections(db, userId),
  files: createLocalFiles(db, userId),
  profile: createLocalProfile(db, userId, email),
  mode: 'local',
});
const ids = async (p: BackupPorts, table: string) => (await p.collections.list(table)).map((r) => r.id);

async function coupleWithAPlan() {
  const a = ports('a');
  await a.collections.putMany('songs', [
    { id: 's3', title: 'Perfect', url: 'https://music.example.com/perfect' },
    { id: 's1', title: 'Canon in D' },
    { id: 's2', title: 'At Last' },
  ]);
  await a.files.put('contracts/v1/quote.pdf', new Blob([PDF], { type: 'application/pdf' }));
  await a.collections.putMany('vendors', [
    { id: 'v1', name: 'Rosewood Manor', contract: 'contracts/v1/quote.pdf' },
    { id: 'v2', name: 'DJ Groove' },
  ]);
  await a.collections.put('invites', { id: 'i1', name: 'Our invitation', token: TOKEN });
  await a.files.publish(`invites/${TOKEN}.png`, new Blob([PNG], { type: 'image/png' }));
  await a.profile.save({
    profile: { firstName: 'Priya', lastName: 'Shah', email: 'a@example.com', phone: '' },
    wedding: {
      partnerFirstName: 'Arjun',
      partnerLastName: '',
      weddingDate: '2027-06-12',
      guestCount: 120,
      location: 'Jaipur',
    },
    budget: { total: 4_200_000, currency: 'INR' },
  });
  return a;
}

/** A backup as a file, with `change` applied to its entries first (a tampered backup). */
async function backupFile(p: BackupPorts, change?: (entries: Record<string, Uint8Array>) => void) {
  const { blob } = await createBackup(p, SPECS, new Date('2026-11-25T10:00:00Z'));
  if (!change) return blob;
  const entries = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  change(entries);
  return new Blob([zipSync(entries as Zippable)]);
}
const editJson = (entries: Record<string, Uint8Array>, path: string, edit: (value: never) => unknown) => {
  entries[path] = strToU8(JSON.stringify(edit(JSON.parse(strFromU8(entries[path])) as never)));
};
const refusal = (file: Blob) =>
  readBackup(file, SPECS).then(
    () => 'accepted',
    (e: unknown) => (e instanceof BackupError ? e.message : `crashed: ${String(e)}`),
  );

describe('backups', () => {
  it('writes one zip: a versioned manifest, each collection as JSON in list order, the profile and the files', async () => {
    const a = await coupleWithAPlan();
    const { blob, manifest } = await createBackup(a, SPECS, new Date('2026-11-25T10:00:00Z'));
    expect(blob.type).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual([
      'collections/invites.json',
      'collections/songs.json',
      'collections/vendors.json',
      'files/contracts/v1/quote.pdf',
      'manifest.json',
      'profile.json',
      `published/invites/${TOKEN}.png`,
    ]);
    expect(JSON.parse(strFromU8(entries['manifest.json']))).toEqual<BackupManifest>({
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: '2026-11-25T10:00:00.000Z',
      mode: 'local',
      collections: { songs: { count: 3 }, vendors: { count: 2 }, invites: { count: 1 } },
      files: [{ key: 'contracts/v1/quote.pdf', type: 'application/pdf', size: PDF.length }],
      published: [{ name: `invites/${TOKEN}.png`, type: 'image/png', size: PNG.length }],
    });
    expect(manifest.collections.songs.count).toBe(3);
    expect(JSON.parse(strFromU8(entries['collections/songs.json'])).map((s: { id: string }) => s.id)).toEqual(
      ['s3', 's1', 's2'],
    );
    // The sign-in email is the account's own: it never travels.
    const profile = JSON.parse(strFromU8(entries['profile.json']));
    expect(profile.profile).toEqual({ firstName: 'Priya', lastName: 'Shah', phone: '' });
    expect(profile.budget).toEqual({ total: 4_200_000, currency: 'INR' });
    expect(strFromU8(entries['files/contracts/v1/quote.pdf'])).toBe('%PDF-1.7 a contract');
  });

  it('restores into another account: every record in its place, the files, the profile; links get fresh tokens', async () => {
    const a = await coupleWithAPlan();
    const b = ports('b');
    const parsed = await readBackup(await backupFile(a), SPECS);
    expect(summarize(parsed, SPECS)).toEqual({
      createdAt: '2026-11-25T10:00:00.000Z',
      mode: 'local',
      names: 'Priya & Arjun',
      weddingDate: '2027-06-12',
      collections: [
        { table: 'songs', label: 'Songs', count: 3 },
        { table: 'vendors', label: 'Vendors', count: 2 },
        { table: 'invites', label: 'Invitations', count: 1 },
      ],
      files: 1,
      fileBytes: PDF.length,
    });

    const result = await restoreBackup(b, SPECS, parsed, 'replace', 'b@example.com');
    expect(result).toEqual({ records: 6, files: 1 });
    expect(await b.collections.list('songs')).toEqual(await a.collections.list('songs'));
    expect(await b.collections.list('vendors')).toEqual(await a.collections.list('vendors'));
    expect(
      strFromU8(new Uint8Array(await (await b.files.get('contracts/v1/quote.pdf'))!.arrayBuffer())),
    ).toBe('%PDF-1.7 a contract');
    // The invitation is new to this account: a token of its own (tokens are unique across accounts), its card with it.
    const [invite] = await b.collections.list<{ id: string; token: string }>('invites');
    expect(invite).toEqual({ id: 'i1', name: 'Our invitation', token: 'fresh00000000000000001' });
    expect(await b.files.readPublished(`invites/${invite.token}.png`)).not.toBeNull();
    const profile = (await b.profile.get())!;
    expect(profile.profile).toEqual({
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'b@example.com',
      phone: '',
    });
    expect(profile.wedding.location).toBe('Jaipur');
    expect(profile.budget).toEqual({ total: 4_200_000, currency: 'INR' });
    // The samples a new account gets never land on top of the restored plan.
    expect(await b.collections.seed('songs', [{ id: 'sample', title: 'Sample' }])).toBe(false);
    expect(await ids(b, 'songs')).toEqual(['s3', 's1', 's2']);
    // The original account is untouched.
    expect((await a.collections.list<{ id: string; token: string }>('invites'))[0].token).toBe(TOKEN);
  });

  it('replace makes the account exactly the backup; merge adds and updates by id and removes nothing', async () => {
    const a = await coupleWithAPlan();
    const file = await backupFile(a);
    const setUp = async (p: BackupPorts) => {
      await p.collections.putMany('songs', [
        { id: 's1', title: 'Canon (live)' },
        { id: 'mine', title: 'Our song' },
      ]);
      await p.files.put('contracts/v9/old.pdf', new Blob([PDF]));
      await p.collections.put('vendors', { id: 'v9', name: 'Old florist', contract: 'contracts/v9/old.pdf' });
      await p.profile.save({
        profile: { firstName: 'Pri', lastName: '', email: 'x', phone: '555' },
        wedding: {
          partnerFirstName: '',
          partnerLastName: '',
          weddingDate: '',
          guestCount: null,
          location: 'Udaipur',
        },
      });
    };

    const replaced = ports('r', 'r@example.com');
    await setUp(replaced);
    await restoreBackup(replaced, SPECS, await readBackup(file, SPECS), 'replace', 'r@example.com');
    expect(await ids(replaced, 'songs')).toEqual(['s3', 's1', 's2']);
    expect((await replaced.collections.list<{ id: string; title: string }>('songs'))[1].title).toBe(
      'Canon in D',
    );
    expect(await ids(replaced, 'vendors')).toEqual(['v1', 'v2']);
    expect(await replaced.files.get('contracts/v9/old.pdf')).toBeNull();
    const rp = (await replaced.profile.get())!;
    expect([
      rp.profile.firstName,
      rp.profile.phone,
      rp.wedding.location,
      rp.wedding.partnerFirstName,
    ]).toEqual(['Priya', '', 'Jaipur', 'Arjun']);

    const merged = ports('m', 'm@example.com');
    await setUp(merged);
    await restoreBackup(merged, SPECS, await readBackup(file, SPECS), 'merge', 'm@example.com');
    expect(await ids(merged, 'songs')).toEqual(['s1', 'mine', 's3', 's2']);
    expect((await merged.collections.list<{ id: string; title: string }>('songs'))[0].title).toBe(
      'Canon in D',
    );
    expect(await ids(merged, 'vendors')).toEqual(['v9', 'v1', 'v2']);
    expect(await merged.files.get('contracts/v9/old.pdf')).not.toBeNull();
    // The account's own profile wins; the backup fills only what it leaves empty; an untouched budget takes the backup's.
    const mp = (await merged.profile.get())!;
    expect([mp.profile.firstName, mp.profile.lastName, mp.profile.phone]).toEqual(['Pri', 'Shah', '555']);
    expect([
      mp.wedding.location,
      mp.wedding.partnerFirstName,
      mp.wedding.weddingDate,
      mp.wedding.guestCount,
    ]).toEqual(['Udaipur', 'Arjun', '2027-06-12', 120]);
    expect(mp.budget).toEqual({ total: 4_200_000, currency: 'INR' });
  });

  it('restoring into the account that made it keeps its links', async () => {
    const a = await coupleWithAPlan();
    const file = await backupFile(a);
    await a.collections.remove('songs', 's1');
    await restoreBackup(a, SPECS, await readBackup(file, SPECS), 'replace', 'a@example.com');
    // Back in the backup's order, not after the rest.
    expect(await ids(a, 'songs')).toEqual(['s3', 's1', 's2']);
    expect((await a.collections.list<{ id: string; token: string }>('invites'))[0].token).toBe(TOKEN);
  });

  it('reads a backup made before the default phone country existed as unset, keeping the wedding details', async () => {
    const file = await backupFile(await coupleWithAPlan(), (e) =>
      editJson(e, 'profile.json', (p: { wedding: Record<string, unknown> }) => {
        const { phoneCountry: _, ...wedding } = p.wedding;
        return { ...p, wedding };
      }),
    );
    const parsed = await readBackup(file, SPECS);
    expect(parsed.profile.wedding).toMatchObject({ location: 'Jaipur', phoneCountry: '' });
  });

  it('refuses a bad or foreign file with the reason, before anything is written', async () => {
    const a = await coupleWithAPlan();
    expect(await refusal(new Blob(['name,amount\nVenue,100']))).toMatch(
      /^This file isn't a Wedding Planner backup\./,
    );
    expect(await refusal(new Blob([zipSync({ 'notes.txt': strToU8('hello') })]))).toMatch(
      /^This file isn't a Wedding Planner backup\./,
    );
    expect(await refusal(new Blob([new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9])]))).toBe(
      "This backup file is damaged and can't be read. Try downloading a new backup.",
    );
    expect(
      await refusal(await backupFile(a, (e) => void (e['collections/songs.json'] = strToU8('[{"id":')))),
    ).toBe('This backup is damaged: songs is not valid JSON.');
    expect(
      await refusal(
        await backupFile(a, (e) =>
          editJson(e, 'manifest.json', (m: BackupManifest) => ({ ...m, version: 2 })),
        ),
      ),
    ).toBe(
      'This backup was made by a newer version of Wedding Planner (backup format 2; this version reads format 1). Reload the app to update it, then try again.',
    );
    expect(
      await refusal(
        await backupFile(a, (e) =>
          editJson(e, 'manifest.json', (m: BackupManifest) => ({ ...m, version: '1' })),
        ),
      ),
    ).toBe(`This backup names a format version this app doesn't know ("1").`);
    expect(
      await refusal(
        await backupFile(a, (e) =>
          editJson(e, 'collections/songs.json', (rows: object[]) =>
            rows.map((r, i) => (i === 1 ? { ...r, url: 'javascript:alert(1)' } : r)),
          ),
        ),
      ),
    ).toBe(
      "This backup can't be restored: it holds data the app would refuse.\n• Songs, item 2 — url: Use a web address that starts with http:// or https://",
    );
    expect(
      await refusal(
        await backupFile(a, (e) => {
          editJson(e, 'collections/songs.json', (rows: object[]) => [...rows, { id: 's1', title: 'Again' }]);
          editJson(e, 'manifest.json', (m: BackupManifest) => ({
            ...m,
            collections: { ...m.collections, songs: { count: 4 } },
          }));
        }),
      ),
    ).toMatch(/• Songs, item 4 — the same id as an earlier item$/);
    expect(
      await refusal(
        await backupFile(a, (e) => editJson(e, 'collections/songs.json', (rows: object[]) => rows.slice(1))),
      ),
    ).toBe('This backup is incomplete: it should hold 3 songs but holds 2.');
    expect(
      await refusal(
        await backupFile(a, (e) => {
          e['collections/guests.json'] = strToU8('[]');
          editJson(e, 'manifest.json', (m: BackupManifest) => ({
            ...m,
            collections: { ...m.collections, guests: { count: 0 } },
          }));
        }),
      ),
    ).toMatch(/^This backup holds data this version of Wedding Planner doesn't know \(guests\)/);
    // A web page dressed up as a contract.
    expect(
      await refusal(
        await backupFile(
          a,
          (e) =>
            void (e['files/contracts/v1/quote.pdf'] = strToU8('<html><script>…</script>'.padEnd(PDF.length))),
        ),
      ),
    ).toBe('This backup is damaged: the file contracts/v1/quote.pdf is not the file its manifest describes.');
    expect(await refusal(await backupFile(a, (e) => void (e['files/../../evil.pdf'] = PDF)))).toMatch(
      /it holds a file its manifest doesn't list/,
    );
    expect(
      await refusal(
        await backupFile(a, (e) =>
          editJson(e, 'manifest.json', (m: BackupManifest) => ({
            ...m,
            files: [...m.files, { key: '../escape.pdf', type: 'application/pdf', size: 1 }],
          })),
        ),
      ),
    ).toMatch(/^This backup's manifest is damaged \(files\.1\.key: /);
    expect(
      await refusal(
        await backupFile(a, (e) =>
          editJson(e, 'collections/vendors.json', (rows: object[]) =>
            rows.map((r) => ({ ...r, contract: undefined })),
          ),
        ),
      ),
    ).toBe('This backup is damaged: it holds a file no item uses (contracts/v1/quote.pdf).');
    expect(
      await refusal(
        await backupFile(a, (e) =>
          editJson(e, 'profile.json', (p: object) => ({ ...p, budget: { total: -5, currency: 'INR' } })),
        ),
      ),
    ).toBe(
      "This backup can't be restored: it holds data the app would refuse.\n• Profile — budget.total: Enter an amount greater than 0",
    );
  });

  it('restores a local backup into a cloud account: files to Storage, each list in order, the samples claimed, the profile', async () => {
    const a = await coupleWithAPlan();
    const parsed = await readBackup(await backupFile(a), SPECS);
    const UID = '7f0c7a4e-0000-4000-8000-000000000001';
    // supabase-js looks for a WebSocket when it is created (Node 20 has none); nothing here opens one.
    vi.stubGlobal('WebSocket', class {});
    // The account's current wedding in the cloud (a partner's, say): not the local one the backup came from ('a').
    const WID = '5e0c7a4e-0000-4000-8000-0000000000aa';
    const { client, requests } = fakeSupabase((r) =>
      r.url.pathname.endsWith('/my_weddings')
        ? { json: [{ id: WID, role: 'partner', label: 'Asha & Rohan' }] }
        : r.method === 'GET' && r.url.pathname.endsWith('/profiles')
          ? { json: null }
          : { json: [] },
    );
    const wedding = createSupabaseWedding(client, UID);
    const cloud: BackupPorts = {
      collections: createSupabaseCollections(client, wedding),
      files: createSupabaseFiles(client, wedding),
      profile: createSupabaseProfile(client, UID, 'b@example.com', wedding),
      mode: 'cloud',
    };
    await restoreBackup(cloud, SPECS, parsed, 'replace', 'b@example.com');
    const writes = requests
      .filter((r) => r.method !== 'GET' && !r.url.pathname.endsWith('/my_weddings'))
      .map((r) => `${r.method} ${r.url.pathname}`);
    expect(writes[0]).toBe(`POST /storage/v1/object/user-files/${WID}/contracts/v1/quote.pdf`);
    expect(writes).toEqual(
      expect.arrayContaining([
        'POST /rest/v1/songs',
        'POST /rest/v1/rpc/claim_seed',
        'POST /rest/v1/vendors',
        'POST /rest/v1/invites',
        `POST /storage/v1/object/published/${WID}/invites/fresh00000000000000001.png`,
      ]),
    );
    const songs = requests.find((r) => r.method === 'POST' && r.url.pathname === '/rest/v1/songs')!.body as {
      id: string;
      created_at: string;
    }[];
    expect(songs.map((row) => row.id)).toEqual(['s3', 's1', 's2']);
    // Every record of every collection is written under the current wedding, read and cleared there, and claims its
    // samples there; no row names a wedding or user of its own (the local account's id stays behind). (`weddings` is
    // the files adapter reading who made the wedding, and the profile reading the wedding's details.)
    const tables = requests.filter((r) => /^\/rest\/v1\/(?!rpc\/|profiles|weddings)/.test(r.url.pathname));
    const rows = tables
      .filter((r) => r.method === 'POST')
      .flatMap((r) => r.body as Record<string, unknown>[]);
    expect(rows.map((row) => row.id).sort()).toEqual(['i1', 's1', 's2', 's3', 'v1', 'v2']);
    expect(rows.every((row) => row.wedding_id === WID && !('user_id' in row))).toBe(true);
    expect(
      tables
        .filter((r) => r.method !== 'POST')
        .every((r) => r.url.searchParams.get('wedding_id') === `eq.${WID}`),
    ).toBe(true);
    expect(
      requests
        .filter((r) => r.url.pathname === '/rest/v1/rpc/claim_seed')
        .every((r) => (r.body as { p_wedding: string }).p_wedding === WID),
    ).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('"a"');
    expect(songs.map((row) => Date.parse(row.created_at))).toEqual(
      [...songs.map((row) => Date.parse(row.created_at))].sort((x, y) => x - y),
    );
    expect(
      requests.some(
        (r) =>
          r.method !== 'GET' &&
          r.url.pathname === '/rest/v1/profiles' &&
          JSON.stringify(r.body).includes('"first_name":"Priya"'),
      ),
    ).toBe(true);
    // The backup's wedding details go to the current wedding.
    expect(requests.find((r) => r.url.pathname === '/rest/v1/rpc/set_wedding_details')?.body).toMatchObject({
      p_wedding: WID,
    });
    vi.unstubAllGlobals();
  });

  it('refuses a zip bomb by the sizes its headers declare, before inflating it', async () => {
    const huge = new Uint8Array(30 * 1024 * 1024);
    const bomb = new Blob([zipSync({ 'manifest.json': strToU8('{}'), 'files/a.png': [huge, { level: 9 }] })]);
    expect(bomb.size).toBeLessThan(100_000);
    expect(await refusal(bomb)).toBe('This backup is larger than Wedding Planner can restore.');
  });
});
