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
 * Reloads once every change on the page has been saved. Changes show at once and land in the store a moment
 * later; the layout marks the main landmark busy until they have, and a reload before that would drop them.
 */
export async function reloadWhenSaved(page: Page) {
  await expect(page.locator('main#main')).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
}
