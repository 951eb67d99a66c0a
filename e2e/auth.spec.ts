import { expect, test, type Browser, type Page } from '@playwright/test';
import { ALT_URL } from '../playwright.config';
import {
  fillSignIn,
  fillSignUp,
  followNewestMail,
  freshEmail,
  PASSWORD,
  signOutFromHeader,
  signUp,
} from './support/auth';
import { onPhones } from './support/projects';

/** Spec §2: every sign-in-guarded route. */
const GUARDED = [
  '/planner',
  '/account',
  '/notifications',
  '/e-invites',
  '/mood-board',
  '/budget',
  '/schedule',
  '/photos',
  '/music',
  '/registry',
  '/vendors',
  '/settings',
  '/planning-progress',
  '/upcoming-tasks',
];

test('sign up → /planner; sign out → /; sign in → /account', onPhones, async ({ page }) => {
  const { email } = await signUp(page);
  await signOutFromHeader(page);
  // Signed out: the header offers Get Started again (inside the closed menu on phones).
  await expect(page.getByRole('link', { name: 'Get Started', includeHidden: true }).first()).toBeAttached();

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await fillSignIn(page, email.toUpperCase(), PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test('a wrong password gets an error and stays on the sign-in page', async ({ page }) => {
  const { email } = await signUp(page);
  await signOutFromHeader(page);
  await page.goto('/login');
  await fillSignIn(page, email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Failed to sign in. Please check your credentials.');
  await expect(page).toHaveURL(/\/login$/);
});

test('five wrong passwords in a row lock sign-in for a few minutes, even with the right password', async ({
  page,
}) => {
  const { email } = await signUp(page);
  await signOutFromHeader(page);
  await page.goto('/login');
  for (let i = 1; i <= 4; i++) {
    await fillSignIn(page, email, `wrong-password-${i}`);
    await expect(page.getByRole('alert')).toHaveText('Failed to sign in. Please check your credentials.');
  }
  await fillSignIn(page, email, 'wrong-password-5');
  await expect(page.getByRole('alert')).toHaveText(
    'Too many failed sign-in attempts. Please wait 5 minutes and try again.',
  );
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Too many failed sign-in attempts.');
  await expect(page).toHaveURL(/\/login$/);
});

test('signing up twice with one address says it is in use', async ({ page }) => {
  const { email } = await signUp(page);
  await signOutFromHeader(page);
  await page.goto('/signup');
  await fillSignUp(page, ` ${email.toUpperCase()} `);
  await expect(page.getByRole('alert')).toContainText(
    'Email is already in use. Please try logging in instead.',
  );
});

test('sign-up shows the two password rules inline while typing', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Password', { exact: true }).fill('1234567');
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('12345678');
  await expect(page.getByText('Password must be at least 8 characters long')).toBeHidden();
  await expect(page.getByText(/Password strength: Weak/)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('tulips-garden-42');
  await expect(page.getByText('Password strength: Strong.')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('1234567');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test('an over-long address is refused with a message, not a crash', async ({ page }) => {
  await page.goto('/signup');
  await fillSignUp(page, `${'a'.repeat(260)}@example.com`);
  await expect(page.getByText('Email address must be at most 254 characters long')).toBeVisible();
});

test('forgot password: the mail arrives in /dev/mailbox, its link resets the password; the old one stops working', async ({
  page,
}) => {
  const { email } = await signUp(page);
  await signOutFromHeader(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // Wait for the page: until its chunk arrives the sign-in form (with its own Email field) is still shown.
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toContainText('Check your email for password reset instructions');

  await followNewestMail(page, 'Reset your password', 'Reset your password');
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm New Password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toContainText('Your password has been updated.');

  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Failed to sign in. Please check your credentials.');
  await page.getByLabel('Password', { exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test.describe('with email confirmation on (alt build)', () => {
  test.use({ baseURL: ALT_URL });

  test('unconfirmed sign-in is refused with its message; resend delivers a new mail; the link confirms', async ({
    page,
  }) => {
    const email = freshEmail('confirm');
    await page.goto('/signup');
    await fillSignUp(page, email);
    await expect(page.getByRole('status')).toContainText(
      'Please check your email to confirm your account before signing in.',
    );

    await page.goto('/login');
    await fillSignIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toContainText(
      'Please confirm your email address before signing in. Check your inbox for the confirmation link.',
    );
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(
      page.getByText('Confirmation email has been resent. Please check your inbox.'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'local mailbox' }).click();
    await expect(page.getByRole('article').filter({ hasText: email })).toHaveCount(2);

    await followNewestMail(page, 'Confirm your email', 'Confirm your email address');
    await expect(page).toHaveURL(/\/planner$/);
    await signOutFromHeader(page);
    await page.goto('/login');
    await fillSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
  });
});

test('the demo account signs in with one click', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('demo@weddingplanner.app')).toBeVisible();
  await expect(page.getByText('demo1234')).toBeVisible();
  await page.getByRole('button', { name: 'Use demo account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Demo User!' })).toBeVisible();
  await signOutFromHeader(page);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('every sign-in-guarded route sends a visitor to /login and back after sign-in', async ({ page }) => {
  test.setTimeout(180_000);
  for (const route of [...GUARDED, '/planner?tab=guests']) {
    await page.goto(route);
    await expect(page, `${route} should ask for sign-in`).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Use demo account' }).click();
    await expect(page, `sign-in should return to ${route}`).toHaveURL(
      new RegExp(`${route.replace(/[?]/g, '\\$&')}$`),
    );
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
});

test('a real account also returns to the page it asked for', async ({ page }) => {
  const { email } = await signUp(page);
  await signOutFromHeader(page);
  await page.goto('/budget');
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/budget$/);
});

test('the session survives a reload and a new tab', async ({ page, context }) => {
  await signUp(page);
  await page.goto('/account');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/account');
  await expect(other.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
});

/**
 * A browser restart, played as a new browser context that gets what a real browser keeps on disk: local storage
 * and IndexedDB, but not session storage.
 */
async function restartBrowser(page: Page, browser: Browser) {
  const kept = await page.context().storageState({ indexedDB: true });
  const restarted = await browser.newContext({ storageState: kept, baseURL: new URL(page.url()).origin });
  return restarted.newPage();
}

test('Remember me decides whether the session outlives a browser restart', async ({ page, browser }) => {
  const { email } = await signUp(page);
  await signOutFromHeader(page);
  await page.goto('/login');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  const remembered = await restartBrowser(page, browser);
  await remembered.goto('/account');
  await expect(remembered.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await remembered.context().close();

  await signOutFromHeader(page);
  await page.goto('/login');
  await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  // Still signed in for this browser session...
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  // ...but not after a restart.
  const forgotten = await restartBrowser(page, browser);
  await forgotten.goto('/account');
  await expect(forgotten).toHaveURL(/\/login$/);
  await forgotten.context().close();
});

test('a session expires: a week later the user is asked to sign in again', async ({ page }) => {
  await page.clock.install();
  await signUp(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await page.clock.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user opening /login goes to /account, /signup to /planner', async ({ page }) => {
  await signUp(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/planner$/);
});

test('a tampered session in storage signs out cleanly', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signUp(page);
  await page.evaluate(() =>
    localStorage.setItem('wp.local.session', JSON.stringify({ token: 'forged-token-0123456789' })),
  );
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await page.evaluate(() => localStorage.setItem('wp.local.session', '{broken json'));
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('social sign-in in local mode says it needs cloud mode', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByText('Or continue with')).toBeVisible();
  await page.getByRole('button', { name: 'Google' }).click();
  await expect(page.getByRole('alert')).toContainText('need cloud mode');
});

test.describe('on a 390 px phone', onPhones, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, navigates and signs out', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Features', 'How It Works', 'For Vendors', 'Get Started'])
      await expect(menu.getByRole('link', { name })).toBeVisible();
    await menu.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(menu).toBeHidden();

    await page.getByRole('link', { name: 'Sign up' }).click();
    // Wait for the sign-up page: until its chunk arrives the sign-in form (with its own Email field) is still shown.
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
    await fillSignUp(page, freshEmail('phone'));
    await expect(page).toHaveURL(/\/planner$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible();
    await menu.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
