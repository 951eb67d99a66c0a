import { GRID, MAX_SEATS, MIN_SEATS, PLAN, rotateBy, snapToGrid, tableSize, type TableShape } from './layout';
import { assignmentId, TABLE_NAME_MAX, type AssignmentRecord, type TableRecord } from './model';
import type { RuleRecord } from './rules-model';
import { partyName, ruleRecord, toSeatingRule, type SeatingRule } from './rules';
import {
  clearTable,
  fitToSeats,
  seatedAt,
  seatGuest,
  seatHousehold,
  unseat,
  type Assignments,
  type Seat,
  type SeatingGuest,
  type SeatingTable,
} from './seating';
import type { SolveInput, SolveResult } from './solver';

/**
 * One event's chart as the page edits it: its tables, assignments and seating rules as stored. Every change a couple makes is a
 * `ChartAction` (Excalidraw's model, as in the invitation editor): a pure step to the next chart with the sentence a
 * screen reader announces and Undo names. The page stores the difference (`chartDiff`) as one batch (commands.ts `saveChart`).
 */
export interface Chart {
  tables: readonly TableRecord[];
  assignments: readonly AssignmentRecord[];
  rules: readonly RuleRecord[];
}

export const EMPTY_CHART: Chart = { tables: [], assignments: [], rules: [] };

export interface NewTable {
  shape: TableShape;
  seats: number;
  name: string;
  head: boolean;
}

export type TablePatch = Partial<NewTable>;

export type ChartAction =
  | { type: 'addTable'; id: string; table: NewTable }
  | { type: 'updateTable'; id: string; patch: TablePatch }
  | { type: 'moveTable'; id: string; x: number; y: number }
  | { type: 'nudgeTable'; id: string; dx: number; dy: number }
  | { type: 'rotateTable'; id: string; by: number }
  | { type: 'duplicateTable'; id: string; newId: string }
  | { type: 'deleteTable'; id: string }
  | { type: 'seat'; guestId: string; tableId: string; seat?: number | null }
  | { type: 'seatHousehold'; guestId: string; tableId: string }
  | { type: 'unseat'; guestIds: readonly string[] }
  | { type: 'clearTable'; id: string }
  | { type: 'addRule'; id: string; rule: Omit<SeatingRule, 'id'> }
  | { type: 'removeRule'; id: string }
  /** The solver's answer for the chart (solver.ts, run off the main thread by solve-off-thread.ts). */
  | { type: 'autoArrange'; solved: SolveResult; everyone?: boolean };

export interface ChartContext {
  eventId: string;
  /** The guests invited to the event. */
  guests: readonly SeatingGuest[];
}

/** The next chart and what happened, in words. `chart` is the same object when nothing changed. */
export interface ChartResult {
  chart: Chart;
  message: string;
}

export const toSeatingTable = (t: TableRecord): SeatingTable => ({
  id: t.id,
  name: t.name,
  seats: t.seats,
  head: t.head,
});

export function assignmentMap(chart: Chart): Map<string, Seat> {
  return new Map(chart.assignments.map((a) => [a.guestId, { tableId: a.tableId, seat: a.seat ?? null }]));
}

/**
 * The stored chart as the page reads it: only the event's tables and rules; only assignments of guests invited to the
 * event at one of those tables; and each seat number held once, within its table (a second guest on a seat, which two
 * tabs writing at once could leave, is read as at the table without a number).
 */
export function normalizeChart(
  eventId: string,
  tables: readonly TableRecord[],
  assignments: readonly AssignmentRecord[],
  guestIds: ReadonlySet<string>,
  rules: readonly RuleRecord[] = [],
): Chart {
  const eventTables = tables.filter((t) => t.eventId === eventId);
  const seatsOf = new Map(eventTables.map((t) => [t.id, t.seats]));
  const taken = new Set<string>();
  const kept: AssignmentRecord[] = [];
  for (const a of assignments) {
    const seats = seatsOf.get(a.tableId);
    if (a.eventId !== eventId || seats === undefined || !guestIds.has(a.guestId)) continue;
    const key = `${a.tableId}:${a.seat}`;
    if (a.seat !== undefined && (a.seat >= seats || taken.has(key))) {
      kept.push({ ...a, seat: undefined });
      continue;
    }
    if (a.seat !== undefined) taken.add(key);
    kept.push(a);
  }
  return { tables: eventTables, assignments: kept, rules: rules.filter((r) => r.eventId === eventId) };
}

/** What the solver needs to auto-arrange the chart for the event's guests. */
export function solveInputOf(chart: Chart, guests: readonly SeatingGuest[], everyone = false): SolveInput {
  return {
    assignments: assignmentMap(chart),
    guests,
    tables: chart.tables.map(toSeatingTable),
    rules: chart.rules.map(toSeatingRule),
    everyone,
  };
}

/** The chart with new assignments, keeping the records that did not change (so the diff stays small). */
function withAssignments(chart: Chart, eventId: string, next: Assignments): Chart {
  const before = new Map(chart.assignments.map((a) => [a.guestId, a]));
  const assignments: AssignmentRecord[] = [];
  for (const [guestId, seat] of next) {
    const old = before.get(guestId);
    if (old && old.tableId === seat.tableId && (old.seat ?? null) === seat.seat) assignments.push(old);
    else
      assignments.push({
        id: assignmentId(guestId, eventId),
        guestId,
        eventId,
        tableId: seat.tableId,
        ...(seat.seat === null ? {} : { seat: seat.seat }),
      });
  }
  return { ...chart, assignments };
}

const replaceTable = (chart: Chart, table: TableRecord): Chart => ({
  ...chart,
  tables: chart.tables.map((t) => (t.id === table.id ? table : t)),
});

/** "Table 4": the smallest number no table of the chart is named with yet. */
export function nextTableName(tables: readonly Pick<TableRecord, 'name'>[]): string {
  const used = new Set(
    tables.flatMap((t) => {
      const m = /^Table (\d+)$/i.exec(t.name.trim());
      return m ? [Number(m[1])] : [];
    }),
  );
  let n = 1;
  while (used.has(n)) n++;
  return `Table ${n}`;
}

/** Half the table's diagonal plus the seats around it: the room it takes, whichever way it is turned. */
const reach = (t: Pick<TableRecord, 'shape' | 'seats' | 'head'>) => {
  const { width, height } = tableSize(t, t.head);
  return Math.hypot(width, height) / 2 + 45;
};

/** Room left between two tables' seats, for chairs pushed back and a walkway. */
const AISLE = 30;

/**
 * Where a new table goes: the first place on a grid sweep (left to right, top to bottom, from `near` when given) where
 * it clears every other table by an aisle; the middle of the plan when the hall is full.
 */
export function freeSpot(
  tables: readonly TableRecord[],
  table: Pick<TableRecord, 'shape' | 'seats' | 'head'>,
  near?: { x: number; y: number },
): { x: number; y: number } {
  const r = reach(table);
  const clears = (x: number, y: number) =>
    tables.every((t) => Math.hypot(t.x - x, t.y - y) >= r + reach(t) + AISLE) &&
    x - r >= 0 &&
    y - r >= 0 &&
    x + r <= PLAN.width &&
    y + r <= PLAN.height;
  const step = GRID * 4;
  const start = near ? { x: near.x + step * 2, y: near.y } : { x: 0, y: 0 };
  for (let row = 0; row * step <= PLAN.height; row++) {
    for (let col = 0; col * step <= PLAN.width; col++) {
      const y = (Math.floor(start.y / step) + row) * step;
      const x = (row === 0 ? Math.ceil(start.x / step) + col : col) * step;
      if (y > PLAN.height || x > PLAN.width) continue;
      if (clears(x, y)) return { x, y };
    }
  }
  if (near) return freeSpot(tables, table);
  return snapToGrid(PLAN.width / 2, PLAN.height / 2);
}

const clampSeats = (n: number) => Math.min(MAX_SEATS, Math.max(MIN_SEATS, Math.round(n)));

const guestName = (ctx: ChartContext, id: string) => ctx.guests.find((g) => g.id === id)?.name ?? 'The guest';

/** "5 of 8 seated" / "9 of 8 seated: over capacity" after a change to the table. */
function tally(next: Chart, table: TableRecord): string {
  const seated = next.assignments.filter((a) => a.tableId === table.id).length;
  return seated > table.seats
    ? `${seated} of ${table.seats} seated: over capacity`
    : `${seated} of ${table.seats} seated`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function applyChartAction(chart: Chart, action: ChartAction, ctx: ChartContext): ChartResult {
  const same = (message = ''): ChartResult => ({ chart, message });
  const tableById = (id: string) => chart.tables.find((t) => t.id === id);
  const seats = assignmentMap(chart);

  switch (action.type) {
    case 'addTable': {
      const head = action.table.head && action.table.shape === 'long';
      const base = { shape: action.table.shape, seats: clampSeats(action.table.seats), head };
      const name =
        action.table.name.trim().slice(0, TABLE_NAME_MAX) ||
        (head ? 'Head table' : nextTableName(chart.tables));
      const table: TableRecord = {
        id: action.id,
        eventId: ctx.eventId,
        name,
        ...base,
        ...freeSpot(chart.tables, base),
        rotation: 0,
      };
      return {
        chart: { ...chart, tables: [...chart.tables, table] },
        message: `${name} added with ${plural(table.seats, 'seat')}.`,
      };
    }
    case 'updateTable': {
      const table = tableById(action.id);
      if (!table) return same();
      const shape = action.patch.shape ?? table.shape;
      const next: TableRecord = {
        ...table,
        name: action.patch.name?.trim().slice(0, TABLE_NAME_MAX) || table.name,
        shape,
        seats: action.patch.seats === undefined ? table.seats : clampSeats(action.patch.seats),
        head: shape === 'long' && (action.patch.head ?? table.head),
        rotation: shape === 'round' ? 0 : table.rotation,
      };
      if (
        next.name === table.name &&
        next.shape === table.shape &&
        next.seats === table.seats &&
        next.head === table.head &&
        next.rotation === table.rotation
      )
        return same();
      const updated = withAssignments(
        replaceTable(chart, next),
        ctx.eventId,
        fitToSeats(seats, toSeatingTable(next)),
      );
      return { chart: updated, message: `${next.name} saved: ${tally(updated, next)}.` };
    }
    case 'moveTable':
    case 'nudgeTable': {
      const table = tableById(action.id);
      if (!table) return same();
      const to =
        action.type === 'moveTable'
          ? snapToGrid(action.x, action.y)
          : snapToGrid(table.x + action.dx, table.y + action.dy);
      if (to.x === table.x && to.y === table.y)
        return same(`${table.name} is at the edge of the floor plan.`);
      return { chart: replaceTable(chart, { ...table, ...to }), message: `${table.name} moved.` };
    }
    case 'rotateTable': {
      const table = tableById(action.id);
      if (!table) return same();
      if (table.shape === 'round') return same(`${table.name} is round: turning it changes nothing.`);
      const rotation = rotateBy(table.rotation, action.by);
      return {
        chart: replaceTable(chart, { ...table, rotation }),
        message: `${table.name} turned to ${rotation}°.`,
      };
    }
    case 'duplicateTable': {
      const table = tableById(action.id);
      if (!table) return same();
      const name = /^Table \d+$/i.test(table.name)
        ? nextTableName(chart.tables)
        : `${table.name.slice(0, TABLE_NAME_MAX - 5)} copy`;
      const copy: TableRecord = { ...table, id: action.newId, name, ...freeSpot(chart.tables, table, table) };
      return {
        chart: { ...chart, tables: [...chart.tables, copy] },
        message: `${table.name} duplicated as ${name}, with no one seated yet.`,
      };
    }
    case 'deleteTable': {
      const table = tableById(action.id);
      if (!table) return same();
      const guests = seatedAt(seats, table.id).length;
      const next = withAssignments(
        { ...chart, tables: chart.tables.filter((t) => t.id !== table.id) },
        ctx.eventId,
        clearTable(seats, table.id),
      );
      return {
        chart: next,
        message: guests
          ? `${table.name} deleted; ${plural(guests, 'guest')} back to unseated.`
          : `${table.name} deleted.`,
      };
    }
    case 'clearTable': {
      const table = tableById(action.id);
      const guests = table ? seatedAt(seats, table.id).length : 0;
      if (!table || !guests) return same();
      return {
        chart: withAssignments(chart, ctx.eventId, clearTable(seats, table.id)),
        message: `${plural(guests, 'guest')} from ${table.name} back to unseated.`,
      };
    }
    case 'seat': {
      const table = tableById(action.tableId);
      if (!table) return same();
      const from = seats.get(action.guestId) ?? null;
      const next = seatGuest(seats, action.guestId, toSeatingTable(table), action.seat ?? null);
      const at = next.get(action.guestId)!;
      if (from && from.tableId === at.tableId && from.seat === at.seat) return same();
      const updated = withAssignments(chart, ctx.eventId, next);
      const where = at.seat === null ? table.name : `${table.name}, seat ${at.seat + 1}`;
      // Whoever sat there moved to the guest's old place, or back to the unseated list.
      const displaced = [...seats].find(
        ([id, s]) =>
          id !== action.guestId && (next.get(id)?.tableId !== s.tableId || next.get(id)?.seat !== s.seat),
      );
      let extra = '';
      if (displaced) {
        const [id] = displaced;
        const went = next.get(id);
        const otherTable = went && chart.tables.find((t) => t.id === went.tableId);
        extra = otherTable
          ? ` ${guestName(ctx, id)} moved to ${otherTable.name}${went.seat === null ? '' : `, seat ${went.seat + 1}`}.`
          : ` ${guestName(ctx, id)} back to unseated.`;
      }
      return {
        chart: updated,
        message: `${guestName(ctx, action.guestId)} seated at ${where} (${tally(updated, table)}).${extra}`,
      };
    }
    case 'seatHousehold': {
      const table = tableById(action.tableId);
      const guest = ctx.guests.find((g) => g.id === action.guestId);
      if (!table || !guest) return same();
      const result = seatHousehold(seats, guest, ctx.guests, toSeatingTable(table));
      const updated = withAssignments(chart, ctx.eventId, result.assignments);
      if (updated.assignments === chart.assignments) return same();
      return {
        chart: updated,
        message: result.together
          ? `${guest.householdName} seated together at ${table.name} (${tally(updated, table)}).`
          : `${table.name} has no room for all of ${guest.householdName}: only ${guest.name} was seated (${tally(updated, table)}).`,
      };
    }
    case 'unseat': {
      const ids = action.guestIds.filter((id) => seats.has(id));
      if (!ids.length) return same();
      return {
        chart: withAssignments(chart, ctx.eventId, unseat(seats, ids)),
        message:
          ids.length === 1
            ? `${guestName(ctx, ids[0]!)} back to unseated.`
            : `${plural(ids.length, 'guest')} back to unseated.`,
      };
    }
    case 'addRule': {
      const { rule } = action;
      if (rule.a === rule.b) return same('Choose two different guests or households for a rule.');
      const exists = chart.rules.some((r) => {
        const x = toSeatingRule(r);
        return x.of === rule.of && new Set([x.a, x.b, rule.a, rule.b]).size === 2;
      });
      const who = `${partyName(ctx.guests, rule.of, rule.a)} and ${partyName(ctx.guests, rule.of, rule.b)}`;
      if (exists) return same(`${who} already have a rule: remove it first to change it.`);
      return {
        chart: { ...chart, rules: [...chart.rules, ruleRecord(action.id, ctx.eventId, rule)] },
        message: `Rule added: keep ${who} ${rule.kind === 'apart' ? 'apart' : 'together'}.`,
      };
    }
    case 'removeRule': {
      const record = chart.rules.find((r) => r.id === action.id);
      if (!record) return same();
      const rule = toSeatingRule(record);
      const who = `${partyName(ctx.guests, rule.of, rule.a)} and ${partyName(ctx.guests, rule.of, rule.b)}`;
      return {
        chart: { ...chart, rules: chart.rules.filter((r) => r.id !== action.id) },
        message: `Rule removed: ${who} may sit anywhere.`,
      };
    }
    case 'autoArrange': {
      if (!chart.tables.length) return same('Add a table first: auto-arrange fills the tables you have.');
      const { solved, everyone = false } = action;
      const next = withAssignments(chart, ctx.eventId, solved.assignments);
      const unmet = solved.unmet.length ? ` ${solved.unmet.join(' ')}` : '';
      // Households held back by a rule are told by the rule's sentence; these had no table big enough.
      const held = new Set(solved.heldByRules);
      const households = new Set(
        solved.unplaced
          .filter((id) => !held.has(id))
          .map((id) => ctx.guests.find((g) => g.id === id)?.householdId),
      ).size;
      const waiting = households
        ? ` ${plural(households, 'household')} did not fit a table whole and wait in the unseated list.`
        : '';
      const diff = chartDiff(chart, next).assignments;
      if (!diff.put.length && !diff.remove.length)
        return same(
          (solved.unplaced.length
            ? 'No household fits a table whole: add seats or tables, or seat them yourself.'
            : everyone
              ? 'The chart already seats everyone as auto-arrange would.'
              : 'Everyone who is coming already has a seat.') + unmet,
        );
      const placed = everyone ? solved.assignments.size : solved.assignments.size - seats.size;
      return {
        chart: next,
        message: `${everyone ? 'Re-arranged' : 'Auto-arranged'}: ${plural(placed, 'guest')} seated.${waiting}${unmet}`,
      };
    }
  }
}

const sameTable = (a: TableRecord, b: TableRecord) =>
  a.name === b.name &&
  a.shape === b.shape &&
  a.seats === b.seats &&
  a.head === b.head &&
  a.x === b.x &&
  a.y === b.y &&
  a.rotation === b.rotation &&
  a.eventId === b.eventId;
const sameAssignment = (a: AssignmentRecord, b: AssignmentRecord) =>
  a.tableId === b.tableId && (a.seat ?? null) === (b.seat ?? null);

function diffRecords<T extends { id: string }>(
  before: readonly T[],
  after: readonly T[],
  same: (a: T, b: T) => boolean,
) {
  const old = new Map(before.map((r) => [r.id, r]));
  const now = new Set(after.map((r) => r.id));
  return {
    put: after.filter((r) => {
      const was = old.get(r.id);
      return !was || (was !== r && !same(was, r));
    }),
    remove: before.filter((r) => !now.has(r.id)).map((r) => r.id),
  };
}

/** What to write to turn `before` into `after`: records to put and ids to remove, per collection. */
export function chartDiff(before: Chart, after: Chart) {
  return {
    tables: diffRecords(before.tables, after.tables, sameTable),
    assignments: diffRecords(before.assignments, after.assignments, sameAssignment),
    // A rule is added or removed, never edited.
    rules: diffRecords(before.rules, after.rules, () => true),
  };
}

/**
 * The chart Undo goes back to: the earlier chart, less the assignments and rules of guests and households who are no
 * longer invited (they were deleted meanwhile, and cannot be seated again).
 */
export function restorable(
  previous: Chart,
  guestIds: ReadonlySet<string>,
  householdIds: ReadonlySet<string> = new Set(),
): Chart {
  const kept = (r: RuleRecord) =>
    r.guestA !== undefined
      ? guestIds.has(r.guestA) && guestIds.has(r.guestB ?? '')
      : householdIds.has(r.householdA ?? '') && householdIds.has(r.householdB ?? '');
  return {
    ...previous,
    assignments: previous.assignments.filter((a) => guestIds.has(a.guestId)),
    rules: previous.rules.filter(kept),
  };
}
