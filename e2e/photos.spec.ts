import { expect, test, type Page } from '@playwright/test';
import { type Account, newCouple, signIn, signOutFromHeader, signUp } from './support/auth';
import { expectAccessible } from './support/quality';
import { allowWrites, refuseWrites } from './support/refuse-writes';
import { clickTwiceAtOnce, reloadWhenSaved, whenSaved } from './support/actions';
import { onPhones } from './support/projects';

const ideas = (page: Page) => page.getByRole('list', { name: 'Photo ideas' });
const ideaTitles = (page: Page) => ideas(page).locator('h3');
const ideaCard = (page: Page, title: string) =>
  ideas(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });

async function openPhotos(page: Page) {
  await page.goto('/photos');
  await expect(page.getByRole('heading', { name: 'Photo Planning' })).toBeVisible();
  await expect(ideas(page)).toBeVisible();
}

async function addIdea(
  page: Page,
  fields: { title: string; category?: string; description?: string; imageUrl?: string },
) {
  await page.getByRole('button', { name: 'Add Photo Idea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Photo Idea' });
  await dialog.getByLabel('Title').fill(fields.title);
  if (fields.category) await dialog.getByLabel('Category').selectOption({ label: fields.category });
  if (fields.description) await dialog.getByLabel('Description').fill(fields.description);
  if (fields.imageUrl) await dialog.getByLabel('Reference Image URL').fill(fields.imageUrl);
  await dialog.getByRole('button', { name: 'Add Photo Idea' }).click();
  return dialog;
}

let account: Account;
test.beforeEach(async ({ page }) => {
  account = await newCouple(page);
});

test('the sample shot list, timeline and tips; the page and its form are accessible', async ({ page }) => {
  // axe scans the page twice: give a shared, busy machine room.
  test.slow();
  await openPhotos(page);
  await expect(ideaTitles(page)).toHaveCount(7);
  await expect(ideaTitles(page).first()).toHaveText('First Look');
  await expect(page.getByText('Showing 7 of 7 photo ideas · 0 of 7 captured')).toBeVisible();
  await expect(page.getByText('First Look & Couple Portraits')).toBeVisible();
  await expect(page.getByText('12:30-1:30 PM')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Photography Tips' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Photo Idea' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Photo Idea' })).toBeVisible();
  await expectAccessible(page);
});

test(
  'add with a reference image, edit, favourite, capture and delete; a reload keeps everything',
  onPhones,
  async ({ page }) => {
    await openPhotos(page);
    const image = new URL('/icons/icon-192.png', page.url()).href;
    const dialog = await addIdea(page, {
      title: 'Sparkler Exit',
      category: 'Reception',
      description: 'Guests line the path',
      imageUrl: image,
    });
    await expect(dialog).toBeHidden();
    const sparkler = ideaCard(page, 'Sparkler Exit');
    await expect(sparkler).toContainText('Reception');
    await expect(sparkler.getByRole('img', { name: 'Reference for Sparkler Exit' })).toHaveAttribute(
      'src',
      image,
    );
    await expect(ideaTitles(page).last()).toHaveText('Sparkler Exit');

    await page.getByRole('button', { name: 'Edit Grand Entrance' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Photo Idea' });
    await expect(edit.getByLabel('Title')).toHaveValue('Grand Entrance');
    await edit.getByLabel('Title').fill('Grand Entrance with Dhol');
    await edit.getByLabel('Category').selectOption({ label: 'Must-Have' });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(ideaCard(page, 'Grand Entrance with Dhol')).toContainText('Must-Have');

    await page.getByRole('button', { name: 'Favorite Sparkler Exit' }).click();
    await expect(page.getByRole('button', { name: 'Favorite Sparkler Exit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Favorite First Look' }).click();
    await expect(page.getByRole('button', { name: 'Favorite First Look' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await ideaCard(page, 'Dress by the Window').getByRole('checkbox', { name: 'Mark as captured' }).check();
    await expect(ideaCard(page, 'Dress by the Window').getByRole('heading')).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    await page.getByRole('button', { name: 'Delete Table Settings & Centerpieces' }).click();
    await expect(ideaCard(page, 'Table Settings & Centerpieces')).toHaveCount(0);
    await expect(page.getByText('Showing 7 of 7 photo ideas · 1 of 7 captured')).toBeVisible();

    await reloadWhenSaved(page);
    await expect(ideaTitles(page)).toHaveCount(7);
    await expect(ideaCard(page, 'Sparkler Exit').getByRole('img')).toHaveAttribute('src', image);
    await expect(ideaCard(page, 'Grand Entrance with Dhol')).toContainText('Must-Have');
    await expect(page.getByRole('button', { name: 'Favorite Sparkler Exit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Favorite First Look' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(
      ideaCard(page, 'Dress by the Window').getByRole('checkbox', { name: 'Mark as captured' }),
    ).toBeChecked();
    await expect(ideaCard(page, 'Table Settings & Centerpieces')).toHaveCount(0);
  },
);

test('search on title or description, category chips and the empty state', async ({ page }) => {
  await openPhotos(page);
  const search = page.getByRole('searchbox', { name: 'Search photo ideas...' });
  await search.fill('SUNSET');
  await expect(ideaTitles(page)).toHaveText(['Golden Hour Couple Portraits']);
  await search.fill('');
  await chip(page, 'Getting Ready').click();
  await expect(chip(page, 'Getting Ready')).toHaveAttribute('aria-pressed', 'true');
  await expect(ideaTitles(page)).toHaveText(['Dress by the Window']);
  await search.fill('ring');
  await expect(page.getByText('No photo ideas found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or category filters.')).toBeVisible();
  await chip(page, 'All').click();
  await expect(ideaTitles(page)).toHaveText(['Ring Exchange Close-up']);
});

test('bad input: required title, javascript: and 5,000-character titles are refused; long text does not overflow', async ({
  page,
}) => {
  await openPhotos(page);
  let dialog = await addIdea(page, { title: '   ' });
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('x'.repeat(5000));
  await dialog.getByLabel('Reference Image URL').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add Photo Idea' }).click();
  await expect(dialog.getByText('Keep the title under 200 characters')).toBeVisible();
  await expect(dialog.getByText('Use a web address that starts with http:// or https://')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  dialog = await addIdea(page, { title: 'W'.repeat(200), description: 'D'.repeat(2000) });
  await expect(dialog).toBeHidden();
  await expect(ideaTitles(page)).toHaveCount(8);
  await expect(page.locator('img[src^="javascript"]')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a double-click on Add creates one idea; a refused write keeps the form and says so', async ({
  page,
}) => {
  await openPhotos(page);
  await page.getByRole('button', { name: 'Add Photo Idea' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Photo Idea' });
  await dialog.getByLabel('Title').fill('Bouquet Toss');
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Add Photo Idea' }));
  await expect(dialog).toBeHidden();
  await expect(ideaCard(page, 'Bouquet Toss')).toHaveCount(1);
  // The second click's write of the same idea lands a moment after the first.
  await whenSaved(page);

  await refuseWrites(page);
  await page.getByRole('button', { name: 'Add Photo Idea' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Photo Idea' });
  await dialog.getByLabel('Title').fill('Haldi Ceremony');
  await dialog.getByLabel('Category').selectOption({ label: 'Ceremony' });
  await dialog.getByRole('button', { name: 'Add Photo Idea' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    "Couldn't save the photo idea. Your details are still here",
  );
  await expect(
    page.getByText(
      /^This browser has run out of storage space for your plan, so the photo idea wasn't saved\./,
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Haldi Ceremony');
  await expect(dialog.getByLabel('Category')).toHaveValue('ceremony');
  await expect(ideaCard(page, 'Haldi Ceremony')).toHaveCount(0);

  await allowWrites(page);
  await dialog.getByRole('button', { name: 'Add Photo Idea' }).click();
  await expect(dialog).toBeHidden();
  await reloadWhenSaved(page);
  await expect(ideaCard(page, 'Haldi Ceremony')).toHaveCount(1);
  await expect(ideaCard(page, 'Bouquet Toss')).toHaveCount(1);
});

test('Share copies the idea to the clipboard where there is no share sheet', async ({ page, context }) => {
  await openPhotos(page);
  test.skip(
    await page.evaluate(() => typeof navigator.share === 'function'),
    'this browser opens the system share sheet',
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share Ring Exchange Close-up' }).click();
  await expect(
    page.getByText('Copied “Ring Exchange Close-up” to the clipboard.', { exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Photo idea: Ring Exchange Close-up\nCategory: Ceremony\nHands and rings as the vows are sealed.',
  );
});

test('signing out and in keeps the shot list; a second account sees none of it', async ({ page }) => {
  await openPhotos(page);
  await addIdea(page, { title: 'Private Mehendi Portrait' });
  await page.getByRole('button', { name: 'Delete First Look' }).click();
  await expect(ideaCard(page, 'First Look')).toHaveCount(0);

  await signOutFromHeader(page);
  await signIn(page, account);
  await openPhotos(page);
  await expect(ideaCard(page, 'Private Mehendi Portrait')).toHaveCount(1);
  await expect(ideaCard(page, 'First Look')).toHaveCount(0);

  await signOutFromHeader(page);
  await signUp(page);
  await openPhotos(page);
  await expect(ideaCard(page, 'First Look')).toHaveCount(1);
  await expect(ideaCard(page, 'Private Mehendi Portrait')).toHaveCount(0);
});
