import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { Backend, Change } from '@/lib/backend';
import { SaveError, useProfile } from '@/lib/data';
import { undoStackOf } from '@/lib/data/undo';
import { renderApp } from '../../../../tests/render-app';
import { useApplyProposals } from './use-apply-proposals';

let apply: ReturnType<typeof useApplyProposals>;
function Applier() {
  const applyProposals = useApplyProposals();
  const { data, isLoading } = useProfile();
  useEffect(() => {
    apply = applyProposals;
  });
  if (isLoading) return <p>Loading</p>;
  return <p>Wedding on {data.wedding.weddingDate || 'no date'}</p>;
}

const call = (name: string, args: object) => ({ id: `call_${name}`, name, arguments: JSON.stringify(args) });

/** The app with the couple's wedding on Feb 12, 2027, counting the batches written to the collections. */
async function mount() {
  const batches: Change[][] = [];
  const withBackend = (backend: Backend): Backend => ({
    ...backend,
    forUser: (session) => {
      const user = backend.forUser(session);
      const { collections } = user;
      return {
        ...user,
        collections: {
          ...collections,
          apply: (changes) => (batches.push([...changes]), collections.apply(changes)),
        },
      };
    },
  });
  const utils = await renderApp(<Applier />, { withBackend });
  const user = utils.backend.forUser(utils.session!);
  await user.profile.save({ wedding: { weddingDate: '2027-02-12' } });
  await act(() => utils.queryClient.invalidateQueries());
  await screen.findByText('Wedding on 2027-02-12');
  return { ...utils, user, batches, undo: () => act(() => undoStackOf(utils.queryClient).undo()) };
}

describe('applying the planner’s proposals', () => {
  it('saves a change to the wedding details with the records applied with it, and one Undo takes both back', async () => {
    const { user, queryClient, undo } = await mount();
    let summaries: string[] = [];
    await act(async () => {
      summaries = await apply([
        call('update_wedding_details', { weddingDate: '2027-02-14' }),
        call('add_task', { title: 'Book the photographer', dueDate: '2027-03-01' }),
      ]);
    });
    expect(summaries).toEqual([
      'Wedding date: Feb 12, 2027 → Feb 14, 2027',
      'Add task "Book the photographer", due Mar 1, 2027',
    ]);
    await screen.findByText('Wedding on 2027-02-14');
    expect(await user.collections.list('tasks')).toEqual([
      expect.objectContaining({ title: 'Book the photographer' }),
    ]);
    expect(undoStackOf(queryClient).peek()?.label).toBe('Applied 2 changes from the planner');
    await undo();
    await screen.findByText('Wedding on 2027-02-12');
    expect(await user.collections.list('tasks')).toEqual([]);
  });

  it('puts a details-only change on the undo too, writing no batch to the collections either way', async () => {
    const { queryClient, batches, undo } = await mount();
    await act(() => apply([call('update_wedding_details', { weddingDate: '2027-02-14' })]));
    await screen.findByText('Wedding on 2027-02-14');
    expect(undoStackOf(queryClient).peek()?.label).toBe('Wedding date: Feb 12, 2027 → Feb 14, 2027');
    await undo();
    await screen.findByText('Wedding on 2027-02-12');
    expect(batches).toEqual([]);
  });

  it('puts the details back at once when the records applied with them are refused', async () => {
    const { user } = await mount();
    let failure: unknown;
    await act(async () => {
      failure = await apply([
        call('update_wedding_details', { weddingDate: '2027-02-14' }),
        call('add_expense', { description: 'Deposit', amount: 5, date: '2027-01-01', category: 'Nope' }),
      ]).catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(SaveError);
    expect((await user.profile.get())?.wedding.weddingDate).toBe('2027-02-12');
    await screen.findByText('Wedding on 2027-02-12');
    expect(await user.collections.list('expenses')).toEqual([]);
  });
});
