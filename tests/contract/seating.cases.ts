/** The seating chart's command (src/features/seating/commands.ts) on both backends. */
import { describe, expect, test } from 'vitest';
import type { Chart } from '../../src/features/seating/chart';
import { chartChange, saveChart } from '../../src/features/seating/commands';
import { versionOf, type Change, type Entity } from '../../src/lib/backend';
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

    test('saveChart stores a seating rule with the seats it moves, and a deleted guest or household takes its rules', async () => {
      const { a } = await subject.couples();
      const w = await store(a.collections);
      const apart = { id: 'r-1', eventId: 'reception', kind: 'apart', guestA: 'g-priya', guestB: 'g-arjun' };
      const together = {
        id: 'r-2',
        eventId: 'reception',
        kind: 'together',
        householdA: 'h-sharma',
        householdB: 'h-kapoor',
      };
      await runCommand(a.collections, saveChart, {
        tables: { put: [newTable], remove: [] },
        assignments: { put: [{ ...w.seats[0], tableId: 't-2' }], remove: [] },
        rules: { put: [apart, together], remove: [] },
      });
      expect(await a.collections.get('seating_rules', 'r-1')).toMatchObject(apart);
      expect(await a.collections.get('seat_assignments', 'g-priya.reception')).toMatchObject({
        tableId: 't-2',
      });
      await a.collections.apply([{ op: 'remove', table: 'guests', id: 'g-arjun' }]);
      expect(await ids(a.collections, 'seating_rules')).toEqual(['r-2']);
      await a.collections.apply([{ op: 'remove', table: 'households', id: 'h-kapoor' }]);
      expect(await ids(a.collections, 'seating_rules')).toEqual([]);
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

    test('saveChart based on the versions the chart showed refuses a seat moved meanwhile, writing nothing', async () => {
      const { a } = await subject.couples();
      const w = await store(a.collections);
      const shown = (await a.collections.get('seat_assignments', 'g-priya.reception'))!;
      const table = (await a.collections.get('seating_tables', 't-1'))!;
      // Another tab moves Priya to seat 5 after this chart read her seat.
      await a.collections.put('seat_assignments', { ...w.seats[0], seat: 5 });
      const before = { tables: [table], assignments: [shown], rules: [] } as unknown as Chart;
      const after = {
        tables: [newTable, table],
        assignments: [{ ...shown, tableId: 't-2', seat: 0 }],
        rules: [],
      } as unknown as Chart;
      const change = chartChange(before, after, (_table, record) => versionOf(record));
      expect(Object.keys(change.bases)).toEqual(['seat_assignments:g-priya.reception']);
      await expect(runCommand(a.collections, saveChart, change)).rejects.toMatchObject({
        name: 'VersionConflictError',
        reason: 'changed',
      });
      expect(await a.collections.get('seat_assignments', 'g-priya.reception')).toMatchObject({ seat: 5 });
      expect(await ids(a.collections, 'seating_tables')).toEqual(['t-1']);

      // Based on what is stored now, the same move lands.
      const now = (await a.collections.get('seat_assignments', 'g-priya.reception'))!;
      const again = chartChange(
        { tables: [table], assignments: [now], rules: [] } as unknown as Chart,
        {
          tables: [newTable, table],
          assignments: [{ ...now, tableId: 't-2', seat: 0 }],
          rules: [],
        } as unknown as Chart,
        (_table, record) => versionOf(record),
      );
      await runCommand(a.collections, saveChart, again);
      expect(await a.collections.get('seat_assignments', 'g-priya.reception')).toMatchObject({
        tableId: 't-2',
      });
    });
  });
}
