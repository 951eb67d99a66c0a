import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { Field, Input } from '@/components/ui/field';
import type { ProfileData } from '@/lib/backend';
import { NAME_MAX, PHONE_MAX, profileSectionSchema } from '@/lib/data';
import { SAVE_FAILED, SaveBar } from './save-bar';
import { withVisibleSaving } from './saving';

const schema = z.omit(profileSectionSchema, { email: true });
type Values = z.input<typeof schema>;

/**
 * First and last name, phone; the email is the one the couple signs in with. Neither backend offers an email
 * change (Supabase would need a confirmed change flow; local accounts key on the address), so it is shown
 * read-only rather than as a field that pretends to save.
 */
export function ProfileTab({
  profile,
  onSave,
}: {
  profile: ProfileData['profile'];
  onSave: (patch: Partial<ProfileData>) => Promise<unknown>;
}) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone },
  });
  const { errors, isSubmitting } = form.formState;
  const [saved, setSaved] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      await withVisibleSaving(onSave({ profile: { ...profile, ...values } }));
      form.reset(values);
      setSaved(true);
    } catch {
      form.setError('root', { message: SAVE_FAILED });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" error={errors.firstName?.message}>
          {(p) => (
            <Input {...p} autoComplete="given-name" maxLength={NAME_MAX} {...form.register('firstName')} />
          )}
        </Field>
        <Field label="Last Name" error={errors.lastName?.message}>
          {(p) => (
            <Input {...p} autoComplete="family-name" maxLength={NAME_MAX} {...form.register('lastName')} />
          )}
        </Field>
        <Field label="Email Address" hint="The address you sign in with. It can't be changed here.">
          {(p) => <Input {...p} type="email" value={profile.email} readOnly className="bg-muted" />}
        </Field>
        <Field label="Phone Number" error={errors.phone?.message}>
          {(p) => (
            <Input {...p} type="tel" autoComplete="tel" maxLength={PHONE_MAX} {...form.register('phone')} />
          )}
        </Field>
      </div>
      <SaveBar saving={isSubmitting} saved={saved} error={errors.root?.message} />
    </form>
  );
}
