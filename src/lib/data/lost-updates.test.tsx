import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { z } from 'zod';
import { Toaster } from '@/components/ui/toaster';
import type { AuthSession, Backend } from '@/lib/backend';
import { renderApp } from '../../../tests/render-app';
import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import { conflictOf } from './save-error';
import { defineCollection, SaveError, useCollection, useEditBase } from './use-collection';
import { useCommand } from './use-command';

/**
 * Issue #19 item 5: two tabs (two query clients over one store, as two tabs of one browser share IndexedDB) and
 * "another device" (the store written behind both tabs' backs, which no BroadcastChannel announces).
 */
const noteSchema = z.object({
  id: z.string().min(1),
  text: z.string().trim().min(1).max(50),
  done: z.boolean().default(false),
});
type Note = z.infer<typeof noteSchema>;
const notes = defineCollection<Note>({
  table: 'notes',
  schema: noteSchema,
  noun: 'note',
  seed: () => [{ id: 'n1', text: 'Book the venue', done: false }],
});

const addNote = addRecordCommand(notes, 'addNote', (note) => note.text);
const updateNote = updateRecordCommand(notes, 'updateNote', (note) => note.text);

interface TabApi {
  items: Note[];
  add(note: Note): Promise<unknown>;
  /** A change of some fields, from `base` (the record an edit form opened with) when given: the command's `seen`. */
  update(id: string, changes: Partial<Note>, options?: { base?: Note }): Promise<unknown>;
}
const tabs: Record<string, TabApi> = {};
let editBase: Note | null = null;

function Tab({ name, editing }: { name: string; editing?: string }) {
  const collection = useCollection(notes);
  const base = useEditBase(collection.items, editing);
  const add = useCommand(addNote, { noun: 'note' });
  const update = useCommand(updateNote, { noun: 'note' });
  useEffect(() => {
    tabs[name] = {
      items: collection.items,
      add,
      update: (id, changes, options = {}) => update({ id, changes, seen: options.base }),
    };
    if (editing) editBase = base;
  });
  if (collection.isLoading) return <p>Loading</p>;
  return (
    <ul aria-label={name}>
      {collection.items.map((n) => (
        <li key={n.id}>{n.done ? `${n.text} (done)` : n.text}</li>
      ))}
    </ul>
  );
}

const listed = (name: string) =>
  within(screen.getByRole('list', { name }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

/** Tab A (with the notices), then tab B over the same store and session, as a second tab of the browser would be. */
async function twoTabs({ editInB }: { editInB?: string } = {}) {
  const a = await renderApp(
    <>
      <Tab name="A" />
      <Toaster />
    </>,
  );
  await screen.findByRole('list', { name: 'A' });
  const reuse = { backend: a.backend, session: a.session } as { backend: Backend; session: AuthSession };
  await renderApp(<Tab name="B" editing={editInB} />, { reuse });
  await screen.findByRole('list', { name: 'B' });
  const device = a.backend.forUser(a.session!).collections;
  const stored = async () => device.get<Note>('notes', 'n1');
  return { device, stored };
}

afterEach(() => {
  editBase = null;
  focusManager.setFocused(undefined);
});

describe('two tabs and another device', () => {
  it('a write in one tab shows in the other without a reload', async () => {
    await twoTabs();
    await act(() => tabs.A.update('n1', { text: 'Book the barn' }));
    await waitFor(() => expect(listed('B')).toEqual(['Book the barn']));
    await act(() => tabs.B.add({ id: 'n2', text: 'Taste cakes', done: false }));
    await waitFor(() => expect(listed('A')).toEqual(['Book the barn', 'Taste cakes']));
  });

  it('reloads when the tab comes back into view (a change made on another device)', async () => {
    const { device } = await twoTabs();
    const [current] = await device.list<Note>('notes');
    await device.put('notes', { ...current, text: 'Changed on the phone' });
    expect(listed('B')).toEqual(['Book the venue']);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(listed('B')).toEqual(['Changed on the phone']));
  });

  it('keeps both changes when a stale tab changes another field than the other device did', async () => {
    const { device, stored } = await twoTabs();
    await device.put('notes', { id: 'n1', text: 'Changed on the phone', done: false });
    // Tab B still shows the old text, and ticks the note.
    await act(() => tabs.B.update('n1', { done: true }));
    expect(await stored()).toEqual({ id: 'n1', text: 'Changed on the phone', done: true });
    await waitFor(() => expect(listed('B')).toEqual(['Changed on the phone (done)']));
  });

  it('refuses a stale change to the same field: the list shows the other version, saving again replaces it', async () => {
    const { device, stored } = await twoTabs();
    const base = tabs.B.items[0];
    await device.put('notes', { id: 'n1', text: 'Theirs', done: false });

    let error: unknown;
    await act(() => tabs.B.update('n1', { text: 'Mine' }, { base }).catch((e: unknown) => void (error = e)));
    expect(error).toBeInstanceOf(SaveError);
    expect(conflictOf(error)).toBe('changed');
    expect(await stored()).toMatchObject({ text: 'Theirs' });
    await waitFor(() => expect(listed('B')).toEqual(['Theirs']));
    expect(
      await screen.findByText(
        "This note was changed in another tab or on another device, so your change wasn't saved. It now shows the latest version.",
      ),
    ).toBeInTheDocument();

    // The user has been told and saves again from the same form: now theirs is replaced knowingly.
    await act(() => tabs.B.update('n1', { text: 'Mine' }, { base }));
    expect(await stored()).toMatchObject({ text: 'Mine' });
    await waitFor(() => expect(listed('A')).toEqual(['Mine']));
  });

  it('an edit form saves against the record it opened with, not the refreshed list', async () => {
    const { stored } = await twoTabs({ editInB: 'n1' });
    await waitFor(() => expect(editBase).toMatchObject({ text: 'Book the venue' }));
    await act(() => tabs.A.update('n1', { text: 'Book the barn' }));
    await waitFor(() => expect(listed('B')).toEqual(['Book the barn']));
    expect(editBase).toMatchObject({ text: 'Book the venue' });

    // B's form still holds the text it opened with and ticks "done": A's text stays, B's tick lands.
    await act(() => tabs.B.update('n1', { text: 'Book the venue', done: true }, { base: editBase! }));
    expect(await stored()).toMatchObject({ text: 'Book the barn', done: true });

    // B's form changes the text A changed: a conflict, nothing of A's is overwritten.
    let error: unknown;
    await act(() =>
      tabs.B.update('n1', { text: 'Book the castle' }, { base: editBase! }).catch(
        (e: unknown) => void (error = e),
      ),
    );
    expect(conflictOf(error)).toBe('changed');
    expect(await stored()).toMatchObject({ text: 'Book the barn', done: true });
  });

  it('an edit of a record deleted elsewhere is refused and does not bring it back', async () => {
    const { device, stored } = await twoTabs();
    const base = tabs.B.items[0];
    await device.remove('notes', 'n1');

    let error: unknown;
    await act(() =>
      tabs.B.update('n1', { text: 'Still here?' }, { base }).catch((e: unknown) => void (error = e)),
    );
    expect(conflictOf(error)).toBe('deleted');
    expect(await stored()).toBeNull();
    await waitFor(() => expect(listed('B')).toEqual([]));
    expect(
      await screen.findByText(
        "This note was deleted in another tab or on another device, so your change wasn't saved.",
      ),
    ).toBeInTheDocument();
    // Asked again, it is refused again: nothing brings it back.
    await act(() => tabs.B.update('n1', { text: 'Again' }, { base }).catch((e: unknown) => void (error = e)));
    expect(conflictOf(error)).toBe('deleted');
    expect(await stored()).toBeNull();
  });
});
