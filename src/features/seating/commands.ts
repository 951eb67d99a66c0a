import type { Change } from '@/lib/backend';
import { defineCommand } from '@/lib/commands/command';
import { z } from '@/lib/zod';
import { assignmentSchema, tableSchema } from './model';

const ids = z.array(z.string().check(z.minLength(1), z.maxLength(129)));

/**
 * Stores a change to a seating chart (the difference between the chart before and after, chart.ts `chartDiff`) as one
 * batch: a new table before the seats that point at it, seats moved, then tables removed (their seats with them).
 * It lands whole or not at all; a refusal is told and the chart shows what is stored. The chart keeps its own
 * step-by-step history (use-seating.ts), so this command stays off the app's undo.
 */
export const saveChart = defineCommand({
  name: 'saveChart',
  input: z.object({
    tables: z.object({ put: z.array(tableSchema), remove: ids }),
    assignments: z.object({ put: z.array(assignmentSchema), remove: ids }),
  }),
  plan: ({ tables, assignments }) => ({
    changes: [
      ...tables.put.map((record): Change => ({ op: 'put', table: 'seating_tables', record })),
      ...assignments.remove.map((id): Change => ({ op: 'remove', table: 'seat_assignments', id })),
      ...assignments.put.map((record): Change => ({ op: 'put', table: 'seat_assignments', record })),
      ...tables.remove.map((id): Change => ({ op: 'remove', table: 'seating_tables', id })),
    ],
    result: undefined,
  }),
  describe: () => 'Changed the seating chart',
});
