import { act, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import type { SaveDesign } from '../api/use-save-invitation';
import { emptyDesign, type Design } from '../design/document';
import type { Invite } from '../model';
import { useLateSave } from './use-late-save';

// The chunk's component hands over a Save that says which invitation it was made for (the real one runs the
// command layer, tested in use-save-invitation.test.ts).
const ran: { name: string; design: Design }[] = [];
vi.mock('./save-binding', async () => {
  const { useCallback, useEffect } = await import('react');
  return {
    SaveBinding({ invite, onSave }: { invite: Invite; onSave: (save: SaveDesign) => void }) {
      const save = useCallback<SaveDesign>(
        async (design) => (ran.push({ name: invite.name, design }), true),
        [invite],
      );
      useEffect(() => onSave(save), [onSave, save]);
      return null;
    },
  };
});

const invite = (name: string) => ({ id: 'i1', name }) as Invite;

function Editor({ of, onSave }: { of: Invite; onSave: (save: SaveDesign) => void }) {
  const { save, binding } = useLateSave(of);
  useEffect(() => onSave(save), [onSave, save]);
  return binding;
}

describe('useLateSave', () => {
  beforeEach(() => void (ran.length = 0));

  it('keeps a Save pressed before its code has arrived, and runs it once it has', async () => {
    let save: SaveDesign = () => Promise.reject(new Error('not rendered'));
    render(<Editor of={invite('Ours')} onSave={(s) => (save = s)} />);
    const design = emptyDesign(null);
    const saving = save(design); // in the same task as the first render: the chunk cannot be here yet
    expect(ran).toEqual([]);
    await waitFor(() => expect(ran).toEqual([{ name: 'Ours', design }]));
    expect(await saving).toBe(true);
  });

  it('saves with the Save made for the invitation as it now is', async () => {
    let save: SaveDesign = () => Promise.reject(new Error('not rendered'));
    const onSave = (s: SaveDesign) => void (save = s);
    const { rerender } = render(<Editor of={invite('Ours')} onSave={onSave} />);
    const first = save(emptyDesign(null));
    await waitFor(() => expect(ran).toHaveLength(1));
    await first;
    rerender(<Editor of={invite('Ours, renamed')} onSave={onSave} />);
    await act(() => save(emptyDesign(null)));
    expect(ran.map((r) => r.name)).toEqual(['Ours', 'Ours, renamed']);
  });
});
