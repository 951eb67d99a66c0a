import { Pencil } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input, NativeSelect } from '@/components/ui/field';
import { CURRENCIES, formatAmount, formatShortIndian, isCurrencyCode, parseAmount, type CurrencyCode } from '@/lib/money';

export interface BudgetValue {
  total: number;
  currency: string;
}

/** "₹30,00,000" and, for INR, the short form "30.00 L" beside it. */
export function AmountWithShortForm({ amount, currency }: { amount: number; currency: string }) {
  return (
    <>
      {formatAmount(amount, currency)}
      {currency === 'INR' && amount >= 1e5 && <span className="ml-2 text-base font-normal text-gray-600">({formatShortIndian(amount)})</span>}
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
        <h2 id={headingId} className="text-sm font-medium text-gray-700">
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
        <p className="mt-1 font-serif text-3xl font-semibold break-words text-gray-900">
          <AmountWithShortForm amount={value.total} currency={value.currency} />
        </p>
      )}
    </Card>
  );
}

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
  const [currency, setCurrency] = useState<string>(presetCurrency ?? value.currency);
  const [text, setText] = useState(String(value.total));
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const amount = parseAmount(text, currency);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Spec §5: anything but a positive amount changes nothing.
    if (amount === null || saving) return;
    setSaving(true);
    setFailed(false);
    try {
      await onSave({ total: amount, currency });
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} className="mt-3 space-y-3" aria-label="Edit total budget">
      <div className="grid gap-3 @lg:grid-cols-2">
        <Field label="Currency">
          {(p) => (
            <NativeSelect {...p} value={currency} onChange={(e) => isCurrencyCode(e.target.value) && setCurrency(e.target.value)}>
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
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Field>
      </div>
      <p className="min-h-5 text-sm text-gray-700" aria-live="polite">
        {amount !== null && (
          <>
            Saves as <strong className="font-semibold">{formatAmount(amount, currency)}</strong>
            {currency === 'INR' && amount >= 1e5 && ` (${formatShortIndian(amount)})`}
          </>
        )}
      </p>
      {failed && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          Couldn't save your budget. Your entry is still here — please try again.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={amount === null || saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
