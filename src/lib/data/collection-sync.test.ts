import { z } from 'zod';
import { createLocalCollections } from '@/lib/backend/local/collections';
import { openLocalDb, resetLocalDbForTests } from '@/lib/backend/local/db';
import { collectionSync } from './collection-sync';
import { defineCollection } from './collections';
import { createSyncStore } from './sync-store';

/**
 * The sync engine on its own, without React or a query cache: the local adapter on fake-indexeddb.
 */
const task = z.object({ id: z.string(), title: z.string(), done: z.boolean(), notes: z.string().optional() });
type Task = z.infer<typeof task>;
const tasks = defineCollection<Task>({
  table: 'tasks',
  schema: task,
  noun: 'task',
  seed: () => [{ id: 't1', title: 'Book the venue', done: false }],
});

async function tabs() {
  await resetLocalDbForTests();
  const collections = createLocalCollections(await openLocalDb(), 'u1');
  const store = createSyncStore();
  return { store, one: collectionSync({ def: tasks, collections, store, userId: 'u1' }) };
}

describe('a collection sync engine', () => {
  it('reads the list once seeded, remembering each record’s version', async () => {
    const { one, store } = await tabs();
    const [item] = await one.load();
    expect(item).toEqual({ id: 't1', title: 'Book the venue', done: false });
    // The version a command's change of the record will be based on (useListedVersion).
    expect(store.confirmed.get('u1:tasks:t1')).toEqual({ item, version: expect.any(String) });
    // Seeded once: a second load adds nothing.
    expect(await one.load()).toHaveLength(1);
  });
});
