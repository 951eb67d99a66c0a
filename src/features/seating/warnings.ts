import { brokenRules, describeBroken, type SeatingRule } from './rules';
import { conflicts, type Assignments, type Conflict, type SeatingGuest, type SeatingTable } from './seating';

/** The warnings list's filter: every kind, or one. */
export const WARNING_KINDS = [
  'over-capacity',
  'declined-seated',
  'awaiting-seated',
  'plus-one-alone',
  'rule-broken',
] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];
export const WARNING_LABELS: Record<WarningKind, string> = {
  'over-capacity': 'Over capacity',
  'declined-seated': 'Declined but seated',
  'awaiting-seated': 'Awaiting an answer',
  'plus-one-alone': 'Plus-one apart',
  'rule-broken': 'Seating rule broken',
};

export interface Warning {
  kind: WarningKind;
  /** A stable key for lists. */
  key: string;
  tableId: string;
  guestId: string | null;
  text: string;
}

/** The chart's conflicts in words, tables first, each guest's in the guest list's order, then each broken rule. */
export function chartWarnings(
  assignments: Assignments,
  guests: readonly SeatingGuest[],
  tables: readonly SeatingTable[],
  rules: readonly SeatingRule[] = [],
): Warning[] {
  const guestById = new Map(guests.map((g) => [g.id, g]));
  const tableName = (id: string) => tables.find((t) => t.id === id)?.name ?? 'a table';
  const name = (id: string) => guestById.get(id)?.name ?? 'A guest';
  const describe = (c: Conflict): Warning => {
    switch (c.kind) {
      case 'over-capacity':
        return {
          kind: c.kind,
          key: `${c.kind}:${c.tableId}`,
          tableId: c.tableId,
          guestId: null,
          text: `${tableName(c.tableId)} is over capacity: ${c.seated} seated at ${c.seats} seats.`,
        };
      case 'declined-seated':
        return {
          kind: c.kind,
          key: `${c.kind}:${c.guestId}`,
          tableId: c.tableId,
          guestId: c.guestId,
          text: `${name(c.guestId)} declined but is seated at ${tableName(c.tableId)}.`,
        };
      case 'awaiting-seated':
        return {
          kind: c.kind,
          key: `${c.kind}:${c.guestId}`,
          tableId: c.tableId,
          guestId: c.guestId,
          text: `${name(c.guestId)} has not answered yet but is seated at ${tableName(c.tableId)}.`,
        };
      case 'plus-one-alone': {
        const host = assignments.get(c.hostId);
        return {
          kind: c.kind,
          key: `${c.kind}:${c.guestId}`,
          tableId: c.tableId,
          guestId: c.guestId,
          text: host
            ? `${name(c.guestId)} (plus-one of ${name(c.hostId)}) sits at ${tableName(c.tableId)}, apart from ${name(c.hostId)} at ${tableName(host.tableId)}.`
            : `${name(c.guestId)} (plus-one of ${name(c.hostId)}) is seated at ${tableName(c.tableId)}, but ${name(c.hostId)} is not seated.`,
        };
      }
    }
  };
  const broken = brokenRules(assignments, guests, rules).map((b): Warning => ({
    kind: 'rule-broken',
    key: `rule-broken:${b.rule.id}`,
    tableId: b.tableIds[0]!,
    guestId: null,
    text: describeBroken(b, guests, tables),
  }));
  return [...conflicts(assignments, guests, tables).map(describe), ...broken];
}

/** Which tables and guests the floor plan marks. */
export function warningMarks(warnings: readonly Warning[]) {
  return {
    tables: new Set(warnings.filter((w) => w.kind === 'over-capacity').map((w) => w.tableId)),
    guests: new Set(warnings.flatMap((w) => (w.guestId ? [w.guestId] : []))),
  };
}
