import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { gotoWhenSaved } from './support/actions';
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
  // The list shows it before the write is done; the form empties after, and would empty the next one's typing.
  await expect(page.getByLabel('Instalment amount')).toHaveValue('');
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

const compact = (iso: string) => iso.replaceAll('-', '');
const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('the overdue instalment shows on the overview and in notifications; the .ics carries the remaining due dates', async ({
  page,
}) => {
  await threeInstalments(page);
  await page.goto('/account');
  const overview = page.getByRole('region', { name: 'Your wedding at a glance' });
  const dueOnOverview = overview.getByRole('list', { name: 'Payments due' }).getByRole('listitem');
  await expect(dueOnOverview).toHaveCount(1);
  await expect(dueOnOverview).toContainText('Overdue');
  await expect(dueOnOverview).toContainText('Caterer advance');
  await expect(dueOnOverview).toContainText('₹20,000');

  await page.goto('/notifications');
  const dueInNotifications = page.getByRole('region', { name: 'Payments Due' }).getByRole('listitem');
  await expect(dueInNotifications).toHaveCount(1);
  await expect(dueInNotifications).toContainText('Overdue');
  await expect(dueInNotifications).toContainText('Caterer advance');

  await page.goto('/budget');
  const overdue = schedule(page).getByRole('listitem').filter({ hasText: 'Overdue' });
  await overdue.getByRole('button', { name: /^Mark paid/ }).click();
  await expect(schedule(page).getByRole('listitem').filter({ hasText: 'Overdue' })).toHaveCount(0);
  await gotoWhenSaved(page, '/schedule');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Calendar (.ics)' }).click(),
  ]);
  const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
  const dueDays = [...ics.matchAll(/^DTSTART;VALUE=DATE:(\d{8})$/gm)].map((m) => m[1]);
  // The two still to pay, each once; the paid one is gone.
  expect(dueDays).toEqual([compact(isoDaysFromNow(10)), compact(isoDaysFromNow(40))]);
  expect(ics.match(/^SUMMARY:Payment due: Caterer advance$/gm)).toHaveLength(2);
});

test('booking a vendor at ₹3,00,000 raises its category’s committed amount by exactly that', async ({
  page,
}) => {
  await newCouple(page);
  await page.goto('/budget');
  await page.getByRole('button', { name: 'Keep INR' }).click();
  const committedIn = (category: string) =>
    page
      .getByRole('table', { name: 'Committed and paid by category' })
      .getByRole('row', { name: new RegExp(`^${category}`) })
      .getByRole('cell')
      .nth(1);
  await expect(committedIn('Venue')).toHaveText(/₹/);
  const before = rupees(await committedIn('Venue').innerText());

  await page.goto('/vendors');
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Vendor' });
  await dialog.getByLabel('Vendor Name').fill('Marigold Lawns');
  await dialog.getByLabel('Category').selectOption('Venue');
  await dialog.getByLabel('Contact Name').fill('Asha Rao');
  await dialog.getByLabel('Price (INR)').fill('300000');
  await dialog.getByLabel('Contract Signed').check();
  await dialog.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(dialog).toBeHidden();
  await gotoWhenSaved(page, '/budget');
  await expect(committedIn('Venue')).toHaveText(/₹/);
  await expect.poll(async () => rupees(await committedIn('Venue').innerText())).toBe(before + 300_000);
});
