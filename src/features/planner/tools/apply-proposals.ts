import { defineCommand } from '@/lib/commands/command';
import { formatCount } from '@/lib/format-number';
import { z } from '@/lib/zod';

/** The most cards one "Apply all" applies: five rounds of a few calls each. */
export const MAX_APPLIED_AT_ONCE = 25;

/**
 * Applies the planner's proposals, one or all of a reply's: every change is made by its tool's domain command, and
 * the lot lands as one batch, so "Apply all" is one step on the app's undo. The tools load with the plan, not with
 * the chat page. A change to the wedding details (the profile, not a collection) is saved beside the batch by
 * updateWeddingDetails; `alongside` names it, so the step's label and notice say everything the Apply changed.
 */
export const applyProposals = defineCommand({
  name: 'applyPlannerProposals',
  input: z
    .object({
      calls: z
        .array(
          z.object({
            name: z.string().check(z.maxLength(64)),
            arguments: z.string().check(z.maxLength(20_000)),
          }),
        )
        .check(z.maxLength(MAX_APPLIED_AT_ONCE)),
      /** What the same Apply changed outside the collections, in the words of its cards. */
      alongside: z._default(
        z.array(z.string().check(z.maxLength(2_000))).check(z.maxLength(MAX_APPLIED_AT_ONCE)),
        [],
      ),
    })
    .check(z.refine(({ calls, alongside }) => calls.length + alongside.length > 0, 'Nothing to apply')),
  async plan({ calls, alongside }, read) {
    const { planProposals } = await import('./run-call');
    const planned = await planProposals(calls, read);
    return {
      changes: planned.flatMap((p) => p.changes),
      result: [...alongside, ...planned.map((p) => p.summary)],
    };
  },
  describe: (_input, summaries) =>
    summaries.length === 1
      ? summaries[0]!
      : `Applied ${formatCount(summaries.length)} changes from the planner`,
});
