import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RulesPanel } from './rules-panel';
import type { SeatingGuest } from './seating';

const guests: SeatingGuest[] = Array.from({ length: 3000 }, (_, i) => ({
  id: `g${i}`,
  name: `Guest ${i}`,
  householdId: `h${Math.floor(i / 3)}`,
  householdName: `Family ${Math.floor(i / 3)}`,
  side: 'both',
  tags: [],
  rsvp: 'attending',
}));

describe('RulesPanel', () => {
  it('puts at most 300 of a big wedding’s guests in each list, and finds the others by name', async () => {
    const user = userEvent.setup();
    const dispatch = vi.fn();
    render(<RulesPanel guests={guests} rules={[]} dispatch={dispatch} onArrangeEveryone={vi.fn()} />);
    // The rule's kinds (2), the two "between" choices, the two lists' placeholders and 300 guests in each list: not
    // 2 × 3,000.
    expect(document.querySelectorAll('option')).toHaveLength(6 + 2 * 300);
    const who = screen.getByRole('combobox', { name: 'Who' });
    expect(within(who).queryByRole('option', { name: 'Guest 2999' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Find who' }), 'guest 2999');
    await user.selectOptions(who, 'Guest 2999');
    await user.type(screen.getByRole('searchbox', { name: 'Find with whom' }), 'guest 7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'With whom' }), 'Guest 7');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'addRule', rule: { kind: 'apart', of: 'guest', a: 'g2999', b: 'g7' } }),
    );
  });
});
