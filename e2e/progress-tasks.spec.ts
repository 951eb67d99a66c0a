import { expect, test, type Page } from '@playwright/test';
import { newCouple, signIn, signOutFromHeader } from './support/auth';
import { expectAccessible } from './support/quality';
import { clickTwiceAtOnce, gotoWhenSaved, reloadWhenSaved } from './support/actions';
import { onPhones } from './support/projects';

// A fixed "today" so the seeded due dates (counted from the day of seeding) and the urgency colours are known.
const TODAY = new Date(2026, 2, 2, 10, 0, 0); // Monday 2 March 2026

const ring = (page: Page, name: string) => page.getByRole('progressbar', { name });
const openTasks = (page: Page) => page.getByRole('region', { name: 'Open tasks' }).getByRole('listitem');
const deadlines = (page: Page) =>
  page.getByRole('heading', { name: 'Upcoming Deadlines' }).locator('xpath=..').getByRole('listitem');

// Each page waits for the last one's saves: a load in the middle of one drops it.
async function openProgress(page: Page) {
  await gotoWhenSaved(page, '/planning-progress');
  await expect(page.getByRole('heading', { name: 'Planning Progress' })).toBeVisible();
  await expect(ring(page, 'Essential Planning progress')).toBeVisible();
}

async function openUpcoming(page: Page) {
  await gotoWhenSaved(page, '/upcoming-tasks');
  await expect(page.getByRole('heading', { name: 'Upcoming Tasks' })).toBeVisible();
  await expect(openTasks(page).first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: TODAY });
});

test(
  'progress: sample tasks, rings and the overall bar update as tasks are toggled, and persist',
  onPhones,
  async ({ page }) => {
    const account = await newCouple(page);
    await openProgress(page);
    await expect(page.getByText('Track your wedding planning journey')).toBeVisible();
    // The spec's sample date (15 June 2025), moved to the first year it is ahead of "today".
    await expect(page.getByRole('main').getByText('Monday, June 15, 2026')).toBeVisible();
    await expect(page.getByText('3 of 16 tasks completed')).toBeVisible();
    await expect(ring(page, 'Overall progress')).toHaveAttribute('aria-valuenow', '19');
    await expect(ring(page, 'Essential Planning progress')).toHaveAttribute('aria-valuenow', '75');
    for (const name of ['Vendor Bookings', 'Attire & Beauty', 'Wedding Details'])
      await expect(ring(page, `${name} progress`)).toHaveAttribute('aria-valuenow', '0');
    await expectAccessible(page);

    // Completed samples are checked and struck through; every task shows month and day.
    const venue = page.getByRole('checkbox', { name: 'Book the venue' });
    await expect(venue).toBeChecked();
    await expect(page.getByText('Book the venue')).toHaveCSS('text-decoration-line', 'line-through');
    // Seeded 2 March 2026: the guest list is due 6 days later.
    await expect(page.locator('label').filter({ hasText: 'Draft the guest list' })).toContainText('Mar 8');

    await page.locator('label').filter({ hasText: 'Draft the guest list' }).click();
    await expect(page.getByRole('checkbox', { name: 'Draft the guest list' })).toBeChecked();
    await expect(ring(page, 'Essential Planning progress')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('4 of 16 tasks completed')).toBeVisible();
    await expect(ring(page, 'Overall progress')).toHaveAttribute('aria-valuenow', '25');

    await page.locator('label').filter({ hasText: 'Set the budget' }).click();
    await page.locator('label').filter({ hasText: 'Book the photographer' }).click();
    await expect(ring(page, 'Essential Planning progress')).toHaveAttribute('aria-valuenow', '75');
    await expect(ring(page, 'Vendor Bookings progress')).toHaveAttribute('aria-valuenow', '25');
    await expect(page.getByText('4 of 16 tasks completed')).toBeVisible();

    await reloadWhenSaved(page);
    await expect(page.getByRole('checkbox', { name: 'Set the budget' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Draft the guest list' })).toBeChecked();
    await expect(ring(page, 'Vendor Bookings progress')).toHaveAttribute('aria-valuenow', '25');

    await signOutFromHeader(page);
    await signIn(page, account);
    await openProgress(page);
    await expect(page.getByText('4 of 16 tasks completed')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Book the photographer' })).toBeChecked();

    // A task completed here leaves Upcoming Tasks.
    await openUpcoming(page);
    await expect(openTasks(page).filter({ hasText: 'Book the photographer' })).toHaveCount(0);
    await expect(openTasks(page).filter({ hasText: 'Set the budget' })).toHaveCount(1);
  },
);

test('progress shows the wedding date saved on the schedule', async ({ page }) => {
  await newCouple(page);
  await page.goto('/schedule');
  await page.getByLabel('Wedding Date').fill('2026-09-12');
  await expect(
    page.getByRole('main').getByText('Saturday, September 12, 2026', { exact: true }),
  ).toBeVisible();
  // Through the app, as a couple would: a reload straight after picking could leave before the save lands.
  await page.getByRole('link', { name: 'Back to Account' }).click();
  await page.getByRole('tab', { name: 'Planning Progress' }).click();
  await page.getByRole('link', { name: /See your planning progress/ }).click();
  await expect(page.getByRole('main').getByText('Saturday, September 12, 2026')).toBeVisible();
  await expect(page.getByText('194 days to go')).toBeVisible();
  // And it was kept.
  await reloadWhenSaved(page);
  await expect(page.getByRole('main').getByText('Saturday, September 12, 2026')).toBeVisible();
});

test('upcoming: open tasks by due date with priority, deadlines by urgency, complete and delete', async ({
  page,
}) => {
  await newCouple(page);
  await openUpcoming(page);
  await expect(openTasks(page)).toHaveCount(13);
  const first = openTasks(page).first();
  await expect(first).toContainText('Book the photographer');
  await expect(first).toContainText('Compare portfolios');
  await expect(first).toContainText('High Priority');
  await expect(first).toContainText('Photography');
  await expect(first).toContainText('Due Mar 4, 2026');
  await expect(openTasks(page).filter({ hasText: 'Plan the ceremony music' })).toContainText('Low Priority');
  await expect(openTasks(page).filter({ hasText: 'Choose the caterer' })).toContainText('Medium Priority');
  await page.getByRole('button', { name: 'Add Task' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Task' }).click();

  await expect(deadlines(page)).toHaveCount(3);
  await expect(deadlines(page).nth(0)).toHaveAttribute('data-urgency', 'soon');
  await expect(deadlines(page).nth(0)).toContainText('Due in 2 days');
  await expect(deadlines(page).nth(2)).toHaveAttribute('data-urgency', 'later');
  await expect(deadlines(page).nth(2)).toContainText('Due in 9 days');
  await expect(deadlines(page).nth(2)).toHaveClass(/bg-info-soft/);

  // Overdue and due-today tasks take the first places, red and yellow.
  await page.getByRole('button', { name: 'Add Task' }).click();
  await page.getByLabel('Task', { exact: true }).fill('Return the suit samples');
  await page.getByLabel('Due Date').fill('2026-03-01');
  await page.getByLabel('Priority').selectOption({ label: 'High Priority' });
  await page.getByRole('button', { name: 'Save Task' }).click();
  // The form closes once the task is saved; Add Task before that would close it (it toggles the form).
  await expect(page.getByLabel('Task', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Add Task' }).click();
  await page.getByLabel('Task', { exact: true }).fill('Call the officiant');
  await page.getByLabel('Due Date').fill('2026-03-02');
  await page.getByLabel('Category').selectOption({ label: 'Wedding Details' });
  await clickTwiceAtOnce(page.getByRole('button', { name: 'Save Task' }));
  await expect(openTasks(page)).toHaveCount(15);
  await expect(deadlines(page).nth(0)).toContainText('Return the suit samples');
  await expect(deadlines(page).nth(0)).toHaveAttribute('data-urgency', 'overdue');
  await expect(deadlines(page).nth(0)).toContainText('Overdue by 1 day');
  await expect(deadlines(page).nth(0)).toHaveClass(/bg-destructive-soft/);
  await expect(deadlines(page).nth(1)).toHaveClass(/bg-warning-soft/);
  await expect(deadlines(page).nth(2)).toHaveClass(/bg-success-soft/);
  await expect(deadlines(page).nth(1)).toHaveAttribute('data-urgency', 'today');
  await expect(deadlines(page).nth(1)).toContainText('Due today');
  await expect(deadlines(page).nth(2)).toHaveAttribute('data-urgency', 'soon');
  await expect(openTasks(page).filter({ hasText: 'Call the officiant' })).toContainText('Medium Priority');

  await page.getByRole('checkbox', { name: 'Mark Return the suit samples complete' }).click();
  await expect(openTasks(page).filter({ hasText: 'Return the suit samples' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Call the officiant' }).click();
  await expect(openTasks(page)).toHaveCount(13);

  await reloadWhenSaved(page);
  await expect(openTasks(page)).toHaveCount(13);
  await openProgress(page);
  await expect(page.getByText('4 of 17 tasks completed')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Return the suit samples' })).toBeChecked();
});

test('add task validates with messages and bounds long titles', async ({ page }) => {
  await newCouple(page);
  await openUpcoming(page);
  await page.getByRole('button', { name: 'Add Task' }).click();
  await page.getByRole('button', { name: 'Save Task' }).click();
  await expect(page.getByText('Add a task title')).toBeVisible();
  await expect(page.getByText('Choose a due date')).toBeVisible();
  await expect(openTasks(page)).toHaveCount(13);
  await page.getByLabel('Task', { exact: true }).fill('T'.repeat(5000));
  await expect(page.getByLabel('Task', { exact: true })).toHaveValue('T'.repeat(200));
  await page.getByLabel('Due Date').fill('2026-12-01');
  await page.getByRole('button', { name: 'Save Task' }).click();
  await expect(openTasks(page)).toHaveCount(14);
  await expect(openTasks(page).last()).toContainText('T'.repeat(200));
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
});

test('task reminder switches default on and are saved', async ({ page }) => {
  const account = await newCouple(page);
  await openUpcoming(page);
  const reminders = page.getByRole('switch', { name: /^Reminder for / });
  await expect(reminders).toHaveCount(13);
  await expect(page.getByText('1 week before')).toHaveCount(13);
  for (const s of await reminders.all()) await expect(s).toBeChecked();
  const florist = page.getByRole('switch', { name: 'Reminder for Book the florist' });
  await florist.click();
  await expect(florist).not.toBeChecked();
  await reloadWhenSaved(page);
  await expect(page.getByRole('switch', { name: 'Reminder for Book the florist' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Reminder for Book the caterer' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Reminder for Choose the caterer' })).toBeChecked();
  await signOutFromHeader(page);
  await signIn(page, account);
  await openUpcoming(page);
  await expect(page.getByRole('switch', { name: 'Reminder for Book the florist' })).not.toBeChecked();
});

test('when every task is done or removed, Upcoming Tasks says so', async ({ page }) => {
  await newCouple(page);
  await openUpcoming(page);
  const boxes = page.getByRole('checkbox', { name: /^Mark .* complete$/ });
  for (let n = 13; n > 0; n--) {
    await boxes.first().click();
    await expect(boxes).toHaveCount(n - 1);
  }
  await expect(page.getByText("You're all caught up")).toBeVisible();
  await expect(page.getByText('No open deadlines.')).toBeVisible();
  await openProgress(page);
  await expect(page.getByText('16 of 16 tasks completed')).toBeVisible();
  await expect(ring(page, 'Overall progress')).toHaveAttribute('aria-valuenow', '100');
});
