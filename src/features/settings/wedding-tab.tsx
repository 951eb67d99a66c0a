import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { Field, Input, NativeSelect } from '@/components/ui/field';
import type { ProfileData } from '@/lib/backend';
import { GUEST_COUNT_MAX, NAME_MAX, weddingSectionSchema } from '@/lib/data';
import { PHONE_COUNTRIES, phoneCountryOf } from '@/lib/phone-countries';
import { SAVE_FAILED, SaveBar } from './save-bar';
import { withVisibleSaving } from './saving';

const schema = z.extend(weddingSectionSchema, {
  // The number field gives text: empty means "not decided yet".
  guestCount: z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((v: string) => (v === '' ? null : Number(v))),
    ),
    weddingSectionSchema.shape.guestCount,
  ),
});
type Values = z.input<typeof schema>;

/**
 * Partner's names, the date, the guest estimate and the place: the schedule, progress and account read these. And
 * the country guests' phone numbers are from unless typed with a code: the budget currency's until chosen.
 */
export function WeddingTab({
  wedding,
  currency,
  onSave,
}: {
  wedding: ProfileData['wedding'];
  currency: string;
  onSave: (patch: Partial<ProfileData>) => Promise<unknown>;
}) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...wedding,
      phoneCountry: phoneCountryOf({ wedding, budget: { currency } }),
      guestCount: wedding.guestCount === null ? '' : String(wedding.guestCount),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [saved, setSaved] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      await withVisibleSaving(onSave({ wedding: values }));
      form.reset({ ...values, guestCount: values.guestCount === null ? '' : String(values.guestCount) });
      setSaved(true);
    } catch {
      form.setError('root', { message: SAVE_FAILED });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Partner's First Name" error={errors.partnerFirstName?.message}>
          {(p) => <Input {...p} maxLength={NAME_MAX} {...form.register('partnerFirstName')} />}
        </Field>
        <Field label="Partner's Last Name" error={errors.partnerLastName?.message}>
          {(p) => <Input {...p} maxLength={NAME_MAX} {...form.register('partnerLastName')} />}
        </Field>
        <Field label="Wedding Date" error={errors.weddingDate?.message}>
          {(p) => (
            <Input {...p} type="date" min="1900-01-01" max="2200-12-31" {...form.register('weddingDate')} />
          )}
        </Field>
        <Field label="Estimated Guest Count" error={errors.guestCount?.message}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={0}
              max={GUEST_COUNT_MAX}
              step={1}
              {...form.register('guestCount')}
            />
          )}
        </Field>
        <Field label="Wedding Location" error={errors.location?.message} className="sm:col-span-2">
          {(p) => (
            <Input
              {...p}
              maxLength={NAME_MAX}
              placeholder="City, venue or region"
              {...form.register('location')}
            />
          )}
        </Field>
        <Field
          label="Default country for guests' phones"
          hint="Guests' numbers typed without + and a country code get this country's code."
          error={errors.phoneCountry?.message}
        >
          {(p) => (
            <NativeSelect {...p} {...form.register('phoneCountry')}>
              {PHONE_COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <SaveBar saving={isSubmitting} saved={saved} error={errors.root?.message} />
    </form>
  );
}
