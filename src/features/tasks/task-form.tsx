import { useRef, useState, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/field';
import { saveFailureMessage } from '@/lib/form-fields';
import {
  DESCRIPTION_MAX,
  PRIORITIES,
  PRIORITY_LABELS,
  TASK_CATEGORIES,
  TASK_CATEGORY_LABELS,
  TITLE_MAX,
  emptyTaskDraft,
  taskSchema,
  type Priority,
  type Task,
  type TaskCategory,
  type TaskDraft,
} from './model';

type Errors = Partial<Record<keyof TaskDraft, string>>;

/** Add a task: validated by the task schema, with the reason shown under the field. */
export function TaskForm({ onSave, onCancel }: { onSave: (task: Omit<Task, 'id'>) => Promise<void>; onCancel: () => void }) {
  const [draft, setDraft] = useState(emptyTaskDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const set = <K extends keyof TaskDraft>(key: K, value: TaskDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    const parsed = taskSchema.omit({ id: true }).safeParse({ ...draft, completed: false, label: '' });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof TaskDraft;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    inFlight.current = true;
    setBusy(true);
    try {
      await onSave(parsed.data);
    } catch (error) {
      setFailure(saveFailureMessage(error, 'task'));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Task" error={errors.title} className="sm:col-span-2">
          {(p) => (
            <Input {...p} autoFocus required maxLength={TITLE_MAX} value={draft.title} onChange={(e) => set('title', e.target.value)} placeholder="e.g. Book the string quartet" />
          )}
        </Field>
        <Field label="Due Date" error={errors.dueDate}>
          {(p) => <Input {...p} type="date" required min="1900-01-01" max="2200-12-31" value={draft.dueDate} onChange={(e) => set('dueDate', e.target.value)} />}
        </Field>
        <Field label="Category" error={errors.category}>
          {(p) => (
            <NativeSelect {...p} value={draft.category} onChange={(e) => set('category', e.target.value as TaskCategory)}>
              {TASK_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {TASK_CATEGORY_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Priority" error={errors.priority}>
          {(p) => (
            <NativeSelect {...p} value={draft.priority} onChange={(e) => set('priority', e.target.value as Priority)}>
              {PRIORITIES.map((pr) => (
                <option key={pr} value={pr}>
                  {PRIORITY_LABELS[pr]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Description (optional)" error={errors.description} className="sm:col-span-2">
          {(p) => <Textarea {...p} rows={2} maxLength={DESCRIPTION_MAX} value={draft.description} onChange={(e) => set('description', e.target.value)} />}
        </Field>
      </div>
      <FormActions error={failure} busy={busy} submitLabel="Save Task" onCancel={onCancel} />
    </form>
  );
}
