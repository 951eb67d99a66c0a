import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, Textarea } from '@/components/ui/field';
import { GUEST_LIMITS as L } from '@/lib/backend';
import { saveFailureMessage } from '@/lib/form-fields';
import { shortId } from '@/lib/ids';
import { useOneSubmit } from '@/lib/use-one-submit';
import { eventSchema, type WeddingEvent } from './model';

const s = eventSchema.shape;
const formSchema = z.object({
  name: s.name,
  date: s.date,
  startTime: s.startTime,
  venue: s.venue,
  address: s.address,
  dressCode: s.dressCode,
  isPublic: z.boolean(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** Add or edit one of the couple's events (ceremony, mehndi, sangeet...). A refused save keeps every value. */
export function EventForm({
  event,
  weddingDate,
  onSubmit,
  onCancel,
}: {
  event: WeddingEvent | null;
  weddingDate: string;
  onSubmit: (event: WeddingEvent) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [id] = useState(() => event?.id ?? shortId());
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: event?.name ?? '',
      date: event?.date ?? '',
      startTime: event?.startTime ?? '',
      venue: event?.venue ?? '',
      address: event?.address ?? '',
      dressCode: event?.dressCode ?? '',
      isPublic: event?.isPublic ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useOneSubmit(
    form.handleSubmit(async (values) => {
      try {
        await onSubmit({ id, ...values });
      } catch (error) {
        form.setError('root', { message: saveFailureMessage(error, 'event') });
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Event name" error={errors.name?.message}>
        {(p) => (
          <Input
            {...p}
            autoFocus
            maxLength={L.eventName}
            placeholder="e.g. Sangeet"
            {...form.register('name')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Date"
          error={errors.date?.message}
          hint={
            weddingDate
              ? 'Leave empty for the wedding day.'
              : 'Leave empty for the wedding day (set it in Settings).'
          }
        >
          {(p) => <Input {...p} type="date" {...form.register('date')} />}
        </Field>
        <Field label="Start time" error={errors.startTime?.message}>
          {(p) => <Input {...p} type="time" {...form.register('startTime')} />}
        </Field>
      </div>
      <Field label="Venue" error={errors.venue?.message}>
        {(p) => (
          <Input {...p} maxLength={L.venue} placeholder="e.g. The Grand Garden" {...form.register('venue')} />
        )}
      </Field>
      <Field label="Address" error={errors.address?.message} hint="Guests get a map link to it.">
        {(p) => <Textarea {...p} rows={2} maxLength={L.address} {...form.register('address')} />}
      </Field>
      <Field label="Dress code" error={errors.dressCode?.message}>
        {(p) => (
          <Input
            {...p}
            maxLength={L.dressCode}
            placeholder="e.g. Festive Indian"
            {...form.register('dressCode')}
          />
        )}
      </Field>
      <label className="flex min-h-10 items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...form.register('isPublic')} />
        <span>
          <span className="font-medium">Show on the wedding website</span>
          <span className="block text-muted-foreground">
            Private events are shown only to the households invited to them.
          </span>
        </span>
      </label>
      <FormActions
        error={errors.root?.message}
        busy={isSubmitting}
        submitLabel={event ? 'Save Changes' : 'Add Event'}
        onCancel={onCancel}
      />
    </form>
  );
}
