import { openLocalDb, resetLocalDbForTests, type LocalDb } from './db';
import { createLocalFiles } from './files';

/**
 * fake-indexeddb copies values with Node's structuredClone, which knows Node's Blob but not jsdom's; a browser's
 * IndexedDB stores its own Blob the same way (the e2e specs cover that).
 */
let NodeBlob: typeof Blob;
const blobOf = (parts: (string | Uint8Array<ArrayBuffer>)[], type?: string) => new NodeBlob(parts, { type });

let db: LocalDb;
beforeAll(async () => {
  // Loaded by name so the app's type program (browser types only) does not need Node's.
  const nodeBuffer = 'node:buffer';
  ({ Blob: NodeBlob } = (await import(/* @vite-ignore */ nodeBuffer)) as { Blob: typeof Blob });
});
beforeEach(async () => {
  await resetLocalDbForTests();
  db = await openLocalDb();
});

const text = async (blob: Blob | null) => (blob ? new Uint8Array(await blob.arrayBuffer()) : null);

describe('local files', () => {
  it('stores a blob under a key and gives it back', async () => {
    const port = createLocalFiles(db, 'u1');
    const blob = blobOf([new Uint8Array([37, 80, 68, 70])], 'application/pdf');
    expect(await port.put('contracts/v1.pdf', blob)).toBe('contracts/v1.pdf');
    const got = await port.get('contracts/v1.pdf');
    expect(got?.type).toBe('application/pdf');
    expect(await text(got)).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it('replaces a key, removes it, and answers null for a missing one', async () => {
    const port = createLocalFiles(db, 'u1');
    await port.put('k', blobOf(['one']));
    await port.put('k', blobOf(['two']));
    expect(await (await port.get('k'))?.text()).toBe('two');
    await port.remove('k');
    expect(await port.get('k')).toBeNull();
    await expect(port.remove('never-there')).resolves.toBeUndefined();
  });

  it("never gives one user another user's file", async () => {
    await createLocalFiles(db, 'a').put('mood/1.png', blobOf(['a']));
    expect(await createLocalFiles(db, 'b').get('mood/1.png')).toBeNull();
    await createLocalFiles(db, 'b').remove('mood/1.png');
    expect(await createLocalFiles(db, 'a').get('mood/1.png')).not.toBeNull();
  });
});
