import { expect, test, type Page } from '@playwright/test';
import { newCouple } from './support/auth';
import { latencySince, median, now, putRecords, recordFigures, startEventTiming } from './support/perf';

/**
 * Issue 5: a 200-message conversation still types and scrolls smoothly. Loads 200 messages (markdown replies
 * included) into the user's `chat_messages` collection straight in IndexedDB, as a long conversation would be,
 * then measures each keystroke in the message box with Chrome's Event Timing API (time from the key event to the
 * next painted frame; entries under 16 ms aren't reported) and watches for long tasks while scrolling. Reported
 * against 50 ms per keystroke, with the same page's figure for a short conversation beside it.
 */
const COUNT = 200;
const TARGET_MS = 50;

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
  // The conversation it began, by the id its link carries.
  await page
    .getByRole('navigation', { name: 'Your conversations' })
    .getByRole('button', { name: 'First question', exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]c=/);
  const conversationId = new URL(page.url()).searchParams.get('c')!;
  const start = Date.now();
  await putRecords(
    page,
    'chat_messages',
    Array.from({ length: COUNT - 2 }, (_, i) => {
      const user = i % 2 === 0;
      return {
        id: `perf-${i}`,
        conversationId,
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

test('a 200-message conversation: typing and scrolling', async ({ page }, info) => {
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

  await recordFigures(info, [
    {
      name: `keystroke with ${COUNT} messages, typical (median of 3 per key)`,
      value: median(long),
      unit: 'ms',
      target: TARGET_MS,
      better: 'lower',
    },
    {
      name: 'keystroke with a short conversation, typical',
      value: median(short),
      unit: 'ms',
      better: 'lower',
    },
    // No more than a frame over the short one: the message box re-renders alone, not the conversation above it.
    {
      name: `keystroke, ${COUNT} messages over a short conversation`,
      value: median(long) - median(short),
      unit: 'ms',
      target: 16,
      better: 'lower',
    },
    {
      name: 'longest task while scrolling (median of 3 rounds; 0 = none over 50 ms)',
      value: median(scrollRounds),
      unit: 'ms',
      target: 100,
      better: 'lower',
    },
  ]);
});
