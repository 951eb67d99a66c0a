import type { UseFormReturn } from 'react-hook-form';
import { Field, Input, NativeSelect, Textarea, UrlInput } from '@/components/ui/field';
import { APPLICATION_LIMITS, PRICE_RANGES, VENDOR_CATEGORIES } from '@/lib/backend';
import type { ApplicationValues } from './model';

type Form = UseFormReturn<ApplicationValues>;

/** The spec's form fields, one group per step; the dashboard's edit dialog shows all three. */
function useField(form: Form) {
  const { errors } = form.formState;
  return (name: keyof ApplicationValues) => ({
    error: errors[name]?.message ?? null,
    field: form.register(name),
  });
}

export function BusinessInfoFields({ form }: { form: Form }) {
  const f = useField(form);
  return (
    <>
      <Field label="Business Name" error={f('businessName').error}>
        {(p) => (
          <Input
            {...p}
            autoComplete="organization"
            maxLength={APPLICATION_LIMITS.businessName + 20}
            {...f('businessName').field}
          />
        )}
      </Field>
      <Field label="Contact Name" error={f('contactName').error}>
        {(p) => (
          <Input
            {...p}
            autoComplete="name"
            maxLength={APPLICATION_LIMITS.contactName + 20}
            {...f('contactName').field}
          />
        )}
      </Field>
      <Field label="Email" error={f('email').error}>
        {(p) => (
          <Input
            {...p}
            type="email"
            autoComplete="email"
            maxLength={APPLICATION_LIMITS.email + 20}
            {...f('email').field}
          />
        )}
      </Field>
      <Field label="Phone (optional)" error={f('phone').error}>
        {(p) => (
          <Input
            {...p}
            type="tel"
            autoComplete="tel"
            maxLength={APPLICATION_LIMITS.phone + 20}
            {...f('phone').field}
          />
        )}
      </Field>
      <Field label="Website (optional)" error={f('website').error}>
        {(p) => (
          <UrlInput
            {...p}
            autoComplete="url"
            maxLength={APPLICATION_LIMITS.website + 20}
            {...f('website').field}
          />
        )}
      </Field>
    </>
  );
}

export function ServicesFields({ form }: { form: Form }) {
  const f = useField(form);
  return (
    <>
      <Field label="Category" error={f('category').error}>
        {(p) => (
          <NativeSelect {...p} {...f('category').field}>
            <option value="">Select a category</option>
            {VENDOR_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field
        label="Description"
        error={f('description').error}
        hint="What you offer, your style, and what couples can expect."
      >
        {(p) => (
          <Textarea
            {...p}
            rows={5}
            maxLength={APPLICATION_LIMITS.description + 100}
            {...f('description').field}
          />
        )}
      </Field>
    </>
  );
}

export function LocationFields({ form }: { form: Form }) {
  const f = useField(form);
  return (
    <>
      <Field label="Location" error={f('location').error}>
        {(p) => (
          <Input
            {...p}
            placeholder="City, State"
            maxLength={APPLICATION_LIMITS.location + 20}
            {...f('location').field}
          />
        )}
      </Field>
      <Field label="Service Area (optional)" error={f('serviceArea').error}>
        {(p) => (
          <Input
            {...p}
            placeholder="50 miles from location, Nationwide"
            maxLength={APPLICATION_LIMITS.serviceArea + 20}
            {...f('serviceArea').field}
          />
        )}
      </Field>
      <Field label="Price Range" error={f('priceRange').error}>
        {(p) => (
          <NativeSelect {...p} {...f('priceRange').field}>
            <option value="">Select a price range</option>
            {PRICE_RANGES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </>
  );
}
