import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { Field, Input, NativeSelect } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { saveFailure } from '@/lib/form-fields';
import {
  HOSTS_MAX,
  INVITE_STATUSES,
  NAME_MAX,
  RECIPIENTS_MAX,
  statusLabel,
  VENUE_MAX,
  inviteSchema,
  recipientsField,
  type InviteSummary,
} from './model';

const s = inviteSchema.shape;
const formSchema = z.object({
  name: s.name,
  date: s.date,
  hosts: s.hosts,
  venue: s.venue,
  status: z.enum(INVITE_STATUSES),
  // The number input hands over text; empty means nobody yet.
  recipients: z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((v: string) => (v === '' ? 0 : Number(v))),
    ),
    recipientsField,
  ),
});
type FormInput = z.input<typeof formSchema>;
export type InviteDetailsValues = z.output<typeof formSchema>;

/**
 * An invitation's details (issue #11: rename it and set its date; the couple's names and the venue are what its
 * public page shows). A refused save keeps every value and says why.
 */
export function InviteDetailsForm({
  invite,
  onSubmit,
  onCancel,
}: {
  invite: InviteSummary;
  onSubmit: (values: InviteDetailsValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<FormInput, unknown, InviteDetailsValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: invite.name,
      date: invite.date ?? '',
      hosts: invite.hosts ?? '',
      venue: invite.venue ?? '',
      status: invite.status,
      recipients: String(invite.recipients),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      form.setError('root', saveFailure(error, 'invitation'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Name" error={errors.name?.message}>
        {(p) => <Input {...p} autoFocus maxLength={NAME_MAX} {...form.register('name')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date" error={errors.date?.message}>
          {(p) => <Input {...p} type="date" {...form.register('date')} />}
        </Field>
        <Field label="Status" error={errors.status?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('status')}>
              {INVITE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field
        label="Couple's names"
        hint="Shown on the invitation's page, e.g. Priya & Arjun."
        error={errors.hosts?.message}
      >
        {(p) => <Input {...p} maxLength={HOSTS_MAX} {...form.register('hosts')} />}
      </Field>
      <Field label="Venue" error={errors.venue?.message}>
        {(p) => <Input {...p} maxLength={VENUE_MAX} {...form.register('venue')} />}
      </Field>
      <Field label="Recipients" error={errors.recipients?.message}>
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={0}
            max={RECIPIENTS_MAX}
            step={1}
            {...form.register('recipients')}
          />
        )}
      </Field>
      <FormActions error={errors.root} busy={isSubmitting} submitLabel="Save details" onCancel={onCancel} />
    </form>
  );
}
