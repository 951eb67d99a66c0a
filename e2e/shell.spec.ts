import { expect, test } from '@playwright/test';

test('unknown paths get a helpful not-found page inside the layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toContainText('Wedding Planner');
  await expect(page).toHaveTitle(/Page Not Found/);
});

test('a signed-out visitor opening a planning tool is sent to sign in', async ({ page }) => {
  await page.goto('/budget');
  await expect(page).toHaveURL(/\/login$/);
});
