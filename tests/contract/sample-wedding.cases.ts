/**
 * The sample wedding (src/features/sample-wedding) on both backends: loading it is one batch that replaces a new
 * account's starting samples and lands whole, its undo leaves exactly what was there before, and removing it later
 * takes only its records.
 */
import { describe, expect, test } from 'vitest';
import { buildSampleWedding } from '../../src/features/sample-wedding/build';
import {
  loadSampleWedding,
  removeSampleWedding,
  SAMPLE_COLLECTIONS,
  sampleKeys,
  storeStartingSamples,
} from '../../src/features/sample-wedding/commands';
import { seededRandom } from '../../src/features/sample-wedding/random';
import type { CollectionPort, Entity } from '../../src/lib/backend';
import { runCommand } from '../../src/lib/commands/run-command';
import type { Subject } from './subjects';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Link tokens shaped as the app makes them, the same in every run. */
export function testTokens(seed = 7) {
  const r = seededRandom(seed);
  return () => Array.from({ length: 22 }, () => ALPHABET[r.int(0, 63)]).join('');
}

export const sampleFor = () =>
  buildSampleWedding({ today: '2026-11-27', slug: 'priya-and-arjun-test', token: testTokens() });

/** Every record of the sample's tables, by table. */
async function everything(collections: CollectionPort) {
  return Object.fromEntries(
    await Promise.all(
      SAMPLE_COLLECTIONS.map(async ({ table }) => {
        const rows: Entity[] = await collections.list(table);
        return [table, rows.map(({ id }) => id).sort()] as const;
      }),
    ),
  );
}

/** A whole wedding is a large batch: on PGlite its load and its undo take several seconds each. */
export function sampleWeddingContract(subject: Subject) {
  describe(`the sample wedding (${subject.name})`, () => {
    test('loads whole in place of the starting samples, and its undo leaves the account as it was', async () => {
      const { a } = await subject.couples();
      // A new account, its pages visited: the starting samples are there.
      await storeStartingSamples(a.collections);
      const before = await everything(a.collections);
      const wedding = await sampleFor();

      const ran = await runCommand(a.collections, loadSampleWedding, wedding.records);
      expect(ran.label).toBe('Loaded a sample wedding');
      const loaded = await everything(a.collections);
      for (const [table, records] of Object.entries(wedding.records))
        expect(loaded[table], table).toEqual(records.map((r: Entity) => r.id).sort());
      expect(ran.result).toEqual({ guests: wedding.records.guests.length, households: 60 });

      await a.collections.apply(ran.inverse);
      expect(await everything(a.collections)).toEqual(before);
    }, 60_000);

    test('removing it later takes its records and keeps what the couple added', async () => {
      const { a } = await subject.couples();
      const wedding = await sampleFor();
      await runCommand(a.collections, loadSampleWedding, wedding.records);
      const own = {
        id: 'own-task',
        title: 'Our own task',
        completed: false,
        category: 'details',
        priority: 'low',
      };
      await a.collections.apply([{ op: 'put', table: 'tasks', record: own as Entity }]);

      const ran = await runCommand(a.collections, removeSampleWedding, sampleKeys(wedding.records));
      const left = await everything(a.collections);
      expect(left.tasks).toEqual(['own-task']);
      for (const [table, ids] of Object.entries(left)) if (table !== 'tasks') expect(ids, table).toEqual([]);

      await a.collections.apply(ran.inverse);
      const back = await everything(a.collections);
      expect(back.guests).toHaveLength(wedding.records.guests.length);
      expect(back.seat_assignments).toHaveLength(wedding.records.seat_assignments.length);
    }, 60_000);

    test('another couple sees none of it', async () => {
      const { a, b } = await subject.couples();
      await runCommand(a.collections, loadSampleWedding, (await sampleFor()).records);
      expect((await b.collections.list('guests')).length).toBe(0);
    });
  });
}
