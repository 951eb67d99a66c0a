import { useCommand } from '@/lib/data/use-command';
import { formatCount } from '@/lib/format-number';
import { applyProposals } from '../tools/apply-proposals';

const appliedNotice = (summaries: readonly string[]) =>
  summaries.length === 1
    ? `Applied: ${summaries[0]}.`
    : `Applied ${formatCount(summaries.length)} changes from the planner.`;

/**
 * The command that applies the planner's proposals, on the app's one undo with a notice that offers it. Used by the
 * proposal cards, so the command layer loads with the first card, not with the chat.
 */
export const useApplyProposals = () => useCommand(applyProposals, { noun: 'change', notice: appliedNotice });
