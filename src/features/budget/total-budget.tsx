import { Pencil } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input, NativeSelect } from '@/components/ui/field';
import {
  CURRENCIES,
  formatAmount,
  formatShortIndian,
  isCurrencyCode,
  parseAmount,
  type CurrencyCode,
} from '@/lib/money';
import { useOneSubmit } from '@/lib/use-one-submit';

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
        <BudgetEditor value={value} presetCurrency={presetCurrency} onCancel={onCancel} onSave={onSave} />
      ) : (
        <p className="mt-1 font-serif text-3xl font-semibold break-words text-foreground">
          <AmountWithShortForm amount={value.total} currency={value.currency} />
        </p>
      )}
    </Card>
  );
}

type EditorValues = { currency: string; text: string };

function BudgetEditor({
  value,
  presetCurrency,
  onCancel,
  onSave,
}: {
  value: BudgetValue;
  presetCurrency: CurrencyCode | null;
  onCancel: () => void;
  onSave: (next: BudgetValue) => Promise<void>;
}) {
  const form = useForm<EditorValues>({
    defaultValues: { currency: presetCurrency ?? value.currency, text: String(value.total) },
  });
  const [currency, text] = useWatch({ control: form.control, name: ['currency', 'text'] });
  const { errors, isSubmitting } = form.formState;
  const amount = parseAmount(text, currency);

  const submit = useOneSubmit(
    form.handleSubmit(async (values) => {
      const total = parseAmount(values.text, values.currency);
      // Spec §5: anything but a positive amount changes nothing.
      if (total === null) return;
      try {
        await onSave({ total, currency: values.currency });
      } catch {
        form.setError('root', {
          message: "Couldn't save your budget. Your entry is still here — please try again.",
        });
      }
    }),
  );

  return (
    <form onSubmit={submit} className="mt-3 space-y-3" aria-label="Edit total budget">
      <div className="grid gap-3 @lg:grid-cols-2">
        <Field label="Currency">
          {(p) => (
            <NativeSelect {...p} {...form.register('currency', { validate: isCurrencyCode })}>
              {CURRENCIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} - {c.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Amount" hint="Amounts are not converted when you change the currency.">
          {(p) => (
            <Input
              {...p}
              autoFocus
              inputMode={currency === 'INR' ? 'text' : 'decimal'}
              autoComplete="off"
              maxLength={40}
              placeholder={currency === 'INR' ? 'e.g., 30L or 3Cr' : 'Enter amount'}
              {...form.register('text')}
            />
          )}
        </Field>
      </div>
      <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
        {amount !== null && (
          <>
            Saves as <strong className="font-semibold">{formatAmount(amount, currency)}</strong>
            {currency === 'INR' && amount >= 1e5 && ` (${formatShortIndian(amount)})`}
          </>
        )}
      </p>
      {errors.root && (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text">
          {errors.root.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={amount === null || isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
