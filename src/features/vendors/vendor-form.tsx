import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ComponentProps } from 'react';
import { categoriesCollection } from '@/features/budget';
import { useCollection } from '@/lib/data';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, UrlInput, NativeSelect, Textarea } from '@/components/ui/field';
import { saveFailure } from '@/lib/form-fields';
import { shortId } from '@/lib/ids';
import {
  EMAIL_MAX,
  NAME_MAX,
  NOTES_MAX,
  PHONE_MAX,
  VENDOR_CATEGORIES,
  vendorSchema,
  type Vendor,
} from './model';

const s = vendorSchema.shape;
const formSchema = z.object({
  name: s.name,
  category: s.category,
  contactName: s.contactName,
  phone: s.phone,
  email: s.email,
  website: s.website,
  // The number input hands over text; an empty price falls back to 0 (spec §5).
  price: z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((v: string) => (v === '' ? 0 : Number(v))),
    ),
    s.price,
  ),
  finalPaymentDue: s.finalPaymentDue,
  depositPaid: z.boolean(),
  contractSigned: z.boolean(),
  notes: s.notes,
  // An empty select is the kind's own budget category: absent, as the schema stores it.
  budgetCategoryId: z.pipe(
    z.string(),
    z.transform((v: string) => v || undefined),
  ),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * The vendor form with the couple's budget categories to choose from: read here, in the form's own chunk, so
 * /vendors' first load neither fetches the budget nor carries its schema.
 */
export function VendorFormWithCategories(props: Omit<ComponentProps<typeof VendorForm>, 'categories'>) {
  const categories = useCollection(categoriesCollection);
  return <VendorForm {...props} categories={categories.items} />;
}

/**
 * Add or edit a vendor (spec §5: name, category and contact name required; price min 0, step 0.01, falls back
 * to 0; website, final payment date and notes optional). A refused save keeps every value and says so.
 */
export function VendorForm({
  vendor,
  categories,
  currency,
  onSubmit,
  onCancel,
}: {
  vendor: Vendor | null;
  /** The budget's categories: which one a booked vendor's price counts in. */
  categories: readonly { id: string; name: string }[];
  currency: string;
  onSubmit: (vendor: Vendor) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [id] = useState(() => vendor?.id ?? shortId());
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: vendor?.name ?? '',
      category: vendor?.category ?? 'Venue',
      contactName: vendor?.contactName ?? '',
      phone: vendor?.phone ?? '',
      email: vendor?.email ?? '',
      website: vendor?.website ?? '',
      price: vendor ? String(vendor.price) : '',
      finalPaymentDue: vendor?.finalPaymentDue ?? '',
      depositPaid: vendor?.depositPaid ?? false,
      contractSigned: vendor?.contractSigned ?? false,
      notes: vendor?.notes ?? '',
      budgetCategoryId: vendor?.budgetCategoryId ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ id, contractFile: vendor?.contractFile, ...values });
    } catch (error) {
      form.setError('root', saveFailure(error, 'vendor'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Vendor Name" error={errors.name?.message}>
          {(p) => (
            <Input
              {...p}
              autoFocus
              maxLength={NAME_MAX}
              placeholder="e.g. Rosewood Manor"
              {...form.register('name')}
            />
          )}
        </Field>
        <Field label="Category" error={errors.category?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('category')}>
              {VENDOR_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          label="Counts in budget"
          hint="Where its price counts as committed once booked."
          error={errors.budgetCategoryId?.message}
        >
          {(p) => (
            <NativeSelect {...p} {...form.register('budgetCategoryId')}>
              <option value="">Its kind’s category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Contact Name" error={errors.contactName?.message}>
          {(p) => <Input {...p} maxLength={NAME_MAX} autoComplete="off" {...form.register('contactName')} />}
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          {(p) => (
            <Input {...p} type="tel" maxLength={PHONE_MAX} autoComplete="off" {...form.register('phone')} />
          )}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(p) => (
            <Input {...p} type="email" maxLength={EMAIL_MAX} autoComplete="off" {...form.register('email')} />
          )}
        </Field>
        <Field label="Website" error={errors.website?.message}>
          {(p) => <UrlInput {...p} {...form.register('website')} />}
        </Field>
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
        <Field label="Final Payment Due" error={errors.finalPaymentDue?.message}>
          {(p) => (
            <Input
              {...p}
              type="date"
              min="1900-01-01"
              max="2200-12-31"
              {...form.register('finalPaymentDue')}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-x-6">
        <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-copy">
          <input type="checkbox" className="size-5 accent-primary" {...form.register('depositPaid')} />
          Deposit Paid
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-copy">
          <input type="checkbox" className="size-5 accent-primary" {...form.register('contractSigned')} />
          Contract Signed
        </label>
      </div>
      <Field label="Notes" error={errors.notes?.message}>
        {(p) => <Textarea {...p} rows={3} maxLength={NOTES_MAX} {...form.register('notes')} />}
      </Field>
      <FormActions
        error={errors.root}
        busy={isSubmitting}
        submitLabel={vendor ? 'Save Changes' : 'Add Vendor'}
        onCancel={onCancel}
      />
    </form>
  );
}
