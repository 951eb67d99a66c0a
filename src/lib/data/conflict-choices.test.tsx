import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormActions } from '@/components/ui/form-actions';
import { Toaster } from '@/components/ui/toaster';
import { fakeLive } from '@/lib/backend/fake-live';
import { updateRecordCommand } from '@/lib/commands/record-commands';
import { saveFailure } from '@/lib/form-fields';
import { renderApp } from '../../../tests/render-app';
import { defineCollection, useCollection, useEditBase } from './use-collection';
import { useCommand } from './use-command';

/** Issue 30 item 4: a save refused by another member's change names them and offers Keep mine and Take theirs. */
const noteSchema = z.object({ id: z.string().min(1), text: z.string().trim().min(1).max(50) });
type Note = z.infer<typeof noteSchema>;
const notes = defineCollection<Note>({
  table: 'shared_notes',
  schema: noteSchema,
  noun: 'note',
  seed: () => [{ id: 'n1', text: 'Book the venue' }],
});
const updateNote = updateRecordCommand(notes, 'updateSharedNote', (note) => note.text);

/** An edit dialog the way the tools write theirs: the record it opened with is the change's `seen`. */
function NoteEditor() {
  const { items } = useCollection(notes);
  const [open, setOpen] = useState(true);
  const base = useEditBase(items, open ? 'n1' : undefined);
  const update = useCommand(updateNote, { noun: 'note' });
  const form = useForm({
    resolver: zodResolver(noteSchema.pick({ text: true })),
    values: { text: base?.text ?? '' },
  });
  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await update({ id: 'n1', changes: { text }, seen: base ?? undefined });
      setOpen(false);
    } catch (error) {
      form.setError('root', saveFailure(error, 'note'));
    }
  });
  return (
    <>
      <ul aria-label="Notes">
        {items.map((n) => (
          <li key={n.id}>{n.text}</li>
        ))}
      </ul>
      {open && base && (
        <form aria-label="Edit note" onSubmit={submit}>
          <label>
            Text
            <input {...form.register('text')} />
          </label>
          <FormActions
            error={form.formState.errors.root}
            busy={form.formState.isSubmitting}
            submitLabel="Save Note"
            onCancel={() => setOpen(false)}
          />
        </form>
      )}
    </>
  );
}

/** The editor open, and Meera's change stored behind its back; the backend names her as the one who made it. */
async function editedByMeera() {
  const app = await renderApp(
    <>
      <NoteEditor />
      <Toaster />
    </>,
    {
      withBackend: (backend) => ({
        ...backend,
        forUser: (session) => ({
          ...backend.forUser(session),
          live: fakeLive({ 'shared_notes:n1': 'Meera' }),
        }),
      }),
    },
  );
  const dialog = await screen.findByRole('form', { name: 'Edit note' });
  await waitFor(() => expect(within(dialog).getByLabelText('Text')).toHaveValue('Book the venue'));
  const device = app.backend.forUser(app.session!).collections;
  await device.put('shared_notes', { id: 'n1', text: 'Book the barn' });
  const user = userEvent.setup();
  await user.clear(within(dialog).getByLabelText('Text'));
  await user.type(within(dialog).getByLabelText('Text'), 'Book the castle');
  await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Meera changed this note while you were editing. The list now shows their version; what you typed is still here.',
  );
  await waitFor(() => expect(screen.getByRole('list', { name: 'Notes' })).toHaveTextContent('Book the barn'));
  expect(within(dialog).getByLabelText('Text')).toHaveValue('Book the castle');
  return { dialog, user, stored: () => device.get<Note>('shared_notes', 'n1') };
}

describe('a conflict with another member', () => {
  it('Keep mine saves what was typed over their version', async () => {
    const { dialog, user, stored } = await editedByMeera();
    expect(within(dialog).queryByRole('button', { name: 'Save Note' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await stored()).toEqual({ id: 'n1', text: 'Book the castle' });
    expect(screen.getByRole('list', { name: 'Notes' })).toHaveTextContent('Book the castle');
  });

  it('Take theirs drops the edit and shows their version', async () => {
    const { dialog, user, stored } = await editedByMeera();
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    expect(dialog).not.toBeInTheDocument();
    expect(await stored()).toEqual({ id: 'n1', text: 'Book the barn' });
    expect(screen.getByRole('list', { name: 'Notes' })).toHaveTextContent('Book the barn');
  });
});
