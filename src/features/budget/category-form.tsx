import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, NativeSelect } from '@/components/ui/field';
import { shortId } from '@/lib/ids';
import { saveFailure } from '@/lib/form-fields';
import { amountPlaceholder, amountText, amountToText } from './amount-field';
import { CATEGORY_COLORS, categorySchema, DEFAULT_COLOR, NAME_MAX, type BudgetCategory } from './model';

const formSchema = (currency: string) =>
  z.object({
    name: categorySchema.shape.name,
    planned: amountText(currency, { allowZero: true }),
    color: z.string(),
  });

/** Add or edit a budget category: name, planned amount, colour. A refused save keeps the values. */
export function CategoryForm({
  category,
  currency,
  onSubmit,
  onCancel,
}: {
  category: BudgetCategory | null;
  currency: string;
  onSubmit: (category: BudgetCategory) => Promise<unknown>;
  onCancel: () => void;
}) {
  // Fixed for the life of the form: a double submit writes the same record twice, never two records.
  const [id] = useState(() => category?.id ?? shortId());
  const schema = formSchema(currency);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: category?.name ?? '',
      planned: category ? amountToText(category.planned) : '',
      color: category?.color ?? DEFAULT_COLOR,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ id, ...values });
    } catch (error) {
      form.setError('root', saveFailure(error, 'category'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Category Name" error={errors.name?.message}>
        {(p) => <Input {...p} autoFocus maxLength={NAME_MAX} {...form.register('name')} />}
      </Field>
      <Field label="Planned Amount" error={errors.planned?.message}>
        {(p) => (
          <Input
            {...p}
            inputMode={currency === 'INR' ? 'text' : 'decimal'}
            autoComplete="off"
            maxLength={40}
            placeholder={amountPlaceholder(currency)}
            {...form.register('planned')}
          />
        )}
      </Field>
      <Field label="Colour">
        {(p) => (
          <NativeSelect {...p} {...form.register('color')}>
            {CATEGORY_COLORS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <FormActions
        error={errors.root}
        busy={isSubmitting}
        submitLabel={category ? 'Save Category' : 'Add Category'}
        onCancel={onCancel}
      />
    </form>
  );
}
