import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, UrlInput, NativeSelect, Textarea } from '@/components/ui/field';
import { shortId } from '@/lib/ids';
import { saveFailure } from '@/lib/form-fields';
import {
  PHOTO_CATEGORIES,
  PHOTO_CATEGORY_LABELS,
  photoIdeaFormSchema,
  type PhotoIdea,
  type PhotoIdeaFormInput,
  type PhotoIdeaFormValues,
} from './model';

/**
 * Add or edit a photo idea. A refused save keeps every value and says what happened. A double-click saves one
 * idea: Save is disabled while a save runs, and the id is fixed for the form's life, so a second write that
 * slips in before the button disables replaces the same record instead of adding another.
 */
export function PhotoIdeaForm({
  idea,
  onSubmit,
  onCancel,
}: {
  idea: PhotoIdea | null;
  onSubmit: (idea: PhotoIdea) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [id] = useState(() => idea?.id ?? shortId());
  const form = useForm<PhotoIdeaFormInput, unknown, PhotoIdeaFormValues>({
    resolver: zodResolver(photoIdeaFormSchema),
    defaultValues: {
      title: idea?.title ?? '',
      description: idea?.description ?? '',
      category: idea?.category ?? 'must-have',
      referenceImageUrl: idea?.referenceImageUrl ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        id,
        isFavorite: idea?.isFavorite ?? false,
        isCompleted: idea?.isCompleted ?? false,
        ...values,
      });
    } catch (error) {
      form.setError('root', saveFailure(error, 'photo idea'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Title" error={errors.title?.message}>
        {(p) => <Input {...p} autoFocus placeholder="e.g. First Look" {...form.register('title')} />}
      </Field>
      <Field label="Category" error={errors.category?.message}>
        {(p) => (
          <NativeSelect {...p} {...form.register('category')}>
            {PHOTO_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {PHOTO_CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            placeholder="What should the photographer capture?"
            {...form.register('description')}
          />
        )}
      </Field>
      <Field
        label="Reference Image URL"
        hint="Optional: a link to an example photo (https://…)"
        error={errors.referenceImageUrl?.message}
      >
        {(p) => <UrlInput {...p} {...form.register('referenceImageUrl')} />}
      </Field>
      <FormActions
        error={errors.root}
        busy={isSubmitting}
        submitLabel={idea ? 'Save Changes' : 'Add Photo Idea'}
        onCancel={onCancel}
      />
    </form>
  );
}
