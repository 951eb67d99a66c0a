import { Card } from '@/components/ui/card';
import { formatAmount } from '@/lib/money';
import type { RegistrySummary as Summary } from './model';

/** The three summary cards of spec §2: Total Registry Value, Purchased (with its share), Remaining. */
export function RegistrySummary({ summary, currency }: { summary: Summary; currency: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Card role="region" aria-labelledby="registry-total">
        <h2 id="registry-total" className="text-sm font-medium text-muted-foreground">
          Total Registry Value
        </h2>
        <p className="mt-1 text-2xl font-semibold break-words text-foreground tabular-nums">
          {formatAmount(summary.total, currency)}
        </p>
        <p className="mt-1 text-xs text-subtle-foreground">
          {summary.count} {summary.count === 1 ? 'item' : 'items'}
        </p>
      </Card>
      <Card role="region" aria-labelledby="registry-purchased">
        <h2 id="registry-purchased" className="text-sm font-medium text-muted-foreground">
          Purchased
        </h2>
        <p className="mt-1 text-2xl font-semibold break-words text-success-text tabular-nums">
          {formatAmount(summary.purchased, currency)}
        </p>
        <p className="mt-1 text-xs text-subtle-foreground">{summary.purchasedPercent}% of registry</p>
      </Card>
      <Card role="region" aria-labelledby="registry-remaining">
        <h2 id="registry-remaining" className="text-sm font-medium text-muted-foreground">
          Remaining
        </h2>
        <p className="mt-1 text-2xl font-semibold break-words text-foreground tabular-nums">
          {formatAmount(summary.remaining, currency)}
        </p>
        <p className="mt-1 text-xs text-subtle-foreground">
          {summary.count - summary.purchasedCount}{' '}
          {summary.count - summary.purchasedCount === 1 ? 'item' : 'items'} still to be bought
        </p>
      </Card>
    </div>
  );
}
