import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ComponentProps } from 'react';
import { vendorsCollection } from '@/features/vendors';
import { useCollection } from '@/lib/data';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, NativeSelect } from '@/components/ui/field';
import { todayIso } from '@/lib/dates';
import { shortId } from '@/lib/ids';
import { saveFailure } from '@/lib/form-fields';
import { amountPlaceholder, amountText, amountToText } from './amount-field';
import { DESCRIPTION_MAX, expenseSchema, type BudgetCategory, type Expense } from './model';

const formSchema = (currency: string) =>
  z.object({
    description: expenseSchema.shape.description,
    amount: amountText(currency),
    date: expenseSchema.shape.date,
    categoryId: expenseSchema.shape.categoryId,
    // An empty select is no vendor: absent, as the schema stores it.
    vendorId: z.pipe(
      z.string(),
      z.transform((v: string) => v || undefined),
    ),
    paid: z.boolean(),
  });

/**
 * The expense form with the couple's vendors to choose from: read here, in the form's own chunk, so /budget's first
 * load neither fetches the vendors nor carries their schema.
 */
export function ExpenseFormWithVendors(props: Omit<ComponentProps<typeof ExpenseForm>, 'vendors'>) {
  const vendors = useCollection(vendorsCollection);
  return <ExpenseForm {...props} vendors={vendors.items} />;
}

/** Add or edit an expense. Validated by the expense schema; a refused save keeps every value and says so. */
export function ExpenseForm({
  expense,
  categories,
  vendors,
  currency,
  onSubmit,
  onCancel,
}: {
  expense: Expense | null;
  categories: BudgetCategory[];
  /** The couple's vendors, to say whom the expense pays (so committed counts a booked vendor's price once). */
  vendors: readonly { id: string; name: string }[];
  currency: string;
  onSubmit: (expense: Expense) => Promise<unknown>;
  onCancel: () => void;
}) {
  // Fixed for the life of the form: a double submit writes the same record twice, never two records.
  const [id] = useState(() => expense?.id ?? shortId());
  const schema = formSchema(currency);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      description: expense?.description ?? '',
      amount: expense ? amountToText(expense.amount) : '',
      date: expense?.date ?? todayIso(),
      categoryId: expense?.categoryId ?? categories[0]?.id ?? '',
      vendorId: expense?.vendorId ?? '',
      paid: expense?.paid ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ id, ...values });
    } catch (error) {
      form.setError('root', saveFailure(error, 'expense'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Description" error={errors.description?.message}>
        {(p) => (
          <Input
            {...p}
            autoFocus
            maxLength={DESCRIPTION_MAX}
            placeholder="e.g. Venue deposit"
            {...form.register('description')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Amount" error={errors.amount?.message}>
          {(p) => (
            <Input
              {...p}
              inputMode={currency === 'INR' ? 'text' : 'decimal'}
              autoComplete="off"
              maxLength={40}
              placeholder={amountPlaceholder(currency)}
              {...form.register('amount')}
            />
          )}
        </Field>
        <Field label="Date" error={errors.date?.message}>
          {(p) => <Input {...p} type="date" min="1900-01-01" max="2200-12-31" {...form.register('date')} />}
        </Field>
      </div>
      <Field label="Category" error={errors.categoryId?.message}>
        {(p) => (
          <NativeSelect {...p} {...form.register('categoryId')}>
            {categories.length === 0 && <option value="">Add a category first</option>}
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field
        label="Vendor (optional)"
        hint="A booked vendor's price already counts as committed: this expense then counts as part of it."
        error={errors.vendorId?.message}
      >
        {(p) => (
          <NativeSelect {...p} {...form.register('vendorId')}>
            <option value="">No vendor</option>
            {vendors.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-copy">
        <input type="checkbox" className="size-5 accent-primary" {...form.register('paid')} />
        Already paid
      </label>
      <FormActions
        error={errors.root}
        busy={isSubmitting}
        submitLabel={expense ? 'Save Expense' : 'Add Expense'}
        onCancel={onCancel}
      />
    </form>
  );
}
