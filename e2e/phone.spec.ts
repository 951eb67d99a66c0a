import { expect, test, type Locator, type Page } from '@playwright/test';
import { newCouple } from './support/auth';
import { onPhones } from './support/projects';
import { axeFindings, darkContrastFindings } from './support/quality';

/**
 * Issue 36 items 2 and 3, the planner at a phone's width (the phone project's 390 px): the bottom bar reaches each
 * main place and marks it, each planner tab has its own heading, tab lists stay one row high, the guests' event table
 * never cuts a word, and the seating toolbar keeps to two rows. The desktop project checks the bar stays off wide
 * screens.
 */

const bar = (page: Page) => page.getByRole('navigation', { name: 'Planner shortcuts' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('at 390 px', () => {
  test.skip(({ isMobile }) => !isMobile, "the phone's layout");

  test('the bottom bar reaches each main place and marks the one open', onPhones, async ({ page }) => {
    await newCouple(page);
    await page.goto('/account');
    const place = (name: string) => bar(page).getByRole('link', { name, exact: true });
    await expect(place('Home')).toHaveAttribute('aria-current', 'page');

    const visits: [name: string, url: RegExp, title: string][] = [
      ['Guests', /\/planner\?tab=guests$/, 'Guest Planner'],
      ['Budget', /\/budget$/, 'Budget Tracker'],
      ['Chat', /\/planner$/, 'AI Wedding Planner'],
      ['Home', /\/account$/, 'Welcome back!'],
    ];
    for (const [name, url, title] of visits) {
      await place(name).click();
      await expect(page).toHaveURL(url);
      await expect(heading(page)).toHaveText(title);
      await expect(place(name)).toHaveAttribute('aria-current', 'page');
      await expect(bar(page).locator('[aria-current="page"]')).toHaveCount(1);
    }

    // The guests' tab is under its own heading and title, not the chat's.
    await place('Guests').click();
    await expect(heading(page)).toHaveText('Guest Planner');
    await expect(page.getByText('Ask about venues, vendors, budgets and timing.')).toHaveCount(0);
    await expect(page).toHaveTitle('Guest Planner | Wedding Planner');

    // The rest are under More, which closes as the page changes.
    const more = bar(page).getByRole('button', { name: 'More' });
    await more.click();
    await bar(page).getByRole('link', { name: 'Seating Chart' }).click();
    await expect(page).toHaveURL(/\/planner\?tab=seating$/);
    await expect(heading(page)).toHaveText('Seating Chart');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(bar(page).getByRole('link', { name: 'Seating Chart' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await bar(page).getByRole('link', { name: 'Settings' }).click();
    await expect(heading(page)).toHaveText('Account Settings');

    // The page's end is not hidden behind the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = (await page.getByRole('contentinfo').boundingBox())!;
    const barTop = (await bar(page).boundingBox())!.y;
    expect(footerEnd.y + footerEnd.height).toBeLessThanOrEqual(barTop + 1);

    // The site's pages keep the header's menu alone.
    await page.goto('/features');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
  });

  test("a page's main action floats within a thumb's reach, above the bar", onPhones, async ({ page }) => {
    await newCouple(page);
    await page.goto('/budget');
    const add = page.getByRole('button', { name: 'Add Expense' });
    await expect(add).toBeEnabled();
    const button = (await add.boundingBox())!;
    const barTop = (await bar(page).boundingBox())!.y;
    const height = page.viewportSize()!.height;
    expect(button.y).toBeGreaterThan(height * 0.75);
    expect(button.y + button.height).toBeLessThanOrEqual(barTop);
    await add.click();
    await expect(page.getByRole('dialog', { name: 'Add Expense' })).toBeVisible();
  });

  test('tab lists are one row high and scroll sideways', onPhones, async ({ page }) => {
    await newCouple(page);
    await page.goto('/account');
    await expectOneRow(page.getByRole('tablist', { name: 'Account sections' }));

    // Six tabs and more do not fit 390 px: the row scrolls, and the tab asked for is in view.
    await page.goto('/settings?tab=data');
    const settings = page.getByRole('tablist', { name: 'Settings sections' });
    await expectOneRow(settings);
    expect(await settings.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(page.getByRole('tab', { name: 'Your data' })).toBeInViewport({ ratio: 1 });
  });

  test('no table cell on the guest page breaks a word', onPhones, async ({ page }) => {
    await newCouple(page);
    await page.goto('/planner?tab=guests');
    const table = page.getByRole('table', { name: 'Counts per event' });
    await expect(table.getByRole('rowheader', { name: 'Ceremony' })).toBeVisible();
    expect(await table.locator('td, th').count()).toBeGreaterThan(10);
    expect(await brokenCells(page)).toEqual([]);
    // The event's name stays in view as the counts scroll sideways.
    const region = page.getByRole('region', { name: 'Counts per event' });
    await region.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await expect(table.getByRole('rowheader', { name: 'Ceremony' })).toBeInViewport({ ratio: 1 });

    expect(await axeFindings(page)).toEqual([]);
    expect(await darkContrastFindings(page)).toEqual([]);
  });

  test('the seating toolbar is at most two rows, the outputs under Export', onPhones, async ({ page }) => {
    await newCouple(page);
    await page.goto('/planner?tab=seating');
    const toolbar = page.getByRole('group', { name: 'Seating chart actions' });
    await expect(toolbar.getByRole('button', { name: 'Add table' })).toBeVisible();
    const rows = await toolbar.evaluate((el) => {
      const tops = Array.from(el.querySelectorAll('button, select')).map((c) =>
        Math.round(c.getBoundingClientRect().top),
      );
      return new Set(tops).size;
    });
    expect(rows).toBeLessThanOrEqual(2);
    for (const name of ['Add table', 'Auto-arrange', 'Undo', 'Export'])
      await expect(toolbar.getByRole('button', { name })).toBeVisible();

    await toolbar.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Print view', 'CSV for the caterer', 'PNG']);
    await page.keyboard.press('Escape');
    await expect(toolbar.getByRole('button', { name: 'Export' })).toBeFocused();

    expect(await axeFindings(page)).toEqual([]);
    expect(await darkContrastFindings(page)).toEqual([]);
  });
});

test('wide screens keep the header and no bottom bar', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop layout');
  await newCouple(page);
  await page.goto('/budget');
  await expect(heading(page)).toHaveText('Budget Tracker');
  await expect(bar(page)).toBeHidden();
});

/** One row: every tab's top edge at the same height. */
async function expectOneRow(tablist: Locator) {
  await expect(tablist.getByRole('tab').last()).toBeAttached();
  const tops = await tablist
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThan(2);
  expect(new Set(tops).size).toBe(1);
}

/**
 * Table cells in the page's main region whose text does not fit their box: a word drawn over two lines (each word
 * measured on its own), or text running past the cell's edge.
 */
const brokenCells = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const problems: string[] = [];
    for (const cell of Array.from(main.querySelectorAll('td, th'))) {
      const text = cell.textContent?.trim() ?? '';
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`"${text}" runs past its cell`);
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (lines.size > 1) problems.push(`"${word[0]}" in "${text}" is broken over ${lines.size} lines`);
        }
      }
    }
    return problems;
  });
