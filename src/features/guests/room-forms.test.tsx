import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveError } from '@/lib/data/save-error';
import { RoomAssignmentForm, RoomBlockForm } from './room-forms';
import { guest, household } from './test-data';
import type { RoomAssignment, RoomBlock } from './travel-model';

const block: RoomBlock = {
  id: 'b1',
  hotel: 'Rambagh Palace',
  rooms: 1,
  checkIn: '2027-12-09',
  checkOut: '2027-12-11',
};
const households = [household('h1', { name: 'The Raos' }), household('h2', { name: 'The Shahs' })];
const guests = [guest('g1', 'h1'), guest('g2', 'h2')];

function renderForm(given: RoomAssignment[], onSubmit = vi.fn(() => Promise.resolve())) {
  render(
    <RoomAssignmentForm
      block={block}
      households={households}
      guests={guests}
      given={given}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return onSubmit;
}

describe('giving a room in a block', () => {
  it('refuses a night whose rooms are all given, with a message, keeping what was chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm([
      { id: 'r1', blockId: 'b1', householdId: 'h1', checkIn: '2027-12-10', checkOut: '2027-12-11' },
    ]);
    await user.selectOptions(screen.getByLabelText('Household'), 'The Shahs');
    await user.click(screen.getByRole('button', { name: 'Give Room' }));

    expect(
      await screen.findByText(
        'Every room of the block at Rambagh Palace (1) is taken on the night of Fri, Dec 10, 2027. Choose other nights, or hold more rooms in the block.',
      ),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Household')).toHaveValue('h2');

    // One night fewer fits: the room is given.
    await user.clear(screen.getByLabelText('Room check-out'));
    await user.type(screen.getByLabelText('Room check-out'), '2027-12-10');
    await user.click(screen.getByRole('button', { name: 'Give Room' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        blockId: 'b1',
        householdId: 'h2',
        checkIn: '2027-12-09',
        checkOut: '2027-12-10',
      }),
    );
  });

  it('refuses nights outside the block under the field to change', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm([]);
    await user.selectOptions(screen.getByLabelText('Household'), 'The Raos');
    await user.clear(screen.getByLabelText('Room check-in'));
    await user.type(screen.getByLabelText('Room check-in'), '2027-12-08');
    await user.click(screen.getByRole('button', { name: 'Give Room' }));

    const checkIn = screen.getByLabelText('Room check-in');
    expect(checkIn).toHaveAccessibleDescription(
      'Rambagh Palace holds rooms from Dec 9, 2027 to Dec 11, 2027: check in on or after its first day',
    );
    expect(checkIn).toHaveValue('2027-12-08');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when the room could not be saved, keeping the choice', async () => {
    const user = userEvent.setup();
    renderForm(
      [],
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    await user.selectOptions(screen.getByLabelText('Household'), 'The Raos');
    await user.click(screen.getByRole('button', { name: 'Give Room' }));
    expect(
      await screen.findByText("Couldn't save the room. Your details are still here — please try again."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Household')).toHaveValue('h1');
  });
});

describe('a room block another member changed while it was being edited', () => {
  /** The edit form, whose first save is refused because Meera changed the block meanwhile. */
  function editedByMeera() {
    const onSubmit = vi
      .fn<(block: RoomBlock) => Promise<void>>()
      .mockRejectedValueOnce(new SaveError('refused', undefined, 'changed', 'Meera'))
      .mockResolvedValue(undefined);
    const onCancel = vi.fn();
    render(<RoomBlockForm block={block} onSubmit={onSubmit} onCancel={onCancel} />);
    return { onSubmit, onCancel, user: userEvent.setup() };
  }

  it('names her and offers Keep mine, which saves what was typed again', async () => {
    const { onSubmit, user } = editedByMeera();
    await user.clear(screen.getByLabelText('Rooms held'));
    await user.type(screen.getByLabelText('Rooms held'), '12');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Meera changed this room block while you were editing. The list now shows their version; what you typed is still here.',
    );
    expect(screen.getByLabelText('Rooms held')).toHaveValue(12);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1][0]).toMatchObject({ id: 'b1', rooms: 12 });
  });

  it('offers Take theirs, which drops the edit', async () => {
    const { onSubmit, onCancel, user } = editedByMeera();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(await screen.findByRole('button', { name: 'Take theirs' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
