import { expect, test, type Page } from '@playwright/test';
import { newCouple } from './support/auth';
import { latencySince, median, now, putRecords, startEventTiming } from './support/perf';

/**
 * Issue 5: a 200-message conversation still types and scrolls smoothly. Loads 200 messages (markdown replies
 * included) into the user's `chat_messages` collection straight in IndexedDB, as a long conversation would be,
 * then measures each keystroke in the message box with Chrome's Event Timing API (time from the key event to the
 * next painted frame; entries under 16 ms aren't reported) and watches for long tasks while scrolling.
 * Budget: 50 ms per keystroke.
 */
const COUNT = 200;
const BUDGET_MS = 50;

async function loadLongConversation(page: Page) {
  // One real message first, so the user's id is on a stored chat row.
  const input = page.getByPlaceholder('Type your message...');
  await input.fill('');
  await input.fill('First question');
  await input.press('Enter');
  // The reply is kept once it has finished streaming.
  await expect(page.getByRole('list', { name: 'Messages' }).locator(':scope > li').nth(2)).toContainText(
    'Budget: track it',
  );
  await expect(page.getByRole('log')).toHaveAttribute('aria-busy', 'false');
  const start = Date.now();
  await putRecords(
    page,
    'chat_messages',
    Array.from({ length: COUNT - 2 }, (_, i) => {
      const user = i % 2 === 0;
      return {
        id: `perf-${i}`,
        role: user ? 'user' : 'assistant',
        content: user
          ? `Question ${i}: what should we book next for a garden wedding with about 120 guests?`
          : `Reply ${i}: here is a plan.\n\n- **Venue**: visit three gardens and compare\n- **Catering**: ask for tastings\n- Budget: keep 10% spare\n\nWhat is your date?`,
        createdAt: new Date(start + i).toISOString(),
      };
    }),
  );
  await expect(page.getByRole('list', { name: 'Messages' }).locator(':scope > li')).toHaveCount(COUNT + 1, {
    timeout: 20_000,
  });
  // Opened at the newest message, even though off-screen messages are sized by estimate until shown.
  await expect(page.getByRole('list', { name: 'Messages' }).locator(':scope > li').last()).toBeInViewport();
}

/** Per-key latency (ms) of typing a word into the message box, median of three rounds per key. */
async function typingLatency(page: Page): Promise<number[]> {
  const input = page.getByPlaceholder('Type your message...');
  await input.click();
  await startEventTiming(page);
  // Three rounds, judged per key by the median, so one stall of a shared machine isn't taken for the app.
  const WORD = 'bouquets';
  const samples: number[][] = [];
  for (let round = 0; round < 3; round++) {
    for (const [i, key] of [...WORD].entries()) {
      const t = await now(page);
      await page.keyboard.press(key);
      (samples[i] ??= []).push(await latencySince(page, t));
    }
    await input.fill('');
  }
  return samples.map(median).map(Math.round);
}

test('a 200-message conversation types within 50 ms per keystroke and scrolls without long tasks', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  await newCouple(page);
  await page.goto('/planner');
  await expect(page.getByRole('log')).toBeVisible();
  // The same page with a short conversation, measured on the same machine at the same time, as the reference.
  const short = await typingLatency(page);
  await loadLongConversation(page);
  const long = await typingLatency(page);

  // Scroll the conversation from the bottom to the top and back, watching for long tasks; three rounds, judged by
  // the median round's longest task, so one stall of the shared machine isn't taken for the app.
  await page.getByRole('log').hover();
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[] };
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration);
    }).observe({ type: 'longtask' });
  });
  const scrollRounds: number[] = [];
  for (let round = 0; round < 3; round++) {
    await page.evaluate(() => ((window as unknown as { __long: number[] }).__long = []));
    for (let i = 0; i < 15; i++) await page.mouse.wheel(0, -800);
    for (let i = 0; i < 15; i++) await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    scrollRounds.push(
      await page.evaluate(() =>
        Math.round(Math.max(0, ...(window as unknown as { __long: number[] }).__long)),
      ),
    );
  }

  const report =
    `keystroke ms with ${COUNT} messages (median of 3 per key, 16 = under 16): ${long.join(', ')}, typical ${median(long)}; ` +
    `with a short conversation: ${short.join(', ')}, typical ${median(short)}; longest task per scroll round (0 = none over 50): ${scrollRounds.join(', ')}`;
  console.log(`[${info.project.name}] ${report}`);
  info.annotations.push({ type: 'performance', description: report });
  // The typical keystroke is within budget, and the long conversation costs no more than a frame over the short one
  // (the message box re-renders alone; the conversation above it does not).
  expect(median(long), report).toBeLessThanOrEqual(BUDGET_MS);
  expect(median(long), report).toBeLessThanOrEqual(median(short) + 16);
  expect(median(scrollRounds), report).toBeLessThanOrEqual(100);
});
