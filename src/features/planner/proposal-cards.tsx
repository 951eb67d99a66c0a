import { Check } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ToolCall } from '@/lib/ai/tool-calls';
import { useApplyProposals } from './api/use-apply-proposals';
import type { ShownProposal } from './use-planner-chat';

/**
 * The changes a reply proposed, each a card saying exactly what will change, with Apply and Dismiss (and Apply all
 * when several are open): nothing is written before the couple applies. An applied card links to the record's page.
 */
export function ProposalCards({
  proposals,
  onApply,
  onDismiss,
}: {
  proposals: readonly ShownProposal[];
  /** Applies the proposals `ids` with `run`, the command that writes them. */
  onApply: (ids: readonly string[], run: (calls: ToolCall[]) => Promise<unknown>) => void;
  onDismiss: (id: string) => void;
}) {
  const applyProposals = useApplyProposals();
  const apply = (ids: readonly string[]) => onApply(ids, applyProposals);
  const open = proposals.filter((p) => p.state === 'open');
  return (
    <li className="flex justify-start">
      <div className="w-full max-w-[85%] min-w-0 space-y-2 sm:max-w-[75%]">
        <ul aria-label="Proposed changes" className="space-y-2">
          {proposals.map((p) => (
            <ProposalCard key={p.id} proposal={p} onApply={apply} onDismiss={onDismiss} />
          ))}
        </ul>
        {open.length > 1 && (
          <Button size="sm" onClick={() => apply(open.map((p) => p.id))}>
            <Check aria-hidden="true" />
            Apply all ({open.length})
          </Button>
        )}
      </div>
    </li>
  );
}

function ProposalCard({
  proposal: p,
  onApply,
  onDismiss,
}: {
  proposal: ShownProposal;
  onApply: (ids: readonly string[]) => void;
  onDismiss: (id: string) => void;
}) {
  const summaryId = useId();
  return (
    <li className="rounded-xl border border-border bg-card p-3 text-sm shadow-sm">
      <p id={summaryId} className="break-words">
        {p.summary}
      </p>
      {p.state === 'open' && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" aria-describedby={summaryId} onClick={() => onApply([p.id])}>
            Apply
          </Button>
          <Button size="sm" variant="secondary" aria-describedby={summaryId} onClick={() => onDismiss(p.id)}>
            Dismiss
          </Button>
        </div>
      )}
      {p.state === 'applying' && (
        <div className="mt-2">
          <Spinner label="Applying the change" />
        </div>
      )}
      {p.state === 'applied' && (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 text-success-text">
          <span>Applied.</span>
          <Link to={p.href} className={buttonVariants({ variant: 'link', size: 'inline' })}>
            See it in {p.place}
          </Link>
        </p>
      )}
      {p.state === 'dismissed' && (
        <p className="mt-2 text-muted-foreground italic">Dismissed: nothing was changed.</p>
      )}
      {p.state === 'failed' && (
        <p role="alert" className="mt-2 text-destructive-text">
          Not applied: {p.error}
        </p>
      )}
    </li>
  );
}
