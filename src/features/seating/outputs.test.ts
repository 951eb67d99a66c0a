import type { Chart } from './chart';
import type { AssignmentRecord, TableRecord } from './model';
import { cateringCsv, fileName, mealsText, orderedTables, tableSheets } from './outputs';
import type { SeatingGuest } from './seating';

const table = (id: string, name: string, extra: Partial<TableRecord> = {}): TableRecord => ({
  id,
  eventId: 'reception',
  name,
  shape: 'round',
  seats: 4,
  head: false,
  x: 100,
  y: 100,
  rotation: 0,
  ...extra,
});
const seat = (guestId: string, tableId: string, s?: number): AssignmentRecord => ({
  id: `${guestId}.reception`,
  guestId,
  eventId: 'reception',
  tableId,
  ...(s === undefined ? {} : { seat: s }),
});
const guest = (id: string, name: string, extra: Partial<SeatingGuest> = {}): SeatingGuest => ({
  id,
  name,
  householdId: 'h',
  householdName: 'The Raos',
  side: 'both',
  tags: [],
  rsvp: 'attending',
  ...extra,
});

const guests = [
  guest('a', 'Asha Rao', { meal: 'Veg', dietary: 'No nuts, please' }),
  guest('b', 'Ben Rao', { meal: 'Chicken' }),
  guest('c', '=HYPERLINK("x")', { meal: 'Veg' }),
  guest('d', 'Dev Unseated'),
];
const chart: Chart = {
  tables: [
    table('t10', 'Table 10'),
    table('t2', 'Table 2'),
    table('h', 'Top table', { shape: 'long', head: true }),
  ],
  assignments: [seat('a', 't2', 1), seat('b', 't2', 0), seat('c', 't10')],
  rules: [],
};

describe('what the lists, print view and CSV show', () => {
  it('orders tables head first, then by name as people count', () => {
    expect(orderedTables(chart.tables).map((t) => t.name)).toEqual(['Top table', 'Table 2', 'Table 10']);
  });

  it('lists each table’s guests in seat order (1-based, unnumbered last) with its meals', () => {
    const sheets = tableSheets(chart, guests);
    expect(sheets.map((s) => [s.table.name, s.seated, s.guests.map((g) => [g.seat, g.guest.name])])).toEqual([
      ['Top table', 0, []],
      [
        'Table 2',
        2,
        [
          [1, 'Ben Rao'],
          [2, 'Asha Rao'],
        ],
      ],
      ['Table 10', 1, [[null, '=HYPERLINK("x")']]],
    ]);
    expect(mealsText(sheets[1]!.meals)).toBe('Chicken 1 · Veg 1');
  });

  it('writes the caterer’s CSV: one row per seated guest, table by table, formula-safe', () => {
    expect(cateringCsv(tableSheets(chart, guests)).split('\r\n')).toEqual([
      'Table,Seat,Guest,Household,Meal,Dietary notes',
      'Table 2,1,Ben Rao,The Raos,Chicken,',
      'Table 2,2,Asha Rao,The Raos,Veg,"No nuts, please"',
      `Table 10,,"'=HYPERLINK(""x"")",The Raos,Veg,`,
      '',
    ]);
  });

  it('names files after the event', () => {
    expect(fileName('Reception', 'csv')).toBe('seating-reception.csv');
    expect(fileName('Mehndi & Sangeet!', 'png')).toBe('seating-mehndi-sangeet.png');
    expect(fileName('***', 'png')).toBe('seating-chart.png');
  });
});
