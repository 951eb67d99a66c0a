import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './support/auth';
import { onPhones } from './support/projects';

/**
 * Issue 35 item 2: a tool page arrives as its frame (its column and header, prerendered: src/app/page-frame.tsx), so
 * its title paints with the HTML instead of after the session, the page's code and its data. Here the local backend's
 * code is held back, so the app runs but cannot know the session yet: what shows is the frame, drawn again by the
 * app, and once the backend arrives the page draws the same header in the same place.
 */

const BACKEND = /\/assets\/local-[\w-]+\.js$/;

/** Holds the local backend's chunk until `release` is called. */
async function holdBackend(page: Page) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(BACKEND, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Every framed page (src/app/page-frames.tsx) with its heading. */
const FRAMED: [path: string, heading: string][] = [
  ['/budget', 'Budget Tracker'],
  ['/gifts', 'Gifts & thank-yous'],
  ['/e-invites', 'E-Invites'],
  ['/mood-board', 'AI Mood Board'],
  ['/music', 'Music Selection'],
  ['/notifications', 'Notifications'],
  ['/photos', 'Photo Planning'],
  ['/planning-progress', 'Planning Progress'],
  ['/registry', 'Gift Registry'],
  ['/schedule', 'Wedding Day Schedule'],
  ['/settings', 'Account Settings'],
  ['/upcoming-tasks', 'Upcoming Tasks'],
  ['/vendors', 'Vendor Management'],
];

test(
  'each tool page shows its heading before the session is known, and the page takes it over in place',
  onPhones,
  async ({ page }) => {
    test.slow();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await signInAsDemo(page);

    for (const [path, name] of FRAMED) {
      const release = await holdBackend(page);
      const asked = page.waitForRequest(BACKEND);
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1, name, exact: true });
      await expect(heading, path).toBeVisible();
      // The app runs (it has asked for the backend) but cannot draw the page yet: the frame is the app's own render.
      await asked;
      await expect(page.locator('[data-page-frame]'), path).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('button'), path).toHaveCount(0);
      const framed = await heading.boundingBox();

      release();
      await expect(page.locator('[data-page-frame]'), path).toHaveCount(0);
      // Polled: a page may draw its header twice as it arrives (/gifts: with its loading spinner, then with the
      // ledger's actions), and a box read from the first as the second replaces it comes back empty.
      await expect.poll(() => heading.boundingBox(), { message: path }).toEqual(framed);
      await page.unroute(BACKEND);
    }
    // The last page, drawn: its own action is there.
    await expect(page.getByRole('button', { name: 'Add Vendor' })).toBeVisible();
    expect(problems).toEqual([]);
  },
);

test("a visitor who opens a tool page's address is sent to sign in, as before", async ({ page }) => {
  await page.goto('/budget');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Budget Tracker' })).toHaveCount(0);
});
