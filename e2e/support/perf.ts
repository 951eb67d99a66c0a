import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * Measuring responsiveness in the browser, shared by the *-perf specs (issue 4: 1,000 items; issue 5: a 200-message
 * conversation; issue 35: a big wedding). They run in their own project, one at a time (playwright.config.ts), so
 * no other test competes for the two cores while they measure. They check what the page shows and report how long
 * it took (`recordFigures`); they do not fail on a time, which depends on the host and on what else it is doing.
 * `npm run perf` gathers the figures into its report.
 */

export interface Figure {
  name: string;
  value: number;
  unit: 'ms' | 'fps' | 'count';
  /** The figure the issue asks for, when there is one. */
  target?: number;
  better: 'lower' | 'higher';
}

const meets = (f: Figure) =>
  f.target === undefined
    ? ''
    : (f.better === 'lower' ? f.value <= f.target : f.value >= f.target)
      ? ' ✓'
      : ' ✗';

/**
 * Writes a test's figures to `reports/perf-specs/<spec>--<test title>.json` (one file per test, for `npm run perf`),
 * attaches the same JSON to the test, and prints them with the host's load average.
 */
export async function recordFigures(info: TestInfo, figures: Figure[]) {
  const root = info.config.configFile ? path.dirname(info.config.configFile) : process.cwd();
  const slug = info.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  const base = path.basename(info.file).replace(/\.spec\.ts$/, '');
  const body = JSON.stringify({ spec: path.relative(root, info.file), title: info.title, figures }, null, 2);
  const dir = path.join(root, 'reports', 'perf-specs');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${base}--${slug}.json`), `${body}\n`);
  await info.attach('figures', { body, contentType: 'application/json' });
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  const lines = figures.map(
    (f) =>
      `${f.name}: ${f.value} ${f.unit}${f.target === undefined ? '' : ` (target ${f.better === 'lower' ? '≤' : '≥'} ${f.target}${meets(f)})`}`,
  );
  console.log(`[${info.project.name}] ${info.title}; load average ${load}\n  ${lines.join('\n  ')}`);
  info.annotations.push({ type: 'performance', description: `${lines.join('; ')}; load average ${load}` });
}

/** Event Timing does not report events under 16 ms: an interaction with no entry took less than this. */
export const FLOOR_MS = 16;

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Writes records straight into the signed-in user's IndexedDB store, as a long-time user's data would be, table by
 * table in one transaction, then reloads so the app reads them. Records keep the order given, after the existing ones.
 * A record's link token or address is indexed as the local adapter does (PUBLIC_KEY_FIELDS), so its public page opens.
 */
export async function putTables(page: Page, tables: Record<string, { id: string }[]>) {
  await page.evaluate(async (tables) => {
    const publicFields: Record<string, string> = {
      invites: 'token',
      households: 'rsvpToken',
      websites: 'slug',
    };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('wedding-planner');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    // The signed-in user, as local mode keeps the session (src/lib/backend/local/auth.ts).
    const { token } = JSON.parse(localStorage.getItem('wp.local.session')!) as { token: string };
    const { userId } = await new Promise<{ userId: string }>((resolve) => {
      const req = db.transaction('sessions').objectStore('sessions').get(token);
      req.onsuccess = () => resolve(req.result);
    });
    const tx = db.transaction(['records', 'publicKeys'], 'readwrite');
    let stamp = Date.now();
    for (const [table, records] of Object.entries(tables))
      for (const data of records) {
        tx.objectStore('records').put({ userId, table, id: data.id, data, updatedAt: stamp++ });
        const key = (data as Record<string, unknown>)[publicFields[table] ?? ''];
        if (typeof key === 'string')
          tx.objectStore('publicKeys').put({ userId, table, id: data.id }, `${table}:${key}`);
      }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, tables);
  await page.reload();
}

/** `putTables` for one table. */
export const putRecords = (page: Page, table: string, records: { id: string }[]) =>
  putTables(page, { [table]: records });

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

/**
 * Latency figures of a list's search and of another interaction on it (`other`: a toggle, a filter), each the slowest
 * key's or item's median, against `targetMs`.
 */
export function latencyFigures(
  typedMs: number[],
  otherMs: number[],
  { other = 'toggle', targetMs = 100 } = {},
): Figure[] {
  return [
    { name: 'keystroke, typical (median of the keys)', value: median(typedMs), unit: 'ms', better: 'lower' },
    {
      name: 'keystroke, slowest key (its median)',
      value: Math.max(...typedMs),
      unit: 'ms',
      target: targetMs,
      better: 'lower',
    },
    {
      name: `${other}, slowest (its median)`,
      value: Math.max(...otherMs),
      unit: 'ms',
      target: targetMs,
      better: 'lower',
    },
  ];
}

/** The value `p` (0–1) of the way up `xs` (nearest rank). */
export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * xs.length) - 1)]!;

/**
 * Slows the page's CPU by `rate` (Chrome DevTools' throttling, as Lighthouse's mobile runs do) until the returned
 * function is called.
 */
export async function slowCpu(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  };
}

/**
 * Resolves, in the page, once `count` elements match `selector` and the first is visible, and the frame showing them
 * has been painted: the page time (ms) of that moment. Checked every frame once `window.__opened` is set.
 */
function whenShown(page: Page, selector: string, count: number) {
  return page.evaluate(
    ({ selector, count }) =>
      new Promise<number>((resolve) => {
        const w = window as unknown as { __opened?: number };
        const check = () => {
          const found = document.querySelectorAll(selector);
          if (w.__opened === undefined || found.length < count || !found[0]!.checkVisibility())
            return void requestAnimationFrame(check);
          // A message posted during a frame's callbacks is handled once the frame has been rendered.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        };
        requestAnimationFrame(check);
      }),
    { selector, count },
  );
}

/**
 * The time (ms) from opening a list (a click on `open`, from its pointer-down, or the browser's Back) to the painted
 * frame that first shows `count` of its items (`selector`), its data already in the app: what its first screen costs.
 */
export async function timeToScreen(page: Page, open: Locator | 'back', selector: string, count = 1) {
  await page.evaluate(() => {
    const w = window as unknown as { __opened?: number };
    delete w.__opened;
    addEventListener('pointerdown', (e) => (w.__opened = e.timeStamp), { capture: true, once: true });
  });
  const shown = whenShown(page, selector, count);
  if (open === 'back')
    await page.evaluate(() => {
      (window as unknown as { __opened?: number }).__opened = performance.now();
      history.back();
    });
  else await open.click();
  const at = await shown;
  return Math.round(at - (await page.evaluate(() => (window as unknown as { __opened: number }).__opened)));
}

/** The time (ms) from the start of a page's load to the painted frame that first shows `count` of `selector`. */
export async function loadToScreen(page: Page, url: string, selector: string, count = 1) {
  await page.addInitScript(() => ((window as unknown as { __opened?: number }).__opened = 0));
  await page.goto(url, { waitUntil: 'commit' });
  return Math.round(await whenShown(page, selector, count));
}

/**
 * Types `word` into `search` and deletes it again, `rounds` times, and for every keystroke measures two things: its
 * latency (Event Timing, from the key's event to the next painted frame, as INP counts it) and the time until `list`
 * had changed for it and that change was painted (a list that renders its result in the background answers the key
 * at once and changes a little later). `settled(query)` waits until the list shows the query's result; the page is
 * then left to finish any background work before the next key. Needs `startEventTiming`.
 */
export async function typeInto(
  page: Page,
  search: Locator,
  list: Locator,
  word: string,
  settled: (query: string) => Promise<void>,
  { rounds = 5 } = {},
) {
  await list.evaluate((el) => {
    const w = window as unknown as { __changed: number[] };
    w.__changed = [];
    new MutationObserver(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => w.__changed.push(performance.now());
      requestAnimationFrame(() => channel.port2.postMessage(null));
    }).observe(el, { subtree: true, childList: true, characterData: true });
  });
  await search.click();
  const answered: number[] = [];
  const shown: number[] = [];
  const press = async (key: string, query: string) => {
    const t = await now(page);
    await page.keyboard.press(key);
    await settled(query);
    const [latency, changed] = await page.evaluate(
      async ({ t, floor }) => {
        // Whatever the page still renders for the key, then two frames for the last entries to arrive.
        await new Promise((r) => requestIdleCallback(r, { timeout: 2000 }));
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const w = window as unknown as {
          __events: { start: number; duration: number }[];
          __changed: number[];
        };
        const events = w.__events.filter((e) => e.start >= t);
        // From the key's event when it is known (it is when the key took 16 ms or more), else from the press.
        const start = events.length ? Math.min(...events.map((e) => e.start)) : t;
        const latency = Math.max(floor, ...events.map((e) => e.duration));
        const changes = w.__changed.filter((c) => c >= t);
        return [latency, changes.length ? Math.max(latency, Math.max(...changes) - start) : latency];
      },
      { t, floor: FLOOR_MS },
    );
    answered.push(Math.round(latency!));
    shown.push(Math.round(changed!));
  };
  for (let round = 0; round < rounds; round++) {
    let query = '';
    for (const key of word) await press(key, (query += key));
    for (let i = 0; i < word.length; i++) await press('Backspace', (query = query.slice(0, -1)));
  }
  return { answered, shown };
}

/** The figures of `typeInto`: the 95th percentile of each, the key's latency against `targetMs`. */
export const typingFigures = ({ answered, shown }: { answered: number[]; shown: number[] }, targetMs = 50) =>
  [
    {
      name: `filter keystroke, p95 of ${answered.length}`,
      value: percentile(answered, 0.95),
      unit: 'ms',
      target: targetMs,
      better: 'lower',
    },
    {
      name: 'filter keystroke to the list updated, p95',
      value: percentile(shown, 0.95),
      unit: 'ms',
      better: 'lower',
    },
  ] satisfies Figure[];

/**
 * Frames painted while `act` runs, counted by a requestAnimationFrame loop: the rate, and the 95th percentile and the
 * longest of the times between frames.
 */
export async function countFrames(page: Page, act: () => Promise<void>) {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__frames = [];
    w.__recording = true;
    const tick = (t: number) => {
      w.__frames.push(t);
      if (w.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await act();
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames;
  });
  const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
  const seconds = (frames.at(-1)! - frames[0]!) / 1000;
  return {
    fps: Math.round((gaps.length / seconds) * 10) / 10,
    frames: gaps.length,
    seconds: Math.round(seconds * 100) / 100,
    p95: Math.round(percentile(gaps, 0.95) * 10) / 10,
    worst: Math.round(Math.max(...gaps) * 10) / 10,
  };
}
