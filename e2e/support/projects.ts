import { test } from '@playwright/test';

/**
 * For a check the viewport plays no part in (stored data and sessions, downloaded files, page metadata, code
 * splitting, routing rules): run it once, on desktop. Everything a couple sees and touches runs on both.
 */
export function desktopOnly() {
  test.skip(test.info().project.name !== 'desktop', 'does not depend on the viewport: checked on desktop');
}
