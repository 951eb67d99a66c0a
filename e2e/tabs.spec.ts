import { expect, test, type Page } from '@playwright/test';
import { newCouple, signOutFromHeader } from './support/auth';

/**
 * Two tabs on one plan (issue #19 item 5): a save in one shows in the other, an edit that clashes with the other
 * tab's save is refused with what was typed kept, edits of different fields both land, an edit never brings back
 * what the other tab deleted, and signing out in one tab signs out the other.
 */
const expenses = (page: Page) => page.getByRole('list', { name: 'Expenses' });
const expenseRow = (page: Page, description: string) =>
  expenses(page).getByRole('listitem').filter({ hasText: description });
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit Expense' });

async function openBudget(page: Page) {
  await page.goto('/budget');
  await expect(page.getByRole('heading', { name: 'Budget Tracker' })).toBeVisible();
  await expect(expenses(page)).toBeVisible();
}

async function startEdit(page: Page, description: string) {
  await page.getByRole('button', { name: `Edit ${description}`, exact: true }).click();
  await expect(editDialog(page)).toBeVisible();
  return editDialog(page);
}

test('two tabs editing one expense: the later save reports the conflict and nothing is lost', async ({
  page,
}) => {
  await newCouple(page);
  await openBudget(page);
  const tabB = await page.context().newPage();
  await openBudget(tabB);
  const tabA = page;

  // The same field, changed in both tabs.
  const inA = await startEdit(tabA, 'DJ booking');
  const inB = await startEdit(tabB, 'DJ booking');
  await inA.getByLabel('Amount', { exact: true }).fill('30000');
  await inA.getByRole('button', { name: 'Save Expense' }).click();
  await expect(inA).toBeHidden();
  await expect(expenseRow(tabA, 'DJ booking')).toContainText('30,000');

  await inB.getByLabel('Amount', { exact: true }).fill('35000');
  await inB.getByRole('button', { name: 'Save Expense' }).click();
  await expect(inB.getByRole('alert')).toContainText(
    'This expense was changed in another tab or on another device. The list now shows that version; what you typed is still here.',
  );
  await expect(inB.getByLabel('Amount', { exact: true })).toHaveValue('35000');
  await expect(expenseRow(tabA, 'DJ booking')).toContainText('30,000');

  // Keep mine saves again, replacing the other version knowingly, and the other tab follows without a reload.
  await inB.getByRole('button', { name: 'Keep mine' }).click();
  await expect(inB).toBeHidden();
  await expect(expenseRow(tabB, 'DJ booking')).toContainText('35,000');
  await expect(expenseRow(tabA, 'DJ booking')).toContainText('35,000');

  // Different fields: both changes land.
  const descriptionInA = await startEdit(tabA, 'Caterer advance');
  const amountInB = await startEdit(tabB, 'Caterer advance');
  await descriptionInA.getByLabel('Description').fill('Caterer advance (cash)');
  await descriptionInA.getByRole('button', { name: 'Save Expense' }).click();
  await expect(descriptionInA).toBeHidden();
  await amountInB.getByLabel('Amount', { exact: true }).fill('160000');
  await amountInB.getByRole('button', { name: 'Save Expense' }).click();
  await expect(amountInB).toBeHidden();
  for (const tab of [tabA, tabB])
    await expect(expenseRow(tab, 'Caterer advance (cash)')).toContainText('1,60,000');

  // Deleted in one tab while the other edits it: the edit is refused and does not bring it back.
  const deletedInB = await startEdit(tabB, 'Photographer booking fee');
  await tabA.getByRole('button', { name: 'Delete Photographer booking fee' }).click();
  await expect(expenseRow(tabA, 'Photographer booking fee')).toHaveCount(0);
  await deletedInB.getByLabel('Amount', { exact: true }).fill('80000');
  await deletedInB.getByRole('button', { name: 'Save Expense' }).click();
  await expect(deletedInB.getByRole('alert')).toContainText(
    "This expense was deleted in another tab or on another device, so it can't be saved.",
  );
  await deletedInB.getByRole('button', { name: 'Cancel' }).click();
  await expect(expenseRow(tabB, 'Photographer booking fee')).toHaveCount(0);
  await tabB.reload();
  await expect(expenses(tabB)).toBeVisible();
  await expect(expenseRow(tabB, 'Photographer booking fee')).toHaveCount(0);
  await expect(expenseRow(tabB, 'Caterer advance (cash)')).toContainText('1,60,000');
});

test('signing out in one tab signs out the other', async ({ page }) => {
  await newCouple(page);
  await openBudget(page);
  const other = await page.context().newPage();
  await openBudget(other);
  await signOutFromHeader(page);
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});
