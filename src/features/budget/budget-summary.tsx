import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { formatAmount } from '@/lib/money';
import type { BudgetTotals } from './model';

/** Spent, remaining and paid beside the total budget card. */
export function BudgetSummary({
  totals,
  currency,
  expenseCount,
}: {
  totals: BudgetTotals;
  currency: string;
  expenseCount: number;
}) {
  const over = totals.remaining < 0;
  return (
    <>
      <Card>
        <h2 className="text-sm font-medium text-gray-700">Spent</h2>
        <p className="mt-1 text-2xl font-semibold break-words text-gray-900">
          {formatAmount(totals.spent, currency)}
        </p>
        <p className="mt-1 text-xs text-gray-600">
          {expenseCount} {expenseCount === 1 ? 'expense' : 'expenses'}
        </p>
      </Card>
      <Card>
        <h2 className="text-sm font-medium text-gray-700">Remaining</h2>
        <p
          className={cn(
            'mt-1 text-2xl font-semibold break-words',
            over ? 'text-red-700' : 'text-emerald-800',
          )}
        >
          {formatAmount(totals.remaining, currency)}
        </p>
        <p className={cn('mt-1 text-xs', over ? 'font-medium text-red-700' : 'text-gray-600')}>
          {over ? 'Over budget' : 'Left of your total budget'}
        </p>
      </Card>
      <Card>
        <h2 className="text-sm font-medium text-gray-700">Paid</h2>
        <p className="mt-1 text-2xl font-semibold break-words text-gray-900">
          {formatAmount(totals.paid, currency)}
        </p>
        <p className="mt-1 text-xs text-gray-600">
          {formatAmount(Math.round((totals.spent - totals.paid) * 100) / 100, currency)} still to pay
        </p>
      </Card>
    </>
  );
}
