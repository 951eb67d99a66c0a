import { useUserBackend } from '@/lib/auth';
import { useCommand } from '@/lib/data/use-command';
import { formatCount } from '@/lib/format-number';
import { applyProposals } from '../tools/apply-proposals';

const appliedNotice = (summaries: readonly string[]) =>
  summaries.length === 1
    ? `Applied: ${summaries[0]}.`
    : `Applied ${formatCount(summaries.length)} changes from the planner.`;

/**
 * What the planner's tools need of the backend: the couple's records to read (read tools, and the names a change
 * tool looks up), and the command that applies proposals, on the app's one undo with a notice that offers it.
 */
export function usePlannerTools() {
  const { collections } = useUserBackend();
  return {
    read: collections,
    apply: useCommand(applyProposals, { noun: 'change', notice: appliedNotice }),
  };
}
