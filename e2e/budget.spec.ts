import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { type Account, signIn, signOutFromHeader, signUp, newCouple } from './support/auth';
import { expectAccessible } from './support/quality';
import { allowWrites, refuseWrites } from './support/refuse-writes';
import { clickTwiceAtOnce, reloadWhenSaved } from './support/actions';
import { onPhones } from './support/projects';

const totalCard = (page: Page) => page.getByRole('region', { name: 'Total Budget' });
const expenses = (page: Page) => page.getByRole('list', { name: 'Expenses' });
const expenseRow = (page: Page, description: string) =>
  expenses(page).getByRole('listitem').filter({ hasText: description });
const categoryCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Budget categories' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const summary = (page: Page, heading: 'Spent' | 'Remaining' | 'Paid') =>
  page.getByRole('heading', { name: heading, exact: true }).locator('..');

async function openBudget(page: Page) {
  await page.goto('/budget');
  await expect(page.getByRole('heading', { name: 'Budget Tracker' })).toBeVisible();
  await expect(expenses(page)).toBeVisible();
}

/** The fake geolocation endpoint answers US, so a new couple is offered USD once; these tests keep INR. */
async function keepInr(page: Page) {
  await page.getByRole('button', { name: 'Keep INR' }).click();
}

async function editTotal(page: Page, text: string, currency?: string) {
  await page.getByRole('button', { name: 'Edit total budget' }).click();
  if (currency) await page.getByLabel('Currency').selectOption(currency);
  await page.getByLabel('Amount', { exact: true }).fill(text);
}

async function addExpense(
  page: Page,
  fields: { description: string; amount: string; date?: string; category?: string; paid?: boolean },
) {
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await dialog.getByLabel('Description').fill(fields.description);
  await dialog.getByLabel('Amount', { exact: true }).fill(fields.amount);
  if (fields.date) await dialog.getByLabel('Date').fill(fields.date);
  if (fields.category) await dialog.getByLabel('Category').selectOption({ label: fields.category });
  if (fields.paid) await dialog.getByLabel('Already paid').check();
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(dialog).toBeHidden();
}

let account: Account;
test.beforeEach(async ({ page }) => {
  account = await newCouple(page);
});

test('the total reads 30L and 3Cr, refuses junk, switches currency, and a reload keeps it', async ({
  page,
}) => {
  await openBudget(page);
  await keepInr(page);
  await expect(totalCard(page)).toContainText('₹30,00,000');
  await expect(totalCard(page)).toContainText('30.00 L');

  await editTotal(page, '45L');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveAttribute('placeholder', 'e.g., 30L or 3Cr');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(totalCard(page)).toContainText('₹45,00,000');
  await expect(page.getByLabel('Amount', { exact: true })).toBeHidden();

  await editTotal(page, '3Cr');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(totalCard(page)).toContainText('₹3,00,00,000');
  await expect(totalCard(page)).toContainText('3.00 Cr');

  for (const junk of ['abc', '0', 'L']) {
    await editTotal(page, junk);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await page.getByLabel('Amount', { exact: true }).press('Enter');
    await expect(page.getByLabel('Amount', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
  }
  await expect(totalCard(page)).toContainText('₹3,00,00,000');

  await editTotal(page, '$45,000.50', 'USD');
  await expect(page.getByLabel('Currency')).toHaveValue('USD');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveAttribute('placeholder', 'Enter amount');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(totalCard(page)).toContainText('$45,000.5');
  await expect(categoryCard(page, 'Venue')).toContainText('$900,000');

  await reloadWhenSaved(page);
  await expect(totalCard(page)).toContainText('$45,000.5');
  await expect(page.getByText(/Your location suggests/)).toBeHidden();
});

test('the detected currency is offered once and only applied when saved', async ({ page }) => {
  await openBudget(page);
  await expect(page.getByText('Your location suggests USD')).toBeVisible();
  await page.getByRole('button', { name: 'Use USD' }).click();
  await expect(page.getByLabel('Currency')).toHaveValue('USD');
  await page.getByLabel('Amount', { exact: true }).fill('40000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(totalCard(page)).toContainText('$40,000');
  await reloadWhenSaved(page);
  await expect(totalCard(page)).toContainText('$40,000');
  await expect(page.getByText(/Your location suggests/)).toBeHidden();
});

test('seven categories and the sample expenses with planned, actual and the totals', async ({ page }) => {
  await openBudget(page);
  const names = await page
    .getByRole('list', { name: 'Budget categories' })
    .getByRole('heading')
    .allTextContents();
  expect(names).toEqual(['Venue', 'Catering', 'Photography', 'Attire', 'Flowers', 'Music', 'Miscellaneous']);
  await expect(categoryCard(page, 'Venue')).toContainText('₹9,00,000');
  await expect(categoryCard(page, 'Venue')).toContainText('₹3,00,000');
  await expect(expenses(page).getByRole('listitem')).toHaveCount(6);
  await expect(summary(page, 'Spent')).toContainText('₹7,10,000');
  await expect(summary(page, 'Remaining')).toContainText('₹22,90,000');
  await expect(summary(page, 'Paid')).toContainText('₹5,25,000');
  await expectAccessible(page);
});

test(
  'add, edit, mark paid and delete an expense; a reload keeps every change',
  onPhones,
  async ({ page }) => {
    await openBudget(page);
    await keepInr(page);
    await addExpense(page, {
      description: 'Cake tasting, "three tiers"',
      amount: '1.5L',
      date: '2026-12-01',
      category: 'Catering',
    });
    await expect(expenseRow(page, 'Cake tasting')).toContainText('₹1,50,000');
    await expect(expenseRow(page, 'Cake tasting')).toContainText('Dec 1, 2026');
    await expect(categoryCard(page, 'Catering')).toContainText('Actual₹3,00,000');
    await expect(summary(page, 'Spent')).toContainText('₹8,60,000');

    await page.getByRole('button', { name: 'Edit DJ booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Expense' });
    await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('25000');
    await dialog.getByLabel('Description').fill('Live band booking');
    await dialog.getByLabel('Amount', { exact: true }).fill('60000');
    await dialog.getByRole('button', { name: 'Save Expense' }).click();
    await expect(dialog).toBeHidden();
    await expect(categoryCard(page, 'Music')).toContainText('Actual₹60,000');

    await page.getByRole('checkbox', { name: 'Paid: Live band booking' }).check();
    await expect(summary(page, 'Paid')).toContainText('₹5,85,000');

    await page.getByRole('button', { name: 'Delete Wedding outfit (first fitting)' }).click();
    await expect(expenseRow(page, 'Wedding outfit')).toHaveCount(0);

    await reloadWhenSaved(page);
    await expect(expenseRow(page, 'Cake tasting, "three tiers"')).toContainText('₹1,50,000');
    await expect(page.getByRole('checkbox', { name: 'Paid: Live band booking' })).toBeChecked();
    await expect(expenseRow(page, 'Wedding outfit')).toHaveCount(0);
    await expect(expenses(page).getByRole('listitem')).toHaveCount(6);
  },
);

test('the expense form says what is wrong, bounds long text and adds once for a double-click', async ({
  page,
}) => {
  await openBudget(page);
  await keepInr(page);
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(dialog.getByText('Add a description')).toBeVisible();
  await expect(dialog.getByText('Enter an amount greater than 0')).toBeVisible();
  await dialog.getByLabel('Amount', { exact: true }).fill('lots');
  await dialog.getByLabel('Description').fill('x'.repeat(5000));
  await expect(dialog.getByLabel('Description')).toHaveValue('x'.repeat(200));
  await dialog.getByLabel('Description').fill('Favours for guests');
  await dialog.getByLabel('Amount', { exact: true }).fill('5000');
  await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Add Expense' }));
  await expect(dialog).toBeHidden();
  await expect(expenseRow(page, 'Favours for guests')).toHaveCount(1);
  await reloadWhenSaved(page);
  await expect(expenseRow(page, 'Favours for guests')).toHaveCount(1);
});

test('search and category filter narrow the list, with an empty state', async ({ page }) => {
  await openBudget(page);
  const search = page.getByRole('searchbox', { name: 'Search expenses...' });
  await search.fill('DEPOSIT');
  await expect(expenses(page).getByRole('listitem')).toHaveCount(1);
  await expect(expenses(page)).toContainText('Venue booking deposit');
  await search.fill('photography');
  await expect(expenses(page).getByRole('listitem')).toHaveCount(1);
  await search.fill('nothing like this');
  await expect(page.getByText('No expenses found')).toBeVisible();
  await search.fill('');
  await page.getByLabel('Filter by category').selectOption({ label: 'Attire' });
  await expect(expenses(page).getByRole('listitem')).toHaveCount(1);
  await expect(expenses(page)).toContainText('Wedding outfit');
});

test('Export downloads a CSV of the expenses with proper quoting', async ({ page }) => {
  await openBudget(page);
  await keepInr(page);
  await addExpense(page, {
    description: 'Cake, "three tiers"',
    amount: '12000',
    date: '2026-12-02',
    category: 'Catering',
    paid: true,
  });
  await addExpense(page, {
    description: '=HYPERLINK("http://example.com")',
    amount: '1',
    date: '2026-12-03',
    category: 'Miscellaneous',
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^wedding-budget-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('Date,Description,Category,Amount,Currency,Paid');
  // (Line breaks inside a field are covered by the unit tests: a one-line input cannot hold one.)
  expect(text).toContain('2026-12-02,"Cake, ""three tiers""",Catering,12000,INR,Yes\r\n');
  expect(text).toContain(`2026-12-03,"'=HYPERLINK(""http://example.com"")",Miscellaneous,1,INR,No\r\n`);
  expect(text).toMatch(/\r\n\d{4}-\d{2}-\d{2},Venue booking deposit,Venue,300000,INR,Yes\r\n/);
  expect(lines.filter((l) => /^\d{4}-\d{2}-\d{2},/.test(l))).toHaveLength(8);
});

test('a refused browser write shows a notice and keeps the form values', async ({ page }) => {
  await openBudget(page);
  await keepInr(page);
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await dialog.getByLabel('Description').fill('Mehendi artist');
  await dialog.getByLabel('Amount', { exact: true }).fill('35000');
  await refuseWrites(page);
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(dialog.getByRole('alert')).toContainText("Couldn't save the expense");
  await expect(
    page.getByText(/^This browser has run out of storage space for your plan, so the expense wasn't saved\./),
  ).toBeVisible();
  await expect(dialog.getByLabel('Description')).toHaveValue('Mehendi artist');
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('35000');

  await allowWrites(page);
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(dialog).toBeHidden();
  await expect(expenseRow(page, 'Mehendi artist')).toHaveCount(1);

  await editTotal(page, '50L');
  await refuseWrites(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(totalCard(page).getByRole('alert')).toContainText("Couldn't save your budget");
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('50L');
  await allowWrites(page);
  await reloadWhenSaved(page);
  await expect(totalCard(page)).toContainText('₹30,00,000');
  await expect(expenseRow(page, 'Mehendi artist')).toHaveCount(1);
});

test('signing out and in keeps the budget; a second account sees none of it', async ({ page }) => {
  await openBudget(page);
  await keepInr(page);
  await editTotal(page, '42L');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(totalCard(page)).toContainText('₹42,00,000');
  await addExpense(page, { description: 'Private mehendi booking', amount: '20000' });
  await page.getByRole('button', { name: 'Delete Caterer advance' }).click();
  await expect(expenseRow(page, 'Caterer advance')).toHaveCount(0);

  await signOutFromHeader(page);
  await signIn(page, account);
  await openBudget(page);
  await expect(totalCard(page)).toContainText('₹42,00,000');
  await expect(expenseRow(page, 'Private mehendi booking')).toHaveCount(1);
  await expect(expenseRow(page, 'Caterer advance')).toHaveCount(0);

  await signOutFromHeader(page);
  await signUp(page);
  await openBudget(page);
  await expect(totalCard(page)).toContainText('₹30,00,000');
  await expect(expenseRow(page, 'Caterer advance')).toHaveCount(1);
  await expect(expenseRow(page, 'Private mehendi booking')).toHaveCount(0);
});

test('no horizontal overflow, and the dialog is accessible', onPhones, async ({ page }) => {
  await openBudget(page);
  await keepInr(page);
  await addExpense(page, { description: 'W'.repeat(200), amount: '99999999' });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Add Expense' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Expense' })).toBeVisible();
  await expectAccessible(page);
});
