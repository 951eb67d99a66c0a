import { expect, test } from '@playwright/test';
import { newCouple, signUp } from './support/auth';
import { onPhones } from './support/projects';

const TOOLS: [string, string][] = [
  ['Wedding Planner', '/planner'],
  ['Guest Planner', '/planner?tab=guests'],
  ['Seating Chart', '/planner?tab=seating'],
  ['Notifications', '/notifications'],
  ['E-Invites', '/e-invites'],
  ['Mood Board', '/mood-board'],
  ['Budget Tracker', '/budget'],
  ['Wedding Day Schedule', '/schedule'],
  ['Photo Planning', '/photos'],
  ['Music Selection', '/music'],
  ['Gift Registry', '/registry'],
  ['Gifts & thank-yous', '/gifts'],
  ['Vendor Management', '/vendors'],
  ['Account Settings', '/settings'],
];

const QUICK_ACTIONS: [string, string][] = [
  ['Add Event', '/schedule'],
  ['Invite Guests', '/planner?tab=guests'],
  ['Set Reminder', '/notifications'],
  ['Add Inspiration', '/mood-board'],
];

test(
  'the account hub: greeting, email, badge, tabs, fourteen tools and the quick actions',
  onPhones,
  async ({ page }) => {
    const { email } = await signUp(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Planning in Progress')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Overview', 'Planning Progress', 'Upcoming Tasks']);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    const tools = page.getByRole('list', { name: 'Planning Tools' });
    for (const [label, href] of TOOLS)
      await expect(tools.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute('href', href);
    await expect(tools.getByRole('link')).toHaveCount(14);

    const quick = page.getByRole('complementary', { name: 'Quick Actions' });
    for (const [label, href] of QUICK_ACTIONS)
      await expect(quick.getByRole('link', { name: label })).toHaveAttribute('href', href);

    await page.getByRole('tab', { name: 'Planning Progress' }).click();
    await expect(page.getByRole('tab', { name: 'Planning Progress' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tabpanel').getByRole('link').click();
    await expect(page).toHaveURL(/\/planning-progress$/);
    await page.goto('/account');
    await page.getByRole('tab', { name: 'Upcoming Tasks' }).click();
    await page.getByRole('tabpanel').getByRole('link').click();
    await expect(page).toHaveURL(/\/upcoming-tasks$/);
  },
);

test('every tool link and quick action opens its page', async ({ page }) => {
  await newCouple(page);
  await page.goto('/account');
  for (const [label, href] of [...TOOLS, ...QUICK_ACTIONS]) {
    const area = QUICK_ACTIONS.some(([l]) => l === label)
      ? page.getByRole('complementary', { name: 'Quick Actions' })
      : page.getByRole('tabpanel');
    await area.getByRole('link', { name: new RegExp(`^${label}`) }).click();
    await expect(page, label).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\$&')}$`));
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
  }
});

test("greets by the profile's first name, and the demo user as Demo User", async ({ page }) => {
  await newCouple(page);
  await page.goto('/settings');
  await page.getByLabel('First Name', { exact: true }).fill('Priya');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Priya!' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Use demo account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Demo User!' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Demo User', { exact: true })).toBeVisible();
});

test('Sign Out on the hub is immediate and complete: a reload in the first instant is signed out, demo too', async ({
  page,
}) => {
  await newCouple(page);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  // The first instant at home: no waiting for the sign-out to settle before reloading the hub.
  await page.waitForURL(/\/$/, { waitUntil: 'commit' });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Use demo account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Demo User!' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/$/, { waitUntil: 'commit' });
  await page.reload();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test("the Overview shows the couple's countdown, progress and budget chart, each leading to its tool", async ({
  page,
}) => {
  await newCouple(page);
  const date = new Date();
  date.setDate(date.getDate() + 30);
  const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Wedding Details' }).click();
  await page.getByLabel('Wedding Date').fill(iso);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText('Your changes have been saved.');
  await page.goto('/account');
  const overview = page.getByRole('region', { name: 'Your wedding at a glance' });
  await expect(overview.getByText('30 days to go')).toBeVisible();
  await expect(overview.getByRole('progressbar', { name: 'Tasks completed' })).toBeVisible();
  // The sample budget: seven categories, the chart shows the five largest.
  await expect(overview.getByRole('img', { name: /^Planned and spent for 5 categories/ })).toBeVisible();
  await expect(overview.getByRole('list', { name: 'Next tasks' }).getByRole('listitem')).toHaveCount(3);
  await overview.getByRole('link', { name: 'Budget tracker' }).click();
  await expect(page).toHaveURL(/\/budget$/);
});
