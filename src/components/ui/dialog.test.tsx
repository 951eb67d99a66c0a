import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

/** Dialogs open from state (no Radix Trigger): closing must still put keyboard focus back where it was. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add Expense
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Add Expense">
        {/* A form that focuses its first field itself, before Radix's focus scope mounts. */}
        <input aria-label="Description" autoFocus />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('returns focus to the control that opened it when closed with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Add Expense' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Add Expense' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('returns focus after the Close button too', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Expense' })).toHaveFocus());
  });
});
