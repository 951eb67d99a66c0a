import { Pencil } from 'lucide-react';
import { Suspense, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatAmount, formatShortIndian, type CurrencyCode } from '@/lib/money';
import { lazyNamed } from '@/lib/lazy-named';

// The editor, and react-hook-form with it, arrives when Edit is first pressed.
const BudgetEditor = lazyNamed(() => import('./budget-editor'), 'BudgetEditor');

export interface BudgetValue {
  total: number;
  currency: string;
}

/** "₹30,00,000" and, for INR, the short form "30.00 L" beside it. */
export function AmountWithShortForm({ amount, currency }: { amount: number; currency: string }) {
  return (
    <>
      {formatAmount(amount, currency)}
      {currency === 'INR' && amount >= 1e5 && (
        <span className="ml-2 text-base font-normal text-subtle-foreground">
          ({formatShortIndian(amount)})
        </span>
      )}
    </>
  );
}

/**
 * The total budget (spec §2, §5): shown in its currency; Edit opens a currency select ("CODE - Name") and an
 * amount field that reads the lakh/crore shorthand for INR. Save is offered only for an amount that parses
 * to more than 0, and edit mode ends only once the save went through.
 */
export function TotalBudget({
  value,
  editing,
  presetCurrency,
  onEdit,
  onCancel,
  onSave,
}: {
  value: BudgetValue;
  editing: boolean;
  /** A currency to start the editor with (the detected one, when the couple accepted the suggestion). */
  presetCurrency: CurrencyCode | null;
  onEdit: () => void;
  onCancel: () => void;
  /** Resolves once saved; rejects (after the data layer's notice) when the store refused. */
  onSave: (next: BudgetValue) => Promise<void>;
}) {
  const headingId = useId();
  return (
    <Card className="@container sm:col-span-2" aria-labelledby={headingId} role="region">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
          Total Budget
        </h2>
        {!editing && (
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label="Edit total budget">
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <BudgetEditor value={value} presetCurrency={presetCurrency} onCancel={onCancel} onSave={onSave} />
        </Suspense>
      ) : (
        <p className="mt-1 font-serif text-3xl font-semibold break-words text-foreground">
          <AmountWithShortForm amount={value.total} currency={value.currency} />
        </p>
      )}
    </Card>
  );
}
