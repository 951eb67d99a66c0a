import { createLocalCollections } from './collections';
import { openLocalDb, resetLocalDbForTests, type LocalDb } from './db';

let db: LocalDb;
beforeEach(async () => {
  await resetLocalDbForTests();
  db = await openLocalDb();
});

describe('local collections', () => {
  it('lists records in the order they were first added; an edit keeps its place', async () => {
    const port = createLocalCollections(db, 'u1');
    // Ids that sort the other way round, written within the same millisecond.
    for (const id of ['z', 'm', 'a']) await port.put('songs', { id, title: id.toUpperCase() });
    await port.put('songs', { id: 'z', title: 'Z edited' });
    expect(await port.list('songs')).toEqual([
      { id: 'z', title: 'Z edited' },
      { id: 'm', title: 'M' },
      { id: 'a', title: 'A' },
    ]);
  });

  it('returns what it stored and removes by id', async () => {
    const port = createLocalCollections(db, 'u1');
    const item = { id: 'e1', description: 'Deposit', amount: 500, tags: ['venue'] };
    expect(await port.put('expenses', item)).toEqual(item);
    await port.put('expenses', { id: 'e2', description: 'Cake', amount: 80 });
    await port.remove('expenses', 'e1');
    await port.remove('expenses', 'missing');
    expect(await port.list('expenses')).toEqual([{ id: 'e2', description: 'Cake', amount: 80 }]);
  });

  it('keeps tables apart and users apart, even for the same ids', async () => {
    const a = createLocalCollections(db, 'user-a');
    const b = createLocalCollections(db, 'user-b');
    await a.put('songs', { id: '1', title: "A's song" });
    await a.put('photo_ideas', { id: '1', title: "A's photo" });
    await b.put('songs', { id: '1', title: "B's song" });
    expect(await a.list('songs')).toEqual([{ id: '1', title: "A's song" }]);
    expect(await a.list('photo_ideas')).toEqual([{ id: '1', title: "A's photo" }]);
    expect(await b.list('songs')).toEqual([{ id: '1', title: "B's song" }]);
    expect(await b.list('photo_ideas')).toEqual([]);
    await b.remove('songs', '1');
    expect(await a.list('songs')).toHaveLength(1);
  });

  it('seeds a table once per user, in order; samples deleted afterwards never return', async () => {
    const a = createLocalCollections(db, 'user-a');
    const samples = [{ id: 'z', title: 'First' }, { id: 'a', title: 'Second' }];
    expect(await Promise.all([a.seed('songs', samples), a.seed('songs', samples)])).toEqual(expect.arrayContaining([true, false]));
    expect(await a.list('songs')).toEqual(samples);
    await a.remove('songs', 'z');
    await a.remove('songs', 'a');
    expect(await a.seed('songs', samples)).toBe(false);
    expect(await a.list('songs')).toEqual([]);
    expect(await createLocalCollections(db, 'user-b').seed('songs', samples)).toBe(true);
  });

  it('writes a seed all at once: a refused write leaves neither samples nor the marker, and the next try seeds', async () => {
    const port = createLocalCollections(db, 'u1');
    const samples = [{ id: 's1', title: 'One' }, { id: 's2', title: 'Two' }, { id: 's3', title: 'Three' }];
    const realPut = IDBObjectStore.prototype.put;
    let writes = 0;
    // The third record write fails, as a reload or a full disk would cut the seed short.
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'records' && ++writes === 3) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realPut.apply(this, args);
    };
    try {
      await expect(port.seed('songs', samples)).rejects.toThrow();
    } finally {
      IDBObjectStore.prototype.put = realPut;
    }
    expect(await port.list('songs')).toEqual([]);
    expect(await port.seed('songs', samples)).toBe(true);
    expect(await port.list('songs')).toEqual(samples);
  });

  it('claims a seed once per user and table, even when asked twice at the same moment', async () => {
    const a = createLocalCollections(db, 'user-a');
    const b = createLocalCollections(db, 'user-b');
    expect(await Promise.all([a.claimSeed('songs'), a.claimSeed('songs')])).toEqual(expect.arrayContaining([true, false]));
    expect(await a.claimSeed('songs')).toBe(false);
    expect(await a.claimSeed('expenses')).toBe(true);
    expect(await b.claimSeed('songs')).toBe(true);
  });

  it('keeps records across a new connection (a reload)', async () => {
    await createLocalCollections(db, 'u1').put('songs', { id: 's', title: 'Kept' });
    db.close();
    const { DB_NAME } = await import('./db');
    const { openDB } = await import('idb');
    const reopened = await openDB(DB_NAME);
    const rows = await reopened.getAll('records');
    expect(rows.map((r) => r.data)).toEqual([{ id: 's', title: 'Kept' }]);
    reopened.close();
  });
});
