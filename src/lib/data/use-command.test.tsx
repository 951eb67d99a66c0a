import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import type { Backend } from '@/lib/backend';
import { lazyCommand } from '@/lib/commands/command';
import { updateRecordCommand } from '@/lib/commands/record-commands';
import { Toaster } from '@/components/ui/toaster';
import { z } from '@/lib/zod';
import { renderApp } from '../../../tests/render-app';
import { SaveError } from './save-error';
import { defineCollection, useCollection } from './use-collection';
import { useSaving } from './saving';
import { useCommand } from './use-command';
import { useUndoableRemove } from './use-undoable-remove';

// Kept as tasks, a table every store has.
const chores = defineCollection({
  table: 'tasks',
  noun: 'chore',
  schema: z.object({
    id: z.string().check(z.minLength(1)),
    title: z.string().check(z.minLength(1)),
    done: z._default(z.boolean(), false),
  }),
  seed: () => [{ id: 'c1', title: 'Book the venue', done: false }],
});
const updateChore = updateRecordCommand(chores, 'updateChore', (chore) => chore.title);

let run: ReturnType<typeof useCommand<Parameters<typeof updateChore.plan>[0], unknown>>;
let remove: (id: string) => Promise<boolean>;
function Chores({ command = updateChore }: { command?: Parameters<typeof useCommand>[0] }) {
  const { items, isLoading } = useCollection(chores);
  const update = useCommand(command as typeof updateChore, { noun: 'chore' });
  const removeWithUndo = useUndoableRemove(chores);
  const saving = useSaving();
  useEffect(() => {
    run = update;
    remove = removeWithUndo;
  });
  if (isLoading) return <p>Loading</p>;
  return (
    <>
      <ul aria-label="Chores">
        {items.map((c) => (
          <li key={c.id}>{`${c.title}${c.done ? ' (done)' : ''}`}</li>
        ))}
      </ul>
      <p>{saving ? 'Saving…' : 'All saved'}</p>
      <Toaster />
    </>
  );
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Chores' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

async function mount(withBackend?: (b: Backend) => Backend, command?: Parameters<typeof useCommand>[0]) {
  const utils = await renderApp(<Chores command={command} />, { withBackend });
  await waitFor(() => expect(listed()).toEqual(['Book the venue']));
  const port = () => utils.backend.forUser(utils.session!).collections;
  return { ...utils, port };
}

/** The backend with the couple's reads held until `release` (the command's plan waits on them) and, optionally, writes refused. */
function held({ refuseWrites = false } = {}) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  const withBackend = (backend: Backend): Backend => ({
    ...backend,
    forUser: (session) => {
      const user = backend.forUser(session);
      const { collections } = user;
      return {
        ...user,
        collections: {
          ...collections,
          get: async (table, id) => (holding && (await gate), collections.get(table, id)),
          apply: (changes) =>
            refuseWrites ? Promise.reject(new Error('disk full')) : collections.apply(changes),
        },
      };
    },
  });
  return { withBackend, hold: () => (holding = true), release };
}

describe('useCommand', () => {
  it('shows a predicted change before the command has read anything, and stores it', async () => {
    const { withBackend, hold, release } = held();
    const { port } = await mount(withBackend);
    hold();
    let done!: Promise<unknown>;
    act(() => {
      done = run({ id: 'c1', changes: { done: true } });
    });
    await waitFor(() => expect(listed()).toEqual(['Book the venue (done)']));
    release();
    await act(() => done);
    expect(await port().get('tasks', 'c1')).toMatchObject({ done: true });
    expect(listed()).toEqual(['Book the venue (done)']);
  });

  it('puts a refused prediction back, and the call rejects with a SaveError', async () => {
    const { withBackend, hold, release } = held({ refuseWrites: true });
    const { port } = await mount(withBackend);
    hold();
    let done!: Promise<unknown>;
    act(() => {
      done = run({ id: 'c1', changes: { done: true } });
    });
    await waitFor(() => expect(listed()).toEqual(['Book the venue (done)']));
    release();
    await act(() => expect(done).rejects.toBeInstanceOf(SaveError));
    await waitFor(() => expect(listed()).toEqual(['Book the venue']));
    expect(await port().get('tasks', 'c1')).toMatchObject({ done: false });
  });

  it('after a conflict the couple was told about, saving the same edit again replaces the other version', async () => {
    const { port } = await mount();
    const seen = { id: 'c1', title: 'Book the venue', done: false };
    await port().put('tasks', { ...seen, title: 'Book the hall' });
    const edit = { id: 'c1', changes: { ...seen, title: 'Book the garden' }, seen };

    await act(() => expect(run(edit)).rejects.toMatchObject({ conflict: 'changed' }));
    expect(await port().get('tasks', 'c1')).toMatchObject({ title: 'Book the hall' });
    await waitFor(() => expect(listed()).toEqual(['Book the hall']));

    await act(() => run(edit));
    expect(await port().get('tasks', 'c1')).toMatchObject({ title: 'Book the garden' });
    await waitFor(() => expect(listed()).toEqual(['Book the garden']));
  });

  it('drops a record deleted meanwhile from the list when an edit of it is refused', async () => {
    const { port } = await mount();
    await port().remove('tasks', 'c1');
    await act(() =>
      expect(run({ id: 'c1', changes: { done: true } })).rejects.toMatchObject({ conflict: 'deleted' }),
    );
    await waitFor(() => expect(listed()).toEqual([]));
    expect(await port().list('tasks')).toEqual([]);
  });

  it('fetches a lazy command once the page has rendered, so a change still shows before anything is read', async () => {
    const load = vi.fn(async () => updateChore);
    const { withBackend, hold, release } = held();
    const { port } = await mount(withBackend, lazyCommand('updateChore', load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(() => load.mock.results[0].value);
    hold();
    let done!: Promise<unknown>;
    act(() => {
      done = run({ id: 'c1', changes: { done: true } });
    });
    await waitFor(() => expect(listed()).toEqual(['Book the venue (done)']));
    release();
    await act(() => done);
    expect(await port().get('tasks', 'c1')).toMatchObject({ done: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when a lazy command cannot be fetched, changes nothing, and fetches it again on the next change', async () => {
    let offline = true;
    const load = vi.fn(async () => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return updateChore;
    });
    const { port } = await mount(undefined, lazyCommand('updateChore', load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    let error: unknown;
    await act(() => run({ id: 'c1', changes: { done: true } }).catch((e: unknown) => void (error = e)));
    expect(error).toBeInstanceOf(SaveError);
    expect(await screen.findByText((error as SaveError).message)).toBeInTheDocument();
    expect(listed()).toEqual(['Book the venue']);
    expect(await port().get('tasks', 'c1')).toMatchObject({ done: false });

    offline = false;
    await act(() => run({ id: 'c1', changes: { done: true } }));
    expect(await port().get('tasks', 'c1')).toMatchObject({ done: true });
    expect(listed()).toEqual(['Book the venue (done)']);
  });

  it('a delete made while an edit is still on its way waits for it: the edit is not refused as deleted elsewhere', async () => {
    const { withBackend, hold, release } = held();
    const { port } = await mount(withBackend);
    hold();
    let edited!: Promise<unknown>;
    let removed!: Promise<boolean>;
    act(() => {
      edited = run({ id: 'c1', changes: { title: 'Book the barn' } });
      removed = remove('c1');
    });
    await waitFor(() => expect(listed()).toEqual([]));
    release();
    await act(() => expect(edited).resolves.toMatchObject({ title: 'Book the barn' }));
    expect(await act(() => removed)).toBe(true);
    expect(await port().get('tasks', 'c1')).toBeNull();
  });

  it('a change waiting for its code (or its turn) already shows as saving, so a reload waits for it', async () => {
    let arrive!: (command: typeof updateChore) => void;
    const load = vi.fn(() => new Promise<typeof updateChore>((resolve) => (arrive = resolve)));
    const { port } = await mount(undefined, lazyCommand('updateChore', load));
    expect(screen.getByText('All saved')).toBeInTheDocument();
    let done!: Promise<unknown>;
    act(() => {
      done = run({ id: 'c1', changes: { done: true } });
    });
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    arrive(updateChore);
    await act(() => done);
    expect(await screen.findByText('All saved')).toBeInTheDocument();
    expect(await port().get('tasks', 'c1')).toMatchObject({ done: true });
  });
});
