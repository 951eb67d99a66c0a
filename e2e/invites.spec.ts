import { expect, test, type Page } from '@playwright/test';
import { reloadWhenSaved } from './support/actions';
import { newCouple, signOutFromHeader } from './support/auth';
import { createFromTemplate, downloaded, layerNames, pngSize } from './support/invites';
import { axeFindings, firstContentPainted } from './support/quality';
import { onPhones } from './support/projects';

/**
 * Issue 11: /e-invites — tabs and templates, invitation rows and their four actions (edit, download, copy link,
 * delete), the details a couple sets (name, date, names, venue), and the public page a copied link opens.
 */

test.beforeEach(async ({ page }) => {
  await newCouple(page);
});

const row = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Your invitations' }).getByRole('listitem').filter({ hasText: name });

async function saveFromEditor(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/e-invites$/);
}

test(
  'empty state, tabs, and a new invitation from each template opening the editor',
  onPhones,
  async ({ page }) => {
    await page.goto('/e-invites');
    await expect(page.getByRole('heading', { name: 'E-Invites', level: 1 })).toBeVisible();
    await expect(page.getByText('No invitations yet')).toBeVisible();
    await page.getByRole('button', { name: 'Create New Invite' }).click();
    const templates = page.getByRole('list', { name: 'Templates' }).getByRole('listitem');
    await expect(templates).toHaveCount(4);
    for (const [name, style] of [
      ['Elegant Floral', 'Elegant'],
      ['Rustic Charm', 'Rustic'],
      ['Modern Minimalist', 'Modern'],
      ['Romantic Garden', 'Romantic'],
    ])
      await expect(templates.filter({ hasText: name })).toContainText(style);

    await page.getByRole('button', { name: 'Use Romantic Garden' }).click();
    await expect(page).toHaveURL(/\/e-invites\/[^/]+\/edit$/);
    await page.getByRole('link', { name: 'Back to invites' }).click();
    await expect(row(page, 'Romantic Garden invitation')).toContainText('Draft');
    await expect(row(page, 'Romantic Garden invitation')).toContainText('0 recipients');
  },
);

test('an invitation starts with the couple’s names, date and venue from their profile', async ({ page }) => {
  await page.goto('/settings');
  await page.getByLabel('First Name', { exact: true }).fill('Priya');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await page.getByRole('tab', { name: 'Wedding Details' }).click();
  await page.getByLabel("Partner's First Name").fill('Arjun');
  await page.getByLabel('Wedding Date').fill('2027-06-12');
  await page.getByLabel('Wedding Location').fill('Rosewood Manor');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('tabpanel').getByText('Your changes have been saved.')).toBeVisible();
  await createFromTemplate(page, 'Rustic Charm');
  expect(await layerNames(page)).toEqual(
    expect.arrayContaining(['Priya & Arjun', 'Saturday, June 12, 2027', 'Rosewood Manor']),
  );
  await page.getByRole('link', { name: 'Back to invites' }).click();
  const invite = row(page, 'Priya & Arjun — Rustic Charm');
  await expect(invite).toContainText('Saturday, June 12, 2027');
});

test('rename an invitation, set its date, names, venue and status', async ({ page }) => {
  await createFromTemplate(page);
  await saveFromEditor(page);
  await page.getByRole('button', { name: 'Details of Elegant Floral invitation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitation details' });
  await dialog.getByLabel('Name', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill('Our wedding invitation');
  await dialog.getByLabel('Date').fill('2027-06-12');
  await dialog.getByLabel("Couple's names").fill('Priya & Arjun');
  await dialog.getByLabel('Venue').fill('The Grand Garden, Jaipur');
  await dialog.getByLabel('Status').selectOption('sent');
  await dialog.getByLabel('Recipients').fill('120');
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(dialog).toBeHidden();

  const invite = row(page, 'Our wedding invitation');
  await expect(invite).toContainText('Sent');
  await expect(invite).toContainText('120 recipients');
  await expect(invite).toContainText('Saturday, June 12, 2027');
  await reloadWhenSaved(page);
  await expect(row(page, 'Our wedding invitation')).toContainText('Sent');
  // The design was kept through the rename (the list reads no designs, the edit reads the whole record).
  await page.getByRole('link', { name: 'Edit Our wedding invitation' }).click();
  await expect(page.getByRole('heading', { name: 'Our wedding invitation' })).toBeVisible();
  await expect(page.getByText("This design can't be opened")).toHaveCount(0);
});

test('copy link: the check shows for 2 s and the link opens the invitation signed out', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await createFromTemplate(page);
  await saveFromEditor(page);
  await page.getByRole('button', { name: 'Details of Elegant Floral invitation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitation details' });
  await dialog.getByLabel('Date').fill('2027-06-12');
  await dialog.getByLabel("Couple's names").fill('Priya & Arjun');
  await dialog.getByLabel('Venue').fill('Rosewood Manor');
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Copy link to Elegant Floral invitation' }).click();
  await expect(page.getByText('Link to Elegant Floral invitation copied to the clipboard.')).toBeAttached();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByText('Link to Elegant Floral invitation copied to the clipboard.')).not.toBeAttached(
    { timeout: 4000 },
  );

  // Signed out: local mode keeps a couple's data in their browser, so the guest's view is read from it by the token
  // alone (cloud mode answers from api.invite_by_token, tested on PGlite).
  await expect(page.locator('main#main')).not.toHaveAttribute('aria-busy', 'true');
  await signOutFromHeader(page);
  const visitor = page;
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Priya & Arjun', level: 1 })).toBeVisible();
  // The guest's first sight is the invitation: the footer stays hidden while the page reads it.
  expect(await firstContentPainted(visitor)).not.toBe('the footer');
  await expect(visitor.getByText('Saturday, June 12, 2027')).toBeVisible();
  await expect(visitor.getByText('Rosewood Manor')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'RSVP' })).toBeVisible();
  await expect(visitor.getByRole('banner')).toHaveCount(0);
  const picture = visitor.getByRole('img', { name: 'The invitation from Priya & Arjun' });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  expect(await axeFindings(visitor)).toEqual([]);

  await visitor.goto(link.replace(/.{4}$/, 'zzzz'));
  await expect(visitor.getByRole('heading', { name: "This invitation link doesn't work" })).toBeVisible();
});

test('download from the list gives the saved design as a 1600×1200 PNG, and an unsaved one is drawn on demand', async ({
  page,
}) => {
  await createFromTemplate(page, 'Modern Minimalist');
  await page.getByRole('link', { name: 'Back to invites' }).click();
  // Never saved: no published image yet, so the list draws it (the canvas code loads only now).
  const [drawn] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Modern Minimalist invitation' }).click(),
  ]);
  expect(drawn.suggestedFilename()).toBe('invitation.png');
  expect(pngSize(await downloaded(drawn))).toEqual({ width: 1600, height: 1200 });

  await page.getByRole('link', { name: 'Edit Modern Minimalist invitation' }).click();
  await saveFromEditor(page);
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Modern Minimalist invitation' }).click(),
  ]);
  expect(pngSize(await downloaded(saved))).toEqual({ width: 1600, height: 1200 });
});

test('delete asks first, then removes the invitation, its link stops working, and it stays gone', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await createFromTemplate(page);
  await saveFromEditor(page);
  await page.getByRole('button', { name: 'Copy link to Elegant Floral invitation' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());

  await page.getByRole('button', { name: 'Delete Elegant Floral invitation' }).click();
  await expect(page.getByText('No invitations yet')).toBeVisible();
  await reloadWhenSaved(page);
  await expect(page.getByText('No invitations yet')).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: "This invitation link doesn't work" })).toBeVisible();
});
