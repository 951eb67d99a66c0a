import { expect, test, type Page } from '@playwright/test';
import { type Account, signIn, signOutFromHeader, signUp, newCouple } from './support/auth';
import { expectAccessible } from './support/quality';
import { allowWrites, refuseWrites } from './support/refuse-writes';
import { clickTwiceAtOnce, reloadWhenSaved } from './support/actions';
import { onPhones } from './support/projects';

const itemList = (page: Page) => page.getByRole('list', { name: 'Registry items' });
const itemNames = (page: Page) => itemList(page).locator('h3');
const itemCard = (page: Page, name: string) =>
  itemList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const summary = (page: Page, name: string) => page.getByRole('region', { name });
const stores = (page: Page) => page.getByRole('list', { name: 'Registry stores' });

async function openRegistry(page: Page) {
  await page.goto('/registry');
  await expect(page.getByRole('heading', { name: 'Gift Registry', level: 1 })).toBeVisible();
  await expect(itemList(page).or(page.getByText('No registry items found'))).toBeVisible();
}

async function addItem(
  page: Page,
  fields: {
    name: string;
    price: string;
    category?: string;
    priority?: string;
    url?: string;
    imageUrl?: string;
  },
) {
  await page.getByRole('button', { name: 'Add Registry Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Registry Item' });
  await dialog.getByLabel('Item Name').fill(fields.name);
  await dialog.getByLabel('Price (INR)').fill(fields.price);
  if (fields.category) await dialog.getByLabel('Category').fill(fields.category);
  if (fields.priority) await dialog.getByLabel('Priority').selectOption({ label: fields.priority });
  if (fields.url) await dialog.getByLabel('Product URL').fill(fields.url);
  if (fields.imageUrl) await dialog.getByLabel('Image URL').fill(fields.imageUrl);
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toBeHidden();
}

let account: Account;
test.beforeEach(async ({ page }) => {
  account = await newCouple(page);
});

test('the sample registry: items, summary cards in the couple’s currency, three stores and where to set up sharing', async ({
  page,
}) => {
  await openRegistry(page);
  await expect(itemNames(page)).toHaveCount(6);
  await expect(summary(page, 'Total Registry Value')).toContainText('₹2,048.93');
  await expect(summary(page, 'Purchased')).toContainText('₹319');
  await expect(summary(page, 'Purchased')).toContainText('16% of registry');
  await expect(summary(page, 'Remaining')).toContainText('₹1,729.93');
  await expect(itemCard(page, 'KitchenAid Stand Mixer')).toContainText('High priority');
  await expect(itemCard(page, 'KitchenAid Stand Mixer')).toContainText('₹449.99');
  await expect(stores(page).locator('h3')).toHaveText(['Amazon', 'Target', 'Crate & Barrel']);
  await expect(stores(page).getByRole('link', { name: /Visit store: Amazon/ })).toHaveAttribute(
    'href',
    'https://www.amazon.com/wedding',
  );
  // Nothing to share until the wedding website is published: the section says where to set it up.
  await expect(page.getByRole('button', { name: 'Copy Registry Link' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'set up your wedding website' })).toHaveAttribute(
    'href',
    '/planner?tab=guests&section=website',
  );
  await expectAccessible(page);
});

test(
  'add, edit, mark purchased both ways and delete; a reload keeps every change',
  onPhones,
  async ({ page }) => {
    await openRegistry(page);
    await addItem(page, {
      name: 'Espresso Machine',
      price: '1299.50',
      category: 'Kitchen',
      priority: 'High',
      url: 'https://shop.example.com/espresso',
    });
    const espresso = itemCard(page, 'Espresso Machine');
    await expect(espresso).toContainText('₹1,299.5');
    await expect(espresso).toContainText('High priority');
    await expect(espresso.getByRole('link', { name: /View item/ })).toHaveAttribute(
      'href',
      'https://shop.example.com/espresso',
    );
    await expect(summary(page, 'Total Registry Value')).toContainText('₹3,348.43');

    await page.getByRole('button', { name: 'Edit Espresso Machine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Registry Item' });
    await expect(dialog.getByLabel('Price (INR)')).toHaveValue('1299.5');
    await dialog.getByLabel('Item Name').fill('Espresso Machine Deluxe');
    await dialog.getByLabel('Price (INR)').fill('1500');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    const deluxe = itemCard(page, 'Espresso Machine Deluxe');
    await expect(deluxe).toContainText('₹1,500');

    await deluxe.getByRole('button', { name: 'Mark Purchased: Espresso Machine Deluxe' }).click();
    await expect(
      deluxe.getByRole('button', { name: 'Mark Unpurchased: Espresso Machine Deluxe' }),
    ).toBeVisible();
    await expect(summary(page, 'Purchased')).toContainText('₹1,819');
    await itemCard(page, 'Egyptian Cotton Sheet Set')
      .getByRole('button', { name: /Mark Unpurchased/ })
      .click();
    await expect(summary(page, 'Purchased')).toContainText('₹1,620');

    await page.getByRole('button', { name: 'Delete Cordless Vacuum' }).click();
    await expect(itemCard(page, 'Cordless Vacuum')).toHaveCount(0);

    await reloadWhenSaved(page);
    await expect(itemCard(page, 'Espresso Machine Deluxe')).toContainText('Purchased');
    await expect(
      itemCard(page, 'Egyptian Cotton Sheet Set').getByRole('button', { name: /Mark Purchased/ }),
    ).toBeVisible();
    await expect(itemCard(page, 'Cordless Vacuum')).toHaveCount(0);
    await expect(summary(page, 'Total Registry Value')).toContainText('₹2,898.94');
  },
);

test('search (name or category) and category chips narrow the list, with an empty state', async ({
  page,
}) => {
  await openRegistry(page);
  const chips = page.getByRole('group', { name: 'Filter by category' });
  await expect(chips.getByRole('button')).toHaveText([
    'All',
    'Kitchen',
    'Bedroom',
    'Dining',
    'Home',
    'Experiences',
  ]);
  await chips.getByRole('button', { name: 'Kitchen' }).click();
  await expect(chips.getByRole('button', { name: 'Kitchen' })).toHaveAttribute('aria-pressed', 'true');
  await expect(itemNames(page)).toHaveText(['KitchenAid Stand Mixer', 'Cast Iron Dutch Oven']);
  const search = page.getByRole('searchbox', { name: 'Search registry items...' });
  await search.fill('oven');
  await expect(itemNames(page)).toHaveText(['Cast Iron Dutch Oven']);
  await chips.getByRole('button', { name: 'All' }).click();
  await search.fill('DINING');
  await expect(itemNames(page)).toHaveText(['Crystal Wine Glasses (Set of 8)']);
  await search.fill('no such gift');
  await expect(page.getByText('No registry items found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or category filters.')).toBeVisible();
});

test('Add Store checks the link and keeps the new store; removing one sticks', async ({ page }) => {
  await openRegistry(page);
  await page.getByRole('button', { name: 'Add Store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Store' });
  await dialog.getByLabel('Store Name').fill('Williams Sonoma');
  await dialog.getByLabel('Registry URL').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add Store' }).click();
  await expect(dialog.getByText('Use a web address that starts with http:// or https://')).toBeVisible();
  await dialog.getByLabel('Registry URL').fill('https://www.williams-sonoma.com/registry/our-day');
  await dialog.getByRole('button', { name: 'Add Store' }).click();
  await expect(dialog).toBeHidden();
  await expect(stores(page).getByRole('link', { name: /Visit store: Williams Sonoma/ })).toHaveAttribute(
    'target',
    '_blank',
  );

  await stores(page).getByRole('button', { name: 'Remove Target' }).click();
  await reloadWhenSaved(page);
  await expect(stores(page).locator('h3')).toHaveText(['Amazon', 'Crate & Barrel', 'Williams Sonoma']);
});

test('bad input: the form says what is wrong, bounds long names, adds once for a double-click, never links javascript:', async ({
  page,
}) => {
  await openRegistry(page);
  await page.getByRole('button', { name: 'Add Registry Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Registry Item' });
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog.getByText('Item name is required')).toBeVisible();
  await expect(dialog.getByText('Enter a price greater than 0')).toBeVisible();
  await dialog.getByLabel('Item Name').fill('G'.repeat(5000));
  await expect(dialog.getByLabel('Item Name')).toHaveValue('G'.repeat(200));
  await dialog.getByLabel('Price (INR)').fill('0');
  await dialog.getByLabel('Image URL').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog.getByText('Enter a price greater than 0')).toBeVisible();
  await expect(dialog.getByText('Use a web address that starts with http:// or https://')).toBeVisible();
  await dialog.getByLabel('Price (INR)').fill('45');
  await dialog.getByLabel('Image URL').fill('');
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Add Item' }));
  await expect(dialog).toBeHidden();
  await expect(itemCard(page, 'G'.repeat(200))).toHaveCount(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await reloadWhenSaved(page);
  await expect(itemCard(page, 'G'.repeat(200))).toHaveCount(1);
  await expect(page.locator('a[href^="javascript"], img[src^="javascript"]')).toHaveCount(0);
});

test('a refused browser write shows a notice and keeps the form values', async ({ page }) => {
  await openRegistry(page);
  await page.getByRole('button', { name: 'Add Registry Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Registry Item' });
  await dialog.getByLabel('Item Name').fill('Picnic Basket');
  await dialog.getByLabel('Price (INR)').fill('85');
  await refuseWrites(page);
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    "Couldn't save the registry item. Your details are still here",
  );
  await expect(
    page.getByText(
      /^This browser has run out of storage space for your plan, so the registry item wasn't saved\./,
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel('Item Name')).toHaveValue('Picnic Basket');
  await expect(dialog.getByLabel('Price (INR)')).toHaveValue('85');
  await allowWrites(page);
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toBeHidden();
  await reloadWhenSaved(page);
  await expect(itemCard(page, 'Picnic Basket')).toHaveCount(1);
});

test('signing out and in keeps the registry; a second account sees none of it', async ({ page }) => {
  await openRegistry(page);
  await addItem(page, { name: 'Private Honeymoon Kayak', price: '640' });
  await page.getByRole('button', { name: 'Delete KitchenAid Stand Mixer' }).click();
  await expect(itemCard(page, 'KitchenAid Stand Mixer')).toHaveCount(0);

  await signOutFromHeader(page);
  await signIn(page, account);
  await openRegistry(page);
  await expect(itemCard(page, 'Private Honeymoon Kayak')).toHaveCount(1);
  await expect(itemCard(page, 'KitchenAid Stand Mixer')).toHaveCount(0);

  await signOutFromHeader(page);
  await signUp(page);
  await openRegistry(page);
  await expect(itemCard(page, 'KitchenAid Stand Mixer')).toHaveCount(1);
  await expect(itemCard(page, 'Private Honeymoon Kayak')).toHaveCount(0);
});
