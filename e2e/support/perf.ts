import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * Measuring responsiveness in the browser, shared by the *-perf specs (issue 4: 1,000 items; issue 5: a 200-message
 * conversation). They run in their own project, one at a time after every other test (playwright.config.ts), so
 * no other test competes for the two cores while they measure.
 */

/** Event Timing does not report events under 16 ms: an interaction with no entry took less than this. */
export const FLOOR_MS = 16;

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Writes records of `table` straight into the signed-in user's IndexedDB store, as a long-time user's data would
 * be, then reloads so the app reads them. The user's id is taken from a row of the same table already stored
 * (its samples, or a first message). Records keep the order given, after the existing ones.
 */
export async function putRecords(page: Page, table: string, records: { id: string }[]) {
  await page.evaluate(
    async ({ table, records }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('wedding-planner');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const read = db.transaction('records').objectStore('records').getAll();
      const rows = await new Promise<{ userId: string; table: string }[]>(
        (resolve) => (read.onsuccess = () => resolve(read.result)),
      );
      const userId = rows.find((r) => r.table === table)!.userId;
      const tx = db.transaction('records', 'readwrite');
      const start = Date.now();
      records.forEach((data, i) =>
        tx.objectStore('records').put({ userId, table, id: data.id, data, updatedAt: start + i }),
      );
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    { table, records },
  );
  await page.reload();
}

/**
 * Chrome's Event Timing API (the measure behind INP): for each input event, the time from the event's timestamp
 * until the next frame is painted after its handlers ran. An interaction's latency is the longest of its events.
 */
export async function startEventTiming(page: Page) {
  await page.evaluate((floor) => {
    const w = window as unknown as { __events: { start: number; duration: number }[] };
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__events.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: floor } as PerformanceObserverInit);
  }, FLOOR_MS);
}

export const now = (page: Page) => page.evaluate(() => performance.now());

/** The latency of the interaction that started at `since` (page time). */
export async function latencySince(page: Page, since: number) {
  return page.evaluate(
    async ({ t, floor }) => {
      // Entries arrive after the frame is painted; two frames later they are all in.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const events = (
        window as unknown as { __events: { start: number; duration: number }[] }
      ).__events.filter((e) => e.start >= t);
      return Math.max(floor, ...events.map((e) => e.duration));
    },
    { t: since, floor: FLOOR_MS },
  );
}

/**
 * Types `word` into `search` and deletes it again, `rounds` times, waiting each time for `items` to show what
 * `expected(query)` says (at most a page); returns the median latency per keystroke. The median keeps a stall of
 * the machine from being mistaken for the app being slow.
 */
export async function measureTyping(
  page: Page,
  search: Locator,
  items: Locator,
  word: string,
  expected: (query: string) => number,
  { rounds = 5, pageSize = 50 } = {},
) {
  await search.click();
  const typed: number[][] = [];
  for (let round = 0; round < rounds; round++) {
    let query = '';
    for (const [i, key] of [...word].entries()) {
      query += key;
      const t = await now(page);
      await page.keyboard.press(key);
      await expect(items).toHaveCount(Math.min(pageSize, expected(query)));
      (typed[i] ??= []).push(await latencySince(page, t));
    }
    for (let i = 0; i < word.length; i++) {
      const t = await now(page);
      await page.keyboard.press('Backspace');
      (typed[word.length + i] ??= []).push(await latencySince(page, t));
    }
    await expect(items).toHaveCount(pageSize);
  }
  return typed.map(median).map(Math.round);
}

/** `toggle(n)` for the first three items, `rounds` times; returns the median latency per item. */
export async function measureToggles(page: Page, toggle: (n: number) => Promise<void>, { rounds = 5 } = {}) {
  const toggled: number[][] = [];
  for (let round = 0; round < rounds; round++) {
    for (const n of [0, 1, 2]) {
      const t = await now(page);
      await toggle(n);
      (toggled[n] ??= []).push(await latencySince(page, t));
    }
  }
  return toggled.map(median).map(Math.round);
}

/** Reports the figures (console and the test's annotations) and fails when an interaction is over `budgetMs`. */
export function judgeLatency(
  info: TestInfo,
  what: string,
  typedMs: number[],
  toggledMs: number[],
  budgetMs = 100,
) {
  const report = `keystroke ms (median per key, ${FLOOR_MS} = under ${FLOOR_MS}): ${typedMs.join(', ')}; typical ${median(typedMs)}, worst ${Math.max(...typedMs)}; toggle ms: ${toggledMs.join(', ')}`;
  console.log(`[${info.project.name}] ${what} — ${report}`);
  info.annotations.push({ type: 'performance', description: `${what}: ${report}` });
  expect(Math.max(...typedMs), report).toBeLessThanOrEqual(budgetMs);
  expect(Math.max(...toggledMs), report).toBeLessThanOrEqual(budgetMs);
}
