import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatComposer } from './chat-composer';

const box = () => screen.getByLabelText('Message your AI wedding planner');

function show(loading: boolean, onSend = vi.fn(async () => true)) {
  const props = { pending: false, streaming: false, onSend, onStop: () => {} };
  const view = render(<ChatComposer {...props} loading={loading} />);
  return { onSend, loaded: () => view.rerender(<ChatComposer {...props} loading={false} />) };
}

describe('ChatComposer', () => {
  it('keeps a message sent while the conversation is read, says so, and sends it once it has been read', async () => {
    const user = userEvent.setup();
    const { onSend, loaded } = show(true);
    await user.type(box(), 'Venues in Goa?{Enter}');

    expect(onSend).not.toHaveBeenCalled();
    expect(box()).toHaveValue('Venues in Goa?');
    expect(screen.getByRole('status')).toHaveTextContent('Sends as soon as your conversation has loaded.');

    loaded();
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith('Venues in Goa?'));
    expect(onSend).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(box()).toHaveValue(''));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends what the box holds by then', async () => {
    const user = userEvent.setup();
    const { onSend, loaded } = show(true);
    await user.type(box(), 'Venues?{Enter}');
    await user.type(box(), ' In Goa?');
    loaded();
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith('Venues? In Goa?'));
  });

  it('sends nothing if the box was emptied while it waited', async () => {
    const user = userEvent.setup();
    const { onSend, loaded } = show(true);
    await user.type(box(), 'Venues?{Enter}');
    await user.clear(box());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    loaded();
    await user.type(box(), 'x');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends at once when the conversation is read', async () => {
    const user = userEvent.setup();
    const { onSend } = show(false);
    await user.type(box(), 'Budget?{Enter}');
    expect(onSend).toHaveBeenCalledWith('Budget?');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
