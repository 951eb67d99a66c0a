import { inverseOf } from '../inverse';
import { VersionConflictError } from '../types';
import { versionOf } from '../versions';
import { createLocalCollections, PublicKeyTakenError } from './collections';
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
    const samples = [
      { id: 'z', title: 'First' },
      { id: 'a', title: 'Second' },
    ];
    expect(await Promise.all([a.seed('songs', samples), a.seed('songs', samples)])).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(await a.list('songs')).toEqual(samples);
    await a.remove('songs', 'z');
    await a.remove('songs', 'a');
    expect(await a.seed('songs', samples)).toBe(false);
    expect(await a.list('songs')).toEqual([]);
    expect(await createLocalCollections(db, 'user-b').seed('songs', samples)).toBe(true);
  });

  it('writes a seed all at once: a refused write leaves neither samples nor the marker, and the next try seeds', async () => {
    const port = createLocalCollections(db, 'u1');
    const samples = [
      { id: 's1', title: 'One' },
      { id: 's2', title: 'Two' },
      { id: 's3', title: 'Three' },
    ];
    const realPut = IDBObjectStore.prototype.put;
    let writes = 0;
    // The third record write fails, as a reload or a full disk would cut the seed short.
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (this.name === 'records' && ++writes === 3)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
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
    expect(await Promise.all([a.claimSeed('songs'), a.claimSeed('songs')])).toEqual(
      expect.arrayContaining([true, false]),
    );
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

  it('reads one whole record by id, or null', async () => {
    const port = createLocalCollections(db, 'u1');
    await port.put('invites', { id: 'i1', name: 'Save the date', design: { elements: [] } });
    expect(await port.get('invites', 'i1')).toEqual({
      id: 'i1',
      name: 'Save the date',
      design: { elements: [] },
    });
    expect(await port.get('invites', 'missing')).toBeNull();
    expect(await createLocalCollections(db, 'u2').get('invites', 'i1')).toBeNull();
  });

  it('lists a projection: only the fields asked for, always with the id', async () => {
    const port = createLocalCollections(db, 'u1');
    await port.put('invites', {
      id: 'i1',
      name: 'Save the date',
      status: 'draft',
      design: { elements: [{ id: 'e' }] },
    });
    expect(await port.list('invites', { fields: ['name', 'status'] })).toEqual([
      { id: 'i1', name: 'Save the date', status: 'draft' },
    ]);
  });

  it('puts and removes many records in one go, in order', async () => {
    const port = createLocalCollections(db, 'u1');
    const songs = ['c', 'b', 'a'].map((id) => ({ id, title: id }));
    expect(await port.putMany('songs', songs)).toEqual(songs);
    expect(await port.list('songs')).toEqual(songs);
    await port.removeMany('songs', ['c', 'a', 'missing']);
    expect(await port.list('songs')).toEqual([{ id: 'b', title: 'b' }]);
  });

  /** Makes the n-th write to the records store fail, as a full disk would. */
  async function withFailingWrite<R>(n: number, method: 'put' | 'delete', run: () => Promise<R>) {
    const real = IDBObjectStore.prototype[method] as (...args: unknown[]) => IDBRequest;
    let writes = 0;
    IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: unknown[]) {
      if (this.name === 'records' && ++writes === n)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return real.apply(this, args);
    } as never;
    try {
      return await run();
    } finally {
      IDBObjectStore.prototype[method] = real as never;
    }
  }

  it('putMany is all or nothing: a failure midway leaves nothing written', async () => {
    const port = createLocalCollections(db, 'u1');
    await port.put('songs', { id: 'b', title: 'Before' });
    await withFailingWrite(3, 'put', () =>
      expect(
        port.putMany(
          'songs',
          ['a', 'b', 'c'].map((id) => ({ id, title: 'New' })),
        ),
      ).rejects.toThrow(),
    );
    expect(await port.list('songs')).toEqual([{ id: 'b', title: 'Before' }]);
  });

  it('removeMany is all or nothing: a failure midway removes nothing', async () => {
    const port = createLocalCollections(db, 'u1');
    await port.putMany(
      'songs',
      ['a', 'b', 'c'].map((id) => ({ id, title: id })),
    );
    await withFailingWrite(2, 'delete', () =>
      expect(port.removeMany('songs', ['a', 'b', 'c'])).rejects.toThrow(),
    );
    expect((await port.list('songs')).map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });

  it('removes what cascades from a record in the same step: a household takes its guests and their answers', async () => {
    const port = createLocalCollections(db, 'u1');
    const other = createLocalCollections(db, 'u2');
    await port.putMany('households', [{ id: 'h1' }, { id: 'h2' }]);
    await port.putMany('guests', [
      { id: 'g1', householdId: 'h1' },
      { id: 'g2', householdId: 'h1' },
      { id: 'g3', householdId: 'h2' },
    ]);
    await port.putMany('rsvp_answers', [
      { id: 'a1', guestId: 'g1' },
      { id: 'a3', guestId: 'g3' },
    ]);
    await other.put('guests', { id: 'g9', householdId: 'h1' });
    await withFailingWrite(3, 'delete', () => expect(port.remove('households', 'h1')).rejects.toThrow());
    expect(await port.list('guests')).toHaveLength(3);
    expect(await port.list('households')).toHaveLength(2);

    await port.remove('households', 'h1');
    expect(await port.list('households')).toEqual([{ id: 'h2' }]);
    expect(await port.list('guests')).toEqual([{ id: 'g3', householdId: 'h2' }]);
    expect(await port.list('rsvp_answers')).toEqual([{ id: 'a3', guestId: 'g3' }]);
    expect(await other.list('guests')).toHaveLength(1);
  });

  describe('versions', () => {
    it('stamps every record it hands out with its version, new on each write', async () => {
      const port = createLocalCollections(db, 'u1');
      const first = await port.put('songs', { id: 's1', title: 'First' });
      const v1 = versionOf(first)!;
      expect(v1).toBeTruthy();
      expect(versionOf((await port.list('songs'))[0])).toBe(v1);
      expect(versionOf((await port.get('songs', 's1'))!)).toBe(v1);
      expect(versionOf((await port.list('songs', { fields: ['title'] }))[0])).toBe(v1);
      const second = await port.put('songs', { id: 's1', title: 'Second' }, { base: v1 });
      expect(Number(versionOf(second))).toBeGreaterThan(Number(v1));
      const [many] = await port.putMany('songs', [{ id: 's1', title: 'Third' }]);
      expect(Number(versionOf(many))).toBeGreaterThan(Number(versionOf(second)));
    });

    it('refuses a write based on a stale version and keeps what is stored', async () => {
      const tabA = createLocalCollections(db, 'u1');
      const tabB = createLocalCollections(db, 'u1');
      const v1 = versionOf(await tabA.put('songs', { id: 's1', title: 'First' }))!;
      await tabA.put('songs', { id: 's1', title: 'Tab A' }, { base: v1 });
      const refused = tabB.put('songs', { id: 's1', title: 'Tab B' }, { base: v1 });
      await expect(refused).rejects.toBeInstanceOf(VersionConflictError);
      await expect(refused).rejects.toMatchObject({ reason: 'changed' });
      expect(await tabB.list('songs')).toEqual([{ id: 's1', title: 'Tab A' }]);
    });

    it('never brings back a record deleted elsewhere; a plain write (no base) stores it', async () => {
      const port = createLocalCollections(db, 'u1');
      const v1 = versionOf(await port.put('songs', { id: 's1', title: 'First' }))!;
      await port.remove('songs', 's1');
      await expect(port.put('songs', { id: 's1', title: 'Edited' }, { base: v1 })).rejects.toMatchObject({
        reason: 'deleted',
      });
      expect(await port.list('songs')).toEqual([]);
      await port.put('songs', { id: 's1', title: 'Put back' });
      expect(await port.list('songs')).toEqual([{ id: 's1', title: 'Put back' }]);
    });

    it('gives records stored before versions existed a version, which an edit can be based on', async () => {
      await db.put('records', {
        userId: 'u1',
        table: 'songs',
        id: 'old',
        data: { id: 'old', title: 'Old' },
        updatedAt: 42,
      });
      const port = createLocalCollections(db, 'u1');
      const [old] = await port.list('songs');
      expect(versionOf(old)).toBe('42');
      await port.put('songs', { id: 'old', title: 'Edited' }, { base: '42' });
      expect(await port.list('songs')).toEqual([{ id: 'old', title: 'Edited' }]);
    });
  });

  it('takes records with what cascades from them and puts them all back in their places, public keys included', async () => {
    const port = createLocalCollections(db, 'u1');
    await port.putMany('households', [{ id: 'h1' }, { id: 'h2' }, { id: 'h3' }]);
    await port.putMany('guests', [
      { id: 'g1', householdId: 'h2' },
      { id: 'g2', householdId: 'h1' },
      { id: 'g3', householdId: 'h2' },
    ]);
    const token = 'AAAAAAAAAAAAAAAAAAAAAA';
    await port.putMany('invites', [
      { id: 'i1', token },
      { id: 'i2', token: 'BBBBBBBBBBBBBBBBBBBBBB' },
    ]);
    const taken = await port.apply([{ op: 'remove', table: 'households', id: 'h2' }]);
    expect(taken.map((r) => [r.table, r.id])).toEqual([
      ['households', 'h2'],
      ['guests', 'g1'],
      ['guests', 'g3'],
    ]);
    expect((await port.list('households')).map((h) => h.id)).toEqual(['h1', 'h3']);
    expect((await port.list('guests')).map((g) => g.id)).toEqual(['g2']);
    // Something added meanwhile stays last once the deleted records are back.
    await port.put('households', { id: 'h4' });

    await port.apply(inverseOf(taken));
    expect((await port.list('households')).map((h) => h.id)).toEqual(['h1', 'h2', 'h3', 'h4']);
    expect((await port.list('guests')).map((g) => g.id)).toEqual(['g1', 'g2', 'g3']);

    const invite = await port.apply([{ op: 'remove', table: 'invites', id: 'i1' }]);
    // The link is retired with its record (public-keys.ts): nothing else in this browser can take it meanwhile.
    await expect(createLocalCollections(db, 'u2').put('invites', { id: 'x', token })).rejects.toBeInstanceOf(
      PublicKeyTakenError,
    );
    await expect(port.put('invites', { id: 'i9', token })).rejects.toBeInstanceOf(PublicKeyTakenError);
    await port.apply(inverseOf(invite));
    expect(await db.get('publicKeys', `invites:${token}`)).toEqual({
      userId: 'u1',
      table: 'invites',
      id: 'i1',
    });
    expect((await port.list('invites')).map((i) => i.id)).toEqual(['i1', 'i2']);
  });

  it('touches nothing removing an id that is not there', async () => {
    const port = createLocalCollections(db, 'u1');
    expect(await port.apply([{ op: 'remove', table: 'songs', id: 'missing' }])).toEqual([]);
  });

  it('puts many in the order given when asked, after everything else, moving records it already held', async () => {
    const port = createLocalCollections(db, 'u1');
    await port.putMany('songs', [{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    await port.putMany('songs', [{ id: 'b' }, { id: 'd' }]);
    expect((await port.list('songs')).map((s) => s.id)).toEqual(['a', 'b', 'c', 'd']);
    await port.putMany('songs', [{ id: 'c' }, { id: 'a' }], { inOrder: true });
    expect((await port.list('songs')).map((s) => s.id)).toEqual(['b', 'd', 'c', 'a']);
  });
});
