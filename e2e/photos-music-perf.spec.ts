import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp } from './support/auth';

/**
 * Issue 4: lists stay responsive with 1,000 items, here for the photo shot list and the playlist. Loads 1,000
 * records straight into IndexedDB (as a long-time user's data would be), then measures in Chromium, with Event
 * Timing (the measure behind INP), the time from each keystroke in the search box and from a toggle to the next
 * painted frame. Budget: 100 ms per interaction, judged by the median of five rounds so a stall of the shared
 * machine is not mistaken for the app being slow. (Same method as perf-collection.spec.ts for expenses.)
 */
const COUNT = 1000;
const PAGE = 50;
const BUDGET_MS = 100;
const ROUNDS = 5;
const WORDS = ['garden', 'lantern', 'veil', 'bouquet', 'sparkler', 'toast', 'mandap', 'confetti'];

/** Writes `count` records of `table` for the signed-in user (whose id is read from the seeded rows). */
async function loadRecords(page: Page, table: string, make: string) {
  await page.evaluate(
    async ({ table, count, words, make }) => {
      const build = new Function('i', 'words', `return (${make})`) as (i: number, words: string[]) => Record<string, unknown>;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('wedding-planner');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const read = db.transaction('records').objectStore('records').getAll();
      const rows = await new Promise<{ userId: string; table: string }[]>((resolve) => (read.onsuccess = () => resolve(read.result)));
      const userId = rows.find((r) => r.table === table)!.userId;
      const existing = rows.filter((r) => r.table === table && r.userId === userId).length;
      const tx = db.transaction('records', 'readwrite');
      const start = Date.now();
      for (let i = 0; i < count - existing; i++) {
        const data = { id: `perf-${i}`, ...build(i, words) };
        tx.objectStore('records').put({ userId, table, id: data.id, data, updatedAt: start + i });
      }
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    { table, count: COUNT, words: WORDS, make },
  );
  await page.reload();
}

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
/** Longest event of the interaction since `since`; none reported means under the API's 16 ms floor. */
async function latencySince(page: Page, since: number) {
  return page.evaluate(async (t) => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const events = (window as unknown as { __events: { start: number; duration: number }[] }).__events.filter((e) => e.start >= t);
    return Math.max(16, ...events.map((e) => e.duration));
  }, since);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Types WORD into the search and deletes it again, ROUNDS times; returns the median latency per keystroke. */
async function measureTyping(page: Page, search: Locator, items: Locator, word: string, expected: (query: string) => number) {
  await search.click();
  const typed: number[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let query = '';
    for (const [i, key] of [...word].entries()) {
      query += key;
      const t = await now(page);
      await page.keyboard.press(key);
      await expect(items).toHaveCount(Math.min(PAGE, expected(query)));
      (typed[i] ??= []).push(await latencySince(page, t));
    }
    for (let i = 0; i < word.length; i++) {
      const t = await now(page);
      await page.keyboard.press('Backspace');
      (typed[word.length + i] ??= []).push(await latencySince(page, t));
    }
    await expect(items).toHaveCount(PAGE);
  }
  return typed.map(median).map(Math.round);
}

async function measureToggles(page: Page, toggle: (n: number) => Promise<void>) {
  const toggled: number[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const n of [0, 1, 2]) {
      const t = await now(page);
      await toggle(n);
      (toggled[n] ??= []).push(await latencySince(page, t));
    }
  }
  return toggled.map(median).map(Math.round);
}

function judge(info: { project: { name: string }; annotations: { type: string; description?: string }[] }, what: string, typedMs: number[], toggledMs: number[]) {
  const report = `keystroke ms (median of ${ROUNDS} per key, 16 = under 16): ${typedMs.join(', ')}; worst ${Math.max(...typedMs)}; toggle ms: ${toggledMs.join(', ')}`;
  console.log(`[${info.project.name}] ${COUNT} ${what} — ${report}`);
  info.annotations.push({ type: 'performance', description: `${what}: ${report}` });
  expect(Math.max(...typedMs), report).toBeLessThanOrEqual(BUDGET_MS);
  expect(Math.max(...toggledMs), report).toBeLessThanOrEqual(BUDGET_MS);
}

test('photo ideas: search and favourite toggles stay within 100 ms with 1,000 ideas', async ({ page }, info) => {
  test.setTimeout(180_000);
  await signUp(page);
  await page.goto('/photos');
  await expect(page.getByRole('list', { name: 'Photo ideas' })).toBeVisible();
  await loadRecords(
    page,
    'photo_ideas',
    `{ title: 'Shot ' + i + ' with the ' + words[i % words.length], description: 'Idea ' + i, category: 'details', isFavorite: false, isCompleted: i % 2 === 0 }`,
  );
  const items = page.getByRole('list', { name: 'Photo ideas' }).getByRole('listitem');
  await expect(page.getByText(`Showing ${PAGE} of 1,000 photo ideas`)).toBeVisible({ timeout: 20_000 });
  await startEventTiming(page);

  // The last keystroke narrows the list below a page (11 ideas), so each step really re-renders it.
  const titles = Array.from({ length: COUNT - 7 }, (_, i) => `shot ${i} with the ${WORDS[i % WORDS.length]}`);
  const typedMs = await measureTyping(page, page.getByRole('searchbox', { name: 'Search photo ideas...' }), items, 'shot 99', (q) =>
    titles.filter((t) => t.includes(q)).length,
  );
  const toggledMs = await measureToggles(page, async (n) => {
    const heart = items.nth(n).getByRole('button', { name: /^Favorite / });
    const before = await heart.getAttribute('aria-pressed');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  });
  judge(info, 'photo ideas', typedMs, toggledMs);
});

test('songs: search and play toggles stay within 100 ms with 1,000 songs', async ({ page }, info) => {
  test.setTimeout(180_000);
  await signUp(page);
  await page.goto('/music');
  await expect(page.getByRole('table', { name: 'Songs' })).toBeVisible();
  await loadRecords(page, 'songs', `{ title: 'Track ' + i, artist: 'The ' + words[i % words.length] + ' band', category: 'party' }`);
  const rows = page.getByRole('table', { name: 'Songs' }).locator('tbody tr');
  await expect(page.getByText(`Showing ${PAGE} of 1,000 songs`)).toBeVisible({ timeout: 20_000 });
  await startEventTiming(page);

  const titles = Array.from({ length: COUNT - 7 }, (_, i) => `track ${i}`);
  const typedMs = await measureTyping(page, page.getByRole('searchbox', { name: 'Search songs or artists...' }), rows, 'track 99', (q) =>
    titles.filter((t) => t.includes(q)).length,
  );
  const toggledMs = await measureToggles(page, async (n) => {
    await rows.nth(n).getByRole('button', { name: /^(Play|Pause) / }).click();
    await expect(page.getByRole('region', { name: 'Now playing' })).toBeVisible();
  });
  judge(info, 'songs', typedMs, toggledMs);
});
