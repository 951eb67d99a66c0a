import { expect, type Page } from '@playwright/test';

/**
 * Accounts for the planning-tool specs: each test signs up a fresh random account through the real /signup page,
 * so tests never share data and a second account in the same browser is a real second user.
 */
export interface Account {
  email: string;
  password: string;
  /** Always false now that sign-up exists; kept so specs written before it still read `account.demo`. */
  demo: false;
}

export async function signUpFresh(page: Page): Promise<Account> {
  const email = `couple-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'secret-pass-123';
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/planner/);
  return { email, password, demo: false };
}

export async function signOut(page: Page) {
  const mobileMenu = page.getByRole('button', { name: 'Open menu' });
  if (await mobileMenu.isVisible()) {
    await mobileMenu.click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

export async function signIn(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** No serious or critical axe violations on the page as it stands (DESIGN.md §6). */
export async function expectAccessible(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
