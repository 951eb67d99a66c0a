import { Globe } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { getCurrency, type CurrencyCode } from '@/lib/money';

/** Offers the currency detected from the couple's location; nothing changes unless they choose it. */
export function CurrencySuggestion({
  suggested,
  current,
  onUse,
  onKeep,
}: {
  suggested: CurrencyCode;
  current: string;
  onUse: () => void;
  onKeep: () => void;
}) {
  const name = getCurrency(suggested).name;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-info-border bg-info-soft px-4 py-3 text-sm text-info-deep"
    >
      <Globe aria-hidden="true" className="size-5 shrink-0" />
      <p className="min-w-0 flex-1 basis-56">
        Planning in {name}? Your location suggests {suggested}. Your budget is in {current} until you change
        it.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onUse}>
          Use {suggested}
        </Button>
        <Button size="sm" variant="secondary" onClick={onKeep}>
          Keep {current}
        </Button>
      </div>
    </div>
  );
}
