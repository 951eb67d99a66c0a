import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/render-app';
import { SendNextDialog } from './send-next-dialog';
import { household } from './test-data';

describe('send next', () => {
  it('steps through the households not sent yet, skipping or sending each, and counts them at the end', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn(() => Promise.resolve());
    const households = [
      household('a', { name: 'The Raos', phone: '+919876543210' }),
      household('b', { name: 'The Shahs', sentAt: '2026-01-02T00:00:00.000Z', sentVia: 'link' }),
      household('c', { name: 'The Iyers', phone: '98765 12345', email: 'iyer@example.com' }),
    ];
    await renderApp(
      <SendNextDialog
        open
        households={households}
        guestsOf={() => []}
        coupleNames="Priya & Arjun"
        siteLanguage="en"
        invitation={null}
        onSent={onSent}
        onClose={() => undefined}
      />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Send next' }));
    expect(dialog.getByText('2 households have not been sent their link yet.')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'E-mail' }));
    await user.click(dialog.getByRole('button', { name: 'Start' }));

    expect(dialog.getByText('1 of 2')).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'The Raos' })).toBeInTheDocument();
    // No address: nothing to send it with, only Skip.
    expect(dialog.getByText(/No e-mail address/)).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'E-mail' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Skip' }));

    expect(dialog.getByText('2 of 2')).toBeInTheDocument();
    const mail = dialog.getByRole('link', { name: 'E-mail' });
    expect(mail).toHaveAttribute('href', expect.stringMatching(/^mailto:iyer@example\.com\?subject=/));
    // jsdom cannot follow a mailto: link and says so on stderr; the click's own handler is what is under test.
    const stayHere = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stayHere);
    await user.click(mail);
    document.removeEventListener('click', stayHere);
    expect(onSent).toHaveBeenCalledExactlyOnceWith(households[2], 'email');
    expect(dialog.getByRole('status')).toHaveTextContent('All done: 1 sent, 1 skipped.');
  });
});
