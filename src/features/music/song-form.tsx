import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/field';
import { shortId } from '@/lib/ids';
import { saveFailure } from '@/lib/form-fields';
import {
  SONG_CATEGORIES,
  SONG_CATEGORY_LABELS,
  songFormSchema,
  type Song,
  type SongFormInput,
  type SongFormValues,
} from './model';

/**
 * Add or edit a song. A refused save keeps every value and says what happened. A double-click adds one song:
 * Save is disabled while a save runs, and the id is fixed for the form's life, so a second write that slips in
 * before the button disables replaces the same record instead of adding another.
 */
export function SongForm({
  song,
  onSubmit,
  onCancel,
}: {
  song: Song | null;
  onSubmit: (song: Song) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [id] = useState(() => song?.id ?? shortId());
  const form = useForm<SongFormInput, unknown, SongFormValues>({
    resolver: zodResolver(songFormSchema),
    defaultValues: {
      title: song?.title ?? '',
      artist: song?.artist ?? '',
      category: song?.category ?? 'ceremony',
      notes: song?.notes ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ id, ...values });
    } catch (error) {
      form.setError('root', saveFailure(error, 'song'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Song Title" error={errors.title?.message}>
        {(p) => (
          <Input {...p} autoFocus autoComplete="off" placeholder="e.g. At Last" {...form.register('title')} />
        )}
      </Field>
      <Field label="Artist" error={errors.artist?.message}>
        {(p) => (
          <Input {...p} autoComplete="off" placeholder="e.g. Etta James" {...form.register('artist')} />
        )}
      </Field>
      <Field label="Category" error={errors.category?.message}>
        {(p) => (
          <NativeSelect {...p} {...form.register('category')}>
            {SONG_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {SONG_CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field
        label="Notes"
        hint="Optional: when it plays, a cue for the DJ or band"
        error={errors.notes?.message}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            placeholder="e.g. Start at the second verse"
            {...form.register('notes')}
          />
        )}
      </Field>
      <FormActions
        error={errors.root}
        busy={isSubmitting}
        submitLabel={song ? 'Save Changes' : 'Add Song'}
        onCancel={onCancel}
      />
    </form>
  );
}
