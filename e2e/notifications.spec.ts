import { expect, test, type Page } from '@playwright/test';
import { type Account, newCouple, signIn, signOutFromHeader } from './support/auth';
import { expectAccessible } from './support/quality';
import { clickTwiceAtOnce, reloadWhenSaved } from './support/actions';
import { onPhones } from './support/projects';
import { addYearsIso, formatWeekdayDate, yearsUntilUpcoming } from '../src/lib/dates';

const reminders = (page: Page) => page.getByRole('region', { name: 'Your Reminders' }).getByRole('listitem');

async function openNotifications(page: Page) {
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notification Settings' })).toBeVisible();
}

/** A stand-in for the browser's Notification API that records what the app shows and answers permission asks. */
async function fakeNotifications(page: Page, answer: NotificationPermission) {
  await page.addInitScript((answer) => {
    const shown: { title: string; body?: string; tag?: string }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static async requestPermission() {
        FakeNotification.permission = answer;
        return answer;
      }
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body, tag: options?.tag });
      }
    }
    Object.assign(window, { Notification: FakeNotification, shownNotifications: shown });
  }, answer);
}
const shownNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownNotifications: { title: string }[] }).shownNotifications);

let account: Account;

test(
  'the seeded reminders, adding with defaults, deleting, and the empty state all persist',
  onPhones,
  async ({ page }) => {
    account = await newCouple(page);
    await openNotifications(page);
    await expect(reminders(page)).toHaveCount(3);
    // Soonest first. The spec's 2025 dates, moved by whole years to where they are upcoming for a couple starting now.
    const years = yearsUntilUpcoming(['2025-06-15', '2025-04-20', '2025-05-01'], new Date());
    await expect(reminders(page).nth(0)).toContainText('Cake tasting appointment');
    await expect(reminders(page).nth(0)).toContainText(
      `${formatWeekdayDate(addYearsIso('2025-04-20', years))} at 2:00 PM`,
    );
    await expect(reminders(page).nth(1)).toContainText('Photographer deposit due');
    await expect(reminders(page).nth(2)).toContainText('Venue booking deadline');
    await expect(reminders(page).nth(2)).toContainText('Deadline');

    // The form toggles open and closed.
    const toggle = page.getByRole('button', { name: 'Add Notification' });
    await toggle.click();
    await expect(page.getByLabel('Title')).toBeVisible();
    await toggle.click();
    await expect(page.getByLabel('Title')).toBeHidden();

    await toggle.click();
    await expect(page.getByLabel('Type')).toHaveValue('reminder');
    await page.getByLabel('Title').fill('Mail the invitations');
    await page.getByLabel('Date').fill('2025-05-10');
    await page.getByRole('button', { name: 'Save Notification' }).click();
    await expect(page.getByLabel('Title')).toBeHidden();
    const mail = reminders(page).filter({ hasText: 'Mail the invitations' });
    await expect(mail).toContainText('Sat, May 10, 2025');
    await expect(mail).not.toContainText(/ at \d/);
    await expect(mail).toContainText('Reminder');

    await toggle.click();
    await page.getByLabel('Title').fill('Final payment to the caterer');
    await page.getByLabel('Date').fill('2025-06-01');
    await page.getByLabel('Time (optional)').fill('09:30');
    await page.getByLabel('Type').selectOption({ label: 'Payment' });
    await clickTwiceAtOnce(page.getByRole('button', { name: 'Save Notification' }));
    await expect(reminders(page)).toHaveCount(5);
    await expect(reminders(page).filter({ hasText: 'Final payment to the caterer' })).toContainText(
      'Sun, Jun 1, 2025 at 9:30 AM',
    );

    await page.getByRole('button', { name: 'Delete Photographer deposit due' }).click();
    await expect(reminders(page)).toHaveCount(4);

    await reloadWhenSaved(page);
    await expect(reminders(page)).toHaveCount(4);
    await expect(reminders(page).filter({ hasText: 'Mail the invitations' })).toHaveCount(1);
    await expect(reminders(page).filter({ hasText: 'Photographer deposit due' })).toHaveCount(0);

    await signOutFromHeader(page);
    await signIn(page, account);
    await openNotifications(page);
    await expect(reminders(page)).toHaveCount(4);

    for (let n = 4; n > 0; n--) {
      await reminders(page)
        .first()
        .getByRole('button', { name: /^Delete / })
        .click();
      await expect(reminders(page)).toHaveCount(n - 1);
    }
    await expect(page.getByText('No notifications set up yet. Add your first one!')).toBeVisible();
    await reloadWhenSaved(page);
    await expect(page.getByText('No notifications set up yet. Add your first one!')).toBeVisible();
  },
);

test('without a title and a date, Save does nothing; a 5,000-character title is bounded', async ({
  page,
}) => {
  await newCouple(page);
  await openNotifications(page);
  await page.getByRole('button', { name: 'Add Notification' }).click();
  await page.getByLabel('Title').fill('Dress fitting');
  await page.getByRole('button', { name: 'Save Notification' }).click();
  await expect(page.getByLabel('Date')).toBeFocused();
  await expect(reminders(page)).toHaveCount(3);
  await page.getByLabel('Title').fill('');
  await page.getByLabel('Date').fill('2025-05-02');
  await page.getByRole('button', { name: 'Save Notification' }).click();
  await expect(page.getByLabel('Title')).toBeFocused();
  await expect(reminders(page)).toHaveCount(3);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByLabel('Title').fill('N'.repeat(5000));
  await expect(page.getByLabel('Title')).toHaveValue('N'.repeat(200));
  await page.getByRole('button', { name: 'Save Notification' }).click();
  await expect(reminders(page)).toHaveCount(4);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);

  await page.getByRole('button', { name: 'Add Notification' }).click();
  await page.getByLabel('Title').fill('Never saved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Title')).toBeHidden();
  await expect(reminders(page).filter({ hasText: 'Never saved' })).toHaveCount(0);
});

test('notification settings are saved', async ({ page }) => {
  account = await newCouple(page);
  await openNotifications(page);
  const frequency = page.getByLabel('Reminder frequency');
  const email = page.getByRole('switch', { name: 'Email notifications' });
  const browser = page.getByRole('switch', { name: 'Browser notifications' });
  await expect(frequency).toHaveValue('1 week before');
  await expect(email).toBeChecked();
  await expect(browser).not.toBeChecked();
  await expect(frequency.locator('option')).toHaveText([
    '1 week before',
    '3 days before',
    '1 day before',
    'On the day',
  ]);
  await page.getByRole('button', { name: 'Add Notification' }).click();
  await expectAccessible(page);

  await frequency.selectOption('3 days before');
  await email.click();
  await expect(email).not.toBeChecked();
  await reloadWhenSaved(page);
  await expect(page.getByLabel('Reminder frequency')).toHaveValue('3 days before');
  await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();

  await signOutFromHeader(page);
  await signIn(page, account);
  await openNotifications(page);
  await expect(page.getByLabel('Reminder frequency')).toHaveValue('3 days before');
  await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
});

test('with browser notifications on, a reminder that falls due while the app is open raises one notification', async ({
  page,
}) => {
  await fakeNotifications(page, 'granted');
  await page.clock.install({ time: new Date(2026, 2, 1, 10, 0, 0) });
  await newCouple(page);
  await openNotifications(page);

  await page.getByLabel('Reminder frequency').selectOption('On the day');
  await page.getByRole('switch', { name: 'Browser notifications' }).click();
  await expect(page.getByRole('switch', { name: 'Browser notifications' })).toBeChecked();

  await page.getByRole('button', { name: 'Add Notification' }).click();
  await page.getByLabel('Title').fill('Call the florist');
  await page.getByLabel('Date').fill('2026-03-01');
  await page.getByLabel('Time (optional)').fill('10:02');
  await page.getByRole('button', { name: 'Save Notification' }).click();
  await expect(reminders(page).filter({ hasText: 'Call the florist' })).toBeVisible();
  expect(await shownNotifications(page)).toEqual([]);

  await page.clock.runFor(3 * 60_000);
  await expect.poll(async () => (await shownNotifications(page)).length).toBe(1);
  const [shown] = (await shownNotifications(page)) as { title: string; body: string; tag: string }[];
  expect(shown.title).toBe('Call the florist');
  expect(shown.body).toBe('Reminder · Sun, Mar 1, 2026 at 10:02 AM');
  expect(shown.tag).toMatch(/^reminder:\w+:2026-03-01T10:02$/);
  await page.clock.runFor(10 * 60_000);
  expect(await shownNotifications(page)).toHaveLength(1);
});

test('a refused permission keeps browser notifications off and says why', async ({ page }) => {
  await fakeNotifications(page, 'denied');
  await newCouple(page);
  await openNotifications(page);
  await page.getByRole('switch', { name: 'Browser notifications' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'blocking notifications' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Browser notifications' })).not.toBeChecked();
  await reloadWhenSaved(page);
  await expect(page.getByRole('switch', { name: 'Browser notifications' })).not.toBeChecked();
});
