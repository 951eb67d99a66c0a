import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { renderApp } from '../../../tests/render-app';
import type { PhotoIdea } from './model';
import PhotosPage from './photos-page';

async function renderPhotos(options: Parameters<typeof renderApp>[1] = {}) {
  const utils = await renderApp(
    <>
      <PhotosPage />
      <Toaster />
    </>,
    { path: '/photos', ...options },
  );
  // Generous: the first render also opens IndexedDB and writes the seed.
  await screen.findByRole('list', { name: 'Photo ideas' }, { timeout: 5000 });
  const user = userEvent.setup();
  const stored = () => utils.backend.forUser(utils.session!).collections.list<PhotoIdea>('photo_ideas');
  return { ...utils, user, stored };
}

// By selector rather than role: the list is also read while a modal dialog hides the page from the a11y tree.
const list = () => document.querySelector<HTMLElement>('ul[aria-label="Photo ideas"]');
const titles = () => [...(list()?.querySelectorAll('h3') ?? [])].map((h) => h.textContent);
const card = (title: string) => within(list()!).getByRole('heading', { name: title }).closest('li')!;

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add Photo Idea' }));
  return screen.findByRole('dialog', { name: 'Add Photo Idea' });
}

describe('PhotosPage', () => {
  it('shows the sample shot list, the photo timeline and the tips', async () => {
    await renderPhotos();
    expect(titles()).toEqual([
      'First Look',
      'Ring Exchange Close-up',
      'Family Portrait with Grandparents',
      'Dress by the Window',
      'Golden Hour Couple Portraits',
      'Grand Entrance',
      'Table Settings & Centerpieces',
    ]);
    expect(screen.getByText(/Showing 7 of 7 photo ideas · 0 of 7 captured/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favorite First Look' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const timeline = screen.getByRole('heading', { name: 'Photo Timeline' }).parentElement!;
    expect(timeline).toHaveTextContent('Getting Ready10:00-12:00');
    expect(timeline).toHaveTextContent('First Look & Couple Portraits12:30-1:30 PM');
    expect(timeline).toHaveTextContent('Wedding Party Photos1:30-2:30 PM');
    expect(
      within(screen.getByRole('heading', { name: 'Photography Tips' }).parentElement!).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(5);
    // The ideas' h3s sit under the shot list's own h2, not straight under the page's h1 (axe's heading order).
    const shotList = screen.getByRole('region', { name: 'Shot list' });
    expect(within(shotList).getByRole('heading', { level: 2, name: 'Shot list' })).toBeInTheDocument();
  });

  it('adds an idea with the default category and a reference image; the schema words bad input', async () => {
    const { user, stored } = await renderPhotos();
    const dialog = await openAdd(user);
    expect(within(dialog).getByLabelText('Category')).toHaveDisplayValue('Must-Have');
    await user.click(within(dialog).getByRole('button', { name: 'Add Photo Idea' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Sparkler exit');
    await user.type(within(dialog).getByLabelText('Reference Image URL'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add Photo Idea' }));
    expect(
      await within(dialog).findByText('Use a web address that starts with http:// or https://'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Reference Image URL'));
    await user.type(
      within(dialog).getByLabelText('Reference Image URL'),
      'https://images.example.com/sparklers.jpg',
    );
    await user.type(within(dialog).getByLabelText('Description'), 'Guests line the path with sparklers');
    await user.click(within(dialog).getByRole('button', { name: 'Add Photo Idea' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(titles().at(-1)).toBe('Sparkler exit');
    expect(
      within(card('Sparkler exit')).getByRole('img', { name: 'Reference for Sparkler exit' }),
    ).toHaveAttribute('src', 'https://images.example.com/sparklers.jpg');
    expect((await stored()).at(-1)).toMatchObject({
      title: 'Sparkler exit',
      category: 'must-have',
      isFavorite: false,
      isCompleted: false,
      referenceImageUrl: 'https://images.example.com/sparklers.jpg',
    });
  });

  it('refuses a 5,000-character title with a message', async () => {
    const { user, stored } = await renderPhotos();
    const dialog = await openAdd(user);
    const title = within(dialog).getByLabelText('Title');
    await user.click(title);
    await user.paste('x'.repeat(5000));
    await user.click(within(dialog).getByRole('button', { name: 'Add Photo Idea' }));
    expect(await within(dialog).findByText('Keep the title under 200 characters')).toBeInTheDocument();
    expect(await stored()).toHaveLength(7);
  });

  it('adds one idea for a double-click on Add', async () => {
    const { user, stored } = await renderPhotos();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('Title'), 'Bouquet toss');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add Photo Idea' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await stored()).filter((i) => i.title === 'Bouquet toss')).toHaveLength(1);
    expect(titles().filter((t) => t === 'Bouquet toss')).toHaveLength(1);
  });

  it('edits an idea in place and keeps its favourite and captured state', async () => {
    const { user, stored } = await renderPhotos();
    await user.click(screen.getByRole('button', { name: 'Edit First Look' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Photo Idea' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('First Look');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'First Look by the Lake');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Couple');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titles()[0]).toBe('First Look by the Lake');
    expect(card('First Look by the Lake')).toHaveTextContent('Couple');
    expect((await stored())[0]).toMatchObject({
      id: 'sample-first-look',
      title: 'First Look by the Lake',
      category: 'couple',
      isFavorite: true,
    });
  });

  it('toggles favourite and captured (struck through), and a reload keeps them', async () => {
    const first = await renderPhotos();
    const { user } = first;
    await user.click(screen.getByRole('button', { name: 'Favorite Grand Entrance' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorite Grand Entrance' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Favorite First Look' }));
    const captured = within(card('Grand Entrance')).getByRole('checkbox', { name: 'Mark as captured' });
    await user.click(captured);
    await waitFor(() => expect(captured).toBeChecked());
    expect(within(card('Grand Entrance')).getByRole('heading')).toHaveClass('line-through');
    expect(screen.getByText(/1 of 7 captured/)).toBeInTheDocument();

    first.unmount();
    await renderPhotos({ reuse: { backend: first.backend, session: first.session } });
    expect(screen.getByRole('button', { name: 'Favorite Grand Entrance' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Favorite First Look' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(card('Grand Entrance')).getByRole('checkbox', { name: 'Mark as captured' })).toBeChecked();
  });

  it('searches title or description and filters by category chip, with the empty state', async () => {
    const { user } = await renderPhotos();
    const search = screen.getByRole('searchbox', { name: 'Search photo ideas...' });
    await user.type(search, 'SUNSET');
    await waitFor(() => expect(titles()).toEqual(['Golden Hour Couple Portraits']));
    await user.clear(search);
    const chips = screen.getByRole('group', { name: 'Filter by category' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Must-Have', 'Family', 'Couple', 'Ceremony', 'Reception', 'Details', 'Getting Ready']);
    await user.click(within(chips).getByRole('button', { name: 'Family' }));
    await waitFor(() => expect(titles()).toEqual(['Family Portrait with Grandparents']));
    expect(within(chips).getByRole('button', { name: 'Family' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(search, 'dress');
    expect(await screen.findByText('No photo ideas found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or category filters.')).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(titles()).toEqual(['Dress by the Window']));
  });

  it('shares an idea by copying its summary when there is no share sheet', async () => {
    const { user } = await renderPhotos();
    await user.click(screen.getByRole('button', { name: 'Share Golden Hour Couple Portraits' }));
    expect(
      await screen.findByText(
        'Copied “Golden Hour Couple Portraits” to the clipboard.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    // userEvent's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(
      'Photo idea: Golden Hour Couple Portraits\nCategory: Couple\nTwenty minutes outside just before sunset.',
    );
  });

  it('deletes an idea; deleting every sample leaves the empty state, and the samples never return', async () => {
    const first = await renderPhotos();
    const { user, stored } = first;
    await user.click(screen.getByRole('button', { name: 'Delete Grand Entrance' }));
    await waitFor(() => expect(titles()).not.toContain('Grand Entrance'));
    expect((await stored()).map((i) => i.title)).not.toContain('Grand Entrance');
    for (const title of titles()) await user.click(screen.getByRole('button', { name: `Delete ${title}` }));
    expect(await screen.findByText('No photo ideas found')).toBeInTheDocument();

    first.unmount();
    await renderApp(<PhotosPage />, {
      path: '/photos',
      reuse: { backend: first.backend, session: first.session },
    });
    expect(await screen.findByText('No photo ideas found')).toBeInTheDocument();
  });

  it('shows a javascript: or broken reference as a placeholder, never as an image', async () => {
    const first = await renderPhotos();
    // Written straight to the store, as a tampered or older record would be.
    const collections = first.backend.forUser(first.session!).collections;
    await collections.put('photo_ideas', {
      id: 'bad',
      title: 'Tampered',
      description: '',
      category: 'details',
      isFavorite: false,
      isCompleted: false,
      referenceImageUrl: 'javascript:alert(1)',
    });
    await collections.put('photo_ideas', {
      id: 'ok',
      title: 'Broken',
      description: '',
      category: 'details',
      isFavorite: false,
      isCompleted: false,
      referenceImageUrl: 'https://example.invalid/x.jpg',
    });
    first.unmount();
    await renderPhotos({ reuse: { backend: first.backend, session: first.session } });
    expect(titles()).not.toContain('Tampered');
    const img = within(card('Broken')).getByRole('img', { name: 'Reference for Broken' });
    fireEvent.error(img);
    await waitFor(() => expect(within(card('Broken')).queryByRole('img')).not.toBeInTheDocument());
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
  });

  it('keeps the dialog and its values when the browser refuses the write', async () => {
    const { user, stored } = await renderPhotos();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('Title'), 'Mehendi hands');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Details');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Add Photo Idea' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        "Couldn't save the photo idea. Your details are still here",
      );
    } finally {
      put.mockRestore();
    }
    // The notice view loads lazily on its first use.
    expect(
      await screen.findByText(
        /This browser has run out of storage space for your plan, so the photo idea wasn't saved/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Mehendi hands');
    expect(within(dialog).getByLabelText('Category')).toHaveDisplayValue('Details');
    expect(titles()).not.toContain('Mehendi hands');
    expect(await stored()).toHaveLength(7);
  });

  // A long timeout: writing 1,000 records one by one takes a while on a busy machine.
  it('mounts 50 of 1,000 ideas at a time and searches all of them', async () => {
    const first = await renderPhotos();
    const collections = first.backend.forUser(first.session!).collections;
    for (let i = 0; i < 1000; i++) {
      await collections.put('photo_ideas', {
        id: `bulk-${i}`,
        title: `Shot ${i}`,
        description: i % 2 ? 'odd' : 'even',
        category: 'details',
        isFavorite: false,
        isCompleted: false,
      });
    }
    first.unmount();
    const { user } = await renderPhotos({ reuse: { backend: first.backend, session: first.session } });
    expect(titles()).toHaveLength(50);
    expect(screen.getByText(/Showing 50 of 1,007 photo ideas/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Show more/ }));
    expect(titles()).toHaveLength(100);
    await user.type(screen.getByRole('searchbox'), 'Shot 99');
    await waitFor(() =>
      expect(titles()).toEqual([
        'Shot 99',
        'Shot 990',
        'Shot 991',
        'Shot 992',
        'Shot 993',
        'Shot 994',
        'Shot 995',
        'Shot 996',
        'Shot 997',
        'Shot 998',
        'Shot 999',
      ]),
    );
  }, 90_000);
});
