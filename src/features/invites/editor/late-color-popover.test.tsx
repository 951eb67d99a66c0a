import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LateColorPopover } from './late-color-popover';

// The real picker's trigger is Radix's and carries `data-state`; the stand-in before it does not.
const picker = () => screen.getByRole('button', { name: 'Color Picker' });
const isRealPicker = () => expect(picker()).toHaveAttribute('data-state');

const renderPicker = (onChange = vi.fn()) =>
  render(
    <LateColorPopover
      value="#000000"
      onChange={onChange}
      onCommit={() => undefined}
      trigger={(open) => (
        <button type="button" aria-label="Color Picker" aria-expanded={open}>
          ●
        </button>
      )}
    />,
  );

describe('LateColorPopover', () => {
  it('arrives after the editor has painted, without being asked for, and stays closed', async () => {
    renderPicker();
    expect(picker()).not.toHaveAttribute('data-state');
    await waitFor(isRealPicker);
    expect(screen.queryByRole('dialog', { name: 'Colour' })).not.toBeInTheDocument();
  });

  it('opens as soon as it arrives when its stand-in was pressed, and the swatches apply', async () => {
    const onChange = vi.fn();
    renderPicker(onChange);
    // Before the idle fetch (hovering would already fetch it and put the real trigger under the pointer); Enter and
    // Space arrive as a click too.
    fireEvent.click(picker());
    const user = userEvent.setup();
    const popover = await screen.findByRole('dialog', { name: 'Colour' });
    await user.click(screen.getByRole('button', { name: 'Rose' }));
    expect(onChange).toHaveBeenCalledWith('#be185d', false);
    expect(popover).toBeInTheDocument();
  });

  it('keeps the focus where the couple put it when the picker replaces its stand-in', async () => {
    renderPicker();
    picker().focus();
    await waitFor(isRealPicker);
    expect(picker()).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Colour' })).not.toBeInTheDocument();
  });
});
