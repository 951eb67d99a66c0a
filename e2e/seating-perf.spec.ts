import { loadavg } from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import { newCouple } from './support/auth';
import {
  openSeating,
  planPoint,
  seedChart,
  stored,
  type SeedHousehold,
  type SeedTable,
} from './support/seating';

/**
 * Issue 14, measured in Chromium: the seating chart and its canvas libraries load only when the Seating tab opens, and
 * dragging one of 30 tables with 300 guests seated keeps at least 55 frames a second. Runs in the `perf` project,
 * alone, after the other tests.
 */

/** Strings only these modules contain, found in the scripts a page has loaded. */
const MARKERS = {
  konva: 'Several Konva instances detected',
  'react-konva': 'react-konva requires React',
  seating: 'did not fit a table whole',
};

async function loadedModules(page: Page, scripts: string[]) {
  const found = new Set<string>();
  for (const url of new Set(scripts)) {
    const text = await (await page.request.get(url)).text();
    for (const [name, marker] of Object.entries(MARKERS)) if (text.includes(marker)) found.add(name);
  }
  return [...found].sort();
}

test('the seating chart and its canvas load only when the Seating tab opens', async ({ page }) => {
  await newCouple(page);
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/planner');
  await expect(page.getByRole('tab', { name: 'AI Chat' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Guests' }).click();
  await expect(page.getByRole('tab', { name: 'Guest list' })).toBeVisible();
  expect(await loadedModules(page, scripts)).toEqual([]);
  expect(await page.evaluate(() => 'Konva' in window)).toBe(false);

  await page.getByRole('tab', { name: 'Seating' }).click();
  await expect(page.locator('[data-floor-plan] canvas').first()).toBeVisible();
  expect(await loadedModules(page, scripts)).toEqual(['konva', 'react-konva', 'seating']);
});

/** 150 households of two (a few with a plus-one's host), 30 round tables of ten in six columns, everyone seated. */
function bigWedding() {
  const households: SeedHousehold[] = [];
  for (let h = 0; h < 150; h++)
    households.push({
      id: `h${h}`,
      name: `Household ${h + 1}`,
      guests: [0, 1].map((k) => ({
        id: `g${h * 2 + k}`,
        first: ['Asha', 'Ben', 'Chitra', 'Dev', 'Esha', 'Farid'][(h + k) % 6]!,
        last: `Family${h}`,
        meal: ['Veg', 'Chicken', 'Fish'][(h + k) % 3],
        side: h % 2 ? 'bride' : 'groom',
        tags: [h % 3 ? 'friends' : 'family'],
      })),
    });
  const tables: SeedTable[] = Array.from({ length: 30 }, (_, i) => ({
    id: `t${i}`,
    name: `Table ${i + 1}`,
    shape: 'round',
    seats: 10,
    x: 175 + (i % 6) * 330,
    y: 150 + Math.floor(i / 6) * 300,
  }));
  const seats = Array.from({ length: 300 }, (_, g) => ({
    guestId: `g${g}`,
    tableId: `t${Math.floor(g / 10)}`,
    seat: g % 10,
  }));
  return { households, tables, seats };
}

test('dragging one of 30 tables with 300 guests seated keeps at least 55 frames a second', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await newCouple(page);
  const { households, tables, seats } = bigWedding();
  await seedChart(page, households, { tables, seats });
  await openSeating(page);
  await expect(page.getByText('300 of 300 invited guests seated · 30 tables · 300 seats')).toBeVisible({
    timeout: 20_000,
  });
  const plan = page.getByRole('group', { name: 'Floor plan' });
  await plan.scrollIntoViewIfNeeded();

  // Table 15 (the middle of the hall), by its top.
  const start = { x: 175 + 2 * 330, y: 150 + 2 * 300 };
  const from = await planPoint(page, start.x, start.y);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
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
  // About two seconds of dragging in a loop over the hall, a move every frame or so, as a hand does.
  const moves = 120;
  for (let i = 1; i <= moves; i++) {
    const angle = (i / moves) * Math.PI * 1.5;
    const to = await planPoint(page, start.x + Math.sin(angle) * 450, start.y + (1 - Math.cos(angle)) * 220);
    await page.mouse.move(to.x, to.y);
    await page.waitForTimeout(12);
  }
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames;
  });
  await page.mouse.up();

  const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
  const seconds = (frames.at(-1)! - frames[0]!) / 1000;
  const fps = gaps.length / seconds;
  const sorted = [...gaps].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  const report = `${fps.toFixed(1)} fps over ${gaps.length} frames (${seconds.toFixed(2)} s), mean frame ${(1000 / fps).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, worst ${sorted.at(-1)!.toFixed(1)} ms; load average ${load}`;
  console.log(`[seating drag, 30 tables, 300 guests] ${report}`);
  info.annotations.push({
    type: 'performance',
    description: `Seating chart, dragging one of 30 tables with 300 guests: ${report}`,
  });

  // The drop was stored: three quarters round the loop, at (385, 970), snapped to the 25-unit grid.
  await expect
    .poll(async () => (await stored(page, 'seating_tables')).find((t) => t.id === 't14') as object)
    .toMatchObject({ x: 375, y: 975 });
  expect(fps, report).toBeGreaterThanOrEqual(55);
});
