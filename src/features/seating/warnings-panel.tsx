import { AlertTriangle } from 'lucide-react';
import { memo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/field';
import { ShowMoreButton } from '@/components/ui/show-more';
import { usePaged } from '@/lib/use-paged';
import { WARNING_KINDS, WARNING_LABELS, type Warning, type WarningKind } from './warnings';

/** Warnings listed at a time (Show more adds as many): a big chart early on has hundreds of guests yet to answer. */
export const WARNINGS_PAGE = 10;

/**
 * The chart's conflicts: over capacity, declined or awaiting guests seated, plus-ones apart from their guest, seating
 * rules broken. A filter
 * narrows them to one kind; each names its table, and a declined guest can be unseated from here. Memoised: picking a
 * guest or a table does not redraw it.
 */
export const WarningsPanel = memo(function WarningsPanel({
  warnings,
  onShowTable,
  onUnseat,
}: {
  warnings: readonly Warning[];
  onShowTable: (tableId: string) => void;
  onUnseat: (guestId: string) => void;
}) {
  const [kind, setKind] = useState<WarningKind | 'all'>('all');
  const shown = kind === 'all' ? warnings : warnings.filter((w) => w.kind === kind);
  const { page, remaining, showMore } = usePaged(shown, kind, WARNINGS_PAGE);
  if (!warnings.length)
    return (
      <p className="text-sm text-muted-foreground">
        No warnings: no table is over capacity, and everyone seated is coming.
      </p>
    );
  return (
    <section
      aria-labelledby="warnings-heading"
      className="space-y-2 rounded-xl border border-warning-muted bg-warning-soft p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="warnings-heading" className="flex items-center gap-2 font-semibold text-warning-deep">
          <AlertTriangle aria-hidden="true" className="size-4" />
          Warnings ({warnings.length})
        </h3>
        <div className="w-full sm:w-60">
          <NativeSelect
            aria-label="Show warnings"
            value={kind}
            onChange={(e) => setKind(e.target.value as WarningKind | 'all')}
          >
            <option value="all">All warnings</option>
            {WARNING_KINDS.map((k) => (
              <option key={k} value={k}>
                {WARNING_LABELS[k]} ({warnings.filter((w) => w.kind === k).length})
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-warning-text">None of this kind.</p>
      ) : (
        <ul aria-label="Warnings" className="space-y-1 text-sm text-warning-text">
          {page.map((w) => (
            <li key={w.key} className="flex flex-wrap items-center gap-x-2">
              <span id={`warning-${w.key}`} className="min-w-0 flex-1">
                {w.text}
              </span>
              <Button
                variant="link"
                size="inline"
                aria-describedby={`warning-${w.key}`}
                onClick={() => onShowTable(w.tableId)}
              >
                Show table
              </Button>
              {w.kind === 'declined-seated' && w.guestId && (
                <Button
                  variant="link"
                  size="inline"
                  aria-describedby={`warning-${w.key}`}
                  onClick={() => onUnseat(w.guestId!)}
                >
                  Unseat
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton remaining={remaining} onClick={showMore} of="Warnings" />
    </section>
  );
});
