import { expect, test, type Page } from '@playwright/test';
import { newCouple } from './support/auth';
import { onPhones } from './support/projects';
import { axeFindings } from './support/quality';

/**
 * The dark theme (issue 36 item 4): it follows the system's setting, Settings → Appearance overrides it for this
 * browser, and either is in force before the page first paints (public/theme.js in every page's head), on a
 * prerendered page and on the app's own shell alike. The quality walk scans every route's contrast in it.
 */

/** The theme each page of this context had when its first frame was about to paint. */
const recordFirstFrame = (page: Page) =>
  page.addInitScript(() => {
    requestAnimationFrame(() => {
      sessionStorage.setItem('first-frame-theme', document.documentElement.dataset.theme ?? 'none');
    });
  });
const firstFrameTheme = (page: Page) => page.evaluate(() => sessionStorage.getItem('first-frame-theme'));

/** The page's background as painted: dark has little light in it. */
const backgroundLightness = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = getComputedStyle(document.body).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
    return (r! + g! + b!) / 3 / 255;
  });

test.describe('a browser set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('gets the dark theme from the first paint, on the site and in the app', onPhones, async ({ page }) => {
    await recordFirstFrame(page);
    await page.goto('/features');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await firstFrameTheme(page)).toBe('dark');
    expect(await backgroundLightness(page)).toBeLessThan(0.1);

    await newCouple(page);
    await page.goto('/budget');
    await expect(page.getByRole('heading', { name: 'Budget Tracker' })).toBeVisible();
    expect(await firstFrameTheme(page)).toBe('dark');
    expect(await backgroundLightness(page)).toBeLessThan(0.1);
    expect(await axeFindings(page)).toEqual([]);
  });

  test('follows the system when it turns light, until a theme is chosen', async ({ page }) => {
    await page.goto('/features');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test(
  'the switch in Settings chooses a theme for this browser, kept across reloads and tabs',
  onPhones,
  async ({ page, context }) => {
    await recordFirstFrame(page);
    await newCouple(page);
    await page.goto('/settings?tab=appearance');
    const html = page.locator('html');
    await expect(page.getByRole('radio', { name: /System/ })).toBeChecked();
    await expect(html).toHaveAttribute('data-theme', 'light');

    await page.getByRole('radio', { name: /Dark/ }).check();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await backgroundLightness(page)).toBeLessThan(0.1);
    expect(await axeFindings(page)).toEqual([]);

    // Another tab of this browser changes with it.
    const other = await context.newPage();
    await other.goto('/features');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(page.getByRole('radio', { name: /Dark/ })).toBeChecked();
    expect(await firstFrameTheme(page)).toBe('dark');

    // Chosen light, a dark system no longer decides; System hands it back.
    await page.getByRole('radio', { name: /Light/ }).check();
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('radio', { name: /System/ }).check();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  },
);
