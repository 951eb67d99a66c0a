import { expect, type Page } from '@playwright/test';

/**
 * Accounts for the planning-tool specs: each test signs up a fresh random account so tests never share data.
 * While the sign-up page is still being built the helper falls back to the demo account (each Playwright test
 * has its own browser storage, so demo data is still per test); once /signup has its form it is used.
 */
export interface Account {
  email: string;
  password: string;
  demo: boolean;
}

const DEMO_FLAG = 'wp.demo';

export async function signUpFresh(page: Page): Promise<Account> {
  const email = `couple-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'secret-pass-123';
  await page.goto('/signup');
  const confirm = page.getByLabel('Confirm Password');
  const hasForm = await confirm
    .waitFor({ state: 'visible', timeout: 3000 })
    .then(() => true)
    .catch(() => false);
  if (!hasForm) {
    await page.evaluate((flag) => localStorage.setItem(flag, String(Date.now() + 86_400_000)), DEMO_FLAG);
    return { email: 'demo@weddingplanner.app', password: 'demo1234', demo: true };
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await confirm.fill(password);
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
  if (account.demo && !(await page.getByLabel('Email').isVisible().catch(() => false))) {
    await page.evaluate((flag) => localStorage.setItem(flag, String(Date.now() + 86_400_000)), DEMO_FLAG);
    return;
  }
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
