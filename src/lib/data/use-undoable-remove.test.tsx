import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { z } from 'zod';
import { dismissAll, toast, Toaster } from '@/components/ui/toaster';
import type { Backend, CollectionPort } from '@/lib/backend';
import { renderApp } from '../../../tests/render-app';
import { defineCollection, useCollection } from './use-collection';
import { UNDO_WINDOW_MS, useUndoableRemove } from './use-undoable-remove';

const noteSchema = z.object({ id: z.string().min(1), text: z.string().min(1) });
type Note = z.infer<typeof noteSchema>;
// Kept as households, a table with records that go with it (its guests: src/lib/backend/relations.ts).
const notes = defineCollection<Note>({
  table: 'households',
  schema: noteSchema,
  noun: 'note',
  seed: () => ['Book the venue', 'Taste cakes', 'Send invites'].map((text, i) => ({ id: `n${i + 1}`, text })),
});

let removeWithUndo: ReturnType<typeof useUndoableRemove<Note>>;
function Notes() {
  const { items, isLoading } = useCollection(notes);
  const remove = useUndoableRemove(notes);
  useEffect(() => {
    removeWithUndo = remove;
  });
  if (isLoading) return <p>Loading</p>;
  return (
    <>
      <ul aria-label="Notes">
        {items.map((n) => (
          <li key={n.id}>{n.text}</li>
        ))}
      </ul>
      <Toaster />
    </>
  );
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Notes' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

async function mount(withBackend?: (b: Backend) => Backend) {
  dismissAll();
  const utils = await renderApp(<Notes />, { withBackend });
  await waitFor(() => expect(listed()).toEqual(['Book the venue', 'Taste cakes', 'Send invites']));
  const port = () => utils.backend.forUser(utils.session!).collections;
  const stored = async (table = 'households') => (await port().list<{ id: string }>(table)).map((n) => n.id);
  // The toast view is a lazy chunk: load it once with real timers, so the fake clock below only runs Radix's timers.
  act(() => toast('Ready'));
  fireEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
  await waitFor(() => expect(screen.queryByText('Ready')).not.toBeInTheDocument());
  return { ...utils, port, stored };
}

/** Lets the store's (real, fake-indexeddb) work finish while the clock stays where the test put it. */
const settle = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));
async function settleUntil(check: () => void) {
  // Bounded by real time, not a count of turns: the undo chunk's first import takes longer on a busy machine.
  for (const start = Date.now(); Date.now() - start < 10_000;) {
    try {
      check();
      return;
    } catch {
      await settle();
    }
  }
  check();
}

describe('useUndoableRemove', () => {
  afterEach(() => vi.useRealTimers());

  it('removes at once, offers Undo for six seconds, and Undo puts the item back in its place with its children', async () => {
    const { port, stored } = await mount();
    await port().putMany('guests', [
      { id: 't1', householdId: 'n2' },
      { id: 't2', householdId: 'n3' },
    ]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await act(async () => void removeWithUndo('n2', { name: 'Taste cakes' }));
    expect(listed()).toEqual(['Book the venue', 'Send invites']);
    await settleUntil(() => expect(screen.getByText('Deleted "Taste cakes".')).toBeInTheDocument());
    expect(await stored()).toEqual(['n1', 'n3']);
    expect(await stored('guests')).toEqual(['t2']);

    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 100));
    const undo = screen.getByRole('button', { name: 'Undo' });
    await act(async () => fireEvent.click(undo));
    expect(listed()).toEqual(['Book the venue', 'Taste cakes', 'Send invites']);
    expect(screen.queryByText('Deleted "Taste cakes".')).not.toBeInTheDocument();
    await settleUntil(async () => undefined);
    await vi.waitFor(async () => expect(await stored()).toEqual(['n1', 'n2', 'n3']));
    expect(await stored('guests')).toEqual(['t1', 't2']);
  });

  it('lets the chance pass after six seconds: the notice goes and what was kept for an undo goes for good', async () => {
    const { stored } = await mount();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const gone = vi.fn();

    await act(async () => void removeWithUndo('n1', { onGone: gone }));
    await settleUntil(() => expect(screen.getByText('Note deleted.')).toBeInTheDocument());
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 1));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(gone).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(2));
    await settleUntil(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
    expect(gone).toHaveBeenCalledTimes(1);
    expect(listed()).toEqual(['Taste cakes', 'Send invites']);
    expect(await stored()).toEqual(['n2', 'n3']);
  });

  it('is announced with what the action does, and the action is a keyboard-reachable button', async () => {
    await mount();
    await act(async () => void removeWithUndo('n3', { name: 'Send invites' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(undo.closest('li')).toHaveTextContent('Deleted "Send invites".');
    // Radix announces the action's alternative text in its live region, so a screen reader hears how to undo.
    expect(undo).toHaveAttribute('data-radix-toast-announce-alt', 'Undo deleting the note');
    // F8 (Radix's hotkey) takes the keyboard to the notices, where the action is the first stop.
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: /Notifications/ }).querySelector('ol')).toHaveFocus();
    expect(undo.tabIndex).toBe(0);
    fireEvent.click(undo);
    await waitFor(() => expect(listed()).toEqual(['Book the venue', 'Taste cakes', 'Send invites']));
  });

  it('puts the item back and says so when the store refuses the delete', async () => {
    const refusing = (backend: Backend): Backend => ({
      ...backend,
      forUser: (session) => {
        const real = backend.forUser(session);
        const collections: CollectionPort = {
          ...real.collections,
          apply: () => Promise.reject(new Error('offline')),
        };
        return { ...real, collections };
      },
    });
    const { stored } = await mount(refusing);
    let removed: boolean | undefined;
    await act(async () => void (removed = await removeWithUndo('n2')));
    expect(removed).toBe(false);
    expect(listed()).toEqual(['Book the venue', 'Taste cakes', 'Send invites']);
    expect(await screen.findByText("Couldn't delete the note. Please try again.")).toBeInTheDocument();
    expect(await stored()).toEqual(['n1', 'n2', 'n3']);
  });

  it('offers to try again when bringing an item back fails, and keeps it until then', async () => {
    const refuse = { on: true };
    const flaky = (backend: Backend): Backend => ({
      ...backend,
      forUser: (session) => {
        const real = backend.forUser(session);
        const collections: CollectionPort = {
          ...real.collections,
          // Undoing a delete puts the records back: that is what fails.
          apply: (changes) =>
            refuse.on && changes.some((c) => c.op === 'put')
              ? Promise.reject(new Error('offline'))
              : real.collections.apply(changes),
        };
        return { ...real, collections };
      },
    });
    const { stored } = await mount(flaky);
    await act(async () => void removeWithUndo('n1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText("Couldn't bring back the note.")).toBeInTheDocument();
    await waitFor(() => expect(listed()).toEqual(['Taste cakes', 'Send invites']));
    refuse.on = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listed()).toEqual(['Book the venue', 'Taste cakes', 'Send invites']));
    await waitFor(async () => expect(await stored()).toEqual(['n1', 'n2', 'n3']));
  });
});
