import { defineCommand } from '@/lib/commands/command';
import { formatCount } from '@/lib/format-number';
import { z } from '@/lib/zod';

/** The most cards one "Apply all" applies: five rounds of a few calls each. */
export const MAX_APPLIED_AT_ONCE = 25;

/**
 * Applies the planner's proposals, one or all of a reply's: every change is made by its tool's domain command, and
 * the lot lands as one batch, so "Apply all" is one step on the app's undo. The tools load with the plan, not with
 * the chat page.
 */
export const applyProposals = defineCommand({
  name: 'applyPlannerProposals',
  input: z.object({
    calls: z
      .array(
        z.object({
          name: z.string().check(z.maxLength(64)),
          arguments: z.string().check(z.maxLength(20_000)),
        }),
      )
      .check(z.minLength(1), z.maxLength(MAX_APPLIED_AT_ONCE)),
  }),
  async plan({ calls }, read) {
    const { planProposals } = await import('./run-call');
    const planned = await planProposals(calls, read);
    return { changes: planned.flatMap((p) => p.changes), result: planned.map((p) => p.summary) };
  },
  describe: (_input, summaries) =>
    summaries.length === 1
      ? summaries[0]!
      : `Applied ${formatCount(summaries.length)} changes from the planner`,
});
