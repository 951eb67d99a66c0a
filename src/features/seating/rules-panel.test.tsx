import { Profiler } from 'react';
import { render, screen, within } from '@testing-library/react';
import { RulesPanel } from './rules-panel';
import type { SeatingGuest } from './seating';

const guests: SeatingGuest[] = Array.from({ length: 300 }, (_, i) => ({
  id: `g${i}`,
  name: `Guest ${i}`,
  householdId: `h${Math.floor(i / 3)}`,
  householdName: `Family ${Math.floor(i / 3)}`,
  side: 'both',
  tags: [],
  rsvp: 'attending',
}));

describe('RulesPanel', () => {
  it("makes the two lists' guests in a render after its first, so the page's first screen does not wait for them", () => {
    const options: number[] = [];
    render(
      <Profiler id="rules" onRender={() => options.push(document.querySelectorAll('option').length)}>
        <RulesPanel guests={guests} rules={[]} dispatch={vi.fn()} onArrangeEveryone={vi.fn()} />
      </Profiler>,
    );
    // The first commit: the rule's kinds (2), the two "between" choices and the two lists' placeholders.
    expect(options[0]).toBe(6);
    // Then every guest, in both lists.
    expect(options.at(-1)).toBe(6 + 2 * guests.length);
    const who = screen.getByRole('combobox', { name: 'Who' });
    expect(within(who).getByRole('option', { name: 'Guest 299' })).toBeInTheDocument();
  });
});
