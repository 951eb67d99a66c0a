import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newCouple } from './support/auth';
import { seedBigPlan } from './support/big-plan';
import { recordFigures } from './support/perf';

/**
 * Issue 16: "backup of 1,000 items per collection plus 20 MB of files in under 5 s in Chromium". Writes 1,000 songs,
 * 1,000 tasks and 1,000 vendors (four of them with a 5 MB contract) into the signed-in couple's store, then times
 * "Download a backup" from the click to the finished file, and reports it against 5 s. That such a backup holds all
 * of it is checked in data-safety.spec.ts.
 */
const ITEMS = 1000;
const CONTRACTS = 4;
const CONTRACT_BYTES = 5 * 1024 * 1024;
const TARGET_MS = 5000;

test('a backup of 1,000 items in each of three tools and 20 MB of contracts', async ({ page }, info) => {
  test.setTimeout(180_000);
  await newCouple(page);
  // The vendors page seeds its samples, so the store has a row of this couple's to read their id from.
  await page.goto('/vendors');
  await expect(page.getByRole('heading', { name: 'Vendor Management' })).toBeVisible();

  await seedBigPlan(page, { items: ITEMS, contracts: CONTRACTS, contractBytes: CONTRACT_BYTES });

  await page.goto('/settings?tab=data');
  const button = page.getByRole('button', { name: 'Download a backup' });
  await expect(button).toBeEnabled();
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  const started = Date.now();
  await button.click();
  const download = await downloading;
  const path = await download.path();
  const ms = Date.now() - started;

  const size = statSync(path).size;
  // The contracts are in the file (stored as they are), not left behind.
  expect(size).toBeGreaterThan(CONTRACTS * CONTRACT_BYTES);
  await recordFigures(info, [
    {
      name: `backup of ${3 * ITEMS} records and ${CONTRACTS} contracts`,
      value: ms,
      unit: 'ms',
      target: TARGET_MS,
      better: 'lower',
    },
  ]);
});
