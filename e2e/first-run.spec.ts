import { expect, test, type Page } from '@playwright/test';
import { ALT_URL, FAKE_AI_URL } from '../playwright.config';
import { reloadWhenSaved } from './support/actions';
import { newCouple } from './support/auth';
import { expectAccessible } from './support/quality';

/**
 * What a new couple meets first (issue 15), on the "alt" build: a fresh local-mode build with no AI variables at
 * all. They choose their AI provider in Settings (here the fake provider), and the planner works; a reply cut
 * short by a reload comes back marked, with Regenerate; Stop keeps what had arrived.
 */
const bubbles = (page: Page) => page.getByRole('list', { name: 'Messages' }).locator(':scope > li');
const input = (page: Page) => page.getByPlaceholder('Type your message...');

async function ask(page: Page, text: string) {
  await input(page).fill(text);
  // Enter sends when no reply is pending, as the Send button shows (a message sent while the conversation is still
  // being read waits for it, chat-composer.tsx).
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await input(page).press('Enter');
}

test('a build without AI settings: the provider is set in Settings, and no reply is ever lost', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newCouple(page, { origin: ALT_URL });

  // The sample reminders are dated in 2025; a couple starting now sees them upcoming, none marked past.
  await page.goto(`${ALT_URL}/notifications`);
  const reminders = page.getByRole('region', { name: 'Your Reminders' }).getByRole('listitem');
  await expect(reminders).toHaveCount(3);
  await expect(page.getByText('(past)')).toHaveCount(0);

  // No provider yet: the planner says so and leads to the settings.
  await page.goto(`${ALT_URL}/planner`);
  await expect(page.getByText("No AI provider is configured, so the AI planner can't reply.")).toBeVisible();
  await expect(page.getByText(/VITE_AI_BASE_URL/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Set up an AI provider' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=ai$/);

  const panel = page.getByRole('tabpanel', { name: 'AI Provider' });
  await expect(panel.getByRole('status').filter({ hasText: 'In use now' })).toHaveText(
    /^In use now: none yet/,
  );
  await panel
    .getByLabel('Provider', { exact: true })
    .selectOption({ label: 'Other OpenAI-compatible server' });
  await panel.getByLabel('Base URL').fill('javascript:alert(1)');
  await panel.getByRole('button', { name: 'Test connection' }).click();
  await expect(
    panel.getByText('Use an address that starts with https:// (or http:// for a server on this computer)'),
  ).toBeVisible();
  await panel.getByLabel('Base URL').fill(`${FAKE_AI_URL}/v1`);
  await panel.getByRole('button', { name: 'Test connection' }).click();
  await expect(
    panel.getByText('Connected. The server offers 4 models; chat model: gpt-4o-mini.'),
  ).toBeVisible();
  await expect(panel.getByLabel('Chat model').locator('option')).toHaveText([
    'dall-e-3',
    'gpt-4o',
    'gpt-4o-mini',
    'gpt-image-2',
  ]);
  await expect(panel.getByLabel('Image model')).toHaveValue('gpt-image-2');
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Save AI Provider' }).click();
  await expect(
    panel.getByText(/^Saved\. The AI planner and the mood board now use 127\.0\.0\.1:\d+\.$/),
  ).toBeVisible();

  // The planner answers through it, streaming.
  await page.goto(`${ALT_URL}/planner`);
  const tag = `first-${Date.now()}`;
  await ask(page, `Venues by the lake? ${tag}`);
  await expect(bubbles(page).nth(2)).toContainText(`Here is a planning idea for: Venues by the lake? ${tag}`);
  await expect(bubbles(page).nth(2)).toContainText('Budget: track it');
  await expect(page.getByText(/^AI provider: 127\.0\.0\.1:\d+ · gpt-4o-mini ·/)).toBeVisible();

  // A reload while a reply streams: what had arrived is still there, marked cut short, and Regenerate completes it.
  await ask(page, `And the flowers? #pause ${tag}`);
  await expect(bubbles(page).nth(4)).toContainText('Here is a');
  await reloadWhenSaved(page);
  await expect(bubbles(page).nth(4)).toContainText(
    'This reply was cut short: the page was closed or reloaded while it arrived.',
  );
  await expect(bubbles(page).nth(4)).toContainText('Here');
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(bubbles(page).nth(4)).toContainText(
    `Here is a planning idea for: And the flowers? #pause ${tag}`,
    { timeout: 20_000 },
  );
  await expect(bubbles(page).nth(4)).toContainText('Budget: track it');
  await expect(bubbles(page).nth(4)).not.toContainText('cut short');
  await expect(bubbles(page)).toHaveCount(5);

  // Stop ends a reply where it got to; it is kept, and can be asked again.
  await ask(page, `Too long, stop it #pause ${tag}`);
  await expect(bubbles(page).nth(6)).toContainText('Here is a');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(bubbles(page).nth(6)).toContainText('Stopped.');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeHidden();
  await reloadWhenSaved(page);
  await expect(bubbles(page).nth(6)).toContainText('Here is a');
  await expect(bubbles(page).nth(6)).toContainText('Stopped.');
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
