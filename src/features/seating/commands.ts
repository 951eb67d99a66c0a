import type { Change } from '@/lib/backend';
import { defineCommand } from '@/lib/commands/command';
import { z } from '@/lib/zod';
import { chartDiff, type Chart } from './chart';
import { assignmentSchema, tableSchema } from './model';
import { ruleSchema } from './rules-model';

const ids = z.array(z.string().check(z.minLength(1), z.maxLength(129)));

/** Where a change's records were read: `<table>:<id>` → the version the chart showed (see `chartChange`). */
const baseKey = (table: string, id: string) => `${table}:${id}`;

/**
 * Stores a change to a seating chart (the difference between the chart before and after, chart.ts `chartDiff`) as one
 * batch: a new table before the seats that point at it, seats moved, then tables removed (their seats with them), and
 * the chart's seating rules added or removed.
 * Each change of a record the chart had read is based on the version it showed (`bases`), so a seat another tab or
 * device moved meanwhile is refused, not overwritten. It lands whole or not at all; a refusal is told and the chart
 * shows what is stored. The chart keeps its own step-by-step history (use-seating.ts), so this command stays off the
 * app's undo.
 */
export const saveChart = defineCommand({
  name: 'saveChart',
  input: z.object({
    tables: z.object({ put: z.array(tableSchema), remove: ids }),
    assignments: z.object({ put: z.array(assignmentSchema), remove: ids }),
    // Absent when the change touches no rule.
    rules: z.optional(z.object({ put: z.array(ruleSchema), remove: ids })),
    bases: z.optional(z.record(z.string(), z.string())),
  }),
  plan: ({ tables, assignments, rules = { put: [], remove: [] }, bases = {} }) => {
    const base = (table: string, id: string) => bases[baseKey(table, id)];
    const put = (table: string) => (record: { id: string }) =>
      ({ op: 'put', table, record, base: base(table, record.id) }) satisfies Change;
    const remove = (table: string) => (id: string) =>
      ({ op: 'remove', table, id, base: base(table, id) }) satisfies Change;
    return {
      changes: [
        ...tables.put.map(put('seating_tables')),
        ...assignments.remove.map(remove('seat_assignments')),
        ...assignments.put.map(put('seat_assignments')),
        ...tables.remove.map(remove('seating_tables')),
        ...rules.remove.map(remove('seating_rules')),
        ...rules.put.map(put('seating_rules')),
      ],
      result: undefined,
    };
  },
  describe: () => 'Changed the seating chart',
});

/**
 * The saveChart input for a change from the chart on screen (`before`) to `after`: the difference, and the versions
 * `before` showed for the records it changes (`versionOf`, e.g. lib/data's useListedVersion; records the chart made
 * itself have none, and are written as they are).
 */
export function chartChange(
  before: Chart,
  after: Chart,
  versionOf: (table: string, record: { id: string }) => string | undefined,
) {
  const diff = chartDiff(before, after);
  const bases: Record<string, string> = {};
  const changed = (d: { put: readonly { id: string }[]; remove: readonly string[] }) =>
    new Set([...d.put.map((r) => r.id), ...d.remove]);
  const note = (table: string, records: readonly { id: string }[], ids: Set<string>) => {
    for (const record of records) {
      const version = ids.has(record.id) ? versionOf(table, record) : undefined;
      if (version) bases[baseKey(table, record.id)] = version;
    }
  };
  note('seating_tables', before.tables, changed(diff.tables));
  note('seat_assignments', before.assignments, changed(diff.assignments));
  note('seating_rules', before.rules, changed(diff.rules));
  return { ...diff, bases };
}
