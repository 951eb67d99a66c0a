import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { versionOf } from '@/lib/backend';
import { z } from '@/lib/zod';
import { renderApp } from '../../../tests/render-app';
import { defineCollection, useCollection } from './use-collection';
import { useListedVersion } from './use-listed-version';

const chores = defineCollection({
  table: 'tasks',
  noun: 'chore',
  schema: z.object({ id: z.string().check(z.minLength(1)), title: z.string() }),
  seed: () => [{ id: 'c1', title: 'Book the venue' }],
});

let listed: { id: string; title: string }[] = [];
let versionShown: ReturnType<typeof useListedVersion>;
function Chores() {
  const { items } = useCollection(chores);
  const version = useListedVersion();
  useEffect(() => {
    listed = items;
    versionShown = version;
  });
  return <p>{items.length} chores</p>;
}

describe('useListedVersion', () => {
  it('gives the stored version of a record as the list shows it, and none for a record changed on the page', async () => {
    const { backend, session } = await renderApp(<Chores />);
    await screen.findByText('1 chores');
    const stored = await backend.forUser(session!).collections.get('tasks', 'c1');
    await waitFor(() => expect(versionShown('tasks', listed[0]!)).toBe(versionOf(stored!)));
    expect(versionOf(stored!)).toBeTruthy();
    const changedOnPage = { ...listed[0]!, title: 'Book the hall' };
    expect(versionShown('tasks', changedOnPage)).toBeUndefined();
    expect(versionShown('tasks', { id: 'c2' })).toBeUndefined();
  });
});
