import { loadavg } from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import { newCouple } from './support/auth';
import { cardPoint, createFromTemplate, editorReady, readDraft } from './support/invites';

/**
 * Issue 11, measured in Chromium: the canvas libraries load only with the editor, and dragging one of 50 elements
 * keeps at least 55 frames a second. Runs in the `perf` project, alone, after the other tests.
 */

/** Strings only konva and react-konva contain, found in the scripts a page has loaded. */
const MARKERS = { konva: 'Several Konva instances detected', 'react-konva': 'react-konva requires React' };

async function loadedLibraries(page: Page, scripts: string[]) {
  const found = new Set<string>();
  for (const url of new Set(scripts)) {
    const text = await (await page.request.get(url)).text();
    for (const [name, marker] of Object.entries(MARKERS)) if (text.includes(marker)) found.add(name);
  }
  return [...found].sort();
}

test('konva and react-konva load only when the editor opens', async ({ page }) => {
  await newCouple(page);
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/e-invites');
  await expect(page.getByRole('heading', { name: 'E-Invites', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create New Invite' }).click();
  await expect(page.getByRole('button', { name: 'Use Elegant Floral' })).toBeVisible();
  expect(await loadedLibraries(page, scripts)).toEqual([]);
  expect(await page.evaluate(() => 'Konva' in window)).toBe(false);

  await page.getByRole('button', { name: 'Use Elegant Floral' }).click();
  await editorReady(page);
  expect(await loadedLibraries(page, scripts)).toEqual(['konva', 'react-konva']);
});

/** Replaces the open invitation's design in the browser's store with `elements`, then reopens the editor. */
async function loadDesign(page: Page, elements: object[]) {
  const id = page.url().split('/').at(-2)!;
  await page.evaluate(
    async ({ id, elements }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('wedding-planner');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const store = db.transaction('records', 'readwrite').objectStore('records');
      const rows = await new Promise<{ id: string; table: string; data: Record<string, unknown> }[]>(
        (resolve) => {
          const all = store.getAll();
          all.onsuccess = () => resolve(all.result);
        },
      );
      const row = rows.find((r) => r.table === 'invites' && r.id === id)!;
      row.data.design = { version: 1, template: '3', background: '#ffffff', elements };
      store.put(row);
      await new Promise((resolve) => (store.transaction.oncomplete = resolve));
      db.close();
      for (const key of Object.keys(localStorage))
        if (key.startsWith('wp.invite-draft.')) localStorage.removeItem(key);
    },
    { id, elements },
  );
  await page.reload();
  await editorReady(page);
}

const FONTS = ['Playfair Display', 'Great Vibes', 'Cormorant Garamond', 'Montserrat'];

test('dragging one of 50 elements keeps at least 55 frames a second', async ({ page }, info) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await newCouple(page);
  await createFromTemplate(page, 'Modern Minimalist');
  // 49 lines of text in a grid over the card (every font, some turned, some see-through), and the one to drag.
  const elements = Array.from({ length: 49 }, (_, i) => ({
    id: `t${i}`,
    type: 'text',
    x: 20 + (i % 7) * 110,
    y: 20 + Math.floor(i / 7) * 80,
    width: 100,
    height: 30,
    opacity: i % 5 === 0 ? 0.6 : 1,
    rotation: i % 6 === 0 ? 8 : 0,
    text: `Guest ${i + 1} and family`,
    fontSize: 14 + (i % 4) * 3,
    fill: '#3f3a2f',
    fontFamily: FONTS[i % FONTS.length],
    fontStyle: i % 3 === 0 ? 'italic' : 'normal',
    align: 'center',
  }));
  elements.push({
    ...elements[0]!,
    id: 'drag',
    x: 330,
    y: 285,
    width: 140,
    text: 'Drag me',
    fontSize: 24,
    rotation: 0,
    opacity: 1,
  });
  await loadDesign(page, elements);

  const from = await cardPoint(page, 400, 297);
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
  // About two seconds of dragging in a loop around the card, a move every frame or so, as a hand does.
  const moves = 120;
  for (let i = 1; i <= moves; i++) {
    const angle = (i / moves) * Math.PI * 1.5;
    const to = await cardPoint(page, 400 + Math.sin(angle) * 220, 297 + (1 - Math.cos(angle)) * 120);
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
  console.log(`[invite editor drag, 50 elements] ${report}`);
  info.annotations.push({
    type: 'performance',
    description: `Invitation editor, dragging one of 50 elements: ${report}`,
  });

  // The drop was stored: the drag really moved the element (three quarters round the loop, to the left).
  await expect
    .poll(async () => (await readDraft(page))?.elements.find((e) => e.id === 'drag')?.x ?? 330)
    .toBeLessThan(200);
  expect(fps, report).toBeGreaterThanOrEqual(55);
});
