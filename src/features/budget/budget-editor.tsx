import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
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
import type { BudgetValue } from './total-budget';

type EditorValues = { currency: string; text: string };

/** The total budget's editor (total-budget.tsx): currency and amount, saved once the amount parses. */
export function BudgetEditor({
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
