import { expect, test, type Page } from '@playwright/test';
import { newCouple } from './support/auth';
import { overflowFindings } from './support/quality';
import { onPhones } from './support/projects';

const isoDaysFromNow = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const schedule = (page: Page) => page.getByRole('list', { name: 'Payment schedule' });
const paidIn = (page: Page, category: string) =>
  page
    .getByRole('table', { name: 'Committed and paid by category' })
    .getByRole('row', { name: new RegExp(`^${category}`) })
    .getByRole('cell')
    .nth(2);

async function addInstalment(page: Page, amount: string, due: string) {
  await page.getByLabel('Instalment for').selectOption({ label: 'Caterer advance' });
  await page.getByLabel('Instalment amount').fill(amount);
  await page.getByLabel('Instalment due').fill(due);
  const before = await schedule(page).getByRole('listitem').count();
  await page.getByRole('button', { name: 'Add instalment' }).click();
  // The form empties once the instalment is stored: wait for it before typing the next.
  await expect(schedule(page).getByRole('listitem')).toHaveCount(before + 1);
}

async function threeInstalments(page: Page) {
  await newCouple(page);
  await page.goto('/budget');
  await page.getByRole('button', { name: 'Keep INR' }).click();
  await addInstalment(page, '20000', isoDaysFromNow(-3));
  await addInstalment(page, '30000', isoDaysFromNow(10));
  await addInstalment(page, '40000', isoDaysFromNow(40));
}

test('an expense with three instalments, one overdue: paying it moves its category’s paid figure', async ({
  page,
}) => {
  await threeInstalments(page);
  const overdue = schedule(page).getByRole('listitem').filter({ hasText: 'Overdue' });
  await expect(overdue).toHaveCount(1);
  await expect(overdue).toContainText('₹20,000');
  // With instalments, the caterer advance has paid what its paid instalments add up to: nothing yet.
  await expect(paidIn(page, 'Catering')).toHaveText('₹0');

  await overdue.getByRole('button', { name: /^Mark paid/ }).click();
  await expect(schedule(page).getByRole('listitem').filter({ hasText: 'Overdue' })).toHaveCount(0);
  await expect(paidIn(page, 'Catering')).toHaveText('₹20,000');
  await expect(page.getByRole('img', { name: 'What falls due each month' })).toBeVisible();
});

test('the payment schedule fits a 360 px phone', onPhones, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await threeInstalments(page);
  expect(await overflowFindings(page, 360)).toEqual([]);
});
