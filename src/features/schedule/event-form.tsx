import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/field';
import { saveFailure } from '@/lib/form-fields';
import { useOneSubmit } from '@/lib/use-one-submit';
import {
  CATEGORY_LABELS,
  DESCRIPTION_MAX,
  DURATION_STEP,
  MAX_DURATION,
  MIN_DURATION,
  SCHEDULE_CATEGORIES,
  TITLE_MAX,
  type EventDraft,
} from './model';

/**
 * Spec §5: a missing title or start time stays silent — nothing is saved and focus goes to the empty field. The
 * rest of the rules (duration bounds, lengths) are the event schema's, applied when the page saves.
 */
const formSchema = z.object({
  title: z.string().check(z.refine((v) => v.trim() !== '')),
  category: z.enum(SCHEDULE_CATEGORIES),
  time: z.string().check(z.minLength(1)),
  duration: z.string(),
  description: z.string(),
  assignedTo: z.string(),
});

/** The Add Event form, also used (prefilled) to edit. A refused save keeps every value and says what happened. */
export function EventForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: EventDraft;
  submitLabel: string;
  /** Resolves when saved; rejects with a zod error ($ZodError) or SaveError otherwise. */
  onSubmit: (draft: EventDraft) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<EventDraft>({ resolver: zodResolver(formSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;

  const submit = useOneSubmit(
    form.handleSubmit(async (draft) => {
      try {
        await onSubmit(draft);
      } catch (error) {
        form.setError('root', saveFailure(error, 'event'));
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Event Title" className="sm:col-span-2">
          {(p) => (
            <Input
              {...p}
              autoFocus
              required
              maxLength={TITLE_MAX}
              placeholder="e.g. First Dance"
              {...form.register('title')}
              aria-invalid={Boolean(errors.title)}
            />
          )}
        </Field>
        <Field label="Category">
          {(p) => (
            <NativeSelect {...p} {...form.register('category')}>
              {SCHEDULE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Start Time">
          {(p) => (
            <Input
              {...p}
              type="time"
              required
              {...form.register('time')}
              aria-invalid={Boolean(errors.time)}
            />
          )}
        </Field>
        <Field label="Duration (minutes)">
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={MIN_DURATION}
              max={MAX_DURATION}
              step={DURATION_STEP}
              {...form.register('duration')}
            />
          )}
        </Field>
        <Field label="Assigned To" hint="Separate names with commas, e.g. Photographer, Best Man">
          {(p) => <Input {...p} maxLength={1000} {...form.register('assignedTo')} />}
        </Field>
        <Field label="Description" className="sm:col-span-2">
          {(p) => <Textarea {...p} rows={3} maxLength={DESCRIPTION_MAX} {...form.register('description')} />}
        </Field>
      </div>
      <FormActions error={errors.root} busy={isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
