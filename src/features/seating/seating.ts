import type { RsvpStatus, Side } from '@/features/guests';

/**
 * The seating chart as pure data and operations (issue 14): tables with seats, guests assigned to a table (and a seat
 * when the couple picked one), per event. Every operation returns new assignments; the page only renders them.
 * A guest is on at most one table per event by construction: assignments are keyed by guest.
 */

/** What the chart needs of a guest, for one event (built from the guest list by event-guests.ts). */
export interface SeatingGuest {
  id: string;
  name: string;
  householdId: string;
  householdName: string;
  side: Side;
  tags: readonly string[];
  /** The guest's answer for this event. */
  rsvp: RsvpStatus;
  /** For a plus-one: the guest who brings them. */
  plusOneOf?: string | null;
  meal?: string | null;
  dietary?: string | null;
}

export interface SeatingTable {
  id: string;
  name: string;
  seats: number;
  /** The head table: auto-arrange leaves it as the couple set it. */
  head?: boolean;
}

/** Where one guest sits: a table, and a seat index when the couple placed them on a seat. */
export interface Seat {
  tableId: string;
  seat: number | null;
}

/** Guest id → seat. Guests not in the map are unseated. */
export type Assignments = ReadonlyMap<string, Seat>;

export const seatedAt = (assignments: Assignments, tableId: string) =>
  [...assignments].filter(([, s]) => s.tableId === tableId).map(([id]) => id);

function freeSeatIndex(assignments: Assignments, table: SeatingTable, except?: string): number | null {
  const taken = new Set(
    [...assignments]
      .filter(([id, s]) => s.tableId === table.id && id !== except && s.seat !== null)
      .map(([, s]) => s.seat),
  );
  for (let i = 0; i < table.seats; i++) if (!taken.has(i)) return i;
  return null;
}

/**
 * Puts a guest at a table (on a given seat, or the first free one). Someone already on that seat moves to where the
 * guest came from, or becomes unseated, so two guests never share a seat. A table may go over capacity when no seat
 * is named: the chart shows that as a conflict rather than refusing the couple's choice.
 */
export function seatGuest(
  assignments: Assignments,
  guestId: string,
  table: SeatingTable,
  seat: number | null = null,
): Map<string, Seat> {
  const next = new Map(assignments);
  const from = next.get(guestId) ?? null;
  const target = seat === null ? freeSeatIndex(next, table, guestId) : seat;
  if (target !== null) {
    const occupant = [...next].find(
      ([id, s]) => id !== guestId && s.tableId === table.id && s.seat === target,
    )?.[0];
    if (occupant) {
      if (from) next.set(occupant, from);
      else next.delete(occupant);
    }
  }
  next.set(guestId, { tableId: table.id, seat: target !== null && target < table.seats ? target : null });
  return next;
}

export function unseat(assignments: Assignments, guestIds: readonly string[]): Map<string, Seat> {
  const next = new Map(assignments);
  for (const id of guestIds) next.delete(id);
  return next;
}

/** A table's guests go back to the unseated list when the table is deleted. */
export function clearTable(assignments: Assignments, tableId: string): Map<string, Seat> {
  return new Map([...assignments].filter(([, s]) => s.tableId !== tableId));
}

/** A table shrunk below the seat numbers in use: those seats become unnumbered (still at the table). */
export function fitToSeats(assignments: Assignments, table: SeatingTable): Map<string, Seat> {
  return new Map(
    [...assignments].map(([id, s]) => [
      id,
      s.tableId === table.id && s.seat !== null && s.seat >= table.seats ? { ...s, seat: null } : s,
    ]),
  );
}

export const freeSeats = (assignments: Assignments, table: SeatingTable) =>
  table.seats - seatedAt(assignments, table.id).length;

/**
 * "Seat household together": the guest's whole household goes to the table when it has room for all of them;
 * otherwise only the guest does (and the result says so).
 */
export function seatHousehold(
  assignments: Assignments,
  guest: SeatingGuest,
  guests: readonly SeatingGuest[],
  table: SeatingTable,
): { assignments: Map<string, Seat>; together: boolean } {
  const household = guests.filter((g) => g.householdId === guest.householdId && g.rsvp !== 'declined');
  const alreadyThere = household.filter((g) => assignments.get(g.id)?.tableId === table.id).length;
  if (freeSeats(assignments, table) + alreadyThere < household.length)
    return { assignments: seatGuest(assignments, guest.id, table), together: false };
  let next: Map<string, Seat> = new Map(assignments);
  for (const member of household)
    if (next.get(member.id)?.tableId !== table.id) next = seatGuest(next, member.id, table);
  return { assignments: next, together: true };
}

export type Conflict =
  | { kind: 'over-capacity'; tableId: string; seated: number; seats: number }
  | { kind: 'declined-seated'; guestId: string; tableId: string }
  | { kind: 'awaiting-seated'; guestId: string; tableId: string }
  | { kind: 'plus-one-alone'; guestId: string; hostId: string; tableId: string };

/** What the chart warns about: tables over capacity, guests seated who declined or have not answered, plus-ones without their guest at the table. */
export function conflicts(
  assignments: Assignments,
  guests: readonly SeatingGuest[],
  tables: readonly SeatingTable[],
): Conflict[] {
  const out: Conflict[] = [];
  const seatedAtTable = new Map<string, number>();
  for (const { tableId } of assignments.values())
    seatedAtTable.set(tableId, (seatedAtTable.get(tableId) ?? 0) + 1);
  for (const t of tables) {
    const seated = seatedAtTable.get(t.id) ?? 0;
    if (seated > t.seats) out.push({ kind: 'over-capacity', tableId: t.id, seated, seats: t.seats });
  }
  for (const g of guests) {
    const at = assignments.get(g.id);
    if (!at) continue;
    if (g.rsvp === 'declined') out.push({ kind: 'declined-seated', guestId: g.id, tableId: at.tableId });
    if (g.rsvp === 'awaiting') out.push({ kind: 'awaiting-seated', guestId: g.id, tableId: at.tableId });
    if (g.plusOneOf && assignments.get(g.plusOneOf)?.tableId !== at.tableId)
      out.push({ kind: 'plus-one-alone', guestId: g.id, hostId: g.plusOneOf, tableId: at.tableId });
  }
  return out;
}

/**
 * Per table, in one pass over the chart (300 tables and 3,000 guests cost one loop, not one per table): how many are
 * seated there, and the meals the caterer prepares there for the guests of `guests`, by name.
 */
export function tableCounts(assignments: Assignments, guests: readonly SeatingGuest[]) {
  const out = new Map<string, { seated: number; meals: [string, number][] }>();
  for (const { tableId } of assignments.values()) {
    const counts = out.get(tableId);
    if (counts) counts.seated += 1;
    else out.set(tableId, { seated: 1, meals: [] });
  }
  const meals = new Map<string, Map<string, number>>();
  for (const g of guests) {
    const at = assignments.get(g.id);
    if (!at) continue;
    const table = meals.get(at.tableId) ?? new Map<string, number>();
    const meal = g.meal?.trim() || 'No meal chosen';
    table.set(meal, (table.get(meal) ?? 0) + 1);
    meals.set(at.tableId, table);
  }
  for (const [tableId, table] of meals)
    out.get(tableId)!.meals = [...table].sort((a, b) => a[0].localeCompare(b[0]));
  return out;
}
