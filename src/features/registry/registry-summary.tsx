import { Card } from '@/components/ui/card';
import { formatAmount } from '@/lib/money';
import type { RegistrySummary as Summary } from './model';

/** The three summary cards of spec §2: Total Registry Value, Purchased (with its share), Remaining. */
export function RegistrySummary({ summary, currency }: { summary: Summary; currency: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Card role="region" aria-labelledby="registry-total">
        <h2 id="registry-total" className="text-sm font-medium text-gray-700">
          Total Registry Value
        </h2>
        <p className="mt-1 text-2xl font-semibold break-words text-gray-900 tabular-nums">
          {formatAmount(summary.total, currency)}
        </p>
        <p className="mt-1 text-xs text-gray-600">
          {summary.count} {summary.count === 1 ? 'item' : 'items'}
        </p>
      </Card>
      <Card role="region" aria-labelledby="registry-purchased">
        <h2 id="registry-purchased" className="text-sm font-medium text-gray-700">
          Purchased
        </h2>
        <p className="mt-1 text-2xl font-semibold break-words text-emerald-800 tabular-nums">
          {formatAmount(summary.purchased, currency)}
        </p>
        <p className="mt-1 text-xs text-gray-600">{summary.purchasedPercent}% of registry</p>
      </Card>
      <Card role="region" aria-labelledby="registry-remaining">
        <h2 id="registry-remaining" className="text-sm font-medium text-gray-700">
          Remaining
        </h2>
        <p className="mt-1 text-2xl font-semibold break-words text-gray-900 tabular-nums">
          {formatAmount(summary.remaining, currency)}
        </p>
        <p className="mt-1 text-xs text-gray-600">
          {summary.count - summary.purchasedCount}{' '}
          {summary.count - summary.purchasedCount === 1 ? 'item' : 'items'} still to be bought
        </p>
      </Card>
    </div>
  );
}
