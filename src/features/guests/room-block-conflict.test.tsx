import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeLive } from '@/lib/backend/fake-live';
import { useCollection } from '@/lib/data/use-collection';
import { useCommand } from '@/lib/data/use-command';
import { renderApp } from '../../../tests/render-app';
import { RoomBlockForm } from './room-forms';
import { updateRoomBlock } from './travel-commands';
import { roomBlocksCollection, type RoomBlock } from './travel-model';

/**
 * Issue 30: a plain form (usePlainForm, not react-hook-form) refused by another member's change names them and offers
 * Keep mine and Take theirs, as the dialog forms do. Wired as the travel section wires its room block dialog: the block
 * the dialog opened with is the change's `seen`.
 */
function RoomBlocks() {
  const { items } = useCollection(roomBlocksCollection);
  const [editing, setEditing] = useState<RoomBlock | null>(null);
  const update = useCommand(updateRoomBlock, { noun: 'room block' });
  return (
    <>
      <ul aria-label="Room blocks">
        {items.map((b) => (
          <li key={b.id}>
            {b.hotel}
            <button type="button" onClick={() => setEditing(b)}>
              Edit
            </button>
          </li>
        ))}
      </ul>
      {editing && (
        <section aria-label="Edit room block">
          <RoomBlockForm
            block={editing}
            onSubmit={async (block) => {
              await update({ id: block.id, changes: block, seen: editing });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        </section>
      )}
    </>
  );
}

const block: RoomBlock = {
  id: 'b1',
  hotel: 'Rambagh Palace',
  rooms: 10,
  checkIn: '2027-12-09',
  checkOut: '2027-12-11',
};

/** The block's form open, and Meera's change to its rooms (and name) stored behind its back; the backend names her as the one who made it. */
async function editedByMeera() {
  const app = await renderApp(<RoomBlocks />, {
    withBackend: (backend) => ({
      ...backend,
      forUser: (session) => ({ ...backend.forUser(session), live: fakeLive({ 'room_blocks:b1': 'Meera' }) }),
    }),
  });
  const device = app.backend.forUser(app.session!).collections;
  await device.put('room_blocks', block);
  await app.queryClient.invalidateQueries(); // the list read before the block was stored
  const user = userEvent.setup();
  const list = await screen.findByRole('list', { name: 'Room blocks' });
  await user.click(await within(list).findByRole('button', { name: 'Edit' }));
  const form = screen.getByRole('region', { name: 'Edit room block' });
  await device.put('room_blocks', { ...block, hotel: 'Taj Lake Palace', rooms: 8 });
  await user.clear(within(form).getByLabelText('Rooms held'));
  await user.type(within(form).getByLabelText('Rooms held'), '12');
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  expect(await within(form).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    'Meera changed this room block while you were editing. The list now shows their version; what you typed is still here.',
  );
  await waitFor(() => expect(list).toHaveTextContent('Taj Lake Palace'));
  expect(within(form).getByLabelText('Rooms held')).toHaveValue(12);
  expect(within(form).queryByRole('button', { name: 'Save Changes' })).toBeNull();
  return { form, list, user, stored: () => device.get<RoomBlock>('room_blocks', 'b1') };
}

describe('a room block changed by another member while it was edited', () => {
  it('Keep mine saves what was typed over their version', async () => {
    const { form, list, user, stored } = await editedByMeera();
    await user.click(within(form).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    // Written over their version: the form as it stands, what it still showed of the block included.
    expect(await stored()).toMatchObject({ hotel: 'Rambagh Palace', rooms: 12 });
    expect(list).toHaveTextContent('Rambagh Palace');
  });

  it('Take theirs drops the edit and shows their version', async () => {
    const { form, list, user, stored } = await editedByMeera();
    await user.click(within(form).getByRole('button', { name: 'Take theirs' }));
    expect(form).not.toBeInTheDocument();
    expect(await stored()).toMatchObject({ hotel: 'Taj Lake Palace', rooms: 8 });
    expect(list).toHaveTextContent('Taj Lake Palace');
  });
});
