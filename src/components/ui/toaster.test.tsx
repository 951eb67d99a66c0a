import { act, render, screen } from '@testing-library/react';
import { dismissAll, toast, Toaster } from './toaster';

describe('toaster', () => {
  beforeEach(() => dismissAll());

  it('shows at most three notices; the oldest goes, and one with an Undo then expires', async () => {
    render(<Toaster />);
    const expired = vi.fn();
    act(() =>
      toast('Deleted "One".', 'info', {
        onExpire: expired,
        action: { label: 'Undo', altText: 'Undo deleting', onAction: () => undefined },
      }),
    );
    for (const name of ['Two', 'Three', 'Four']) act(() => toast(`Deleted "${name}".`));
    expect(await screen.findByText('Deleted "Four".')).toBeInTheDocument();
    expect(screen.queryByText('Deleted "One".')).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Deleted/)).toHaveLength(3);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
