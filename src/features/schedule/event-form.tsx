import { useRef, useState, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/field';
import { saveFailureMessage } from '@/lib/form-fields';
import {
  CATEGORY_LABELS,
  DESCRIPTION_MAX,
  DURATION_STEP,
  MAX_DURATION,
  MIN_DURATION,
  SCHEDULE_CATEGORIES,
  TITLE_MAX,
  type EventDraft,
  type ScheduleCategory,
} from './model';

/**
 * The Add Event form, also used (prefilled) to edit. Missing title or start time stays silent as the spec says:
 * nothing is saved and focus goes to the empty field. A refused save keeps every value and says what happened.
 */
export function EventForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: EventDraft;
  submitLabel: string;
  /** Resolves when saved; rejects with a ZodError or SaveError otherwise. */
  onSubmit: (draft: EventDraft) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: a double-click's second submit arrives before React re-renders with busy = true.
  const inFlight = useRef(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const timeRef = useRef<HTMLInputElement>(null);

  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    if (!draft.title.trim()) return titleRef.current?.focus();
    if (!draft.time) return timeRef.current?.focus();
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(draft);
    } catch (err) {
      setError(saveFailureMessage(err, 'event'));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Event Title" className="sm:col-span-2">
          {(p) => (
            <Input
              {...p}
              ref={titleRef}
              autoFocus
              required
              maxLength={TITLE_MAX}
              value={draft.title}
              onChange={(e) => set('title', e.target.value)}
              placeholder="e.g. First Dance"
            />
          )}
        </Field>
        <Field label="Category">
          {(p) => (
            <NativeSelect {...p} value={draft.category} onChange={(e) => set('category', e.target.value as ScheduleCategory)}>
              {SCHEDULE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Start Time">
          {(p) => <Input {...p} ref={timeRef} type="time" required value={draft.time} onChange={(e) => set('time', e.target.value)} />}
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
              value={draft.duration}
              onChange={(e) => set('duration', e.target.value)}
            />
          )}
        </Field>
        <Field label="Assigned To" hint="Separate names with commas, e.g. Photographer, Best Man">
          {(p) => <Input {...p} maxLength={1000} value={draft.assignedTo} onChange={(e) => set('assignedTo', e.target.value)} />}
        </Field>
        <Field label="Description" className="sm:col-span-2">
          {(p) => <Textarea {...p} rows={3} maxLength={DESCRIPTION_MAX} value={draft.description} onChange={(e) => set('description', e.target.value)} />}
        </Field>
      </div>
      <FormActions error={error} busy={busy} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
