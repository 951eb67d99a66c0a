import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { renderApp } from '../../../tests/render-app';
import MusicPage from './music-page';
import type { Song } from './model';

async function renderMusic(options: Parameters<typeof renderApp>[1] = {}) {
  const utils = await renderApp(
    <>
      <MusicPage />
      <Toaster />
    </>,
    { path: '/music', ...options },
  );
  await screen.findByRole('heading', { name: 'Music Selection' });
  // Generous: the first render also opens IndexedDB and writes the seed.
  await waitFor(() => expect(screen.queryByText('Loading your songs')).not.toBeInTheDocument(), {
    timeout: 5000,
  });
  const user = userEvent.setup();
  const stored = () => utils.backend.forUser(utils.session!).collections.list<Song>('songs');
  return { ...utils, user, stored };
}

// By selector rather than role: rows are also read while a modal dialog hides the page from the a11y tree.
const rows = () => [...document.querySelectorAll<HTMLElement>('table[aria-label="Songs"] tbody tr')];
const titles = () => rows().map((tr) => tr.querySelector('td:nth-child(2) p')!.textContent);
const row = (title: string) =>
  rows().find((tr) => tr.querySelector('td:nth-child(2) p')!.textContent === title)!;
const cells = (title: string) => [...row(title).querySelectorAll('td')].map((td) => td.textContent);

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add Song' }));
  return screen.findByRole('dialog', { name: 'Add Song' });
}

describe('MusicPage', () => {
  it('shows the sample playlist in the spec’s columns, the entertainment options and tips', async () => {
    await renderMusic();
    const table = screen.getByRole('table', { name: 'Songs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Play', 'Song', 'Artist', 'Category', 'Notes', 'Actions']);
    expect(titles()).toEqual([
      'Canon in D',
      'A Thousand Years',
      'Fly Me to the Moon',
      'La Vie en Rose',
      'Perfect',
      'My Girl',
      'September',
    ]);
    expect(cells('Fly Me to the Moon').slice(2, 5)).toEqual(['Frank Sinatra', 'Cocktail Hour', '']);
    expect(cells('September').slice(2, 5)).toEqual([
      'Earth, Wind & Fire',
      'Dance Party',
      'Opens the dance floor',
    ]);
    const options = screen.getByRole('heading', { name: 'Entertainment Options' }).parentElement!;
    expect(
      within(options)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['DJ Services', 'Live Band', 'String Quartet']);
    expect(screen.getByRole('heading', { name: 'Music Tips' })).toBeInTheDocument();
  });

  it('plays one song at a time, offers where to listen, and pauses', async () => {
    const { user } = await renderMusic();
    expect(screen.queryByRole('region', { name: 'Now playing' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play Perfect' }));
    const bar = screen.getByRole('region', { name: 'Now playing' });
    expect(bar).toHaveTextContent('Perfect — Ed Sheeran');
    const youtube = within(bar).getByRole('link', { name: /Listen on YouTube/ });
    expect(youtube).toHaveAttribute(
      'href',
      'https://www.youtube.com/results?search_query=Perfect%20Ed%20Sheeran',
    );
    expect(youtube).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Pause Perfect' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play September' }));
    expect(screen.getByRole('button', { name: 'Play Perfect' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause September' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Pause / })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Now playing' })).toHaveTextContent(
      'September — Earth, Wind & Fire',
    );

    await user.click(screen.getByRole('button', { name: 'Pause September' }));
    expect(screen.queryByRole('region', { name: 'Now playing' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play My Girl' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Now playing' })).getByRole('button', { name: 'Pause' }),
    );
    expect(screen.getByRole('button', { name: 'Play My Girl' })).toBeInTheDocument();
  });

  it('adds a song with the default category; title and artist are required', async () => {
    const { user, stored } = await renderMusic();
    const dialog = await openAdd(user);
    expect(within(dialog).getByLabelText('Category')).toHaveDisplayValue('Ceremony');
    await user.click(within(dialog).getByRole('button', { name: 'Add Song' }));
    expect(await within(dialog).findByText('Song title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Artist is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Song Title'), 'At Last');
    await user.type(within(dialog).getByLabelText('Artist'), 'Etta James');
    await user.click(within(dialog).getByRole('button', { name: 'Add Song' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titles().at(-1)).toBe('At Last');
    expect(cells('At Last').slice(2, 5)).toEqual(['Etta James', 'Ceremony', '']);
    const saved = (await stored()).at(-1)!;
    expect(saved).toMatchObject({ title: 'At Last', artist: 'Etta James', category: 'ceremony' });
    expect(saved.notes).toBeUndefined();
  });

  it('refuses a 5,000-character title with a message', async () => {
    const { user, stored } = await renderMusic();
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByLabelText('Song Title'));
    await user.paste('x'.repeat(5000));
    await user.type(within(dialog).getByLabelText('Artist'), 'Someone');
    await user.click(within(dialog).getByRole('button', { name: 'Add Song' }));
    expect(await within(dialog).findByText('Keep the song title under 200 characters')).toBeInTheDocument();
    expect(await stored()).toHaveLength(7);
  });

  it('adds one song for a double-click on Add', async () => {
    const { user, stored } = await renderMusic();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('Song Title'), 'Shout');
    await user.type(within(dialog).getByLabelText('Artist'), 'The Isley Brothers');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add Song' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await stored()).filter((s) => s.title === 'Shout')).toHaveLength(1);
    expect(titles().filter((t) => t === 'Shout')).toHaveLength(1);
  });

  it('edits a song in place, clears its notes, and a reload keeps it', async () => {
    const first = await renderMusic();
    const { user } = first;
    await user.click(screen.getByRole('button', { name: 'Edit Perfect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Song' });
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Our first dance');
    await user.clear(within(dialog).getByLabelText('Song Title'));
    await user.type(within(dialog).getByLabelText('Song Title'), 'Thinking Out Loud');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Special Moments');
    await user.clear(within(dialog).getByLabelText('Notes'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titles()[4]).toBe('Thinking Out Loud');
    expect(cells('Thinking Out Loud').slice(2, 5)).toEqual(['Ed Sheeran', 'Special Moments', '']);

    first.unmount();
    await renderMusic({ reuse: { backend: first.backend, session: first.session } });
    expect(titles()).toHaveLength(7);
    expect(cells('Thinking Out Loud').slice(2, 5)).toEqual(['Ed Sheeran', 'Special Moments', '']);
  });

  it('searches title or artist and filters by category chip, with the empty state', async () => {
    const { user } = await renderMusic();
    const search = screen.getByRole('searchbox', { name: 'Search songs or artists...' });
    await user.type(search, 'SINATRA');
    await waitFor(() => expect(titles()).toEqual(['Fly Me to the Moon']));
    await user.clear(search);
    await user.type(search, 'dance');
    // Notes are not searched ("Our first dance", "Opens the dance floor").
    expect(await screen.findByText('No songs found')).toBeInTheDocument();
    await user.clear(search);

    const chips = screen.getByRole('group', { name: 'Filter by category' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'All',
      'Ceremony',
      'Cocktail Hour',
      'Dinner',
      'First Dance',
      'Special Moments',
      'Dance Party',
    ]);
    await user.click(within(chips).getByRole('button', { name: 'Ceremony' }));
    await waitFor(() => expect(titles()).toEqual(['Canon in D', 'A Thousand Years']));
    await user.type(search, 'perri');
    await waitFor(() => expect(titles()).toEqual(['A Thousand Years']));
    await user.click(within(chips).getByRole('button', { name: 'Dinner' }));
    expect(await screen.findByText('No songs found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('deletes songs, stops a deleted song playing, and the samples never return', async () => {
    const first = await renderMusic();
    const { user, stored } = first;
    await user.click(screen.getByRole('button', { name: 'Play Perfect' }));
    const before = titles();
    await user.click(screen.getByRole('button', { name: 'Delete Perfect' }));
    await waitFor(() => expect(titles()).not.toContain('Perfect'));
    expect(screen.queryByRole('region', { name: 'Now playing' })).not.toBeInTheDocument();
    // Undo brings it back in its place; deleting again leaves it gone.
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(titles()).toEqual(before));
    await waitFor(async () => expect((await stored()).map((s) => s.title)).toEqual(before));
    await user.click(screen.getByRole('button', { name: 'Delete Perfect' }));
    expect(await screen.findByText('Deleted "Perfect".')).toBeInTheDocument();
    expect((await stored()).map((s) => s.title)).not.toContain('Perfect');
    for (const title of titles()) await user.click(screen.getByRole('button', { name: `Delete ${title}` }));
    expect(await screen.findByText('No songs found')).toBeInTheDocument();

    first.unmount();
    await renderMusic({ reuse: { backend: first.backend, session: first.session } });
    expect(screen.getByText('No songs found')).toBeInTheDocument();
    expect(await stored()).toEqual([]);
  });

  it('keeps the dialog and its values when the browser refuses the write', async () => {
    const { user, stored } = await renderMusic();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('Song Title'), 'Tum Hi Ho');
    await user.type(within(dialog).getByLabelText('Artist'), 'Arijit Singh');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'First Dance');
    await user.type(within(dialog).getByLabelText('Notes'), 'Acoustic version');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Add Song' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        "Couldn't save the song. Your details are still here",
      );
    } finally {
      put.mockRestore();
    }
    // The notice view loads lazily on its first use.
    expect(
      await screen.findByText(
        /This browser has run out of storage space for your plan, so the song wasn't saved/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Song Title')).toHaveValue('Tum Hi Ho');
    expect(within(dialog).getByLabelText('Artist')).toHaveValue('Arijit Singh');
    expect(within(dialog).getByLabelText('Category')).toHaveDisplayValue('First Dance');
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Acoustic version');
    expect(titles()).not.toContain('Tum Hi Ho');
    expect(await stored()).toHaveLength(7);
  });

  // A long timeout: writing 1,000 records one by one takes a while on a busy machine.
  it('mounts 50 of 1,000 songs at a time and searches all of them', async () => {
    const first = await renderMusic();
    const collections = first.backend.forUser(first.session!).collections;
    for (let i = 0; i < 1000; i++)
      await collections.put('songs', {
        id: `bulk-${i}`,
        title: `Track ${i}`,
        artist: `Band ${i % 10}`,
        category: 'party',
      });
    first.unmount();
    const { user } = await renderMusic({ reuse: { backend: first.backend, session: first.session } });
    expect(rows()).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 1,007 songs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more (957 more)' }));
    expect(rows()).toHaveLength(100);
    await user.type(screen.getByRole('searchbox'), 'Track 99');
    await waitFor(() => expect(titles()).toHaveLength(11));
    await user.click(screen.getByRole('button', { name: 'Play Track 995' }));
    expect(screen.getAllByRole('button', { name: /^Pause / })).toHaveLength(1);
  }, 90_000);
});
