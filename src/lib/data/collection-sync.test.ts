import { z } from 'zod';
import { createLocalCollections } from '@/lib/backend/local/collections';
import { openLocalDb, resetLocalDbForTests } from '@/lib/backend/local/db';
import { ConflictError, collectionSync } from './collection-sync';
import { defineCollection } from './collections';
import { createSyncStore } from './sync-store';

/**
 * The sync engine on its own, without React or a query cache: the local adapter on fake-indexeddb, two "tabs" (two
 * sync stores) over the same store.
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
  const tab = () => collectionSync({ def: tasks, collections, store: createSyncStore(), userId: 'u1' });
  return { collections, one: tab(), two: tab() };
}

describe('a collection sync engine', () => {
  it('reads the list once seeded, remembering each record’s version', async () => {
    const { one } = await tabs();
    const [item] = await one.load();
    expect(item).toEqual({ id: 't1', title: 'Book the venue', done: false });
    // Seeded once: a second load adds nothing.
    expect(await one.load()).toHaveLength(1);
  });

  it('keeps both changes when two tabs change different fields of one record', async () => {
    const { one, two, collections } = await tabs();
    const [base] = await one.load();
    await two.load();
    await one.saveUpdate({ id: 't1', base, changes: [['done', true]] });
    // The second tab still remembers the old version: its write is refused, the record read again, and merged.
    await two.saveUpdate({ id: 't1', base, changes: [['notes', 'Call them Monday']] });
    expect(await collections.get('tasks', 't1')).toEqual({
      id: 't1',
      title: 'Book the venue',
      done: true,
      notes: 'Call them Monday',
    });
  });

  it('refuses the second of two changes to the same field, handing back the record as it now is', async () => {
    const { one, two, collections } = await tabs();
    const [base] = await one.load();
    await two.load();
    await one.saveUpdate({ id: 't1', base, changes: [['title', 'Book the hall']] });
    const refused = two.saveUpdate({ id: 't1', base, changes: [['title', 'Book the garden']] });
    await expect(refused).rejects.toBeInstanceOf(ConflictError);
    await expect(refused).rejects.toMatchObject({
      conflict: 'changed',
      latest: { item: { title: 'Book the hall' } },
    });
    expect(await collections.get('tasks', 't1')).toMatchObject({ title: 'Book the hall' });
  });

  it('never brings back a record deleted elsewhere', async () => {
    const { one, collections } = await tabs();
    const [base] = await one.load();
    await collections.remove('tasks', 't1');
    await expect(one.saveUpdate({ id: 't1', base, changes: [['done', true]] })).rejects.toMatchObject({
      conflict: 'deleted',
    });
    expect(await collections.get('tasks', 't1')).toBeNull();
  });
});
