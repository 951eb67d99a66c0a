import { useState } from 'react';
import { z } from '@/lib/zod';
import { Field, Input } from '@/components/ui/field';
import type { ProfileData } from '@/lib/backend';
import { NAME_MAX, PHONE_MAX, profileSectionSchema } from '@/lib/data';
import { usePlainForm } from '@/lib/use-plain-form';
import { SAVE_FAILED, SaveBar } from './save-bar';
import { withVisibleSaving } from './saving';

const schema = z.omit(profileSectionSchema, { email: true });
// Already in the page with the data layer: nothing to fetch.
const loadSchema = () => Promise.resolve(schema);

/**
 * First and last name, phone; the email is the one the couple signs in with. Neither backend offers an email
 * change (Supabase would need a confirmed change flow; local accounts key on the address), so it is shown
 * read-only rather than as a field that pretends to save. The tab the page opens on: a plain form, so
 * react-hook-form is not in /settings' first load.
 */
export function ProfileTab({
  profile,
  onSave,
}: {
  profile: ProfileData['profile'];
  onSave: (patch: Partial<ProfileData>) => Promise<unknown>;
}) {
  const form = usePlainForm({
    schema: loadSchema,
    defaults: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone },
  });
  const { errors } = form;
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    setFailed(false);
    try {
      await withVisibleSaving(onSave({ profile: { ...profile, ...values } }));
      setSaved(true);
    } catch {
      setFailed(true);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" error={errors.firstName}>
          {(p) => (
            <Input {...p} autoComplete="given-name" maxLength={NAME_MAX} {...form.register('firstName')} />
          )}
        </Field>
        <Field label="Last Name" error={errors.lastName}>
          {(p) => (
            <Input {...p} autoComplete="family-name" maxLength={NAME_MAX} {...form.register('lastName')} />
          )}
        </Field>
        <Field label="Email Address" hint="The address you sign in with. It can't be changed here.">
          {(p) => <Input {...p} type="email" value={profile.email} readOnly className="bg-muted" />}
        </Field>
        <Field label="Phone Number" error={errors.phone}>
          {(p) => (
            <Input {...p} type="tel" autoComplete="tel" maxLength={PHONE_MAX} {...form.register('phone')} />
          )}
        </Field>
      </div>
      <SaveBar saving={form.submitting} saved={saved} error={failed ? SAVE_FAILED : undefined} />
    </form>
  );
}
