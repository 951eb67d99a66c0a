import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ALT_URL, FAKE_AI_URL } from '../playwright.config';
import { newCouple } from './support/auth';
import { expectAccessible } from './support/quality';
import { onPhones } from './support/projects';
import { reloadWhenSaved } from './support/actions';

/** What the fake provider recorded (AI-PROTOCOL): the last 50 POSTs. */
interface Recorded {
  path: string;
  body: { prompt?: string; messages?: { role: string; content: string }[]; [key: string]: unknown };
}

async function recorded(page: Page): Promise<Recorded[]> {
  const response = await page.request.get(`${FAKE_AI_URL}/v1/requests`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Recorded[];
}

/** A marker unique to this test, so requests from tests running alongside are told apart. */
const unique = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Describe your dream wedding style' });
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true });
const boards = (page: Page) => page.getByRole('list', { name: 'Mood boards' });
const board = (page: Page, name: string) => boards(page).getByRole('listitem', { name });
const errorBox = (page: Page) => page.getByRole('alert').filter({ hasText: /Rate limit|Failed|Couldn't/ });

/** The seconds the visible countdown shows, or null when there is none. */
async function countdown(page: Page): Promise<number | null> {
  const text = await page
    .getByText(/You can generate again in/)
    .textContent({ timeout: 1000 })
    .catch(() => null);
  const match = text ? /in (\d+) seconds?\./.exec(text) : null;
  return match ? Number(match[1]) : null;
}

async function openMoodBoard(page: Page) {
  await page.goto('/mood-board');
  await expect(page.getByRole('heading', { name: 'AI Mood Board', level: 1 })).toBeVisible();
}

async function generate(page: Page, text: string) {
  await promptBox(page).fill(text);
  await generateButton(page).click();
}

/** The board's image really decoded from the stored bytes (not a broken image). */
async function expectImageShown(page: Page, name: string) {
  const image = board(page, name).getByRole('img', { name: `Mood board: ${name}` });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test('the mood board code loads only on its own page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The password reset request runs the app at once (a visitor's site pages, and the sign-in and sign-up pages
  // until they are reached for, are HTML only and load none of its code).
  await page.goto('/forgot-password');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
  expect(scripts.filter((url) => /mood-board|openai/i.test(url))).toEqual([]);
});

test.describe('signed in', () => {
  // Sign-up, image decoding and an axe pass are slow on a shared two-core machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await newCouple(page);
  });

  test(
    'empty state, style prompts, generate shows the stored image, the recorded requests, and a reload keeps the board',
    onPhones,
    async ({ page }) => {
      await openMoodBoard(page);
      await expect(page.getByText('No mood boards yet')).toBeVisible();
      await expect(page.getByText('Start by describing your dream wedding style above.')).toBeVisible();
      await expect(page.getByText('Development setting: direct AI provider')).toBeVisible();
      await expect(generateButton(page)).toBeDisabled();

      const styles = page.getByRole('group', { name: 'Try a style' }).getByRole('button');
      await expect(styles).toHaveText([
        'Modern Minimalist',
        'Romantic Garden',
        'Rustic Elegance',
        'Bohemian Chic',
        'Classic Black-Tie',
        'Beach Paradise',
      ]);
      for (const [label, word] of [
        ['Modern Minimalist', 'Modern minimalist'],
        ['Romantic Garden', 'Romantic garden'],
        ['Rustic Elegance', 'Rustic elegant'],
        ['Bohemian Chic', 'Bohemian chic'],
        ['Classic Black-Tie', 'Classic black-tie'],
        ['Beach Paradise', 'Beach paradise'],
      ]) {
        await page.getByRole('button', { name: label }).click();
        await expect(promptBox(page)).toHaveValue(new RegExp(`^${word} .*wedding`));
      }
      await expect(generateButton(page)).toBeEnabled();

      const id = unique();
      const name = `Romantic garden ${id} #slow`;
      await generate(page, name);
      await expect(page.getByRole('status').filter({ hasText: 'Creating your vision...' })).toBeVisible();
      await expect(generateButton(page)).toBeDisabled();
      await expectImageShown(page, name);
      await expect(page.getByText('Creating your vision...')).toBeHidden();
      await expect(promptBox(page)).toHaveValue('');

      const log = (await recorded(page)).filter((r) => JSON.stringify(r.body).includes(id));
      const refine = log.find((r) => r.path.endsWith('/chat/completions'));
      const image = log.find((r) => r.path.endsWith('/images/generations'));
      expect(refine?.body.stream ?? false).toBe(false);
      expect(refine?.body.messages?.[0]).toMatchObject({
        role: 'system',
        content: expect.stringMatching(/photograph.*8K|8K.*photograph/s),
      });
      expect(refine?.body.messages?.at(-1)).toEqual({ role: 'user', content: name });
      // The current image model's request shape (gpt-image-2 by default): quality high, no DALL·E style or response_format.
      expect(image?.body).toEqual({
        model: 'gpt-image-2',
        n: 1,
        size: '1024x1024',
        quality: 'high',
        prompt: `Wedding photograph prompt: ${name}`,
      });

      await reloadWhenSaved(page);
      await expectImageShown(page, name);
      await expectAccessible(page);
    },
  );

  test('a second Generate within 60 s shows the limit message, a disabled button and a countdown that clears', async ({
    page,
  }) => {
    await page.clock.install();
    await openMoodBoard(page);
    const first = `Rustic barn ${unique()}`;
    await generate(page, first);
    await expectImageShown(page, first);

    const second = `Beach sunset ${unique()}`;
    await generate(page, second);
    await expect(errorBox(page)).toHaveText(/^Rate limit exceeded\. Please wait \d+ seconds\.$/);
    // N is what was left of the minute when the second click landed (the first board took a moment to make).
    const waitSeconds = Number(/wait (\d+) seconds/.exec((await errorBox(page).textContent()) ?? '')?.[1]);
    expect(waitSeconds).toBeGreaterThan(30);
    expect(waitSeconds).toBeLessThanOrEqual(60);
    await expect(generateButton(page)).toBeDisabled();
    await expect.poll(() => countdown(page)).toBeGreaterThanOrEqual(waitSeconds - 2);
    expect(await countdown(page)).toBeLessThanOrEqual(waitSeconds);
    await expect(promptBox(page)).toHaveValue(second);
    expect((await recorded(page)).some((r) => JSON.stringify(r.body).includes(second))).toBe(false);

    await page.clock.fastForward(20_000);
    await expect.poll(() => countdown(page)).toBeLessThanOrEqual(waitSeconds - 20);
    expect(await countdown(page)).toBeGreaterThanOrEqual(waitSeconds - 23);
    await page.clock.fastForward((waitSeconds - 19) * 1000);
    await expect(errorBox(page)).toBeHidden();
    await expect(page.getByText(/You can generate again in/)).toBeHidden();
    await expect(generateButton(page)).toBeEnabled();

    await generateButton(page).click();
    await expectImageShown(page, second);
    // New boards go on top.
    await expect(boards(page).getByRole('heading', { level: 3 })).toHaveText([second, first]);
  });

  test('a provider 429 shows its message and blocks generation', async ({ page }) => {
    await openMoodBoard(page);
    const text = `Chapel ${unique()} #fail429`;
    await generate(page, text);
    await expect(errorBox(page)).toHaveText('Rate limit exceeded. Please try again in a minute.');
    await expect(generateButton(page)).toBeDisabled();
    await expect(page.getByText(/You can generate again in \d+ seconds\./)).toBeVisible();
    await expect(promptBox(page)).toHaveValue(text);
    await expect(boards(page)).toBeHidden();
  });

  test('a provider failure shows the failure message, keeps the prompt and lets the couple retry', async ({
    page,
  }) => {
    await openMoodBoard(page);
    const text = `Chapel ${unique()} #fail500`;
    await generate(page, text);
    await expect(errorBox(page)).toHaveText('Failed to generate image. Please try again in a moment.');
    await expect(promptBox(page)).toHaveValue(text);
    await expect(generateButton(page)).toBeEnabled();

    const fixed = text.replace(' #fail500', '');
    await generate(page, fixed);
    await expectImageShown(page, fixed);
    await expect(errorBox(page)).toBeHidden();
  });

  test('search, grid/list, favorite, download, share and delete', async ({ page, context }) => {
    await openMoodBoard(page);
    const garden = `Garden party ${unique()}`;
    await generate(page, garden);
    await expectImageShown(page, garden);
    // The one-image-a-minute limit is per tab session; a reload starts a new one rather than waiting here.
    await reloadWhenSaved(page);
    const ballroom = `Ballroom gala ${unique()}`;
    await generate(page, ballroom);
    await expectImageShown(page, ballroom);

    const search = page.getByRole('searchbox', { name: 'Search mood boards' });
    await search.fill('BALLROOM');
    await expect(boards(page).getByRole('listitem')).toHaveCount(1);
    await expect(board(page, ballroom)).toBeVisible();
    await search.fill('no such board');
    await expect(page.getByText('No mood boards found')).toBeVisible();
    await search.fill('');
    await expect(boards(page).getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(boards(page)).not.toHaveClass(/grid/);
    await expectImageShown(page, garden);
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(boards(page)).toHaveClass(/grid/);

    const favorite = board(page, garden).getByRole('button', { name: `Favorite ${garden}` });
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');

    const downloadEvent = page.waitForEvent('download');
    await board(page, garden)
      .getByRole('button', { name: `Download ${garden}` })
      .click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe(`mood-board-${garden.toLowerCase().replace(/ /g, '-')}.png`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    // No Web Share API in this browser: the image goes to the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await board(page, garden)
      .getByRole('button', { name: `Share ${garden}` })
      .click();
    await expect(page.getByText(/(Image|Description) copied to clipboard\./).first()).toBeVisible();

    // With the Web Share API, the image file itself is shared.
    await page.evaluate(() => {
      const shared: { files: string[]; title?: string }[] = [];
      Object.assign(window, { __shared: shared });
      Object.assign(navigator, {
        canShare: (data: ShareData) => Boolean(data.files?.length),
        share: async (data: ShareData) =>
          void shared.push({
            files: (data.files ?? []).map((f) => `${f.name}|${f.type}|${f.size}`),
            title: data.title,
          }),
      });
    });
    await board(page, ballroom)
      .getByRole('button', { name: `Share ${ballroom}` })
      .click();
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __shared: { files: string[]; title?: string }[] }).__shared,
        ),
      )
      .toEqual([
        {
          files: [
            expect.stringMatching(new RegExp(`^mood-board-ballroom-gala-.*\\.png\\|image/png\\|[1-9]\\d*$`)),
          ],
          title: ballroom,
        },
      ]);

    await board(page, ballroom)
      .getByRole('button', { name: `Delete ${ballroom}` })
      .click();
    await expect(board(page, ballroom)).toBeHidden();

    await reloadWhenSaved(page);
    await expectImageShown(page, garden);
    await expect(boards(page).getByRole('listitem')).toHaveCount(1);
    await expect(board(page, garden).getByRole('button', { name: `Favorite ${garden}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // No sideways scrolling on a phone-sized screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('a build without AI settings says no provider is configured', async ({ page }) => {
  await page.goto(`${ALT_URL}/login`);
  await page.getByRole('button', { name: 'Use demo account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${ALT_URL}/mood-board`);
  await expect(
    page.getByText("No AI provider is configured, so new mood boards can't be generated."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up an AI provider' })).toHaveAttribute(
    'href',
    '/settings?tab=ai',
  );
  await expect(generateButton(page)).toBeDisabled();
  await expect(page.getByText('Development setting: direct AI provider')).toBeHidden();
  await expect(page.getByText('No mood boards yet')).toBeVisible();
});
