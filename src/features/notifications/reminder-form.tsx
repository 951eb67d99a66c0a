import { useRef, useState, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, NativeSelect } from '@/components/ui/field';
import { saveFailureMessage } from '@/lib/form-fields';
import { REMINDER_TYPE_LABELS, REMINDER_TYPES, TITLE_MAX, emptyReminderDraft, type ReminderDraft, type ReminderType } from './model';

/**
 * Add Notification. Spec §5: without a title and a date, Save does nothing and says nothing (focus moves to the
 * empty field so keyboard and screen-reader users are not left guessing). A refused save keeps the values.
 */
export function ReminderForm({ onSave, onCancel }: { onSave: (draft: ReminderDraft) => Promise<void>; onCancel: () => void }) {
  const [draft, setDraft] = useState(emptyReminderDraft);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);

  const set = <K extends keyof ReminderDraft>(key: K, value: ReminderDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    if (!draft.title.trim()) return titleRef.current?.focus();
    if (!draft.date) return dateRef.current?.focus();
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await onSave(draft);
      setDraft(emptyReminderDraft());
    } catch (err) {
      setError(saveFailureMessage(err, 'notification'));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Title" className="sm:col-span-2">
          {(p) => (
            <Input
              {...p}
              ref={titleRef}
              autoFocus
              required
              maxLength={TITLE_MAX}
              value={draft.title}
              onChange={(e) => set('title', e.target.value)}
              placeholder="e.g. Final payment to caterer"
            />
          )}
        </Field>
        <Field label="Date">
          {(p) => <Input {...p} ref={dateRef} type="date" required min="1900-01-01" max="2200-12-31" value={draft.date} onChange={(e) => set('date', e.target.value)} />}
        </Field>
        <Field label="Time (optional)">
          {(p) => <Input {...p} type="time" value={draft.time} onChange={(e) => set('time', e.target.value)} />}
        </Field>
        <Field label="Type" className="sm:col-span-2">
          {(p) => (
            <NativeSelect {...p} value={draft.type} onChange={(e) => set('type', e.target.value as ReminderType)}>
              {REMINDER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {REMINDER_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <FormActions error={error} busy={busy} submitLabel="Save Notification" onCancel={onCancel} />
    </form>
  );
}
