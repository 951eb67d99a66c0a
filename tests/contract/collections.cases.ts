/**
 * The collection port's contract: what both adapters must do alike, run on each by collections.local.test.ts and
 * collections.cloud.test.ts. Versions and conflicts, atomic batches, cascades and their exact undo, and couples kept
 * apart.
 */
import { describe, expect, test } from 'vitest';
import { inverseOf } from '../../src/lib/backend/inverse';
import { VersionConflictError, type Change, type Entity } from '../../src/lib/backend/types';
import { versionOf } from '../../src/lib/backend/versions';
import { wedding, type Wedding } from './fixtures';
import type { Subject } from './subjects';

/** Times as one format: the cloud writes `+00:00`, the browser `Z`. */
const sameTimes = (record: Entity) =>
  Object.fromEntries(
    Object.entries(record).map(([k, v]) => [
      k,
      typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v) ? new Date(v).toISOString() : v,
    ]),
  ) as Entity;

/** A couple's records of `table`, sorted by id, as plain objects. */
async function rows(port: { list: (t: string) => Promise<Entity[]> }, table: string): Promise<Row[]> {
  return (await port.list(table)).map(sameTimes).sort((x, y) => (x.id < y.id ? -1 : 1)) as Row[];
}

const AT = '2026-11-20T10:00:00.000Z';
const task = (id: string, title: string) => ({
  id,
  title,
  category: 'vendors',
  priority: 'high',
  completed: false,
  createdAt: AT,
});
const song = (id: string, title: string) => ({
  id,
  title,
  artist: 'Ed',
  category: 'ceremony',
  createdAt: AT,
});

const put = (table: string, record: object, base?: string): Change => ({
  op: 'put',
  table,
  record: record as Entity,
  base,
});

/** A couple's records of a table, as loose data. */
type Row = Entity & Record<string, unknown>;

/** Writes a whole wedding (events, households, guests, answers, tables, seats) as one batch. */
async function store(port: { apply: (c: Change[]) => Promise<unknown> }, w: Wedding) {
  await port.apply([
    ...w.events.map((r) => put('events', r)),
    ...w.households.map((r) => put('households', r)),
    ...w.guests.map((r) => put('guests', r)),
    ...w.answers.map((r) => put('rsvp_answers', r)),
    ...w.tables.map((r) => put('seating_tables', r)),
    ...w.seats.map((r) => put('seat_assignments', r)),
  ]);
}

const TABLES = ['events', 'households', 'guests', 'rsvp_answers', 'seating_tables', 'seat_assignments'];

async function snapshot(port: { list: (t: string) => Promise<Entity[]> }) {
  return Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await rows(port, t)] as const)));
}

/** The cases, by name: `collectionContract` runs them all on a subject; a planted divergence runs one on purpose. */
export const collectionCases: Record<string, (subject: Subject) => Promise<void>> = {};

/** Registers a case under its name (`it` inside collectionContract). */
const it = (name: string, run: (subject: Subject) => Promise<void>) => {
  collectionCases[name] = run;
};

export function collectionContract(subject: Subject) {
  describe(`the collection port (${subject.name})`, () => {
    for (const [name, run] of Object.entries(collectionCases)) test(name, () => run(subject));
  });
}

{
  {
    it('stamps a version on every record it hands out, a new one on every write', async (subject) => {
      const { a } = await subject.couples();
      const first = await a.collections.put('songs', song('s1', 'First Dance'));
      const v1 = versionOf(first);
      expect(v1).toBeTruthy();
      const listed = (await a.collections.list('songs'))[0];
      expect(versionOf(listed)).toBe(v1);
      const second = await a.collections.put('songs', { ...first, title: 'Perfect' }, { base: v1 });
      expect(versionOf(second)).not.toBe(v1);
      expect(await a.collections.get('songs', 's1')).toMatchObject({ title: 'Perfect' });
    });

    it('refuses a write based on a version the record no longer has, and one on a deleted record', async (subject) => {
      const { a } = await subject.couples();
      const stored = await a.collections.put('songs', song('s1', 'A'));
      const v1 = versionOf(stored)!;
      await a.collections.put('songs', song('s1', 'B'), { base: v1 });
      await expect(a.collections.put('songs', song('s1', 'C'), { base: v1 })).rejects.toMatchObject({
        reason: 'changed',
      });
      await a.collections.remove('songs', 's1');
      await expect(a.collections.put('songs', song('s1', 'D'), { base: v1 })).rejects.toBeInstanceOf(
        VersionConflictError,
      );
      expect(await a.collections.list('songs')).toEqual([]);
    });

    it('applies a batch over several tables as one unit: a refused change leaves nothing written', async (subject) => {
      const { a } = await subject.couples();
      const first = await a.collections.put('songs', song('s1', 'A'));
      await a.collections.put('songs', song('s1', 'B'), { base: versionOf(first) });
      await expect(
        a.collections.apply([
          put('tasks', task('t1', 'Book the photographer')),
          put('expenses', {
            id: 'e1',
            description: 'Deposit',
            amount: 500,
            categoryId: 'venue',
            paid: false,
          }),
          // Based on the version before the last write: stale.
          put('songs', song('s1', 'C'), versionOf(first)),
        ]),
      ).rejects.toBeInstanceOf(VersionConflictError);
      expect(await a.collections.list('tasks')).toEqual([]);
      expect(await a.collections.list('expenses')).toEqual([]);
      expect(await a.collections.get('songs', 's1')).toMatchObject({ title: 'B' });
    });

    it('refuses a remove based on a stale version, and with it the whole batch', async (subject) => {
      const { a } = await subject.couples();
      const stored = await a.collections.put('songs', song('s1', 'A'));
      await a.collections.put('songs', song('s1', 'B'));
      await expect(
        a.collections.apply([
          put('tasks', task('t1', 'Send invites')),
          { op: 'remove', table: 'songs', id: 's1', base: versionOf(stored) },
        ]),
      ).rejects.toMatchObject({ reason: 'changed' });
      expect(await a.collections.list('tasks')).toEqual([]);
      expect(await a.collections.get('songs', 's1')).toMatchObject({ title: 'B' });
    });

    it('removes a household with its guests, their plus-ones, answers and seats, and says what went', async (subject) => {
      const { a } = await subject.couples();
      const w = wedding();
      await store(a.collections, w);
      const touched = await a.collections.apply([{ op: 'remove', table: 'households', id: 'h-sharma' }]);
      const gone = touched.map((t) => `${t.table}:${t.id}`).sort();
      expect(gone).toEqual(
        [
          'households:h-sharma',
          'guests:g-priya',
          'guests:g-priya-plus',
          'rsvp_answers:g-priya.reception',
          'rsvp_answers:g-priya.sangeet',
          'rsvp_answers:g-priya-plus.reception',
          'seat_assignments:g-priya.reception',
          'seat_assignments:g-priya-plus.reception',
        ].sort(),
      );
      expect(touched.every((t) => t.after === null && t.before !== null)).toBe(true);
      // The household went first, what hung off it after.
      expect(touched[0]).toMatchObject({ table: 'households', id: 'h-sharma' });
      const left = await snapshot(a.collections);
      expect(left.guests.map((g) => g.id)).toEqual(['g-arjun']);
      expect(left.rsvp_answers.map((r) => r.id)).toEqual(['g-arjun.reception']);
      expect(left.seat_assignments.map((r) => r.id)).toEqual(['g-arjun.reception']);
    });

    it('removes an event with its answers, tables and seats', async (subject) => {
      const { a } = await subject.couples();
      await store(a.collections, wedding());
      await a.collections.apply([{ op: 'remove', table: 'events', id: 'reception' }]);
      const left = await snapshot(a.collections);
      expect(left.rsvp_answers.map((r) => r.id)).toEqual(['g-priya.sangeet']);
      expect(left.seating_tables).toEqual([]);
      expect(left.seat_assignments).toEqual([]);
      expect(left.guests).toHaveLength(3);
    });

    it('removes a guest with their plus-one, answers and seats; a table with its seats', async (subject) => {
      const { a } = await subject.couples();
      await store(a.collections, wedding());
      await a.collections.remove('guests', 'g-priya');
      let left = await snapshot(a.collections);
      expect(left.guests.map((g) => g.id)).toEqual(['g-arjun']);
      expect(left.seat_assignments.map((s) => s.id)).toEqual(['g-arjun.reception']);
      await a.collections.removeMany('seating_tables', ['t-1']);
      left = await snapshot(a.collections);
      expect(left.seat_assignments).toEqual([]);
      expect(left.guests.map((g) => g.id)).toEqual(['g-arjun']);
    });

    it('undoes a cascading remove exactly: the same records, ids and order', async (subject) => {
      const { a } = await subject.couples();
      await store(a.collections, wedding());
      const before = await snapshot(a.collections);
      const guestOrder = (await a.collections.list('guests')).map((g) => g.id);
      const touched = await a.collections.apply([{ op: 'remove', table: 'households', id: 'h-sharma' }]);
      await a.collections.apply(inverseOf(touched));
      expect(await snapshot(a.collections)).toEqual(before);
      expect((await a.collections.list('guests')).map((g) => g.id)).toEqual(guestOrder);
    });

    it('undoes an edit and an addition, and refuses the undo once the record changed again', async (subject) => {
      const { a } = await subject.couples();
      const original = task('t1', 'Book venue');
      await a.collections.put('tasks', original);
      const edit = await a.collections.apply([
        put('tasks', { ...original, title: 'Book the venue' }),
        put('tasks', task('t2', 'Taste cakes')),
      ]);
      expect(edit.map((t) => [t.id, t.before === null, t.after === null])).toEqual([
        ['t1', false, false],
        ['t2', true, false],
      ]);
      const undone = await a.collections.apply(inverseOf(edit));
      expect(await rows(a.collections, 'tasks')).toEqual([original]);
      // Redo is the undo's own inverse.
      await a.collections.apply(inverseOf(undone));
      expect((await rows(a.collections, 'tasks')).map((t) => t.title)).toEqual([
        'Book the venue',
        'Taste cakes',
      ]);
      // The first undo is stale now (both records were written since): refused whole, nothing changes.
      await a.collections.put('tasks', { ...original, title: 'Venue booked' });
      await expect(a.collections.apply(inverseOf(edit))).rejects.toBeInstanceOf(VersionConflictError);
      expect((await rows(a.collections, 'tasks')).map((t) => t.title)).toEqual([
        'Venue booked',
        'Taste cakes',
      ]);
    });

    it('keeps couples apart: same ids, separate records; no one removes or overwrites another', async (subject) => {
      const { a, b } = await subject.couples();
      await store(a.collections, wedding());
      await store(b.collections, wedding({ tokens: 'b' }));
      await b.collections.apply([{ op: 'remove', table: 'households', id: 'h-sharma' }]);
      await b.collections.put('events', {
        id: 'reception',
        name: "Bob's party",
        isPublic: true,
        createdAt: AT,
      });
      const aLeft = await snapshot(a.collections);
      expect(aLeft.guests).toHaveLength(3);
      expect(aLeft.events.find((e) => e.id === 'reception')).toMatchObject({ name: 'Reception' });
      expect((await b.collections.list('guests')).map((g) => g.id)).toEqual(['g-arjun']);
      expect(await b.collections.get('events', 'reception')).toMatchObject({ name: "Bob's party" });
    });
  }
}
