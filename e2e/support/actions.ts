import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A double submit as a slow save sees it: two clicks in one task, so the second reaches the form before the
 * first save can finish or the page re-render. (A real double-click's second click comes ~100 ms later; with
 * the browser's fast local store the form may already have closed, and the click lands on whatever moved under
 * the pointer, which tests nothing about double submits and makes the outcome depend on timing.)
 */
export async function clickTwiceAtOnce(button: Locator) {
  await button.evaluate((el: HTMLElement) => {
    el.click();
    el.click();
  });
}

/**
 * Waits until every change on the page has been saved. Changes show at once and land in the store a moment later;
 * the layout marks the main landmark busy until they have, and a reload or a new page load before that would drop
 * them (an Undo clicked just before a `page.goto` once lost its write in CI).
 */
export async function whenSaved(page: Page) {
  const main = page.locator('main#main');
  if (await main.count()) await expect(main).not.toHaveAttribute('aria-busy', 'true');
}

/** Reloads once every change on the page has been saved (see `whenSaved`). */
export async function reloadWhenSaved(page: Page) {
  await whenSaved(page);
  await page.reload();
}

/** Loads another address once every change on the page has been saved (see `whenSaved`). */
export async function gotoWhenSaved(page: Page, path: string) {
  await whenSaved(page);
  await page.goto(path);
}
