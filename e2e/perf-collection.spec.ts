import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/auth';

/**
 * Issue 4: lists stay responsive with 1,000 items. Loads 1,000 expenses into the signed-in user's `expenses`
 * collection (straight into IndexedDB, as a long-time user's data would be), then measures, in Chromium, the
 * time from each keystroke in the search box (and from a "paid" toggle) to the next painted frame that shows
 * the updated list (Event Timing, below). Budget: 100 ms per interaction.
 */
const COUNT = 1000;
/** The list mounts a page of rows at a time (src/features/budget/expense-list.tsx). */
const PAGE = 50;
const BUDGET_MS = 100;
const WORDS = ['florist', 'caterer', 'photographer', 'tailor', 'jeweller', 'band', 'decorator', 'transport'];
const CATEGORIES = ['venue', 'catering', 'photography', 'attire', 'flowers', 'music', 'miscellaneous'];

/** Loads the expenses and returns, for each, the text the search matches (description and category name). */
async function loadThousandExpenses(page: Page): Promise<string[]> {
  await page.goto('/budget');
  await expect(page.getByRole('list', { name: 'Expenses' })).toBeVisible();
  await page.evaluate(
    async ({ count, words, categories }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('wedding-planner');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const read = db.transaction('records').objectStore('records').getAll();
      const rows = await new Promise<{ userId: string; table: string; updatedAt: number }[]>(
        (resolve) => (read.onsuccess = () => resolve(read.result)),
      );
      const userId = rows.find((r) => r.table === 'expenses')!.userId;
      const existing = rows.filter((r) => r.table === 'expenses' && r.userId === userId).length;
      const tx = db.transaction('records', 'readwrite');
      const start = Date.now();
      for (let i = 0; i < count - existing; i++) {
        const day = String((i % 28) + 1).padStart(2, '0');
        const month = String((i % 12) + 1).padStart(2, '0');
        const data = {
          id: `perf-${i}`,
          description: `Payment ${i} to the ${words[i % words.length]}`,
          amount: 1000 + i,
          date: `2026-${month}-${day}`,
          categoryId: categories[i % categories.length],
          paid: i % 3 === 0,
        };
        tx.objectStore('records').put({ userId, table: 'expenses', id: data.id, data, updatedAt: start + i });
      }
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    { count: COUNT, words: WORDS, categories: CATEGORIES },
  );
  await page.reload();
  const list = page.getByRole('list', { name: 'Expenses' });
  await expect(page.getByText(`Showing ${PAGE} of ${COUNT.toLocaleString('en-US')} expenses`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(list.getByRole('listitem')).toHaveCount(PAGE);
  // What the search matches for every expense (description and category name), read from the stored records.
  return page.evaluate(async () => {
    const names: Record<string, string> = {
      venue: 'Venue',
      catering: 'Catering',
      photography: 'Photography',
      attire: 'Attire',
      flowers: 'Flowers',
      music: 'Music',
      miscellaneous: 'Miscellaneous',
    };
    const db = await new Promise<IDBDatabase>((resolve) => {
      const req = indexedDB.open('wedding-planner');
      req.onsuccess = () => resolve(req.result);
    });
    const read = db.transaction('records').objectStore('records').getAll();
    const rows = await new Promise<{ table: string; data: { description: string; categoryId: string } }[]>(
      (resolve) => (read.onsuccess = () => resolve(read.result)),
    );
    db.close();
    return rows
      .filter((r) => r.table === 'expenses')
      .map((r) => `${r.data.description} ${names[r.data.categoryId] ?? ''}`);
  });
}

/**
 * Chrome's Event Timing API (the measure behind INP): for each input event, the time from the event's timestamp
 * until the next frame is painted after its handlers ran. An interaction's latency is the longest of its events
 * (keydown, keypress, input, keyup / pointerdown, click). Events under 16 ms are not reported (the API's floor),
 * so an interaction with no entry took less than 16 ms.
 */
const FLOOR_MS = 16;
async function startEventTiming(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __events: { start: number; duration: number }[] };
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__events.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}
const now = (page: Page) => page.evaluate(() => performance.now());
async function latencySince(page: Page, since: number) {
  return page.evaluate(async (t) => {
    // Entries arrive after the frame is painted; two frames later they are all in.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const events = (window as unknown as { __events: { start: number; duration: number }[] }).__events.filter(
      (e) => e.start >= t,
    );
    return Math.max(16, ...events.map((e) => e.duration));
  }, since);
}

test('search and toggles stay within 100 ms with 1,000 expenses', async ({ page }, info) => {
  test.setTimeout(120_000);
  await signUp(page);
  const searchable = (await loadThousandExpenses(page)).map((t) => t.toLowerCase());
  const items = page.getByRole('list', { name: 'Expenses' }).getByRole('listitem');
  const search = page.getByRole('searchbox', { name: 'Search expenses...' });
  await search.click();
  await startEventTiming(page);

  // Each interaction is measured in five rounds and judged by its median, so a stall of a shared CI machine
  // (another process taking the core for a moment) is not mistaken for the app being slow.
  const ROUNDS = 5;
  const WORD = 'jeweller';
  const typed: number[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let query = '';
    for (const [i, key] of [...WORD].entries()) {
      query += key;
      const t = await now(page);
      await page.keyboard.press(key);
      await expect(items).toHaveCount(
        Math.min(PAGE, searchable.filter((text) => text.includes(query)).length),
      );
      (typed[i] ??= []).push(await latencySince(page, t));
    }
    for (let i = 0; i < WORD.length; i++) {
      const t = await now(page);
      await page.keyboard.press('Backspace');
      (typed[WORD.length + i] ??= []).push(await latencySince(page, t));
    }
    await expect(items).toHaveCount(PAGE);
  }

  const toggled: number[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const n of [0, 1, 2]) {
      const box = items.nth(n).getByRole('checkbox');
      const before = await box.isChecked();
      await box.scrollIntoViewIfNeeded();
      const t = await now(page);
      await box.click();
      await expect(box).toBeChecked({ checked: !before });
      (toggled[n] ??= []).push(await latencySince(page, t));
    }
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const typedMs = typed.map(median).map(Math.round);
  const toggledMs = toggled.map(median).map(Math.round);
  const worstRaw = Math.round(Math.max(...typed.flat(), ...toggled.flat()));
  const report =
    `keystroke ms (median of ${ROUNDS} per key, ${FLOOR_MS} = under ${FLOOR_MS}): ${typedMs.join(', ')}; typical ${median(typedMs)}, worst ${Math.max(...typedMs)}; ` +
    `toggle ms: ${toggledMs.join(', ')}; slowest single sample ${worstRaw}`;
  console.log(`[${info.project.name}] ${COUNT} expenses — ${report}`);
  info.annotations.push({ type: 'performance', description: report });
  expect(Math.max(...typedMs), report).toBeLessThanOrEqual(BUDGET_MS);
  expect(Math.max(...toggledMs), report).toBeLessThanOrEqual(BUDGET_MS);
});
