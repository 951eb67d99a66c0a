import { expect, test } from '@playwright/test';
import { signUp } from './support/auth';
import { onPhones } from './support/projects';
import { overflowFindings } from './support/quality';

test(
  "the hub's Planning together says a local wedding needs a cloud account to share, and how to move it",
  onPhones,
  async ({ page }) => {
    await signUp(page);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Planning together' });
    await expect(section.getByText(/This wedding lives in this browser only/)).toBeVisible();
    await expect(section.getByText(/needs a cloud account/)).toBeVisible();
    await section.getByRole('link', { name: 'Export a backup in Settings' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=data$/);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/account');
    await expect(page.getByRole('region', { name: 'Planning together' })).toBeVisible();
    expect(await overflowFindings(page, 360)).toEqual([]);
  },
);

test('a join link in local mode says joining needs the cloud', async ({ page }) => {
  await page.goto('/join/Qw3rty_-Asdfgh12345678');
  await expect(page.getByRole('heading', { level: 1, name: 'Join a wedding' })).toBeVisible();
  await expect(page.getByText(/Joining a wedding needs a cloud account/)).toBeVisible();
});
