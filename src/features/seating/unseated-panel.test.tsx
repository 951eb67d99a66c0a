import { act, render, screen, within } from '@testing-library/react';
import type { SeatingGuest } from './seating';
import { FIRST_FRAME, UnseatedPanel } from './unseated-panel';

// 60 households of four.
const guests: SeatingGuest[] = Array.from({ length: 240 }, (_, i) => ({
  id: `g${i}`,
  name: `Guest ${i}`,
  householdId: `h${Math.floor(i / 4)}`,
  householdName: `Family ${Math.floor(i / 4)}`,
  side: 'both',
  tags: [],
  rsvp: 'attending',
}));

const households = () =>
  within(screen.getByRole('list', { name: 'Unseated guests by household' })).getAllByRole('button', {
    name: /pick the household/,
  });

describe('UnseatedPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("paints two screens of households first and the rest of the page's 40 once that frame is painted", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    render(
      <UnseatedPanel
        guests={guests}
        unseated={guests}
        picked={null}
        onPick={vi.fn()}
        onDragStart={vi.fn()}
        dropActive={false}
      />,
    );
    expect(households()).toHaveLength(FIRST_FRAME);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    await act(async () => {
      frames[0]!(0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(households()).toHaveLength(40);
    expect(screen.getByRole('button', { name: /Show more \(20 more\)/ })).toBeInTheDocument();
  });
});
