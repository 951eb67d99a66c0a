import type { RuleRecord } from './rules-model';
import type { Assignments, SeatingGuest, SeatingTable } from './seating';

/**
 * Seating rules (issue 33): "keep together" and "keep apart" between two guests or two households of one event. The
 * chart's warnings list each broken rule and auto-arrange (solver.ts) honours them.
 */
export type RuleKind = RuleRecord['kind'];
export const RULE_KIND_LABELS: Record<RuleKind, string> = {
  together: 'Keep together',
  apart: 'Keep apart',
};

/** A rule as the chart reads it: between two guests, or two households (every invited guest of each). */
export interface SeatingRule {
  id: string;
  kind: RuleKind;
  of: 'guest' | 'household';
  a: string;
  b: string;
}

/** The event's guests a party stands for: the guest, or the household's guests who have not declined. */
export function partyGuests(
  guests: readonly SeatingGuest[],
  of: SeatingRule['of'],
  id: string,
): SeatingGuest[] {
  return of === 'guest'
    ? guests.filter((g) => g.id === id)
    : guests.filter((g) => g.householdId === id && g.rsvp !== 'declined');
}

/** "Meera" or "The Sharma family": a party as the couple reads it. */
export function partyName(guests: readonly SeatingGuest[], of: SeatingRule['of'], id: string): string {
  if (of === 'guest') return guests.find((g) => g.id === id)?.name ?? 'A guest';
  return guests.find((g) => g.householdId === id)?.householdName ?? 'A household';
}

export interface BrokenRule {
  rule: SeatingRule;
  /** The tables the rule is broken at: the shared table(s) of a keep-apart, the tables a keep-together spans. */
  tableIds: string[];
}

/**
 * The rules the chart breaks, judged on the guests who are seated: a keep-apart whose two sides share a table, a
 * keep-together whose seated guests sit at more than one table. A rule about someone not seated is not broken yet.
 */
export function brokenRules(
  assignments: Assignments,
  guests: readonly SeatingGuest[],
  rules: readonly SeatingRule[],
): BrokenRule[] {
  const tablesOf = (of: SeatingRule['of'], id: string) =>
    new Set(partyGuests(guests, of, id).flatMap((g) => assignments.get(g.id)?.tableId ?? []));
  const out: BrokenRule[] = [];
  for (const rule of rules) {
    const a = tablesOf(rule.of, rule.a);
    const b = tablesOf(rule.of, rule.b);
    if (rule.kind === 'apart') {
      const shared = [...a].filter((t) => b.has(t));
      if (shared.length) out.push({ rule, tableIds: shared });
    } else if (a.size && b.size) {
      const all = new Set([...a, ...b]);
      if (all.size > 1) out.push({ rule, tableIds: [...all] });
    }
  }
  return out;
}

/** "Meera and Arjun should sit apart but share Table 3." */
export function describeBroken(
  broken: BrokenRule,
  guests: readonly SeatingGuest[],
  tables: readonly SeatingTable[],
): string {
  const { rule, tableIds } = broken;
  const names = tableIds.map((id) => tables.find((t) => t.id === id)?.name ?? 'a table');
  const who = `${partyName(guests, rule.of, rule.a)} and ${partyName(guests, rule.of, rule.b)}`;
  return rule.kind === 'apart'
    ? `${who} should sit apart but share ${names.join(' and ')}.`
    : `${who} should sit together but are split across ${names.join(' and ')}.`;
}

/** A stored rule as the chart and the solver read it. */
export function toSeatingRule(r: RuleRecord): SeatingRule {
  return r.guestA !== undefined && r.guestB !== undefined
    ? { id: r.id, kind: r.kind, of: 'guest', a: r.guestA, b: r.guestB }
    : { id: r.id, kind: r.kind, of: 'household', a: r.householdA ?? '', b: r.householdB ?? '' };
}

/** The record for a new rule of the chart. */
export function ruleRecord(id: string, eventId: string, rule: Omit<SeatingRule, 'id'>): RuleRecord {
  return rule.of === 'guest'
    ? { id, eventId, kind: rule.kind, guestA: rule.a, guestB: rule.b }
    : { id, eventId, kind: rule.kind, householdA: rule.a, householdB: rule.b };
}
