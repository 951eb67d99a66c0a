import { compareCodeUnits, sortByName } from '@/lib/compare';
import { toCsv } from '@/lib/csv';
import { assignmentMap, type Chart } from './chart';
import type { TableRecord } from './model';
import { tableCounts, type SeatingGuest } from './seating';

/** Head tables first, then by name as people count ("Table 2" before "Table 10"), then by id. */
export function orderedTables(tables: readonly TableRecord[]): TableRecord[] {
  const byId = [...tables].sort((a, b) => compareCodeUnits(a.id, b.id));
  const byName = sortByName(byId, (t) => t.name, { numeric: true });
  return [...byName.filter((t) => t.head), ...byName.filter((t) => !t.head)];
}

export interface TableSheet {
  table: TableRecord;
  /** Seat numbers are 1-based here, as people read them; null: at the table without a numbered seat. */
  guests: { seat: number | null; guest: SeatingGuest }[];
  seated: number;
  /** The caterer's count: meal → guests. */
  meals: [string, number][];
}

/** Each table with its guests in seat order (unnumbered last), and its meals: what the lists, print and CSV show. */
export function tableSheets(chart: Chart, guests: readonly SeatingGuest[]): TableSheet[] {
  const seats = assignmentMap(chart);
  const byTable = new Map<string, { seat: number | null; guest: SeatingGuest }[]>();
  for (const guest of guests) {
    const at = seats.get(guest.id);
    if (!at) continue;
    const list = byTable.get(at.tableId) ?? [];
    list.push({ seat: at.seat === null ? null : at.seat + 1, guest });
    byTable.set(at.tableId, list);
  }
  const counts = tableCounts(seats, guests);
  return orderedTables(chart.tables).map((table) => {
    const list = (byTable.get(table.id) ?? []).sort(
      (a, b) => (a.seat ?? Infinity) - (b.seat ?? Infinity) || a.guest.name.localeCompare(b.guest.name),
    );
    const { seated, meals } = counts.get(table.id) ?? { seated: 0, meals: [] };
    return { table, guests: list, seated, meals };
  });
}

/** The caterer's file: one row per seated guest, table by table (formula-safe cells, lib/csv). */
export function cateringCsv(sheets: readonly TableSheet[]): string {
  const header = ['Table', 'Seat', 'Guest', 'Household', 'Meal', 'Dietary notes'];
  const rows = sheets.flatMap(({ table, guests }) =>
    guests.map(({ seat, guest }) => [
      table.name,
      seat === null ? '' : seat,
      guest.name,
      guest.householdName,
      guest.meal ?? '',
      guest.dietary ?? '',
    ]),
  );
  return toCsv([header, ...rows]);
}

/** A file name from the event's name: "seating-reception.csv". */
export function fileName(eventName: string, extension: string): string {
  const slug = eventName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `seating-${slug || 'chart'}.${extension}`;
}

/** "Veg 3 · Chicken 2" */
export const mealsText = (meals: readonly [string, number][]) =>
  meals.map(([meal, n]) => `${meal} ${n}`).join(' · ');
