import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestEmailPort } from '@/lib/backend';
import { renderApp } from '../../../tests/render-app';
import { RemindDialog } from './remind-dialog';
import { household } from './test-data';

describe('send reminders', () => {
  it("e-mails every household with an address the couple's own message (cloud mode's E-mail button)", async () => {
    const user = userEvent.setup();
    const sendRsvpLinks = vi.fn<GuestEmailPort['sendRsvpLinks']>(async () => ({ sent: 1, skipped: 0 }));
    const targets = [
      household('a', { name: 'The Raos', email: 'rao@example.com' }),
      household('b', { name: 'The Shahs' }),
    ];
    await renderApp(
      <RemindDialog
        open
        targets={targets}
        guestsOf={() => []}
        coupleNames="Priya & Arjun"
        siteLanguage="en"
        invitations={[]}
        invitation={null}
        onInvitation={() => undefined}
        onSent={() => Promise.resolve()}
        onClose={() => undefined}
      />,
      {
        withBackend: (backend) => ({
          ...backend,
          forUser: (session) => ({ ...backend.forUser(session), email: { sendRsvpLinks } }),
        }),
      },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Send reminders' }));
    await user.type(dialog.getByLabelText('Your message (optional)'), 'Only two weeks to go!');
    await user.click(dialog.getByRole('button', { name: 'E-mail 1 with an address' }));
    expect(sendRsvpLinks).toHaveBeenCalledExactlyOnceWith(['a'], {
      reminder: true,
      inviteToken: null,
      message: 'Only two weeks to go!',
    });
    expect(await dialog.findByRole('status')).toHaveTextContent('Sent 1 reminder e-mail.');
  });
});
