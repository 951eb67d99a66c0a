import { expect, test, type Page } from '@playwright/test';
import { type Account, signIn, signOutFromHeader, signUp, newCouple } from './support/auth';
import { expectAccessible } from './support/quality';
import { allowWrites, refuseWrites } from './support/refuse-writes';
import { clickTwiceAtOnce, reloadWhenSaved } from './support/actions';
import { onPhones } from './support/projects';

const table = (page: Page) => page.getByRole('table', { name: 'Songs' });
const songRows = (page: Page) => table(page).locator('tbody tr');
const songTitles = (page: Page) => songRows(page).locator('td:nth-child(2) > p:first-child');
const songRow = (page: Page, title: string) =>
  songRows(page).filter({
    has: page.locator('td:nth-child(2) > p:first-child', { hasText: new RegExp(`^${title}$`) }),
  });
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
const nowPlaying = (page: Page) => page.getByRole('region', { name: 'Now playing' });

async function openMusic(page: Page) {
  await page.goto('/music');
  await expect(page.getByRole('heading', { name: 'Music Selection' })).toBeVisible();
  await expect(table(page)).toBeVisible();
}

async function addSong(
  page: Page,
  fields: { title: string; artist: string; category?: string; notes?: string },
) {
  await page.getByRole('button', { name: 'Add Song' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Song' });
  await dialog.getByLabel('Song Title').fill(fields.title);
  await dialog.getByLabel('Artist').fill(fields.artist);
  if (fields.category) await dialog.getByLabel('Category').selectOption({ label: fields.category });
  if (fields.notes) await dialog.getByLabel('Notes').fill(fields.notes);
  await dialog.getByRole('button', { name: 'Add Song' }).click();
  return dialog;
}

let account: Account;
test.beforeEach(async ({ page }) => {
  account = await newCouple(page);
});

test('the sample playlist, entertainment options and tips; the page and its form are accessible', async ({
  page,
}) => {
  // axe scans the page twice: give a shared, busy machine room.
  test.slow();
  await openMusic(page);
  await expect(table(page).getByRole('columnheader').first()).toHaveText('Play');
  await expect(songTitles(page)).toHaveCount(7);
  await expect(songTitles(page).first()).toHaveText('Canon in D');
  await expect(songRow(page, 'Fly Me to the Moon')).toContainText('Cocktail Hour');
  await expect(songRow(page, 'September')).toContainText('Dance Party');
  for (const option of ['DJ Services', 'Live Band', 'String Quartet'])
    await expect(page.getByRole('heading', { name: option })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Music Tips' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Song' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Song' })).toBeVisible();
  await expectAccessible(page);
});

test('play and pause: one song at a time, with where to listen', async ({ page }) => {
  await openMusic(page);
  await page.getByRole('button', { name: 'Play Perfect' }).click();
  await expect(nowPlaying(page)).toContainText('Perfect — Ed Sheeran');
  await expect(nowPlaying(page).getByRole('link', { name: /Listen on YouTube/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/results?search_query=Perfect%20Ed%20Sheeran',
  );
  await expect(nowPlaying(page).getByRole('link', { name: /Listen on Spotify/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await page.getByRole('button', { name: 'Play My Girl' }).click();
  await expect(page.getByRole('button', { name: /^Pause / })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Pause My Girl' })).toBeVisible();
  await expect(nowPlaying(page)).toContainText('My Girl — The Temptations');
  await page.getByRole('button', { name: 'Pause My Girl' }).click();
  await expect(nowPlaying(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Play My Girl' })).toBeVisible();
});

test('add, edit and delete songs; a reload keeps everything', onPhones, async ({ page }) => {
  await openMusic(page);
  const dialog = await addSong(page, {
    title: 'At Last',
    artist: 'Etta James',
    category: 'Dinner',
    notes: 'During the toasts',
  });
  await expect(dialog).toBeHidden();
  await expect(songTitles(page).last()).toHaveText('At Last');
  await expect(songRow(page, 'At Last')).toContainText('Etta James');
  await expect(songRow(page, 'At Last')).toContainText('Dinner');
  await expect(songRow(page, 'At Last')).toContainText('During the toasts');

  await page.getByRole('button', { name: 'Edit Perfect' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Song' });
  await expect(edit.getByLabel('Artist')).toHaveValue('Ed Sheeran');
  await edit.getByLabel('Song Title').fill('Thinking Out Loud');
  await edit.getByLabel('Notes').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(songTitles(page).nth(4)).toHaveText('Thinking Out Loud');
  await expect(songRow(page, 'Thinking Out Loud')).not.toContainText('Our first dance');

  await page.getByRole('button', { name: 'Delete Canon in D' }).click();
  await expect(songRow(page, 'Canon in D')).toHaveCount(0);

  await reloadWhenSaved(page);
  await expect(songTitles(page)).toHaveCount(7);
  await expect(songTitles(page).first()).toHaveText('A Thousand Years');
  await expect(songRow(page, 'At Last')).toContainText('During the toasts');
  await expect(songRow(page, 'Thinking Out Loud')).toContainText('First Dance');
  await expect(songRow(page, 'Canon in D')).toHaveCount(0);
});

test('search on title or artist, category chips and the empty state', async ({ page }) => {
  await openMusic(page);
  const search = page.getByRole('searchbox', { name: 'Search songs or artists...' });
  await search.fill('SINATRA');
  await expect(songTitles(page)).toHaveText(['Fly Me to the Moon']);
  await search.fill('');
  await chip(page, 'Ceremony').click();
  await expect(chip(page, 'Ceremony')).toHaveAttribute('aria-pressed', 'true');
  await expect(songTitles(page)).toHaveText(['Canon in D', 'A Thousand Years']);
  await search.fill('perri');
  await expect(songTitles(page)).toHaveText(['A Thousand Years']);
  await chip(page, 'Dance Party').click();
  await expect(page.getByText('No songs found')).toBeVisible();
  await expect(table(page)).toBeHidden();
  await chip(page, 'All').click();
  await expect(songTitles(page)).toHaveText(['A Thousand Years']);
});

test('bad input: title and artist required, 5,000 characters refused, long text does not overflow', async ({
  page,
}) => {
  await openMusic(page);
  let dialog = await addSong(page, { title: ' ', artist: '' });
  await expect(dialog.getByText('Song title is required')).toBeVisible();
  await expect(dialog.getByText('Artist is required')).toBeVisible();
  await dialog.getByLabel('Song Title').fill('x'.repeat(5000));
  await dialog.getByLabel('Artist').fill('Someone');
  await dialog.getByRole('button', { name: 'Add Song' }).click();
  await expect(dialog.getByText('Keep the song title under 200 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  dialog = await addSong(page, { title: 'W'.repeat(200), artist: 'A'.repeat(200), notes: 'N'.repeat(2000) });
  await expect(dialog).toBeHidden();
  await expect(songTitles(page)).toHaveCount(8);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a double-click on Add creates one song; a refused write keeps the form and says so', async ({
  page,
}) => {
  await openMusic(page);
  await page.getByRole('button', { name: 'Add Song' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Song' });
  await dialog.getByLabel('Song Title').fill('Shout');
  await dialog.getByLabel('Artist').fill('The Isley Brothers');
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Add Song' }));
  await expect(dialog).toBeHidden();
  await expect(songRow(page, 'Shout')).toHaveCount(1);

  await refuseWrites(page);
  await page.getByRole('button', { name: 'Add Song' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Song' });
  await dialog.getByLabel('Song Title').fill('Tum Hi Ho');
  await dialog.getByLabel('Artist').fill('Arijit Singh');
  await dialog.getByLabel('Category').selectOption({ label: 'First Dance' });
  await dialog.getByRole('button', { name: 'Add Song' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    "Couldn't save the song. Your details are still here",
  );
  await expect(
    page.getByText(/^This browser has run out of storage space for your plan, so the song wasn't saved\./),
  ).toBeVisible();
  await expect(dialog.getByLabel('Song Title')).toHaveValue('Tum Hi Ho');
  await expect(dialog.getByLabel('Artist')).toHaveValue('Arijit Singh');
  await expect(dialog.getByLabel('Category')).toHaveValue('first-dance');
  await expect(songRow(page, 'Tum Hi Ho')).toHaveCount(0);

  await allowWrites(page);
  await dialog.getByRole('button', { name: 'Add Song' }).click();
  await expect(dialog).toBeHidden();
  await reloadWhenSaved(page);
  await expect(songRow(page, 'Tum Hi Ho')).toHaveCount(1);
  await expect(songRow(page, 'Shout')).toHaveCount(1);
});

test('signing out and in keeps the playlist; a second account sees none of it', async ({ page }) => {
  await openMusic(page);
  await expect(await addSong(page, { title: 'Our Secret Song', artist: 'The Couple' })).toBeHidden();
  await page.getByRole('button', { name: 'Delete September' }).click();
  await expect(songRow(page, 'September')).toHaveCount(0);

  await signOutFromHeader(page);
  await signIn(page, account);
  await openMusic(page);
  await expect(songRow(page, 'Our Secret Song')).toHaveCount(1);
  await expect(songRow(page, 'September')).toHaveCount(0);

  await signOutFromHeader(page);
  await signUp(page);
  await openMusic(page);
  await expect(songRow(page, 'September')).toHaveCount(1);
  await expect(songRow(page, 'Our Secret Song')).toHaveCount(0);
});
