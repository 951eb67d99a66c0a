import { expect, test, type Page } from '@playwright/test';
import { type Account, newCouple, signIn, signOutFromHeader, signUp } from './support/auth';
import { expectAccessible } from './support/quality';
import { allowWrites, refuseWrites } from './support/refuse-writes';
import { onPhones } from './support/projects';
import { reloadWhenSaved } from './support/actions';
import { fullBrowserLaunchOptions } from '../playwright.config';

// Browser notifications are turned on here, and Chromium's headless shell says "denied" to every site whatever is
// granted: this file runs in the full browser, as a couple's would.
test.use({ launchOptions: fullBrowserLaunchOptions });

const panel = (page: Page) => page.getByRole('tabpanel');

async function openSettings(page: Page, tab?: string) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

/** Saves the open tab, checking the spec's visible saving state (about a second) along the way. */
async function save(page: Page, name = 'Save Changes') {
  const started = Date.now();
  await panel(page).getByRole('button', { name }).click();
  await expect(panel(page).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(panel(page).getByRole('button', { name })).toBeEnabled({ timeout: 5000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  await expect(panel(page).getByRole('status')).toHaveText('Your changes have been saved.');
}

let account: Account;
test.beforeEach(async ({ page }) => {
  account = await newCouple(page);
});

test(
  'profile, wedding details and notification preferences save, and a reload keeps them',
  onPhones,
  async ({ page }) => {
    await openSettings(page);
    await expect(page.getByRole('tab')).toHaveText([
      'Profile',
      'Wedding Details',
      'Notifications',
      'Appearance',
      'Security',
      'AI Provider',
      'Your data',
    ]);
    await expect(page.getByLabel('Email Address')).toHaveValue(account.email);
    await expect(page.getByLabel('Email Address')).not.toBeEditable();
    await page.getByLabel('First Name', { exact: true }).fill('Priya');
    await page.getByLabel('Last Name', { exact: true }).fill('Sharma');
    await page.getByLabel('Phone Number').fill('+91 98765 43210');
    await save(page);

    await page.getByRole('tab', { name: 'Wedding Details' }).click();
    await page.getByLabel("Partner's First Name").fill('Arjun');
    await page.getByLabel("Partner's Last Name").fill('Mehta');
    await page.getByLabel('Wedding Date').fill('2027-02-14');
    await page.getByLabel('Estimated Guest Count').fill('250');
    await page.getByLabel('Wedding Location').fill('Udaipur');
    await save(page);

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const switches = panel(page).getByRole('switch');
    await expect(switches).toHaveCount(5);
    for (const [i, on] of [true, false, true, true, true].entries())
      await expect(switches.nth(i)).toHaveAttribute('aria-checked', String(on));
    await page.getByRole('switch', { name: 'Weekly Updates' }).click();
    // Turning browser notifications on asks the browser's permission; this browser grants it.
    await page.context().grantPermissions(['notifications']);
    await page.getByRole('switch', { name: 'Browser Notifications' }).click();
    await save(page, 'Save Preferences');

    await reloadWhenSaved(page);
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Priya');
    await expect(page.getByLabel('Phone Number')).toHaveValue('+91 98765 43210');
    await page.getByRole('tab', { name: 'Wedding Details' }).click();
    await expect(page.getByLabel('Wedding Date')).toHaveValue('2027-02-14');
    await expect(page.getByLabel('Estimated Guest Count')).toHaveValue('250');
    await expect(page.getByLabel('Wedding Location')).toHaveValue('Udaipur');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByRole('switch', { name: 'Weekly Updates' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Browser Notifications' })).toBeChecked();
  },
);

test('the wedding date saved here is the one the schedule shows', async ({ page }) => {
  await openSettings(page, 'Wedding Details');
  await page.getByLabel('Wedding Date').fill('2027-02-14');
  await save(page);
  await page.goto('/schedule');
  await expect(page.getByLabel('Wedding Date')).toHaveValue('2027-02-14');
  await expect(page.getByRole('main').getByText('Sunday, February 14, 2027')).toBeVisible();
});

test('bad values are refused with a reason and nothing is saved', async ({ page }) => {
  await openSettings(page);
  await page.getByLabel('Phone Number').fill('call me maybe');
  await panel(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel(page).getByText('Use digits, spaces and + ( ) - only')).toBeVisible();
  await page.getByLabel('First Name', { exact: true }).fill('x'.repeat(5000));
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('x'.repeat(200));

  await page.getByRole('tab', { name: 'Wedding Details' }).click();
  await page.getByLabel('Estimated Guest Count').fill('-4');
  await panel(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel(page).getByText('Guest count cannot be negative')).toBeVisible();

  await reloadWhenSaved(page);
  await expect(page.getByLabel('Phone Number')).toHaveValue('');
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('');
});

test('a refused browser write shows a notice and keeps the form values', async ({ page }) => {
  await openSettings(page, 'Wedding Details');
  await page.getByLabel('Wedding Location').fill('Jaipur');
  await page.getByLabel('Estimated Guest Count').fill('180');
  await refuseWrites(page);
  await panel(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel(page).getByRole('alert')).toContainText(
    "Couldn't save your changes. Everything you entered is still here",
  );
  await expect(
    page.getByText(/^This browser has run out of storage space for your plan, so the change wasn't saved\./),
  ).toBeVisible();
  await expect(page.getByLabel('Wedding Location')).toHaveValue('Jaipur');
  await expect(page.getByLabel('Estimated Guest Count')).toHaveValue('180');
  await allowWrites(page);
  await save(page);
  await reloadWhenSaved(page);
  await page.getByRole('tab', { name: 'Wedding Details' }).click();
  await expect(page.getByLabel('Wedding Location')).toHaveValue('Jaipur');
});

test('Change Password follows its rules, and the new password signs in', async ({ page }) => {
  await openSettings(page, 'Security');
  const change = page.getByRole('button', { name: 'Change Password' });
  await expect(change).toBeDisabled();
  await page.getByLabel('Current Password').fill(account.password);
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await expect(change).toBeDisabled();
  await page.getByLabel('Confirm New Password').fill('brand-new-pas');
  await expect(change).toBeDisabled();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('brand-new-pass');
  await expect(change).toBeEnabled();

  await page.getByLabel('Current Password').fill('wrong-password');
  await change.click();
  await expect(panel(page).getByRole('alert')).toHaveText('Your current password is incorrect.');

  await page.getByLabel('Current Password').fill(account.password);
  await change.click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  for (const label of ['Current Password', 'Confirm New Password'])
    await expect(page.getByLabel(label)).toHaveValue('');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');

  await signOutFromHeader(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, { ...account, password: 'brand-new-pass' });
  await openSettings(page);
  await expect(page.getByLabel('Email Address')).toHaveValue(account.email);
});

test('Sign Out in Account Actions signs out and goes home', async ({ page }) => {
  await openSettings(page, 'Security');
  await panel(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
});

test('settings keep to their account and pass an accessibility check', async ({ page }) => {
  await openSettings(page);
  await page.getByLabel('First Name', { exact: true }).fill('Only Mine');
  await save(page);
  await expectAccessible(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await signOutFromHeader(page);
  await signUp(page);
  await openSettings(page);
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('');
});

test('the Wedding Details, Security, AI Provider and Your data tabs arrive once the page is idle, so a tab opened later is ready', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openSettings(page);
  const fetched = (name: string) => scripts.some((path) => path.startsWith(`/assets/${name}-`));
  // Not part of the page's first load (perf-budget.json counts it), yet fetched without a tab being opened.
  await expect
    .poll(() =>
      ['wedding-tab', 'security-tab', 'ai-provider-tab', 'data-tab'].filter((name) => !fetched(name)),
    )
    .toEqual([]);
  await page.getByRole('tab', { name: 'AI Provider' }).click();
  await expect(panel(page).getByRole('combobox', { name: 'Provider' })).toBeVisible();
});
