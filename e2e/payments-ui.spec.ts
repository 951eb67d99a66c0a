import { expect, test, type Page } from '@playwright/test';
import { newCouple } from './support/auth';

const isoDaysFromNow = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const schedule = (page: Page) => page.getByRole('list', { name: 'Payment schedule' });

async function addInstalment(page: Page, forWhat: string, amount: string, due: string) {
  await page.getByLabel('Instalment for').selectOption({ label: forWhat });
  await page.getByLabel('Instalment amount').fill(amount);
  await page.getByLabel('Instalment due').fill(due);
  const before = await schedule(page).getByRole('listitem').count();
  await page.getByRole('button', { name: 'Add instalment' }).click();
  await expect(schedule(page).getByRole('listitem')).toHaveCount(before + 1);
}

async function budgetWithInstalment(page: Page) {
  await newCouple(page);
  await page.goto('/budget');
  await page.getByRole('button', { name: 'Keep INR' }).click();
  await addInstalment(page, 'DJ booking', '12000', isoDaysFromNow(10));
}

test('editing an instalment’s reminder days moves it onto the overview’s due list', async ({ page }) => {
  await budgetWithInstalment(page);
  const row = schedule(page).getByRole('listitem');
  await expect(row).toContainText('Upcoming');

  await row.getByRole('button', { name: /^Edit: DJ booking/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Instalment' });
  const reminders = dialog.getByLabel('Reminders (days before)');
  await expect(reminders).toHaveValue('7, 1');
  await reminders.fill('a fortnight');
  await dialog.getByRole('button', { name: 'Save Instalment' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Write the reminder days as whole numbers, e.g. 7, 1');
  await expect(reminders).toHaveValue('a fortnight');

  await reminders.fill('14, 1');
  await dialog.getByRole('button', { name: 'Save Instalment' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Due soon');

  await page.goto('/account');
  const due = page
    .getByRole('region', { name: 'Your wedding at a glance' })
    .getByRole('list', { name: 'Payments due' })
    .getByRole('listitem');
  await expect(due).toHaveCount(1);
  await expect(due).toContainText('DJ booking');
  await expect(due).toContainText('Due soon');
});

test('a receipt uploaded on an instalment downloads again and can be removed', async ({ page }) => {
  await budgetWithInstalment(page);
  const row = schedule(page).getByRole('listitem');
  await row.getByLabel(/^Receipt file for DJ booking/).setInputFiles({
    name: 'dj receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 receipt'),
  });
  await expect(row.getByRole('status')).toHaveText('Receipt saved.');
  await expect(row).toContainText('Receipt: dj-receipt.pdf');

  // Stored in the browser (local mode): a reload still has it.
  await page.reload();
  await expect(schedule(page).getByRole('listitem')).toContainText('Receipt: dj-receipt.pdf');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    schedule(page)
      .getByRole('button', { name: /^Download receipt: DJ booking/ })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe('dj-receipt.pdf');

  await schedule(page)
    .getByRole('button', { name: /^Remove receipt: DJ booking/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Remove this receipt?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(schedule(page).getByRole('button', { name: /^Attach receipt: DJ booking/ })).toBeVisible();
});

test('an instalment can belong to a booked vendor', async ({ page }) => {
  await budgetWithInstalment(page);
  await addInstalment(page, 'Rosewood Manor', '50000', isoDaysFromNow(30));
  await expect(
    schedule(page)
      .getByRole('listitem')
      .filter({ hasText: /^Rosewood Manor: ₹50,000 due/ }),
  ).toHaveCount(1);
});

test('linking an expense to its booked vendor counts the money once in committed', async ({ page }) => {
  await newCouple(page);
  await page.goto('/budget');
  await page.getByRole('button', { name: 'Keep INR' }).click();
  const committedVenue = page
    .getByRole('table', { name: 'Committed and paid by category' })
    .getByRole('row', { name: /^Venue/ })
    .getByRole('cell')
    .nth(1);
  // The deposit (₹3,00,000) and the booked Rosewood Manor (₹12,000) both count while nothing links them.
  await expect(committedVenue).toHaveText('₹3,12,000');

  await page.getByRole('button', { name: 'Edit Venue booking deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Expense' });
  await dialog.getByLabel('Vendor (optional)').selectOption({ label: 'Rosewood Manor' });
  await dialog.getByRole('button', { name: 'Save Expense' }).click();
  await expect(dialog).toBeHidden();
  // The deposit is now part of what Rosewood Manor is owed: the larger of the two, once.
  await expect(committedVenue).toHaveText('₹3,00,000');
});
