import { expect, type Page } from '@playwright/test';

/** Helpers for the auth and account specs: fresh accounts, the two sign-out paths, the local mailbox. */
export const PASSWORD = 'secret-pass-123';

export const freshEmail = (tag = 'couple') =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export async function fillSignUp(page: Page, email: string, password = PASSWORD, confirm = password) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(confirm);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

export interface Account {
  email: string;
  password: string;
}

/** A fresh account through the real /signup page, so tests never share data and a second account is a real second user. */
export async function signUp(page: Page, email = freshEmail(), password = PASSWORD): Promise<Account> {
  await page.goto('/signup');
  await fillSignUp(page, email, password);
  await expect(page).toHaveURL(/\/planner$/);
  return { email, password };
}

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signIn(page: Page, account: Account) {
  await page.goto('/login');
  await fillSignIn(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Desktop: the Account dropdown. Phones: the mobile menu. */
export async function signOutFromHeader(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

/** Opens the newest mail's link from /dev/mailbox (the local stand-in for an inbox). */
export async function followNewestMail(page: Page, linkName: string, subject: string) {
  await page.goto('/dev/mailbox');
  const mail = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
  await mail.getByRole('link', { name: linkName }).click();
}
