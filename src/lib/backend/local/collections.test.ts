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
