import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { renderApp } from '../../../tests/render-app';
import type { Backend, AuthSession, WeddingRole } from '@/lib/backend';
import { fakeWedding } from '@/lib/backend/fake-wedding';
import SettingsPage from './settings-page';

async function renderData(reuse?: { backend: Backend; session: AuthSession | null }) {
  const utils = await renderApp(
    <>
      <SettingsPage />
      <Toaster />
    </>,
    { path: '/settings?tab=data', email: 'priya@example.com', reuse },
  );
  await screen.findByRole('heading', { name: 'Restore from a backup' });
  const port = () => utils.backend.forUser(utils.session!).collections;
  return { ...utils, user: userEvent.setup(), port };
}

/** The blob the page handed to the browser's download, as a file the couple picks later. */
function captureDownloads() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:backup';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return blobs;
}

describe('Your data', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads a backup, and a new account restores it after seeing what it holds', async () => {
    const downloads = captureDownloads();
    const first = await renderData();
    await first.port().putMany('songs', [
      { id: 's1', title: 'Perfect', artist: 'Ed Sheeran', category: 'first-dance' },
      { id: 's2', title: 'Canon in D', artist: 'Pachelbel', category: 'ceremony' },
    ]);
    await first.backend
      .forUser(first.session!)
      .profile.save({ profile: { firstName: 'Priya', lastName: '', email: '', phone: '' } });
    expect(screen.getByText('No backup downloaded in this browser yet.')).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Download a backup' }));
    expect(await screen.findByText('Backup downloaded. Keep the file somewhere safe.')).toBeInTheDocument();
    expect(screen.getByText(/^Last backup: /)).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    const file = new File([downloads[0]], 'wedding-plan-backup.zip', { type: 'application/zip' });
    first.unmount();

    // A second account in the same browser.
    const second = (await first.backend.auth.signUp({ email: 'arjun@example.com', password: 'secret123' }))
      .session!;
    const { user, port, backend } = await renderData({ backend: first.backend, session: second });
    await port().put('songs', { id: 'mine', title: 'Our song', artist: 'Us', category: 'party' });
    await user.upload(screen.getByLabelText('Choose a backup file'), file);
    const holds = await screen.findByRole('list', { name: 'What this backup holds' });
    expect(within(holds).getByText('Songs: 2')).toBeInTheDocument();
    expect(screen.getByText('Priya')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Replace my plan' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    const confirm = await screen.findByRole('dialog', { name: 'Replace your plan with this backup?' });
    await user.click(within(confirm).getByRole('button', { name: 'Replace my plan' }));
    expect(
      await screen.findByText(/^Restored \d+ items and 0 files from wedding-plan-backup\.zip\.$/, {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    expect((await port().list('songs')).map((s) => s.id)).toEqual(['s1', 's2']);
    // The profile forms show what was restored.
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Priya');
    expect((await backend.forUser(second).profile.get())?.profile.email).toBe('arjun@example.com');
  });

  it('refuses a file that is not a backup, says why, and changes nothing', async () => {
    const { user, port } = await renderData();
    await port().put('songs', { id: 'mine', title: 'Our song', artist: 'Us', category: 'party' });
    await user.upload(
      screen.getByLabelText('Choose a backup file'),
      new File(['name,amount'], 'budget.zip', { type: 'application/zip' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("budget.zip can't be restored. Nothing in your plan was changed.");
    expect(alert).toHaveTextContent("This file isn't a Wedding Planner backup.");
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect((await port().list('songs')).map((s) => s.id)).toEqual(['mine']);
  });

  it('merges without asking first, keeping what the account has', async () => {
    const downloads = captureDownloads();
    const first = await renderData();
    await first
      .port()
      .put('songs', { id: 's1', title: 'Perfect', artist: 'Ed Sheeran', category: 'first-dance' });
    await first.user.click(screen.getByRole('button', { name: 'Download a backup' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    await first.port().put('songs', { id: 'later', title: 'Added later', artist: 'Band', category: 'party' });
    await first.user.upload(screen.getByLabelText('Choose a backup file'), new File([downloads[0]], 'b.zip'));
    await first.user.click(await screen.findByRole('radio', { name: 'Merge into my plan' }));
    await first.user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(
      await screen.findByText(/^Restored 1 item and 0 files from b\.zip\.$/, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await first.port().list('songs')).map((s) => s.id)).toEqual(['s1', 'later']);
  });
});

describe('Your data in a shared wedding', () => {
  /** The data tab for a member whose role in the current (shared) wedding is `role`. */
  const renderAs = (role: WeddingRole) =>
    renderApp(<SettingsPage />, {
      path: '/settings?tab=data',
      email: 'dev@example.com',
      withBackend: (backend) => ({
        ...backend,
        forUser: (session) => ({
          ...backend.forUser(session),
          wedding: fakeWedding([{ id: 'w1', label: 'Asha & Rohan', role }]),
        }),
      }),
    });

  it.each(['planner', 'family'] as const)(
    'a %s is told only the couple downloads or restores the wedding, with neither offered',
    async (role) => {
      await renderAs(role);
      expect(
        await screen.findByText(
          /Only the couple can download the wedding's data or restore it from a backup/,
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Download a backup' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Restore from a backup' })).toBeNull();
      expect(screen.queryByLabelText('Choose a backup file')).toBeNull();
    },
  );

  it('a partner downloads and restores as the owner does', async () => {
    await renderAs('partner');
    expect(await screen.findByRole('button', { name: 'Download a backup' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Restore from a backup' })).toBeInTheDocument();
    expect(screen.queryByText(/Only the couple can download/)).toBeNull();
  });
});
