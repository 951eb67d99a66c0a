import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { songsCollection } from '@/features/music';
import { addRecordCommand } from '@/lib/commands/record-commands';
import { useCommand } from '@/lib/data/use-command';
import { renderApp } from '../../../tests/render-app';
import { BackupReminder } from './backup-reminder';
import { DataSafetyWatcher } from './data-safety-watcher';
import { noteDataSafety, readDataSafety } from './data-safety';

const DAY = 24 * 60 * 60 * 1000;

const addSong = addRecordCommand(songsCollection, 'addSong', (song) => song.title);

function AddSong() {
  const add = useCommand(addSong, { noun: 'song' });
  return (
    <button
      type="button"
      onClick={() => void add({ id: 'n1', title: 'Perfect', artist: 'Ed Sheeran', category: 'party' })}
    >
      Add
    </button>
  );
}

describe('data safety in the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('notes the first real change and asks the browser to keep the storage, once', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { storage: { persist } }),
    );
    const { session } = await renderApp(
      <>
        <DataSafetyWatcher />
        <AddSong />
      </>,
    );
    const userId = session!.user.id;
    // Opening a tool (its samples seeded) is not a change.
    expect(readDataSafety(userId).firstChangeAt).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    await waitFor(() => expect(readDataSafety(userId).firstChangeAt).not.toBeNull());
    expect(persist).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('reminds to download a backup two weeks after the first change, until put aside', async () => {
    const first = await renderApp(<p>Start</p>);
    const userId = first.session!.user.id;
    const reuse = { backend: first.backend, session: first.session };
    first.unmount();

    noteDataSafety(userId, { firstChangeAt: Date.now() - 15 * DAY, lastBackupAt: Date.now() - 3 * DAY });
    const recent = await renderApp(<BackupReminder />, { reuse });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('heading', { name: 'Time for a backup' })).not.toBeInTheDocument();
    recent.unmount();

    noteDataSafety(userId, { lastBackupAt: Date.now() - 15 * DAY });
    await renderApp(<BackupReminder />, { reuse });
    const reminder = (await screen.findByRole('heading', { name: 'Time for a backup' })).closest('section')!;
    expect(reminder).toHaveTextContent(/Your last backup was on .*\. Your plan is kept only in this browser/);
    expect(screen.getByRole('link', { name: 'Download a backup' })).toHaveAttribute(
      'href',
      '/settings?tab=data',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Time for a backup' })).not.toBeInTheDocument();
    expect(readDataSafety(userId).reminderDismissedAt).not.toBeNull();
  });
});
