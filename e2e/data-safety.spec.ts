import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { gotoWhenSaved, reloadWhenSaved } from './support/actions';
import { newCouple } from './support/auth';
import { seedBigPlan } from './support/big-plan';
import { onPhones } from './support/projects';

/** Issue #16: backups that move a plan between accounts, one way to delete with Undo, offline use, stale chunks. */

// A 1x1 PNG, the contract's stand-in.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const songTitles = (page: Page) =>
  page.getByRole('table', { name: 'Songs' }).locator('tbody tr td:nth-child(2) > p:first-child');
const vendorCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Vendors' })
    .locator('> li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const registryNames = (page: Page) => page.getByRole('list', { name: 'Registry items' }).locator('h3');
const openTaskTitles = (page: Page) =>
  page.getByRole('region', { name: 'Open tasks' }).getByRole('listitem').locator('h3');

async function open(page: Page, path: string, heading: string) {
  await gotoWhenSaved(page, path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

async function openData(page: Page) {
  await open(page, '/settings?tab=data', 'Account Settings');
  await expect(page.getByRole('heading', { name: 'Restore from a backup' })).toBeVisible();
}

/** The notice of the last delete: its Undo is announced with what it undoes. */
const undoNotice = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ hasText: `Deleted "${name}".` });

test('a backup carries three tools, the profile and a contract into a new account; a tampered backup is refused and changes nothing', async ({
  page,
  browser,
}) => {
  test.slow();
  await newCouple(page);

  await open(page, '/music', 'Music Selection');
  await page.getByRole('button', { name: 'Add Song' }).click();
  const song = page.getByRole('dialog', { name: 'Add Song' });
  await song.getByLabel('Song Title').fill('Tum Hi Ho');
  await song.getByLabel('Artist').fill('Arijit Singh');
  await song.getByRole('button', { name: 'Add Song' }).click();
  await expect(song).toBeHidden();

  await open(page, '/registry', 'Gift Registry');
  await page.getByRole('button', { name: 'Add Registry Item' }).click();
  const item = page.getByRole('dialog', { name: 'Add Registry Item' });
  await item.getByLabel('Item Name').fill('Picnic Basket');
  await item.getByLabel(/^Price \(/).fill('85');
  await item.getByLabel('Product URL').fill('https://shop.example.com/picnic');
  await item.getByRole('button', { name: 'Add Item' }).click();
  await expect(item).toBeHidden();

  await open(page, '/vendors', 'Vendor Management');
  const card = vendorCard(page, 'Lens & Light Photography');
  await card
    .getByLabel('Contract file for Lens & Light Photography')
    .setInputFiles({ name: 'signed contract.png', mimeType: 'image/png', buffer: PNG });
  await expect(card.getByText('Contract saved.')).toBeVisible();

  await open(page, '/settings?tab=wedding', 'Account Settings');
  await page.getByLabel("Partner's First Name").fill('Arjun');
  await page.getByLabel('Wedding Location').fill('Jaipur');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('tabpanel').getByRole('status')).toContainText('saved');

  await page.getByRole('tab', { name: 'Your data' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download a backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^wedding-plan-backup-\d{4}-\d{2}-\d{2}\.zip$/);
  const backup = readFileSync(await download.path());
  await expect(page.getByText(/^Last backup: /)).toBeVisible();

  // A new account in a fresh browser: the way a couple moves to another browser, device or to cloud mode.
  const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await fresh.newPage();
  await newCouple(other);
  await openData(other);
  await other
    .getByLabel('Choose a backup file')
    .setInputFiles({ name: 'our-plan.zip', mimeType: 'application/zip', buffer: backup });
  const holds = other.getByRole('list', { name: 'What this backup holds' });
  await expect(holds).toContainText('Songs: 8');
  await expect(holds).toContainText('Registry items: 7');
  await expect(holds).toContainText('Files: 1');
  await expect(other.getByText('Arjun')).toBeVisible();
  await other.getByRole('button', { name: 'Restore' }).click();
  await other
    .getByRole('dialog', { name: 'Replace your plan with this backup?' })
    .getByRole('button', { name: 'Replace my plan' })
    .click();
  await expect(other.getByText(/^Restored \d+ items and 1 file from our-plan\.zip\.$/).first()).toBeVisible();

  await open(other, '/music', 'Music Selection');
  await expect(songTitles(other)).toContainText(['Tum Hi Ho']);
  await open(other, '/registry', 'Gift Registry');
  await expect(registryNames(other)).toContainText(['Picnic Basket']);
  await open(other, '/vendors', 'Vendor Management');
  const restoredContract = other.waitForEvent('download');
  await vendorCard(other, 'Lens & Light Photography')
    .getByRole('button', { name: 'Download contract: Lens & Light Photography' })
    .click();
  expect(readFileSync(await (await restoredContract).path())).toEqual(PNG);
  await open(other, '/settings?tab=wedding', 'Account Settings');
  await expect(other.getByLabel('Wedding Location')).toHaveValue('Jaipur');

  // Tampered copies: each is refused with its reason, and the plan stays as it is.
  const entries = unzipSync(new Uint8Array(backup));
  const tampered = (change: (e: Record<string, Uint8Array>) => void) => {
    const copy: Record<string, Uint8Array> = { ...entries };
    change(copy);
    return Buffer.from(zipSync(copy as Zippable));
  };
  const json = (e: Record<string, Uint8Array>, path: string) =>
    JSON.parse(strFromU8(e[path])) as Record<string, unknown> & unknown[];
  const cases: [string, Buffer, RegExp][] = [
    [
      'bad-json.zip',
      tampered((e) => void (e['collections/songs.json'] = strToU8('[{"id": "s1", "title": '))),
      /songs is not valid JSON/,
    ],
    [
      'newer.zip',
      tampered(
        (e) =>
          void (e['manifest.json'] = strToU8(JSON.stringify({ ...json(e, 'manifest.json'), version: 2 }))),
      ),
      /made by a newer version of Wedding Planner \(backup format 2/,
    ],
    [
      'script-link.zip',
      tampered((e) => {
        const items = json(e, 'collections/registry_items.json') as Record<string, unknown>[];
        items[items.length - 1].url = 'javascript:alert(document.cookie)';
        e['collections/registry_items.json'] = strToU8(JSON.stringify(items));
      }),
      /Registry items, item 7 — url: .*http/,
    ],
  ];
  await openData(other);
  for (const [name, buffer, reason] of cases) {
    await other
      .getByLabel('Choose a backup file')
      .setInputFiles({ name, mimeType: 'application/zip', buffer });
    const alert = other.getByRole('alert');
    await expect(alert).toContainText(`${name} can't be restored. Nothing in your plan was changed.`);
    await expect(alert).toContainText(reason);
    await expect(other.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  }
  await open(other, '/registry', 'Gift Registry');
  await expect(registryNames(other)).toHaveCount(7);
  await expect(other.getByRole('link', { name: /Picnic Basket/ }).first()).toHaveAttribute(
    'href',
    'https://shop.example.com/picnic',
  );
  await fresh.close();
});

test('a backup of 1,000 items in each of three tools and a 5 MB contract holds every record and the whole file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newCouple(page);
  // The vendors page seeds its samples, so the store has a row of this couple's to read their id from.
  await open(page, '/vendors', 'Vendor Management');
  const contractBytes = 5 * 1024 * 1024;
  const { keys } = await seedBigPlan(page, { items: 1000, contracts: 1, contractBytes });

  await openData(page);
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download a backup' }).click();
  const entries = unzipSync(new Uint8Array(readFileSync((await (await downloading).path())!)));
  const ids = (table: string) =>
    (JSON.parse(strFromU8(entries[`collections/${table}.json`]!)) as { id: string }[]).map((r) => r.id);
  for (const [table, prefix] of [
    ['songs', 'perf-s'],
    ['tasks', 'perf-t'],
    ['planning_vendors', 'perf-v'],
  ] as const)
    expect(
      ids(table).filter((id) => id.startsWith(prefix)),
      table,
    ).toHaveLength(1000);
  expect(entries[`files/${keys[0]}`]?.length).toBe(contractBytes);
});

test(
  'deletes go at once with Undo, which puts the item back in its place, in three tools',
  onPhones,
  async ({ page }) => {
    await newCouple(page);

    await open(page, '/music', 'Music Selection');
    await expect(songTitles(page).first()).toBeVisible();
    const songs = await songTitles(page).allTextContents();
    await page.getByRole('button', { name: `Delete ${songs[2]}` }).click();
    await expect(songTitles(page)).toHaveCount(songs.length - 1);
    await undoNotice(page, songs[2]).getByRole('button', { name: 'Undo' }).click();
    await expect(songTitles(page)).toHaveText(songs);

    await open(page, '/registry', 'Gift Registry');
    await expect(registryNames(page).first()).toBeVisible();
    const items = await registryNames(page).allTextContents();
    await page.getByRole('button', { name: `Delete ${items[0]}` }).click();
    await expect(registryNames(page)).toHaveText(items.slice(1));
    await undoNotice(page, items[0]).getByRole('button', { name: 'Undo' }).click();
    await expect(registryNames(page)).toHaveText(items);
    // A second delete is left alone: it stays deleted once the Undo has passed.
    await page.getByRole('button', { name: `Delete ${items[1]}` }).click();
    await expect(undoNotice(page, items[1])).toBeVisible();
    await expect(undoNotice(page, items[1])).toBeHidden({ timeout: 15_000 });

    await open(page, '/upcoming-tasks', 'Upcoming Tasks');
    await expect(openTaskTitles(page).first()).toBeVisible();
    const tasks = await openTaskTitles(page).allTextContents();
    await page.getByRole('button', { name: `Delete ${tasks[1]}` }).click();
    await expect(openTaskTitles(page)).toHaveCount(tasks.length - 1);
    const notice = undoNotice(page, tasks[1]);
    await expect(notice).toBeVisible();
    if (test.info().project.name === 'desktop') {
      // The keyboard reaches the notice (F8, Radix's hotkey for notifications) and its Undo.
      const undo = notice.getByRole('button', { name: 'Undo' });
      await page.keyboard.press('F8');
      // Tab moves through the notices from the newest: the notice itself, then its buttons.
      for (let i = 0; i < 3 && !(await undo.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(undo).toBeFocused();
      await page.keyboard.press('Enter');
    } else {
      await notice.getByRole('button', { name: 'Undo' }).tap();
    }
    await expect(openTaskTitles(page)).toHaveText(tasks);

    await reloadWhenSaved(page);
    await expect(openTaskTitles(page)).toHaveText(tasks);
    await open(page, '/registry', 'Gift Registry');
    await expect(registryNames(page)).toHaveText(items.filter((_, i) => i !== 1));
    await open(page, '/music', 'Music Selection');
    await expect(songTitles(page)).toHaveText(songs);
  },
);

test.describe('offline', () => {
  // Blocked for every other test (playwright.config.ts): here the worker is what is under test.
  test.use({ serviceWorkers: 'allow' });

  test('offline after the first load, the app still opens a tool and saves in the browser', async ({
    page,
    context,
  }) => {
    await newCouple(page);
    // The service worker registers after the first load and precaches the app; wait until it controls the page.
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
      .toBe(true);
    await page.evaluate(() => navigator.serviceWorker.ready);

    // A later visit gets the tool's prerendered frame from the worker, as the host serves it, not the empty shell.
    const frame = /<h1[^>]*>Music Selection<\/h1>/;
    const visit = await page.goto('/music');
    expect(visit?.fromServiceWorker()).toBe(true);
    expect(await visit?.text()).toMatch(frame);
    await open(page, '/music', 'Music Selection');
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toContainText(
      'Your plan keeps working in this browser',
    );
    // Opened again with no network: the worker serves the page and its code. (Chromium 150 reports a document loaded
    // under Playwright's offline emulation as online, so the notice is checked on the page that went offline above.)
    expect(await (await page.reload())?.text()).toMatch(frame);
    await expect(page.getByRole('heading', { name: 'Music Selection', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add Song' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Song' });
    await dialog.getByLabel('Song Title').fill('Offline Anthem');
    await dialog.getByLabel('Artist').fill('The Unplugged');
    await dialog.getByRole('button', { name: 'Add Song' }).click();
    await expect(dialog).toBeHidden();
    await reloadWhenSaved(page);
    await expect(songTitles(page)).toContainText(['Offline Anthem']);
    await context.setOffline(false);
    await expect(page.getByText("You're offline.")).toBeHidden();
  });
});

test.describe('a deploy removes the chunks an open tab still runs', () => {
  // The test stands in for the host: requests must reach page.route, not the service worker's cache (blocked for
  // every test but the offline one, playwright.config.ts).
  test('the tab reloads once and opens the page; a chunk still missing after that shows the update page, not a blank one', async ({
    page,
  }) => {
    await newCouple(page);
    await open(page, '/account', 'Welcome back!');
    let loads = 0;
    page.on('load', () => (loads += 1));
    let gone = 1;
    await page.route(/\/assets\/music-page-[\w-]+\.js$/, (route) =>
      gone-- > 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
    );
    await page.getByRole('link', { name: /Music Selection/ }).click();
    await expect(page.getByRole('heading', { name: 'Music Selection', level: 1 })).toBeVisible();
    expect(page.url()).toMatch(/\/music$/);
    expect(loads).toBe(1);

    // Gone for good (a later deploy, so the tab may reload again): one reload, then the error page explains, and stays.
    await open(page, '/account', 'Welcome back!');
    await page.evaluate(() => sessionStorage.removeItem('wp.chunk-reload-at'));
    await page.route(/\/assets\/photos-page-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    loads = 0;
    await page.getByRole('link', { name: /Photo Planning/ }).click();
    await expect(page.getByRole('heading', { name: 'Wedding Planner has been updated' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(loads).toBe(1);
  });
});
