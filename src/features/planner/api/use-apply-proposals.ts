import { useCallback } from 'react';
import type { ToolCall } from '@/lib/ai/tool-calls';
import { useProfile } from '@/lib/data';
import { updateWeddingDetails } from '@/lib/data/profile-fields';
import { useCommand } from '@/lib/data/use-command';
import { formatCount } from '@/lib/format-number';
import { applyProposals } from '../tools/apply-proposals';

const appliedNotice = (summaries: readonly string[]) =>
  summaries.length === 1
    ? `Applied: ${summaries[0]}.`
    : `Applied ${formatCount(summaries.length)} changes from the planner.`;

const ignore = () => undefined;

/**
 * Applies the planner's proposals as one step on the app's one undo, with a notice that offers it: the changes to the
 * collections as one batch (the proposals' command), and a change to the wedding details saved first, through the
 * profile, and put back by the same Undo (or at once, when the batch is refused). Used by the proposal cards, so the
 * command layer loads with the first card, not with the chat.
 */
export function useApplyProposals() {
  const runBatch = useCommand(applyProposals, { noun: 'change', notice: appliedNotice });
  const { current, save } = useProfile();
  return useCallback(
    async (calls: readonly ToolCall[]) => {
      const { detailsOfProposals, isDetailsCall } = await import('../tools/run-call');
      const details = calls.filter(isDetailsCall);
      const others = calls.filter((call) => !isDetailsCall(call));
      if (!details.length) return runBatch({ calls: others, alongside: [] });
      const changed = detailsOfProposals(details, await current());
      const before = await updateWeddingDetails(save, changed.details);
      const putBack = async () => void (await save(before));
      try {
        return await runBatch({ calls: others, alongside: changed.summaries }, { undoAlso: putBack });
      } catch (error) {
        await putBack().catch(ignore);
        throw error;
      }
    },
    [runBatch, current, save],
  );
}
