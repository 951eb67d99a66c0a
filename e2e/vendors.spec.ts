import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { type Account, newCouple, signIn, signOutFromHeader, signUp } from './support/auth';
import { expectAccessible } from './support/quality';
import { allowWrites, refuseWrites } from './support/refuse-writes';
import { clickTwiceAtOnce, reloadWhenSaved } from './support/actions';
import { onPhones } from './support/projects';

const vendorList = (page: Page) => page.getByRole('list', { name: 'Vendors' });
const vendorCard = (page: Page, name: string) =>
  vendorList(page)
    .locator('> li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const summary = (page: Page, name: string) => page.getByRole('region', { name });
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openVendors(page: Page) {
  await page.goto('/vendors');
  await expect(page.getByRole('heading', { name: 'Vendor Management', level: 1 })).toBeVisible();
  await expect(vendorList(page)).toBeVisible();
}

let account: Account;
test.beforeEach(async ({ page }) => {
  account = await newCouple(page);
});

test(
  'samples, summary, search and chips; add, edit, toggle and delete survive a reload',
  onPhones,
  async ({ page }) => {
    await openVendors(page);
    await expect(summary(page, 'Total Vendor Budget')).toContainText('₹26,100');
    await expect(summary(page, 'Deposits Paid')).toContainText('2 of 4');
    await expect(summary(page, 'Contracts Signed')).toContainText('25% signed');
    await expect(page.getByRole('region', { name: 'Upcoming Vendor Appointments' })).toContainText(
      'Cake Tasting',
    );
    await expectAccessible(page);

    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Florist' })
      .click();
    await expect(vendorList(page).locator('h3')).toHaveText(['Petal & Stem Florals']);
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'All' })
      .click();
    await page.getByRole('searchbox', { name: 'Search vendors...' }).fill('nobody at all');
    await expect(page.getByText('No vendors found')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search vendors...' }).fill('');

    await page.getByRole('button', { name: 'Add Vendor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Vendor' });
    await dialog.getByLabel('Vendor Name').fill('Sweet Layers Bakery');
    await dialog.getByLabel('Category').selectOption('Cake');
    await dialog.getByLabel('Contact Name').fill('Tom Baker');
    await dialog.getByLabel('Price (INR)').fill('650.50');
    await refuseWrites(page);
    await dialog.getByRole('button', { name: 'Add Vendor' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      "Couldn't save the vendor. Your details are still here",
    );
    await expect(dialog.getByLabel('Vendor Name')).toHaveValue('Sweet Layers Bakery');
    await allowWrites(page);
    await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Add Vendor' }));
    await expect(dialog).toBeHidden();
    await expect(vendorCard(page, 'Sweet Layers Bakery')).toHaveCount(1);
    await expect(vendorCard(page, 'Sweet Layers Bakery')).toContainText('₹650.5');

    await page.getByRole('button', { name: 'Edit Sweet Layers Bakery' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Vendor' });
    await edit.getByLabel('Notes').fill('Three tiers, lemon and elderflower');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    // A click, not check(): the box follows the saved record a moment after the click.
    await page.getByRole('checkbox', { name: 'Deposit Paid: Sweet Layers Bakery' }).click();
    await expect(page.getByRole('checkbox', { name: 'Deposit Paid: Sweet Layers Bakery' })).toBeChecked();
    await expect(summary(page, 'Deposits Paid')).toContainText('3 of 5');
    await page.getByRole('button', { name: 'Delete Bella Cucina Catering' }).click();
    await expect(vendorCard(page, 'Bella Cucina Catering')).toHaveCount(0);

    await reloadWhenSaved(page);
    await expect(vendorCard(page, 'Sweet Layers Bakery')).toContainText('Three tiers, lemon and elderflower');
    await expect(page.getByRole('checkbox', { name: 'Deposit Paid: Sweet Layers Bakery' })).toBeChecked();
    await expect(vendorCard(page, 'Bella Cucina Catering')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  },
);

test('a contract is uploaded, downloaded after a reload, refused when wrong, and removed', async ({
  page,
}) => {
  await openVendors(page);
  const card = vendorCard(page, 'Lens & Light Photography');
  const input = card.getByLabel('Contract file for Lens & Light Photography');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(card.getByRole('alert')).toHaveText(
    'Contracts must be a PDF or an image (PNG, JPEG or WebP).',
  );
  await input.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(11 * 1024 * 1024, 0x25),
  });
  await expect(card.getByRole('alert')).toContainText('contracts can be at most 10 MB');

  await input.setInputFiles({ name: 'signed contract.png', mimeType: 'image/png', buffer: PNG });
  await expect(card.getByText('Contract saved.')).toBeVisible();
  await expect(card).toContainText('signed-contract.png');

  await reloadWhenSaved(page);
  // Downloaded, never opened as a page of the app's own origin.
  const download = page.waitForEvent('download');
  await vendorCard(page, 'Lens & Light Photography')
    .getByRole('button', { name: 'Download contract: Lens & Light Photography' })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('signed-contract.png');
  expect(readFileSync(await file.path())).toEqual(PNG);

  await vendorCard(page, 'Lens & Light Photography')
    .getByRole('button', { name: 'Remove contract: Lens & Light Photography' })
    .click();
  await page
    .getByRole('dialog', { name: 'Remove this contract?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await reloadWhenSaved(page);
  await expect(
    vendorCard(page, 'Lens & Light Photography').getByRole('button', {
      name: 'Upload Contract: Lens & Light Photography',
    }),
  ).toBeVisible();
});

test('bad input: required fields, a 5,000-character name and a javascript: website are refused', async ({
  page,
}) => {
  await openVendors(page);
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Vendor' });
  await dialog.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(dialog.getByText('Vendor name is required')).toBeVisible();
  await expect(dialog.getByText('Contact name is required')).toBeVisible();
  await dialog.getByLabel('Vendor Name').fill('V'.repeat(5000));
  await expect(dialog.getByLabel('Vendor Name')).toHaveValue('V'.repeat(200));
  await dialog.getByLabel('Contact Name').fill('Vic');
  await dialog.getByLabel('Website').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(dialog.getByText('Use a web address that starts with http:// or https://')).toBeVisible();
  await dialog.getByLabel('Website').fill('https://example.com/vic');
  await dialog.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(dialog).toBeHidden();
  const card = vendorList(page).locator('> li').filter({ hasText: 'Vic' });
  await expect(card.getByRole('link', { name: 'https://example.com/vic' })).toHaveAttribute(
    'href',
    'https://example.com/vic',
  );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});

test('signing out and in keeps the vendors; a second account sees none of them', async ({ page }) => {
  await openVendors(page);
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Vendor' });
  await dialog.getByLabel('Vendor Name').fill('Our Secret Florist');
  await dialog.getByLabel('Contact Name').fill('Rose');
  await dialog.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete Bella Cucina Catering' }).click();
  await expect(vendorCard(page, 'Bella Cucina Catering')).toHaveCount(0);

  await signOutFromHeader(page);
  await signIn(page, account);
  await openVendors(page);
  await expect(vendorCard(page, 'Our Secret Florist')).toHaveCount(1);
  await expect(vendorCard(page, 'Bella Cucina Catering')).toHaveCount(0);

  await signOutFromHeader(page);
  await signUp(page);
  await openVendors(page);
  await expect(vendorCard(page, 'Bella Cucina Catering')).toHaveCount(1);
  await expect(vendorCard(page, 'Our Secret Florist')).toHaveCount(0);
});
