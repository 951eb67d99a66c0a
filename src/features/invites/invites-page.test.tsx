import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { memoryFiles } from '../../../tests/fakes/memory-files';
import { renderApp } from '../../../tests/render-app';
import InvitesPage from './invites-page';
import { newInvite, type Invite } from './model';
import { TEMPLATES } from './templates';

const TOKEN = 'Qw3rty_-Asdfgh12345678';
const blank = {
  firstName: '',
  lastName: '',
  partnerFirstName: '',
  partnerLastName: '',
  weddingDate: '',
  location: '',
};

async function renderInvites(invites: Invite[] = []) {
  const files = memoryFiles();
  // A first mount makes the account; the invitations are stored before the page reads them.
  const first = await renderApp(<p>Signing up</p>);
  const collections = first.backend.forUser(first.session!).collections;
  for (const invite of invites) await collections.put('invites', invite);
  first.unmount();
  const utils = await renderApp(
    <>
      <InvitesPage />
      <Toaster />
    </>,
    {
      path: '/e-invites',
      withBackend: files.wrap,
      reuse: { backend: first.backend, session: first.session },
    },
  );
  const stored = () => collections.list<Invite>('invites');
  return { ...utils, user: userEvent.setup(), stored, files };
}

describe('InvitesPage', { timeout: 60_000 }, () => {
  it('shows the empty state; Create New Invite opens the templates; a template makes an invitation and opens it', async () => {
    const { user, stored, history } = await renderInvites();
    expect(await screen.findByText('No invitations yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create New Invite' }));
    expect(screen.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
    expect(history.location.search).toBe('?tab=templates');
    const cards = within(screen.getByRole('list', { name: 'Templates' })).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Elegant Floral',
      'Rustic Charm',
      'Modern Minimalist',
      'Romantic Garden',
    ]);
    await user.click(screen.getByRole('button', { name: 'Use Rustic Charm' }));
    await waitFor(() => expect(history.location.pathname).toMatch(/^\/e-invites\/[a-z0-9]+\/edit$/));
    const [invite] = await stored();
    expect(invite).toMatchObject({
      name: 'Rustic Charm invitation',
      templateId: '2',
      status: 'draft',
      imageVersion: 0,
    });
    expect(invite!.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((invite!.design as { elements: unknown[] }).elements).toHaveLength(6);
  });

  it('lists an invitation with its badge, template and recipients; copy link puts its public address on the clipboard', async () => {
    const invite = {
      ...newInvite(TEMPLATES[3]!, blank, { id: 'inv1', token: TOKEN }),
      status: 'scheduled' as const,
      recipients: 42,
    };
    const { user } = await renderInvites([invite]);
    const row = (
      await screen.findByRole('heading', { name: 'Romantic Garden invitation' }, { timeout: 10_000 })
    ).closest('li')!;
    expect(within(row).getByText('Scheduled')).toHaveClass('bg-info-muted');
    expect(row).toHaveTextContent('Romantic Garden');
    expect(row).toHaveTextContent('42 recipients');
    expect(within(row).getByRole('link', { name: 'Edit Romantic Garden invitation' })).toHaveAttribute(
      'href',
      '/e-invites/inv1/edit',
    );
    await user.click(within(row).getByRole('button', { name: 'Copy link to Romantic Garden invitation' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/i/${TOKEN}`);
    expect(
      screen.getByText('Link to Romantic Garden invitation copied to the clipboard.'),
    ).toBeInTheDocument();
  });

  it('deletes at once with Undo; its design and published image go once the Undo has passed', async () => {
    const invite = newInvite(TEMPLATES[0]!, blank, { id: 'inv1', token: TOKEN });
    const { user, stored, files } = await renderInvites([{ ...invite, imageVersion: 1 }]);
    files.store.set(`published/invites/${TOKEN}.png`, new Blob(['png'], { type: 'image/png' }));
    await user.click(
      await screen.findByRole('button', { name: 'Delete Elegant Floral invitation' }, { timeout: 10_000 }),
    );
    expect(await screen.findByText('No invitations yet')).toBeInTheDocument();
    await waitFor(async () => expect(await stored()).toEqual([]));
    expect(files.store.has(`published/invites/${TOKEN}.png`)).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Elegant Floral invitation' })).toBeInTheDocument();
    // Back whole: the design (which the list never reads) and the link's token.
    await waitFor(async () =>
      expect(await stored()).toEqual([expect.objectContaining({ token: TOKEN, design: invite.design })]),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Elegant Floral invitation' }));
    const notice = (await screen.findByText('Deleted "Elegant Floral invitation".')).closest('li')!;
    await user.click(within(notice).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(files.store.has(`published/invites/${TOKEN}.png`)).toBe(false));
    expect(await stored()).toEqual([]);
  });

  it('renames an invitation and sets its date; a bad value is explained and nothing is lost', async () => {
    const invite = newInvite(TEMPLATES[2]!, blank, { id: 'inv1', token: TOKEN });
    const { user, stored } = await renderInvites([invite]);
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Details of Modern Minimalist invitation' },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invitation details' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    await user.type(name, 'Our invitation');
    await user.type(within(dialog).getByLabelText('Date'), '2027-06-12');
    await user.clear(within(dialog).getByLabelText('Recipients'));
    await user.type(within(dialog).getByLabelText('Recipients'), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(within(dialog).getByText('Recipients cannot be negative')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Recipients'));
    await user.type(within(dialog).getByLabelText('Recipients'), '80');
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await waitFor(async () =>
      expect((await stored())[0]).toMatchObject({
        name: 'Our invitation',
        date: '2027-06-12',
        recipients: 80,
      }),
    );
    // The design came through the rename untouched.
    expect((await stored())[0]!.design).toEqual(invite.design);
  });
});
