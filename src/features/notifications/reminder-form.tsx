import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, NativeSelect } from '@/components/ui/field';
import { saveFailure } from '@/lib/form-fields';
import { useOneSubmit } from '@/lib/use-one-submit';
import {
  REMINDER_TYPE_LABELS,
  REMINDER_TYPES,
  TITLE_MAX,
  emptyReminderDraft,
  type ReminderDraft,
} from './model';

/**
 * Spec §5: without a title and a date, Save does nothing and says nothing. The rules give no message; focus moves
 * to the empty field, so keyboard and screen-reader users are not left guessing.
 */
const formSchema = z.object({
  title: z.string().check(z.refine((v) => v.trim() !== '')),
  date: z.string().check(z.minLength(1)),
  time: z.string(),
  type: z.enum(REMINDER_TYPES),
});

/** Add Notification. A refused save keeps the values and says why. */
export function ReminderForm({
  onSave,
  onCancel,
}: {
  onSave: (draft: ReminderDraft) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<ReminderDraft>({
    resolver: zodResolver(formSchema),
    defaultValues: emptyReminderDraft(),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = useOneSubmit(
    form.handleSubmit(async (draft) => {
      try {
        await onSave(draft);
        form.reset(emptyReminderDraft());
      } catch (error) {
        form.setError('root', saveFailure(error, 'notification'));
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Title" className="sm:col-span-2">
          {(p) => (
            <Input
              {...p}
              autoFocus
              required
              maxLength={TITLE_MAX}
              placeholder="e.g. Final payment to caterer"
              {...form.register('title')}
              aria-invalid={Boolean(errors.title)}
            />
          )}
        </Field>
        <Field label="Date">
          {(p) => (
            <Input
              {...p}
              type="date"
              required
              min="1900-01-01"
              max="2200-12-31"
              {...form.register('date')}
              aria-invalid={Boolean(errors.date)}
            />
          )}
        </Field>
        <Field label="Time (optional)">
          {(p) => <Input {...p} type="time" {...form.register('time')} />}
        </Field>
        <Field label="Type" className="sm:col-span-2">
          {(p) => (
            <NativeSelect {...p} {...form.register('type')}>
              {REMINDER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {REMINDER_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <FormActions
        error={errors.root}
        busy={isSubmitting}
        submitLabel="Save Notification"
        onCancel={onCancel}
      />
    </form>
  );
}
