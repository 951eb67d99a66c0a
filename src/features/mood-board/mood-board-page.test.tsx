import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { createFakeImageProvider, FAKE_PNG } from '../../../tests/fakes/fake-image-provider';
import { IMAGE_PROMPT_SYSTEM_INSTRUCTION } from '@/lib/ai/prompts';
import { AiProviderScope, type AiProvider } from '@/lib/ai/use-ai';
import type { AuthSession, Backend } from '@/lib/backend';
import { renderApp } from '../../../tests/render-app';
import type { MoodBoard } from './model';
import MoodBoardPage from './mood-board-page';
import { resetMoodBoardBlockForTests } from './api/use-generate-board';

/**
 * The page gets its provider from useAi; here a direct one whose server is a fake provider behind `fetch`, so the
 * real client factory, SDK and pipeline run.
 */
const direct: AiProvider = {
  mode: 'direct',
  baseUrl: 'http://provider.test/v1',
  apiKey: 'dev-key',
  chatModel: 'test-chat-model',
  imageModel: 'gpt-image-2',
};
let aiProvider: AiProvider;

let provider: ReturnType<typeof createFakeImageProvider>;
let objectUrls: Map<string, Blob>;
let revoked: string[];
// Each test starts a day later, so the tab-wide 60 s image limit never carries over between tests.
let day = 0;

beforeAll(async () => {
  // fake-indexeddb clones with Node's structuredClone, which knows Node's Blob and not jsdom's.
  const nodeBuffer = 'node:buffer';
  const { Blob: NodeBlob } = (await import(/* @vite-ignore */ nodeBuffer)) as { Blob: typeof Blob };
  vi.stubGlobal('Blob', NodeBlob);
});
afterAll(() => vi.unstubAllGlobals());

beforeEach(() => {
  // Only the clock is faked: timers stay real for user-event, IndexedDB and the countdown's interval.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 15 + day++, 10, 0, 0));
  provider = createFakeImageProvider();
  // Restored with Blob after the last test.
  vi.stubGlobal('fetch', provider.fetch);
  aiProvider = direct;
  resetMoodBoardBlockForTests();
  objectUrls = new Map();
  revoked = [];
  let n = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${++n}`;
    objectUrls.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterEach(() => vi.useRealTimers());

async function renderPage(
  options: {
    reuse?: { backend: Backend; session: AuthSession | null };
    withBackend?: (b: Backend) => Backend;
  } = {},
) {
  const utils = await renderApp(
    <>
      <AiProviderScope provider={aiProvider}>
        <MoodBoardPage />
      </AiProviderScope>
      <Toaster />
    </>,
    { path: '/mood-board', ...options },
  );
  await screen.findByRole('heading', { name: 'AI Mood Board' });
  const user = userEvent.setup();
  const userBackend = () => utils.backend.forUser(utils.session!);
  const stored = () => userBackend().collections.list<MoodBoard>('mood_boards');
  return { ...utils, user, stored, files: () => userBackend().files };
}

const promptBox = () => screen.getByRole('textbox', { name: 'Describe your dream wedding style' });
const generateButton = () => screen.getByRole('button', { name: 'Generate' });
const boardItems = () => within(screen.getByRole('list', { name: 'Mood boards' })).getAllByRole('listitem');
const boardNames = () => boardItems().map((li) => within(li).getByRole('heading').textContent);
const board = (name: string) =>
  within(screen.getByRole('list', { name: 'Mood boards' })).getByRole('listitem', { name });

async function generate(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(promptBox());
  await user.type(promptBox(), text);
  await user.click(generateButton());
}

/** Moves the clock on and lets the countdown's interval notice. */
async function advance(ms: number) {
  await act(async () => {
    vi.setSystemTime(Date.now() + ms);
    await new Promise((r) => setTimeout(r, 300));
  });
}

describe('MoodBoardPage', () => {
  it('starts empty with the spec texts, and a style prompt fills the textarea', async () => {
    const { user } = await renderPage();
    expect(await screen.findByText('No mood boards yet')).toBeInTheDocument();
    expect(screen.getByText('Start by describing your dream wedding style above.')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();

    const styles = within(screen.getByRole('group', { name: 'Try a style' })).getAllByRole('button');
    expect(styles.map((b) => b.textContent)).toEqual([
      'Modern Minimalist',
      'Romantic Garden',
      'Rustic Elegance',
      'Bohemian Chic',
      'Classic Black-Tie',
      'Beach Paradise',
    ]);
    await user.click(screen.getByRole('button', { name: 'Beach Paradise' }));
    expect(promptBox()).toHaveValue(
      'Beach paradise wedding at sunset with an ocean view, tropical flowers, flowing white fabric, and turquoise accents',
    );
    expect(generateButton()).toBeEnabled();

    await user.clear(promptBox());
    await user.type(promptBox(), '   ');
    expect(generateButton()).toBeDisabled();
  });

  it('generates a board: "Creating your vision...", then the stored image on top; the request had the spec parameters', async () => {
    const { user, stored, files } = await renderPage();
    await generate(user, 'Rustic barn #hold');
    expect(await screen.findByRole('status')).toHaveTextContent('Creating your vision...');
    expect(generateButton()).toBeDisabled();
    provider.release();

    await waitFor(() => expect(boardNames()).toEqual(['Rustic barn #hold']));
    await waitFor(() => expect(screen.queryByText('Creating your vision...')).not.toBeInTheDocument());
    expect(promptBox()).toHaveValue('');

    const image = within(board('Rustic barn #hold')).getByRole('img', {
      name: 'Mood board: Rustic barn #hold',
    });
    const blob = objectUrls.get(image.getAttribute('src')!)!;
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(FAKE_PNG);

    const [record] = await stored();
    expect(record).toMatchObject({
      name: 'Rustic barn #hold',
      prompt: 'Rustic barn #hold',
      isFavorite: false,
      imageKey: `mood-boards/${record.id}.png`,
    });
    expect(await (await files().get(record.imageKey!))?.arrayBuffer()).toEqual(FAKE_PNG.buffer);

    expect(provider.requests.map((r) => r.path)).toEqual(['/chat/completions', '/images/generations']);
    // The provider the page was given names the models; a GPT image model gets the current request shape.
    expect(provider.requests.map((r) => r.body.model)).toEqual(['test-chat-model', 'gpt-image-2']);
    expect(provider.requests[0].body.messages?.[0]).toEqual({
      role: 'system',
      content: IMAGE_PROMPT_SYSTEM_INSTRUCTION,
    });
    expect(provider.requests[1].body).toMatchObject({
      n: 1,
      size: '1024x1024',
      quality: 'high',
      prompt: 'Wedding photograph prompt: Rustic barn #hold',
    });
    expect(provider.requests[1].body).not.toHaveProperty('style');

    // A minute later the next board goes on top.
    await advance(60_000);
    await generate(user, 'Beach sunset');
    await waitFor(() => expect(boardNames()).toEqual(['Beach sunset', 'Rustic barn #hold']));
  });

  it('Enter submits, Shift+Enter makes a new line', async () => {
    const { user } = await renderPage();
    await user.type(promptBox(), 'Garden{Shift>}{Enter}{/Shift}party');
    expect(promptBox()).toHaveValue('Garden\nparty');
    expect(provider.requests).toHaveLength(0);
    await user.type(promptBox(), '{Enter}');
    await waitFor(() => expect(boardItems()).toHaveLength(1));
  });

  it('a second Generate within 60 s shows the limit message and a countdown, then clears with its message', async () => {
    const { user } = await renderPage();
    await generate(user, 'First board');
    await waitFor(() => expect(boardItems()).toHaveLength(1));

    await generate(user, 'Second board');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Rate limit exceeded. Please wait 60 seconds.',
    );
    expect(generateButton()).toBeDisabled();
    expect(screen.getByText(/You can generate again in/)).toHaveTextContent(
      'You can generate again in 60 seconds.',
    );
    expect(promptBox()).toHaveValue('Second board');
    expect(provider.requests).toHaveLength(2);

    await advance(45_000);
    expect(screen.getByText(/You can generate again in/)).toHaveTextContent(
      'You can generate again in 15 seconds.',
    );
    await advance(15_000);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByText(/You can generate again in/)).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();

    await user.click(generateButton());
    await waitFor(() => expect(boardNames()).toEqual(['Second board', 'First board']));
  });

  it('a provider 429 shows its message and blocks for 60 s; the prompt is kept', async () => {
    const { user } = await renderPage();
    await generate(user, 'Chapel #fail429');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Rate limit exceeded. Please try again in a minute.',
    );
    expect(promptBox()).toHaveValue('Chapel #fail429');
    expect(generateButton()).toBeDisabled();
    expect(screen.getByText(/You can generate again in/)).toHaveTextContent('60 seconds');
    await advance(60_000);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(generateButton()).toBeEnabled();
  });

  it('other failures show the failure message, keep the prompt and allow a retry at once', async () => {
    const { user, stored } = await renderPage();
    await generate(user, 'Chapel #fail500');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to generate image. Please try again in a moment.',
    );
    expect(promptBox()).toHaveValue('Chapel #fail500');
    expect(generateButton()).toBeEnabled();
    expect(screen.queryByText(/You can generate again in/)).not.toBeInTheDocument();
    expect(await stored()).toEqual([]);

    await user.clear(promptBox());
    await user.type(promptBox(), 'Chapel');
    await user.click(generateButton());
    await waitFor(() => expect(boardItems()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a refused save says so, keeps the prompt and leaves no image behind', async () => {
    const keys = { put: [] as string[], removed: [] as string[] };
    const refusing = (backend: Backend): Backend => ({
      ...backend,
      forUser: (session) => {
        const real = backend.forUser(session);
        return {
          ...real,
          collections: {
            ...real.collections,
            apply: async () => Promise.reject(new Error('storage refused')),
          },
          files: {
            ...real.files,
            put: async (key, blob) => (keys.put.push(key), real.files.put(key, blob)),
            remove: async (key) => (keys.removed.push(key), real.files.remove(key)),
          },
        };
      },
    });
    await renderPage({ withBackend: refusing });
    const user = userEvent.setup();
    await generate(user, 'Vineyard dinner');
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't save the mood board.");
    expect(promptBox()).toHaveValue('Vineyard dinner');
    expect(screen.queryByRole('list', { name: 'Mood boards' })).not.toBeInTheDocument();
    expect(keys.put).toHaveLength(1);
    expect(keys.removed).toEqual(keys.put);
  });

  it('searches boards by name or prompt and toggles grid and list views', async () => {
    const { user } = await renderPage();
    await generate(user, 'Beach sunset with turquoise accents');
    await waitFor(() => expect(boardItems()).toHaveLength(1));
    await advance(60_000);
    await generate(user, 'Rustic barn with candlelight');
    await waitFor(() => expect(boardItems()).toHaveLength(2));

    const search = screen.getByRole('searchbox', { name: 'Search mood boards' });
    await user.type(search, 'TURQUOISE');
    expect(boardNames()).toEqual(['Beach sunset with turquoise accents']);
    await user.clear(search);
    await user.type(search, 'castle');
    expect(screen.getByText('No mood boards found')).toBeInTheDocument();
    await user.clear(search);
    expect(boardItems()).toHaveLength(2);

    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('list', { name: 'Mood boards' })).not.toHaveClass('grid');
    expect(within(board('Rustic barn with candlelight')).getByRole('img')).toBeInTheDocument();
    await user.click(grid);
    expect(screen.getByRole('list', { name: 'Mood boards' })).toHaveClass('grid');
  });

  it('favorites a board and deletes it with Undo, its stored image going once the Undo has passed; a reload keeps the rest', async () => {
    const first = await renderPage();
    const { user, stored, files } = first;
    await generate(user, 'Garden party');
    await waitFor(() => expect(boardItems()).toHaveLength(1));
    await advance(60_000);
    await generate(user, 'Ballroom gala');
    await waitFor(() => expect(boardItems()).toHaveLength(2));

    const favorite = within(board('Garden party')).getByRole('button', { name: 'Favorite Garden party' });
    await user.click(favorite);
    expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () =>
      expect((await stored()).find((b) => b.name === 'Garden party')?.isFavorite).toBe(true),
    );

    const ballroom = (await stored()).find((b) => b.name === 'Ballroom gala')!;
    await user.click(within(board('Ballroom gala')).getByRole('button', { name: 'Delete Ballroom gala' }));
    await waitFor(() => expect(boardNames()).toEqual(['Garden party']));
    expect(await files().get(ballroom.imageKey!)).not.toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(boardNames()).toEqual(['Ballroom gala', 'Garden party']));
    expect(
      await within(board('Ballroom gala')).findByRole('img', { name: 'Mood board: Ballroom gala' }),
    ).toBeInTheDocument();

    await user.click(within(board('Ballroom gala')).getByRole('button', { name: 'Delete Ballroom gala' }));
    await waitFor(() => expect(boardNames()).toEqual(['Garden party']));
    const notice = (await screen.findByText('Deleted "Ballroom gala".')).closest('li')!;
    await user.click(within(notice).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(async () => expect(await files().get(ballroom.imageKey!)).toBeNull());
    expect((await stored()).map((b) => b.name)).toEqual(['Garden party']);

    // Reload: same data, fresh page; the image shows from storage and the old object URLs were revoked.
    const shownUrls = [...objectUrls.keys()];
    first.unmount();
    expect(revoked).toEqual(expect.arrayContaining(shownUrls));
    await renderPage({ reuse: { backend: first.backend, session: first.session } });
    await waitFor(() => expect(boardNames()).toEqual(['Garden party']));
    expect(
      within(board('Garden party')).getByRole('button', { name: 'Favorite Garden party' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      await within(board('Garden party')).findByRole('img', { name: 'Mood board: Garden party' }),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it('downloads the image file under a readable name', async () => {
    const { user } = await renderPage();
    await generate(user, 'Romantic Garden, peonies!');
    await waitFor(() => expect(boardItems()).toHaveLength(1));
    const clicks: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download });
    });
    await user.click(screen.getByRole('button', { name: 'Download Romantic Garden, peonies!' }));
    click.mockRestore();
    expect(clicks).toHaveLength(1);
    expect(clicks[0].download).toBe('mood-board-romantic-garden-peonies.png');
    expect(new Uint8Array(await objectUrls.get(clicks[0].href)!.arrayBuffer())).toEqual(FAKE_PNG);
  });

  it('shares the image file with the Web Share API where it can, else copies the description', async () => {
    const { user } = await renderPage();
    await generate(user, 'Boho desert');
    await waitFor(() => expect(boardItems()).toHaveLength(1));

    const share = vi.fn(async (data: ShareData) => void data);
    Object.assign(navigator, { share, canShare: (data: ShareData) => Boolean(data.files?.length) });
    await user.click(screen.getByRole('button', { name: 'Share Boho desert' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0][0];
    expect(data.title).toBe('Boho desert');
    expect(data.files?.[0].name).toBe('mood-board-boho-desert.png');
    expect(data.files?.[0].type).toBe('image/png');

    Object.assign(navigator, { share: undefined, canShare: undefined });
    const writeText = vi.fn(async (text: string) => void text);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share Boho desert' }));
    expect(await screen.findByText('Description copied to clipboard.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Wedding mood board: Boho desert');
  });

  it('says plainly when no AI provider is configured, or when the account has no AI access; saved boards stay usable', async () => {
    aiProvider = { ...direct, mode: 'none', baseUrl: null, apiKey: null };
    const first = await renderPage();
    expect(
      screen.getByText("No AI provider is configured, so new mood boards can't be generated."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up an AI provider' })).toHaveAttribute(
      'href',
      '/settings?tab=ai',
    );
    expect(promptBox()).toBeDisabled();
    expect(generateButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Romantic Garden' })).toBeDisabled();
    expect(await screen.findByText('No mood boards yet')).toBeInTheDocument();

    first.unmount();
    // Cloud mode needs the account's server token; a browser-only account has none.
    aiProvider = {
      ...direct,
      mode: 'cloud',
      baseUrl: 'https://project.supabase.co/functions/v1/ai',
      apiKey: null,
    };
    await renderPage();
    expect(screen.getByText('The AI mood board needs a signed-in account.')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
  });
});
