import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { ZodError, z } from 'zod';
import { Toaster } from '@/components/ui/toaster';
import type { Backend, CollectionPort, Entity, Touched } from '@/lib/backend';
import { renderApp } from '../../../tests/render-app';
import { createSupabaseCollections } from '@/lib/backend/supabase/collections';
import { fakeSupabase } from '@/lib/backend/supabase/test-client';
import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import { defineCollection, SaveError, useCollection, useRecord } from './use-collection';
import { useCommand } from './use-command';
import { useUndoableRemove } from './use-undoable-remove';

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
  seed: () => [
    { id: 'sample-1', text: 'Book the venue', done: false },
    { id: 'sample-2', text: 'Taste cakes', done: false },
  ],
});

const addNote = addRecordCommand(notes, 'addNote', (note) => note.text);
const updateNote = updateRecordCommand(notes, 'updateNote', (note) => note.text);

/**
 * The list as loaded, with the ways a page changes it: commands (use-command.ts) and the undoable delete. Nothing
 * writes through useCollection itself; these tests show that what they write shows in its list.
 */
interface NotesApi {
  items: Note[];
  add(note: Note): Promise<unknown>;
  update(id: string, changes: Partial<Note>): Promise<unknown>;
  remove(id: string): Promise<boolean>;
}
let api: NotesApi;
function Notes() {
  const collection = useCollection(notes);
  const add = useCommand(addNote, { noun: 'note' });
  const update = useCommand(updateNote, { noun: 'note' });
  const remove = useUndoableRemove(notes);
  useEffect(() => {
    api = { items: collection.items, add, update: (id, changes) => update({ id, changes }), remove };
  });
  if (collection.isLoading) return <p>Loading</p>;
  return (
    <>
      <ul aria-label="Notes">
        {collection.items.map((n) => (
          <li key={n.id}>{n.done ? `${n.text} (done)` : n.text}</li>
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

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A test may refuse the gate before the write reaches it (the optimistic change shows first): Node would call that
  // rejection unhandled, and Vitest fails the run for it, though the write then awaits it and reports it.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

type Put = <T extends Entity>(real: CollectionPort, table: string, item: T) => Promise<T>;
type Remove = (real: CollectionPort, table: string, id: string) => Promise<void>;

/**
 * Routes the user's collection writes through the test, which decides when (and whether) they reach the store. Every
 * write is one batch (`apply`); a batch of one put or one remove is handed to the test as that put or remove, and
 * reaches the store when the test calls it on the port it is given.
 */
function interceptWrites(intercept: { put?: Put; remove?: Remove }) {
  return (backend: Backend): Backend => ({
    ...backend,
    forUser: (session) => {
      const real = backend.forUser(session);
      const collections: CollectionPort = {
        ...real.collections,
        apply: async (changes) => {
          const [change] = changes;
          if (changes.length !== 1) return real.collections.apply(changes);
          let touched: Touched[] = [];
          const through: CollectionPort = {
            ...real.collections,
            put: async (table, item, options) => {
              touched = await real.collections.apply([
                {
                  op: 'put',
                  table,
                  record: item,
                  base: options?.base ?? (change.op === 'put' ? change.base : undefined),
                },
              ]);
              return touched[0].after as typeof item;
            },
            remove: async (table, id) => {
              touched = await real.collections.apply([{ op: 'remove', table, id }]);
            },
          };
          if (change.op === 'put' && intercept.put) await intercept.put(through, change.table, change.record);
          else if (change.op === 'remove' && intercept.remove)
            await intercept.remove(through, change.table, change.id);
          else return real.collections.apply(changes);
          return touched;
        },
      };
      return { ...real, collections };
    },
  });
}

const expectListed = (texts: string[]) => waitFor(() => expect(listed()).toEqual(texts));

async function mount(options: Parameters<typeof renderApp>[1] = {}) {
  const utils = await renderApp(<Notes />, options);
  await screen.findByRole('list', { name: 'Notes' });
  const store = async () =>
    (await utils.backend.forUser(utils.session!).collections.list<Note>('notes')).map((n) => n.text);
  return { ...utils, store };
}

describe('useCollection, with the commands that write to its list', () => {
  it('seeds a new user once, in order, and keeps the seed in the store', async () => {
    const { store } = await mount();
    await expectListed(['Book the venue', 'Taste cakes']);
    expect(await store()).toEqual(['Book the venue', 'Taste cakes']);
  });

  it('shows an add, an update and a remove at once, before the store answers', async () => {
    let gate = deferred();
    gate.resolve(); // the seed goes through; from here on each write waits for the test
    const slow = interceptWrites({
      put: async (real, table, item) => {
        await gate.promise;
        return real.put(table, item);
      },
      remove: async (real, table, id) => {
        await gate.promise;
        return real.remove(table, id);
      },
    });
    const { store } = await mount({ withBackend: slow });

    gate = deferred();
    let pending!: Promise<unknown>;
    act(() => void (pending = api.add({ id: 'n1', text: 'Send invites', done: false })));
    await waitFor(() => expect(listed()).toEqual(['Book the venue', 'Taste cakes', 'Send invites']));
    expect(await store()).not.toContain('Send invites');
    gate.resolve();
    await act(() => pending);
    expect(await store()).toContain('Send invites');

    gate = deferred();
    act(() => void (pending = api.update('sample-1', { done: true })));
    await waitFor(() => expect(listed()[0]).toBe('Book the venue (done)'));
    gate.resolve();
    await act(() => pending);

    gate = deferred();
    act(() => void (pending = api.remove('sample-2')));
    await waitFor(() => expect(listed()).toEqual(['Book the venue (done)', 'Send invites']));
    expect(await store()).toContain('Taste cakes');
    gate.resolve();
    await act(() => pending);
    expect(await store()).toEqual(['Book the venue', 'Send invites']);
  });

  it('keeps records across a reload, with edits in place', async () => {
    const first = await mount();
    await act(() => api.add({ id: 'n1', text: 'Send invites', done: false }));
    await act(() => api.update('sample-1', { text: 'Book the barn' }));
    first.unmount();
    await mount({ reuse: { backend: first.backend, session: first.session } });
    await expectListed(['Book the barn', 'Taste cakes', 'Send invites']);
  });

  it('rolls back, tells the user and rejects with a SaveError when the store refuses a write', async () => {
    const refuse = { on: false };
    const { store } = await mount({
      withBackend: interceptWrites({
        put: (real, table, item) =>
          refuse.on ? Promise.reject(new Error('refused')) : real.put(table, item),
        remove: (real, table, id) =>
          refuse.on ? Promise.reject(new Error('offline')) : real.remove(table, id),
      }),
    });
    refuse.on = true;

    let error: unknown;
    await act(() =>
      api.add({ id: 'n1', text: 'Send invites', done: false }).catch((e: unknown) => void (error = e)),
    );
    expect(error).toBeInstanceOf(SaveError);
    expect((error as SaveError).message).toBe(
      "Couldn't save the note. Your changes were not kept — please try again.",
    );
    await expectListed(['Book the venue', 'Taste cakes']);
    expect(
      await screen.findByText("Couldn't save the note. Your changes were not kept — please try again."),
    ).toBeInTheDocument();

    await act(() => api.update('sample-2', { text: 'Taste pies' }).catch((e: unknown) => void (error = e)));
    expect(error).toBeInstanceOf(SaveError);
    await expectListed(['Book the venue', 'Taste cakes']);

    // A delete never rejects: it says so, and the note is put back where it was, not at the end.
    expect(await act(() => api.remove('sample-1'))).toBe(false);
    await expectListed(['Book the venue', 'Taste cakes']);
    expect(await screen.findByText("Couldn't delete the note. Please try again.")).toBeInTheDocument();
    expect(await store()).toEqual(['Book the venue', 'Taste cakes']);
  });

  it('says what to do when the browser is out of storage, and keeps what was stored', async () => {
    const refuse = { on: false };
    const { store } = await mount({
      withBackend: interceptWrites({
        put: (real, table, item) =>
          refuse.on
            ? Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'))
            : real.put(table, item),
      }),
    });
    await expectListed(['Book the venue', 'Taste cakes']);
    refuse.on = true;
    await act(() => api.add({ id: 'n1', text: 'Send invites', done: false }).catch(() => undefined));
    expect(
      await screen.findByText(
        /This browser has run out of storage space for your plan, so the note wasn't saved\. Everything saved before is safe\. Download a backup/,
      ),
    ).toBeInTheDocument();
    await expectListed(['Book the venue', 'Taste cakes']);
    expect(await store()).toEqual(['Book the venue', 'Taste cakes']);
  });

  it('rejects invalid input with a ZodError and stores nothing', async () => {
    const { store } = await mount();
    await expect(api.add({ id: 'n1', text: '   ', done: false })).rejects.toBeInstanceOf(ZodError);
    await expect(api.add({ id: 'n2', text: 'x'.repeat(51), done: false })).rejects.toBeInstanceOf(ZodError);
    await expect(api.update('sample-1', { text: '' })).rejects.toBeInstanceOf(ZodError);
    await expect(api.update('missing', { text: 'Hi' })).rejects.toBeInstanceOf(SaveError);
    await expectListed(['Book the venue', 'Taste cakes']);
    expect(await store()).toEqual(['Book the venue', 'Taste cakes']);
  });

  it('stores the parsed record: trimmed, with defaults filled in', async () => {
    const { backend, session } = await mount();
    await act(() => api.add({ id: 'n1', text: '  Hire a DJ  ' } as Note));
    const stored = await backend.forUser(session!).collections.list<Note>('notes');
    expect(stored.at(-1)).toEqual({ id: 'n1', text: 'Hire a DJ', done: false });
  });

  it('never brings the samples back once the user deleted them all', async () => {
    const first = await mount();
    await act(() => api.remove('sample-1'));
    await act(() => api.remove('sample-2'));
    await expectListed([]);
    first.unmount();
    await mount({ reuse: { backend: first.backend, session: first.session } });
    await expectListed([]);
  });

  it("gives a second user their own records and none of the first user's", async () => {
    const first = await mount();
    await act(() => api.add({ id: 'n1', text: 'Private note', done: false }));
    await act(() => api.remove('sample-2'));
    first.unmount();

    const second = (await first.backend.auth.signUp({ email: 'other@example.com', password: 'secret123' }))
      .session!;
    await mount({ reuse: { backend: first.backend, session: second } });
    await expectListed(['Book the venue', 'Taste cakes']);
    await act(() => api.add({ id: 'n1', text: 'Same id, other user', done: false }));

    expect(
      (await first.backend.forUser(first.session!).collections.list<Note>('notes')).map((n) => n.text),
    ).toEqual(['Book the venue', 'Private note']);
    expect((await first.backend.forUser(second).collections.list<Note>('notes')).map((n) => n.text)).toEqual([
      'Book the venue',
      'Taste cakes',
      'Same id, other user',
    ]);
  });

  it('leaves out stored records that no longer fit the schema', async () => {
    const first = await mount();
    const port = first.backend.forUser(first.session!).collections;
    await port.put('notes', { id: 'broken-1', text: '' });
    await port.put('notes', { id: 'broken-2', text: 42 } as unknown as Entity);
    await port.put('notes', { id: 'fine', text: 'Order flowers' });
    first.unmount();
    await mount({ reuse: { backend: first.backend, session: first.session } });
    await expectListed(['Book the venue', 'Taste cakes', 'Order flowers']);
  });

  it('waits for the first load before an early write, so the seed is not lost', async () => {
    const utils = await renderApp(<Notes />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(() => api.add({ id: 'early', text: 'Early bird', done: false }));
    await screen.findByRole('list', { name: 'Notes' });
    await expectListed(['Book the venue', 'Taste cakes', 'Early bird']);
    expect(
      (await utils.backend.forUser(utils.session!).collections.list<Note>('notes')).map((n) => n.id),
    ).toEqual(['sample-1', 'sample-2', 'early']);
  });

  it('lands two quick toggles of one record in the order they were made, in the cloud too', async () => {
    // The cloud adapter over a fake PostgREST whose answer to the first write comes after the second's: sent side by
    // side, the older value would land last and stay stored.
    const row = { user_id: 'u', id: 'n1', text: 'Book the venue', done: false };
    let stored: Record<string, unknown> = { ...row };
    let writes = 0;
    const { client } = fakeSupabase(async (r) => {
      if (r.method === 'GET' && r.url.pathname === '/rest/v1/weddings')
        return { json: { seeded: ['notes'] } };
      if (r.method === 'GET') return { json: [stored] };
      const delay = ++writes === 1 ? 80 : 0;
      await new Promise((resolve) => setTimeout(resolve, delay));
      // Every write is one batch to apply_changes, which answers with what it touched.
      const [change] = (r.body as { p_changes: { row: object }[] }).p_changes;
      const before = stored;
      stored = { ...stored, ...change.row, user_id: 'u' };
      // The server answers with what it stored, normalised (here: a trimmed text).
      return {
        json: [{ table: 'notes', id: 'n1', before, after: { ...stored, text: String(stored.text).trim() } }],
      };
    });
    const cloud = (backend: Backend): Backend => ({
      ...backend,
      forUser: (session) => {
        const ports = backend.forUser(session);
        return { ...ports, collections: createSupabaseCollections(client, ports.wedding) };
      },
    });
    await mount({ withBackend: cloud });
    await expectListed(['Book the venue']);

    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = api.update('n1', { done: true });
      second = api.update('n1', { done: false, text: 'Book the venue ' });
    });
    await act(() => Promise.all([first, second]));
    expect(stored.done).toBe(false);
    // The list shows the record as the server answered it, not the optimistic copy.
    await expectListed(['Book the venue']);
    expect(api.items[0]).toEqual({ id: 'n1', text: 'Book the venue', done: false });
  });
});

describe('a collection listed as a summary', () => {
  const cardSchema = z.object({ id: z.string(), title: z.string().min(1), body: z.string() });
  type Card = z.infer<typeof cardSchema>;
  const cards = defineCollection<Card, Omit<Card, 'body'>>({
    table: 'cards',
    schema: cardSchema,
    summary: { fields: ['title'], schema: cardSchema.omit({ body: true }) },
    noun: 'card',
  });
  const updateCard = updateRecordCommand(cards, 'updateCard', (card) => card.title);
  let list: { update(id: string, changes: Partial<Card>): Promise<unknown> };
  function Cards({ open }: { open?: string }) {
    const collection = useCollection(cards);
    const record = useRecord(cards, open ?? '');
    const update = useCommand(updateCard, { noun: 'card' });
    useEffect(() => {
      list = { update: (id, changes) => update({ id, changes }) };
    });
    return (
      <>
        <ul aria-label="Cards">
          {collection.items.map((c) => (
            <li key={c.id}>{JSON.stringify(c)}</li>
          ))}
        </ul>
        {open && <p>{record.isLoading ? 'Opening' : `Open: ${record.record?.body ?? 'none'}`}</p>}
      </>
    );
  }

  it('lists only the summary fields, opens a whole record, and updates a record it only summarised', async () => {
    const first = await renderApp(<Cards />);
    const port = first.backend.forUser(first.session!).collections;
    await port.put('cards', { id: 'c1', title: 'Invite', body: 'A long design' });
    first.unmount();
    await renderApp(<Cards open="c1" />, { reuse: { backend: first.backend, session: first.session } });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Cards' })).toHaveTextContent('{"id":"c1","title":"Invite"}'),
    );
    expect(await screen.findByText('Open: A long design')).toBeInTheDocument();

    await act(() => list.update('c1', { title: 'Save the date' }));
    expect(await port.get('cards', 'c1')).toEqual({
      id: 'c1',
      title: 'Save the date',
      body: 'A long design',
    });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Cards' })).toHaveTextContent(
        '{"id":"c1","title":"Save the date"}',
      ),
    );
  });

  it('composes two quick updates of a summarised record: the second builds on the first, not on the store before it', async () => {
    let gate = deferred();
    gate.resolve();
    const first = await renderApp(<Cards />, {
      withBackend: interceptWrites({
        put: async (real, table, item) => {
          await gate.promise;
          return real.put(table, item);
        },
      }),
    });
    const port = first.backend.forUser(first.session!).collections;
    await port.put('cards', { id: 'c1', title: 'Invite', body: 'A long design' });
    first.unmount();
    await renderApp(<Cards />, { reuse: { backend: first.backend, session: first.session } });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Cards' })).toHaveTextContent('Invite'));

    // The first change is still on its way to the store when the second is made.
    gate = deferred();
    let title!: Promise<unknown>;
    let body!: Promise<unknown>;
    act(() => {
      title = list.update('c1', { title: 'Save the date' });
      body = list.update('c1', { body: 'A new design' });
    });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Cards' })).toHaveTextContent(
        '{"id":"c1","title":"Save the date"}',
      ),
    );
    gate.resolve();
    await act(() => Promise.all([title, body]));
    expect(await port.get('cards', 'c1')).toEqual({ id: 'c1', title: 'Save the date', body: 'A new design' });
    expect(await body).toEqual({ id: 'c1', title: 'Save the date', body: 'A new design' });

    // A refused change rolls the summary back and leaves the store as it was.
    gate = deferred();
    let refused!: Promise<unknown>;
    act(() => {
      refused = list.update('c1', { title: 'Never kept' }).catch((e: unknown) => e);
    });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Cards' })).toHaveTextContent('Never kept'));
    gate.reject(new Error('refused'));
    expect(await act(() => refused)).toBeInstanceOf(SaveError);
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Cards' })).toHaveTextContent(
        '{"id":"c1","title":"Save the date"}',
      ),
    );
    expect(await port.get('cards', 'c1')).toEqual({ id: 'c1', title: 'Save the date', body: 'A new design' });
  });

  it('keeps an open record on screen while it is saved, then shows what was stored', async () => {
    const first = await renderApp(<Cards />);
    const port = first.backend.forUser(first.session!).collections;
    await port.put('cards', { id: 'c1', title: 'Invite', body: 'A long design' });
    first.unmount();
    await renderApp(<Cards open="c1" />, { reuse: { backend: first.backend, session: first.session } });
    expect(await screen.findByText('Open: A long design')).toBeInTheDocument();

    const shown: string[] = [];
    const watch = new MutationObserver(() => shown.push(document.body.textContent));
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    await act(() => list.update('c1', { body: 'A new design' }));
    expect(await screen.findByText('Open: A new design')).toBeInTheDocument();
    watch.disconnect();
    // An editor showing the record is never swapped for a loading state by its own save.
    expect(shown.filter((text) => text.includes('Opening'))).toEqual([]);
  });
});

describe('a collection with cascades', () => {
  // The real tables, whose cascades the backend knows (src/lib/backend/relations.ts), with schemas loose enough here.
  const row = z.object({
    id: z.string(),
    householdId: z.string().optional(),
    guestId: z.string().optional(),
    name: z.string(),
  });
  type Row = z.infer<typeof row>;
  const answers = defineCollection<Row>({ table: 'rsvp_answers', schema: row, noun: 'answer' });
  const guests = defineCollection<Row>({ table: 'guests', schema: row, noun: 'guest' });
  const households = defineCollection<Row>({ table: 'households', schema: row, noun: 'household' });
  let remove: (id: string) => Promise<boolean>;
  function Family() {
    const h = useCollection(households);
    const g = useCollection(guests);
    const a = useCollection(answers);
    const removeHousehold = useUndoableRemove(households);
    useEffect(() => {
      remove = removeHousehold;
    });
    return <p>{[...h.items, ...g.items, ...a.items].map((r) => r.name).join(', ') || 'Nobody'}</p>;
  }

  it('takes the records that cascade from a removed one off their lists, at every depth', async () => {
    const utils = await renderApp(<p>Loading</p>);
    const store = utils.backend.forUser(utils.session!).collections;
    await store.put('households', { id: 'h1', name: 'Household' });
    await store.put('guests', { id: 'g1', householdId: 'h1', name: 'Guest' });
    await store.put('rsvp_answers', { id: 'a1', guestId: 'g1', name: 'Answer' });
    utils.unmount();
    await renderApp(<Family />, { reuse: { backend: utils.backend, session: utils.session } });
    expect(await screen.findByText('Household, Guest, Answer')).toBeInTheDocument();
    await act(() => remove('h1'));
    expect(await screen.findByText('Nobody')).toBeInTheDocument();
  });
});
