import { PLAN, tableSize } from './layout';
import {
  applyChartAction,
  assignmentMap,
  chartDiff,
  EMPTY_CHART,
  freeSpot,
  nextTableName,
  normalizeChart,
  restorable,
  solveInputOf,
  type Chart,
  type ChartAction,
  type ChartContext,
} from './chart';
import { assignmentSchema, tableSchema, type AssignmentRecord, type TableRecord } from './model';
import { ruleSchema } from './rules-model';
import type { SeatingGuest } from './seating';
import { solveSeating } from './solver';

const guest = (id: string, householdId: string, extra: Partial<SeatingGuest> = {}): SeatingGuest => ({
  id,
  name: `Guest ${id}`,
  householdId,
  householdName: `House ${householdId}`,
  side: 'bride',
  tags: [],
  rsvp: 'attending',
  ...extra,
});

const ctx: ChartContext = {
  eventId: 'reception',
  guests: [guest('a', 'h1'), guest('b', 'h1'), guest('c', 'h2'), guest('d', 'h3', { rsvp: 'declined' })],
};

/** Runs actions in order (an action may be made from the chart so far), checking each result against the stored schemas. */
function run(chart: Chart, ...actions: (ChartAction | ((chart: Chart) => ChartAction))[]) {
  let message = '';
  for (const action of actions) {
    ({ chart, message } = applyChartAction(
      chart,
      typeof action === 'function' ? action(chart) : action,
      ctx,
    ));
    for (const t of chart.tables) tableSchema.parse(t);
    for (const a of chart.assignments) assignmentSchema.parse(a);
    for (const r of chart.rules) ruleSchema.parse(r);
  }
  return { chart, message };
}

/** Auto-arrange with the solver's answer for the chart as it stands. */
const arrange =
  (everyone = false) =>
  (chart: Chart): ChartAction => ({
    type: 'autoArrange',
    everyone,
    solved: solveSeating(solveInputOf(chart, ctx.guests, everyone)),
  });

const round = (id: string, seats = 8): ChartAction => ({
  type: 'addTable',
  id,
  table: { shape: 'round', seats, name: '', head: false },
});

describe('tables on the chart', () => {
  it('adds numbered tables where they clear the others, inside the plan', () => {
    const { chart, message } = run(EMPTY_CHART, round('t1'), round('t2', 10), round('t3', 24));
    expect(chart.tables.map((t) => t.name)).toEqual(['Table 1', 'Table 2', 'Table 3']);
    expect(message).toBe('Table 3 added with 24 seats.');
    expect(chart.tables.every((t) => t.eventId === 'reception' && t.rotation === 0)).toBe(true);
    for (const [i, t] of chart.tables.entries()) {
      const r = tableSize(t).width / 2;
      expect(t.x - r).toBeGreaterThanOrEqual(0);
      expect(t.x + r).toBeLessThanOrEqual(PLAN.width);
      for (const other of chart.tables.slice(i + 1))
        expect(Math.hypot(t.x - other.x, t.y - other.y)).toBeGreaterThan(r + tableSize(other).width / 2);
    }
  });

  it('names a head table, keeps seat counts within 2 to 24, and takes the smallest free number', () => {
    const { chart } = run(
      EMPTY_CHART,
      { type: 'addTable', id: 'h', table: { shape: 'long', seats: 30, name: '', head: true } },
      { type: 'addTable', id: 'x', table: { shape: 'round', seats: 1, name: ' Family ', head: true } },
    );
    expect(chart.tables.map((t) => [t.name, t.seats, t.head])).toEqual([
      ['Head table', 24, true],
      ['Family', 2, false],
    ]);
    expect(nextTableName([{ name: 'Table 1' }, { name: 'table 3' }, { name: 'Table 2b' }])).toBe('Table 2');
  });

  it('moves on the grid (by drag or arrow keys), stops at the edge, and turns only long tables', () => {
    let { chart } = run(EMPTY_CHART, round('t1'), {
      type: 'addTable',
      id: 'l1',
      table: { shape: 'long', seats: 8, name: '', head: false },
    });
    ({ chart } = run(chart, { type: 'moveTable', id: 't1', x: 512, y: 288 }));
    expect(chart.tables[0]).toMatchObject({ x: 500, y: 300 });
    ({ chart } = run(chart, { type: 'nudgeTable', id: 't1', dx: 25, dy: -25 }));
    expect(chart.tables[0]).toMatchObject({ x: 525, y: 275 });
    const edge = run(
      chart,
      { type: 'moveTable', id: 't1', x: 0, y: 0 },
      { type: 'nudgeTable', id: 't1', dx: -25, dy: 0 },
    );
    expect(edge.message).toBe('Table 1 is at the edge of the floor plan.');
    const roundTurn = run(chart, { type: 'rotateTable', id: 't1', by: 15 });
    expect(roundTurn.chart).toBe(chart);
    const turned = run(chart, { type: 'rotateTable', id: 'l1', by: -15 });
    expect(turned.chart.tables[1]!.rotation).toBe(345);
    expect(turned.message).toBe('Table 2 turned to 345°.');
  });

  it('duplicates a table empty, beside it, under the next number', () => {
    let { chart } = run(EMPTY_CHART, round('t1'), { type: 'seat', guestId: 'a', tableId: 't1' });
    ({ chart } = run(chart, { type: 'duplicateTable', id: 't1', newId: 't9' }));
    const [source, copy] = chart.tables;
    expect(copy).toMatchObject({ id: 't9', name: 'Table 2', seats: 8, shape: 'round' });
    expect([copy!.x, copy!.y]).not.toEqual([source!.x, source!.y]);
    expect(chart.assignments.map((a) => a.tableId)).toEqual(['t1']);
  });

  it('deleting a table sends its guests back to unseated', () => {
    let { chart } = run(
      EMPTY_CHART,
      round('t1'),
      round('t2'),
      { type: 'seat', guestId: 'a', tableId: 't1' },
      { type: 'seat', guestId: 'c', tableId: 't2' },
    );
    const deleted = run(chart, { type: 'deleteTable', id: 't1' });
    expect(deleted.message).toBe('Table 1 deleted; 1 guest back to unseated.');
    chart = deleted.chart;
    expect(chart.tables.map((t) => t.id)).toEqual(['t2']);
    expect([...assignmentMap(chart).keys()]).toEqual(['c']);
  });

  it('editing seats below the seated keeps everyone at the table, over capacity, with seat numbers in range', () => {
    let { chart } = run(EMPTY_CHART, round('t1', 4));
    ({ chart } = run(
      chart,
      { type: 'seat', guestId: 'a', tableId: 't1', seat: 3 },
      { type: 'seat', guestId: 'b', tableId: 't1' },
      { type: 'seat', guestId: 'c', tableId: 't1' },
    ));
    const { chart: shrunk, message } = run(chart, { type: 'updateTable', id: 't1', patch: { seats: 2 } });
    expect(message).toBe('Table 1 saved: 3 of 2 seated: over capacity.');
    expect(assignmentMap(shrunk)).toEqual(
      new Map([
        ['a', { tableId: 't1', seat: null }],
        ['b', { tableId: 't1', seat: 0 }],
        ['c', { tableId: 't1', seat: 1 }],
      ]),
    );
    const turnedRound = run(
      EMPTY_CHART,
      { type: 'addTable', id: 'l', table: { shape: 'long', seats: 6, name: '', head: true } },
      { type: 'rotateTable', id: 'l', by: 30 },
      { type: 'updateTable', id: 'l', patch: { shape: 'round' } },
    );
    expect(turnedRound.chart.tables[0]).toMatchObject({ shape: 'round', head: false, rotation: 0 });
  });
});

describe('seating on the chart', () => {
  it('seats, moves and swaps, and says so', () => {
    let { chart, message } = run(EMPTY_CHART, round('t1', 2), round('t2', 2), {
      type: 'seat',
      guestId: 'a',
      tableId: 't1',
    });
    expect(message).toBe('Guest a seated at Table 1, seat 1 (1 of 2 seated).');
    ({ chart } = run(chart, { type: 'seat', guestId: 'c', tableId: 't2', seat: 1 }));
    ({ chart, message } = run(chart, { type: 'seat', guestId: 'a', tableId: 't2', seat: 1 }));
    expect(message).toBe(
      'Guest a seated at Table 2, seat 2 (1 of 2 seated). Guest c moved to Table 1, seat 1.',
    );
    ({ chart, message } = run(chart, { type: 'seat', guestId: 'b', tableId: 't2', seat: 1 }));
    expect(message).toBe('Guest b seated at Table 2, seat 2 (1 of 2 seated). Guest a back to unseated.');
    ({ chart, message } = run(chart, { type: 'unseat', guestIds: ['b'] }));
    expect(message).toBe('Guest b back to unseated.');
    expect([...assignmentMap(chart).keys()]).toEqual(['c']);
    // Seating someone where they already sit changes nothing.
    expect(run(chart, { type: 'seat', guestId: 'c', tableId: 't1', seat: 0 }).chart).toBe(chart);
  });

  it('goes over capacity when asked to, and says so', () => {
    const { message } = run(
      EMPTY_CHART,
      round('t1', 2),
      { type: 'seat', guestId: 'a', tableId: 't1' },
      { type: 'seat', guestId: 'b', tableId: 't1' },
      { type: 'seat', guestId: 'c', tableId: 't1' },
    );
    expect(message).toBe('Guest c seated at Table 1 (3 of 2 seated: over capacity).');
  });

  it('seats a household together when the table has room, else only the guest', () => {
    const together = run(EMPTY_CHART, round('t1', 4), { type: 'seatHousehold', guestId: 'a', tableId: 't1' });
    expect(together.message).toBe('House h1 seated together at Table 1 (2 of 4 seated).');
    expect([...assignmentMap(together.chart).keys()].sort()).toEqual(['a', 'b']);
    const alone = run(
      EMPTY_CHART,
      round('t1', 2),
      { type: 'seat', guestId: 'c', tableId: 't1' },
      { type: 'seatHousehold', guestId: 'a', tableId: 't1' },
    );
    expect(alone.message).toBe(
      'Table 1 has no room for all of House h1: only Guest a was seated (2 of 2 seated).',
    );
  });

  it('auto-arranges those coming, and tells what it could not place', () => {
    expect(run(EMPTY_CHART, arrange()).message).toBe(
      'Add a table first: auto-arrange fills the tables you have.',
    );
    const { chart, message } = run(EMPTY_CHART, round('t1', 2), round('t2', 1 + 1), arrange());
    expect(message).toBe('Auto-arranged: 3 guests seated.');
    expect(assignmentMap(chart).has('d')).toBe(false);
    expect(run(chart, arrange()).message).toBe('Everyone who is coming already has a seat.');
    const tooSmall = run(
      EMPTY_CHART,
      round('t1', 2),
      { type: 'seat', guestId: 'c', tableId: 't1' },
      arrange(),
    );
    expect(tooSmall.message).toBe(
      'No household fits a table whole: add seats or tables, or seat them yourself.',
    );
  });

  it('adds and removes rules, one per pair, and auto-arrange keeps them or says why not', () => {
    const apart: ChartAction = {
      type: 'addRule',
      id: 'r1',
      rule: { kind: 'apart', of: 'household', a: 'h1', b: 'h2' },
    };
    const added = run(EMPTY_CHART, apart);
    expect(added.message).toBe('Rule added: keep House h1 and House h2 apart.');
    expect(added.chart.rules).toEqual([
      { id: 'r1', eventId: 'reception', kind: 'apart', householdA: 'h1', householdB: 'h2' },
    ]);
    const twice = run(added.chart, {
      ...apart,
      id: 'r2',
      rule: { ...apart.rule, kind: 'together', a: 'h2', b: 'h1' },
    });
    expect(twice.chart).toBe(added.chart);
    expect(twice.message).toBe('House h2 and House h1 already have a rule: remove it first to change it.');
    // Two tables of four: without the rule both households would share the first.
    const kept = run(added.chart, round('t1', 4), round('t2', 4), arrange());
    const seats = assignmentMap(kept.chart);
    expect(seats.get('a')!.tableId).not.toBe(seats.get('c')!.tableId);
    // Seated together by hand, then re-arranging everyone parts them again.
    const together = run(kept.chart, { type: 'seat', guestId: 'c', tableId: seats.get('a')!.tableId });
    const again = run(together.chart, arrange(true));
    expect(again.message).toBe('Re-arranged: 3 guests seated.');
    expect(assignmentMap(again.chart).get('c')!.tableId).not.toBe(
      assignmentMap(again.chart).get('a')!.tableId,
    );
    // One table: the rule cannot be kept, and the message says so.
    const oneTable = run(added.chart, round('t1', 8), arrange());
    expect(oneTable.message).toBe(
      'Auto-arranged: 2 guests seated. ' +
        'No table had room to keep House h1 and House h2 apart: Guest c waits unseated.',
    );
    const removed = run(added.chart, { type: 'removeRule', id: 'r1' });
    expect(removed.message).toBe('Rule removed: House h1 and House h2 may sit anywhere.');
    expect(chartDiff(added.chart, removed.chart).rules).toEqual({ put: [], remove: ['r1'] });
    // Undo does not bring back a rule about a household deleted meanwhile.
    expect(restorable(added.chart, new Set(['a', 'c']), new Set(['h1'])).rules).toEqual([]);
    expect(restorable(added.chart, new Set(['a', 'c']), new Set(['h1', 'h2'])).rules).toHaveLength(1);
  });

  it('clears a table', () => {
    const { message, chart } = run(
      EMPTY_CHART,
      round('t1'),
      { type: 'seatHousehold', guestId: 'a', tableId: 't1' },
      { type: 'clearTable', id: 't1' },
    );
    expect(message).toBe('2 guests from Table 1 back to unseated.');
    expect(chart.assignments).toEqual([]);
  });
});

describe('storing the chart', () => {
  const table = (id: string, extra: Partial<TableRecord> = {}): TableRecord => ({
    id,
    eventId: 'reception',
    name: id,
    shape: 'round',
    seats: 4,
    head: false,
    x: 100,
    y: 100,
    rotation: 0,
    ...extra,
  });
  const seat = (guestId: string, tableId: string, s?: number, eventId = 'reception'): AssignmentRecord => ({
    id: `${guestId}.${eventId}`,
    guestId,
    eventId,
    tableId,
    ...(s === undefined ? {} : { seat: s }),
  });

  it('reads one event’s chart: its tables, its invited guests’ seats, each seat number once and in range', () => {
    const chart = normalizeChart(
      'reception',
      [table('t1'), table('t2', { seats: 2 }), table('c1', { eventId: 'ceremony' })],
      [
        seat('a', 't1', 0),
        seat('b', 't1', 0),
        seat('c', 't2', 3),
        seat('gone', 't1', 1),
        seat('x', 'deleted-table', 1),
        seat('a', 'c1', 0, 'ceremony'),
      ],
      new Set(['a', 'b', 'c', 'x']),
    );
    expect(chart.tables.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(chart.assignments).toEqual([seat('a', 't1', 0), seat('b', 't1'), seat('c', 't2')]);
  });

  it('writes only what changed', () => {
    const before: Chart = {
      tables: [table('t1'), table('t2')],
      assignments: [seat('a', 't1', 0), seat('b', 't1', 1)],
      rules: [],
    };
    const { chart: after } = applyChartAction(before, { type: 'seat', guestId: 'a', tableId: 't2' }, ctx);
    expect(chartDiff(before, after)).toEqual({
      tables: { put: [], remove: [] },
      assignments: { put: [seat('a', 't2', 0)], remove: [] },
      rules: { put: [], remove: [] },
    });
    const { chart: gone } = applyChartAction(after, { type: 'deleteTable', id: 't2' }, ctx);
    expect(chartDiff(after, gone)).toEqual({
      tables: { put: [], remove: ['t2'] },
      assignments: { put: [], remove: ['a.reception'] },
      rules: { put: [], remove: [] },
    });
    // Undo is the same difference the other way round, less guests deleted meanwhile.
    const back = restorable(after, new Set(['b']));
    expect(chartDiff(gone, back)).toEqual({
      tables: { put: [table('t2')], remove: [] },
      assignments: { put: [], remove: [] },
      rules: { put: [], remove: [] },
    });
  });
});

describe('free spots', () => {
  it('puts a copy near its source, and falls back to the middle when the hall is full', () => {
    const t = { shape: 'round' as const, seats: 8, head: false };
    const spot = freeSpot([], t, { x: 400, y: 400 });
    expect(spot.y).toBe(400);
    expect(spot.x).toBeGreaterThan(400);
    const crowd: TableRecord[] = [];
    for (let y = 0; y <= PLAN.height; y += 100)
      for (let x = 0; x <= PLAN.width; x += 100)
        crowd.push({ id: `${x}-${y}`, eventId: 'e', name: 'T', x, y, rotation: 0, ...t });
    expect(freeSpot(crowd, t)).toEqual({ x: PLAN.width / 2, y: PLAN.height / 2 });
  });
});
