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
        <h2 className="text-sm font-medium text-muted-foreground">Spent</h2>
        <p className="mt-1 text-2xl font-semibold break-words text-foreground">
          {formatAmount(totals.spent, currency)}
        </p>
        <p className="mt-1 text-xs text-subtle-foreground">
          {expenseCount} {expenseCount === 1 ? 'expense' : 'expenses'}
        </p>
      </Card>
      <Card>
        <h2 className="text-sm font-medium text-muted-foreground">Remaining</h2>
        <p
          className={cn(
            'mt-1 text-2xl font-semibold break-words',
            over ? 'text-destructive-strong' : 'text-success-text',
          )}
        >
          {formatAmount(totals.remaining, currency)}
        </p>
        <p
          className={cn(
            'mt-1 text-xs',
            over ? 'font-medium text-destructive-strong' : 'text-subtle-foreground',
          )}
        >
          {over ? 'Over budget' : 'Left of your total budget'}
        </p>
      </Card>
      <Card>
        <h2 className="text-sm font-medium text-muted-foreground">Paid</h2>
        <p className="mt-1 text-2xl font-semibold break-words text-foreground">
          {formatAmount(totals.paid, currency)}
        </p>
        <p className="mt-1 text-xs text-subtle-foreground">
          {formatAmount(Math.round((totals.spent - totals.paid) * 100) / 100, currency)} still to pay
        </p>
      </Card>
    </>
  );
}
