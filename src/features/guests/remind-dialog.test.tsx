import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backend, GuestEmailPort } from '@/lib/backend';
import { renderApp } from '../../../tests/render-app';
import { RemindDialog } from './remind-dialog';
import type { Household } from './model';
import { household } from './test-data';

/** The dialog open on `targets`, on the local backend (no sending service) unless `withBackend` adds one. */
async function openDialog(targets: readonly Household[], withBackend?: (backend: Backend) => Backend) {
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
    { withBackend },
  );
  return within(await screen.findByRole('dialog', { name: 'Send reminders' }));
}

describe('send reminders', () => {
  it("e-mails every household with an address the couple's own message (cloud mode's E-mail button)", async () => {
    const user = userEvent.setup();
    const sendRsvpLinks = vi.fn<GuestEmailPort['sendRsvpLinks']>(async () => ({ sent: 1, skipped: 0 }));
    const dialog = await openDialog(
      [household('a', { name: 'The Raos', email: 'rao@example.com' }), household('b', { name: 'The Shahs' })],
      (backend) => ({
        ...backend,
        forUser: (session) => ({ ...backend.forUser(session), email: { sendRsvpLinks } }),
      }),
    );
    await user.type(dialog.getByLabelText('Your message (optional)'), 'Only two weeks to go!');
    await user.click(dialog.getByRole('button', { name: 'E-mail 1 with an address' }));
    expect(sendRsvpLinks).toHaveBeenCalledExactlyOnceWith(['a'], {
      reminder: true,
      inviteToken: null,
      message: 'Only two weeks to go!',
    });
    expect(await dialog.findByRole('status')).toHaveTextContent('Sent 1 reminder e-mail.');
  });

  it("local mode has no sending service: each household's E-mail link carries the couple's message instead", async () => {
    const user = userEvent.setup();
    const dialog = await openDialog([household('a', { name: 'The Raos', email: 'rao@example.com' })]);
    expect(dialog.queryByRole('button', { name: /E-mail \d/ })).toBeNull();
    await user.type(dialog.getByLabelText('Your message (optional)'), 'Only two weeks to go!');
    const href = dialog.getByRole('link', { name: 'E-mail The Raos' }).getAttribute('href')!;
    expect(href).toMatch(/^mailto:rao@example\.com\?/);
    expect(new URLSearchParams(href.split('?')[1]).get('body')).toContain(
      'Dear The Raos, Only two weeks to go!',
    );
  });

  it("local mode's E-mail link is in the household's language, subject and all", async () => {
    const user = userEvent.setup();
    const dialog = await openDialog([
      household('a', { name: 'The Raos', email: 'rao@example.com', language: 'es' }),
    ]);
    await user.type(dialog.getByLabelText('Your message (optional)'), 'Only two weeks to go!');
    const query = new URLSearchParams(
      dialog.getByRole('link', { name: 'E-mail The Raos' }).getAttribute('href')!.split('?')[1],
    );
    expect(query.get('subject')).toBe('Un recordatorio para confirmar su asistencia');
    expect(query.get('body')).toMatch(/^Queridos The Raos: Only two weeks to go!\n\nConfirmen aquí: /);
  });
});
