import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/field';
import { saveFailure } from '@/lib/form-fields';
import { useOneSubmit } from '@/lib/use-one-submit';
import {
  DESCRIPTION_MAX,
  PRIORITIES,
  PRIORITY_LABELS,
  TASK_CATEGORIES,
  TASK_CATEGORY_LABELS,
  TITLE_MAX,
  emptyTaskDraft,
  taskSchema,
  type Task,
} from './model';

const formSchema = z.pick(taskSchema, {
  title: true,
  dueDate: true,
  category: true,
  priority: true,
  description: true,
});

/** Add a task: validated by the task schema, with the reason shown under the field and focus on the first one. */
export function TaskForm({
  onSave,
  onCancel,
}: {
  onSave: (task: Omit<Task, 'id'>) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: emptyTaskDraft() });
  const { errors, isSubmitting } = form.formState;

  const submit = useOneSubmit(
    form.handleSubmit(async (values) => {
      try {
        await onSave(z.omit(taskSchema, { id: true }).parse({ ...values, completed: false, label: '' }));
      } catch (error) {
        form.setError('root', saveFailure(error, 'task'));
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Task" error={errors.title?.message} className="sm:col-span-2">
          {(p) => (
            <Input
              {...p}
              autoFocus
              required
              maxLength={TITLE_MAX}
              placeholder="e.g. Book the string quartet"
              {...form.register('title')}
            />
          )}
        </Field>
        <Field label="Due Date" error={errors.dueDate?.message}>
          {(p) => (
            <Input
              {...p}
              type="date"
              required
              min="1900-01-01"
              max="2200-12-31"
              {...form.register('dueDate')}
            />
          )}
        </Field>
        <Field label="Category" error={errors.category?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('category')}>
              {TASK_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {TASK_CATEGORY_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Priority" error={errors.priority?.message}>
          {(p) => (
            <NativeSelect {...p} {...form.register('priority')}>
              {PRIORITIES.map((pr) => (
                <option key={pr} value={pr}>
                  {PRIORITY_LABELS[pr]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Description (optional)" error={errors.description?.message} className="sm:col-span-2">
          {(p) => <Textarea {...p} rows={2} maxLength={DESCRIPTION_MAX} {...form.register('description')} />}
        </Field>
      </div>
      <FormActions error={errors.root} busy={isSubmitting} submitLabel="Save Task" onCancel={onCancel} />
    </form>
  );
}
