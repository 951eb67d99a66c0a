import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveError } from '@/lib/data/save-error';
import type { ChatConversation } from './model';
import { RenameConversationDialog } from './rename-conversation-dialog';

const conversation: ChatConversation = {
  id: 'c1',
  title: 'Budget',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastActiveAt: '2026-11-01T10:00:00.000Z',
};

/** The rename refused once as useCommand refuses a save another member's change beat; the second try is taken. */
async function refusedByMeera() {
  const onRename = vi
    .fn<(c: ChatConversation, title: string) => Promise<unknown>>()
    .mockRejectedValueOnce(new SaveError('refused', undefined, 'changed', 'Meera'))
    .mockResolvedValue(undefined);
  const onClose = vi.fn();
  render(<RenameConversationDialog conversation={conversation} onClose={onClose} onRename={onRename} />);
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Rename conversation' });
  const name = within(dialog).getByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'Money');
  await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Meera changed this conversation while you were editing. The list now shows their version; what you typed is still here.',
  );
  expect(name).toHaveValue('Money');
  expect(within(dialog).queryByRole('button', { name: 'Rename' })).toBeNull();
  return { dialog, user, onRename, onClose };
}

describe('renaming a conversation another member changed meanwhile', () => {
  it('Keep mine renames it again with what was typed', async () => {
    const { dialog, user, onRename, onClose } = await refusedByMeera();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(onRename).toHaveBeenCalledTimes(2);
    expect(onRename).toHaveBeenLastCalledWith(conversation, 'Money');
    expect(onClose).toHaveBeenCalled();
  });

  it('Take theirs closes without saving', async () => {
    const { dialog, user, onRename, onClose } = await refusedByMeera();
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    expect(onClose).toHaveBeenCalled();
    expect(onRename).toHaveBeenCalledTimes(1);
  });
});
