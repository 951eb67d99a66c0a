import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, UrlInput, NativeSelect } from '@/components/ui/field';
import { saveFailure } from '@/lib/form-fields';
import { shortId } from '@/lib/ids';
import {
  CATEGORY_MAX,
  NAME_MAX,
  PRIORITIES,
  PRIORITY_LABELS,
  registryItemSchema,
  type RegistryItem,
} from './model';

const s = registryItemSchema.shape;
const formSchema = z.object({
  name: s.name,
  // The number input hands over text; '' and junk are "no price", which the schema refuses.
  price: z.pipe(
    z.pipe(z.string().check(z.trim(), z.minLength(1, 'Enter a price greater than 0')), z.transform(Number)),
    s.price,
  ),
  category: s.category,
  priority: s.priority,
  url: s.url,
  imageUrl: s.imageUrl,
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * Add or edit a registry item (spec §5: name required, price greater than 0, priority medium by default, links
 * optional and http(s) only). A refused save keeps every value and says so; the id is fixed for the form's
 * life, so a double-click writes the same item twice rather than two items.
 */
export function RegistryItemForm({
  item,
  categories,
  currency,
  onSubmit,
  onCancel,
}: {
  item: RegistryItem | null;
  categories: string[];
  currency: string;
  onSubmit: (item: RegistryItem) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [id] = useState(() => item?.id ?? shortId());
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: item?.name ?? '',
      price: item ? String(item.price) : '',
      category: item?.category ?? '',
      priority: item?.priority ?? 'medium',
      url: item?.url ?? '',
      imageUrl: item?.imageUrl ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ id, purchased: item?.purchased ?? false, ...values });
    } catch (error) {
      form.setError('root', saveFailure(error, 'registry item'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Item Name" error={errors.name?.message}>
        {(p) => (
          <Input
            {...p}
            autoFocus
            maxLength={NAME_MAX}
            placeholder="e.g. Stand Mixer"
            {...form.register('name')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={`Price (${currency})`} error={errors.price?.message}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder="0.00"
              {...form.register('price')}
            />
          )}
        </Field>
        <Field label="Priority" error={errors.priority?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('priority')}>
              {PRIORITIES.map((v) => (
                <option key={v} value={v}>
                  {PRIORITY_LABELS[v]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field label="Category" error={errors.category?.message} hint="e.g. Kitchen, Bedroom, Experiences">
        {(p) => (
          <>
            <Input
              {...p}
              list="registry-categories"
              maxLength={CATEGORY_MAX}
              autoComplete="off"
              {...form.register('category')}
            />
            <datalist id="registry-categories">
              {categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field label="Product URL" error={errors.url?.message}>
        {(p) => <UrlInput {...p} {...form.register('url')} />}
      </Field>
      <Field label="Image URL" error={errors.imageUrl?.message}>
        {(p) => <UrlInput {...p} {...form.register('imageUrl')} />}
      </Field>
      <FormActions
        error={errors.root}
        busy={isSubmitting}
        submitLabel={item ? 'Save Changes' : 'Add Item'}
        onCancel={onCancel}
      />
    </form>
  );
}
