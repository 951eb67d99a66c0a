import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from '@/lib/zod';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/field';
import { GUEST_LIMITS as L, QUESTION_KINDS, type QuestionKind } from '@/lib/backend';
import { saveFailure } from '@/lib/form-fields';
import { shortId } from '@/lib/ids';
import { useOneSubmit } from '@/lib/use-one-submit';
import {
  choicesList,
  eventSchema,
  mealOptionsList,
  parseTags,
  QUESTION_KIND_LABELS,
  questionSchema,
  type WeddingEvent,
} from './model';

const s = eventSchema.shape;
const formSchema = z.object({
  name: s.name,
  date: s.date,
  startTime: s.startTime,
  venue: s.venue,
  address: s.address,
  dressCode: s.dressCode,
  isPublic: z.boolean(),
  // Menus and choices are typed comma separated, as the website's meal options are.
  mealOptions: z.pipe(z.pipe(z.string(), z.transform(parseTags)), mealOptionsList),
  questions: z.array(
    z
      .object({
        id: questionSchema.shape.id,
        label: questionSchema.shape.label,
        kind: questionSchema.shape.kind,
        choices: z.pipe(z.pipe(z.string(), z.transform(parseTags)), choicesList),
      })
      .check(
        z.refine((q) => q.kind !== 'choice' || q.choices.length >= 2, {
          message: 'Give at least two choices, comma separated',
          path: ['choices'],
        }),
      ),
  ),
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
      mealOptions: event?.mealOptions?.join(', ') ?? '',
      questions: (event?.questions ?? []).map((q) => ({ ...q, choices: q.choices.join(', ') })),
    },
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const kinds = useWatch({ control: form.control, name: 'questions' }).map((q) => q.kind);
  const { errors, isSubmitting } = form.formState;
  const submit = useOneSubmit(
    form.handleSubmit(async (values) => {
      try {
        const questions = values.questions.map((q) => (q.kind === 'choice' ? q : { ...q, choices: [] }));
        await onSubmit({ id, ...values, questions });
      } catch (error) {
        form.setError('root', saveFailure(error, 'event'));
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
      <Field
        label="Meal options"
        error={errors.mealOptions?.message}
        hint="This event's own menu, comma separated (e.g. Vegetarian, Jain). Empty: the website's meal options."
      >
        {(p) => <Input {...p} maxLength={800} {...form.register('mealOptions')} />}
      </Field>
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-sm font-medium">Questions for guests</legend>
        <p className="text-sm text-muted-foreground">
          Asked of each guest attending this event on the RSVP page.
        </p>
        {questions.fields.map((item, i) => (
          <QuestionRow
            key={item.id}
            index={i}
            kind={kinds[i] ?? 'text'}
            errors={errors.questions?.[i]}
            register={form.register}
            onRemove={() => questions.remove(i)}
          />
        ))}
        <Button
          variant="secondary"
          size="sm"
          disabled={questions.fields.length >= L.eventQuestions}
          onClick={() => questions.append({ id: shortId(), label: '', kind: 'text', choices: '' })}
        >
          <Plus aria-hidden="true" />
          Add a question
        </Button>
      </fieldset>
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
        error={errors.root}
        busy={isSubmitting}
        submitLabel={event ? 'Save Changes' : 'Add Event'}
        onCancel={onCancel}
      />
    </form>
  );
}

type QuestionErrors = { label?: { message?: string }; choices?: { message?: string } } | undefined;

/** One of the event's questions: its words, how it is answered and, for one choice, the choices. */
function QuestionRow({
  index,
  kind,
  errors,
  register,
  onRemove,
}: {
  index: number;
  kind: QuestionKind;
  errors: QuestionErrors;
  register: ReturnType<typeof useForm<FormInput, unknown, FormOutput>>['register'];
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <div className="space-y-2 rounded-lg border border-border p-3">
      <Field label={`Question ${n}`} error={errors?.label?.message}>
        {(p) => (
          <Input
            {...p}
            maxLength={L.questionLabel}
            placeholder="e.g. Song you'll dance to?"
            {...register(`questions.${index}.label`)}
          />
        )}
      </Field>
      <Field label={`Answered by (question ${n})`}>
        {(p) => (
          <NativeSelect {...p} {...register(`questions.${index}.kind`)}>
            {QUESTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {QUESTION_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {kind === 'choice' && (
        <Field label={`Choices (question ${n})`} error={errors?.choices?.message} hint="Comma separated.">
          {(p) => <Input {...p} maxLength={800} {...register(`questions.${index}.choices`)} />}
        </Field>
      )}
      <Button variant="ghost" size="sm" onClick={onRemove}>
        <X aria-hidden="true" />
        Remove question {n}
      </Button>
    </div>
  );
}
