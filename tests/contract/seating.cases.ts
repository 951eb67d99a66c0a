/** The seating chart's command (src/features/seating/commands.ts) on both backends. */
import { describe, expect, test } from 'vitest';
import { saveChart } from '../../src/features/seating/commands';
import type { Change, Entity } from '../../src/lib/backend';
import { runCommand } from '../../src/lib/commands/run-command';
import { wedding } from './fixtures';
import type { Subject } from './subjects';

const put = (table: string) => (record: object) => ({ op: 'put' as const, table, record: record as Entity });

async function store(port: { apply: (c: Change[]) => Promise<unknown> }) {
  const w = wedding();
  await port.apply([
    ...w.events.map(put('events')),
    ...w.households.map(put('households')),
    ...w.guests.map(put('guests')),
    ...w.answers.map(put('rsvp_answers')),
    ...w.tables.map(put('seating_tables')),
    ...w.seats.map(put('seat_assignments')),
  ]);
  return w;
}

const ids = async (port: { list: (t: string) => Promise<Entity[]> }, table: string) =>
  (await port.list(table)).map((r) => r.id).sort();

const newTable = {
  id: 't-2',
  eventId: 'reception',
  name: 'Table 2',
  shape: 'round',
  seats: 8,
  head: false,
  x: 400,
  y: 100,
  rotation: 0,
};

export function seatingContract(subject: Subject) {
  describe(`the seating chart's command (${subject.name})`, () => {
    test('saveChart adds a table and moves guests to it in one batch, removing a table with its seats', async () => {
      const { a } = await subject.couples();
      const w = await store(a.collections);
      const [priya, plus] = w.seats;
      await runCommand(a.collections, saveChart, {
        tables: { put: [newTable], remove: [] },
        assignments: {
          put: [
            { ...priya, tableId: 't-2', seat: 0 },
            { ...plus, tableId: 't-2', seat: 1 },
          ],
          remove: ['g-arjun.reception'],
        },
      });
      expect(await ids(a.collections, 'seating_tables')).toEqual(['t-1', 't-2']);
      expect(await a.collections.get('seat_assignments', 'g-priya.reception')).toMatchObject({
        tableId: 't-2',
      });
      expect(await ids(a.collections, 'seat_assignments')).toEqual([
        'g-priya-plus.reception',
        'g-priya.reception',
      ]);
      await runCommand(a.collections, saveChart, {
        tables: { put: [], remove: ['t-2'] },
        assignments: { put: [], remove: [] },
      });
      expect(await ids(a.collections, 'seat_assignments')).toEqual([]);
    });

    test('saveChart refused at its seats leaves the new table unwritten too', async () => {
      const { a } = await subject.couples();
      const w = await store(a.collections);
      await subject.refuseWritesTo('seat_assignments');
      await expect(
        runCommand(a.collections, saveChart, {
          tables: { put: [newTable], remove: [] },
          assignments: { put: [{ ...w.seats[0], tableId: 't-2' }], remove: [] },
        }),
      ).rejects.toThrow();
      expect(await ids(a.collections, 'seating_tables')).toEqual(['t-1']);
      expect(await a.collections.get('seat_assignments', 'g-priya.reception')).toMatchObject({
        tableId: 't-1',
      });
    });
  });
}
