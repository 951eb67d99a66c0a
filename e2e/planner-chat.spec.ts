import { expect, test, type Page } from '@playwright/test';
import { ALT_URL, FAKE_AI_URL } from '../playwright.config';
import { conversationTitle } from '../src/lib/ai/conversation-title';
import { newCouple, signUp } from './support/auth';
import { expectAccessible } from './support/quality';
import { onPhones } from './support/projects';
import { reloadWhenSaved } from './support/actions';

const GREETING =
  "Hi! I'm your AI wedding planner. I'll help you find the perfect venues and vendors for your special day. How can I assist you today?";
const APOLOGY = 'I apologize, but I encountered an error. Could you please try rephrasing your message?';

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
// The conversation's own items: a reply's markdown list items are nested list items too.
const bubbles = (page: Page) => page.getByRole('list', { name: 'Messages' }).locator(':scope > li');
const input = (page: Page) => page.getByPlaceholder('Type your message...');
const send = (page: Page) => page.getByRole('button', { name: 'Send' });

interface RecordedRequest {
  method: string;
  path: string;
  body: {
    model?: string;
    temperature?: number;
    max_tokens?: number;
    stream?: boolean;
    messages?: { role: string; content: string }[];
  };
}

/** The chat requests the fake provider received whose last message carries `tag` (tests run side by side). */
async function chatRequestsFor(page: Page, tag: string): Promise<RecordedRequest[]> {
  const response = await page.request.get(`${FAKE_AI_URL}/v1/requests`);
  const all = (await response.json()) as RecordedRequest[];
  return all.filter(
    (r) => r.path.endsWith('/chat/completions') && r.body.messages?.at(-1)?.content.includes(tag),
  );
}

async function openChat(page: Page) {
  await newCouple(page);
  await page.goto('/planner');
  await expect(bubbles(page).first()).toContainText(GREETING);
}

test.describe('planner chat', () => {
  test(
    'greets, sends by Enter and by button, streams a markdown reply, and sends the spec parameters',
    onPhones,
    async ({ page }) => {
      await openChat(page);
      await expect(page.getByText('Development setting: direct AI provider')).toBeVisible();
      await expect(send(page)).toBeDisabled();
      await input(page).fill('   ');
      await expect(send(page)).toBeDisabled();

      const tag = `goa-${Date.now()}`;
      await input(page).fill(`Venues in Goa? ${tag}`);
      await input(page).press('Enter');
      await expect(bubbles(page).nth(1)).toHaveText(`You:Venues in Goa? ${tag}`);
      await expect(input(page)).toHaveValue('');
      const reply = bubbles(page).nth(2);
      await expect(reply).toContainText(`Here is a planning idea for: Venues in Goa? ${tag}`);
      // Markdown rendered: a real list with a bold term.
      await expect(reply.getByRole('listitem')).toHaveCount(2);
      await expect(reply.locator('strong', { hasText: 'Venue' })).toBeVisible();

      await expect(log(page)).toHaveAttribute('aria-busy', 'false');
      await expectAccessible(page);

      const [request] = await chatRequestsFor(page, tag);
      expect(request.body).toMatchObject({
        temperature: 0.7,
        max_tokens: 2000,
        stream: true,
        model: 'gpt-4o-mini',
      });
      expect(request.body.messages?.[0].role).toBe('system');
      expect(request.body.messages?.[0].content).toContain('expert wedding planner');
      expect(request.body.messages?.at(-1)).toEqual({ role: 'user', content: `Venues in Goa? ${tag}` });

      // Shift+Enter is a new line; the Send button sends.
      const second = `second-${Date.now()}`;
      await input(page).click();
      await page.keyboard.type('Line one');
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type(`Line two ${second}`);
      await expect(input(page)).toHaveValue(`Line one\nLine two ${second}`);
      await send(page).click();
      await expect(bubbles(page).nth(3)).toHaveText(`You:Line one\nLine two ${second}`);
      await expect(bubbles(page).nth(4)).toContainText('Budget: track it');
      const [followUp] = await chatRequestsFor(page, second);
      expect(followUp.body.messages?.map((m) => m.role)).toEqual([
        'system',
        'assistant',
        'user',
        'assistant',
        'user',
      ]);
    },
  );

  test('shows a spinner and keeps Send disabled while the reply is pending', async ({ page }) => {
    await openChat(page);
    // Hold the request at the network until the assertions are done, so a slow machine can't outrun the wait.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${FAKE_AI_URL}/v1/chat/completions`, async (route) => {
      if (route.request().method() === 'POST') await released;
      await route.continue();
    });
    await input(page).fill('Take your time');
    await send(page).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your planner is writing a reply' }),
    ).toBeVisible();
    await expect(log(page)).toHaveAttribute('aria-busy', 'true');
    await input(page).fill('Impatient follow-up');
    await expect(send(page)).toBeDisabled();
    await input(page).press('Enter');
    await expect(bubbles(page)).toHaveCount(3); // greeting, question, spinner: the follow-up was not sent

    release();
    await expect(bubbles(page).nth(2)).toContainText('Here is a planning idea for: Take your time');
    await expect(page.getByText('Your planner is writing a reply')).toBeHidden();
    await expect(log(page)).toHaveAttribute('aria-busy', 'false');
    // The text typed while waiting was kept, and can now be sent.
    await expect(input(page)).toHaveValue('Impatient follow-up');
    await expect(send(page)).toBeEnabled();
  });

  test('appends the apology when the provider fails', async ({ page }) => {
    await openChat(page);
    const tag = `fail-${Date.now()}`;
    await input(page).fill(`Break it #fail500 ${tag}`);
    await input(page).press('Enter');
    await expect(bubbles(page).nth(2)).toHaveText(`Planner:${APOLOGY}`);
    // The SDK's two retries ran before giving up.
    expect(await chatRequestsFor(page, tag)).toHaveLength(3);
    await expect(send(page)).toBeDisabled();
  });

  test(
    'conversations to come back to: a starter sends its question; switch, reload, rename, delete with Undo',
    onPhones,
    async ({ page }, testInfo) => {
      // Beside the chat on a wide screen; behind the Conversations button on a phone.
      const conversations = async () => {
        if (testInfo.project.name === 'mobile') {
          await page.getByRole('button', { name: 'Conversations' }).click();
          return page
            .getByRole('dialog', { name: 'Conversations' })
            .getByRole('list', { name: 'Conversations' });
        }
        return page.getByRole('navigation', { name: 'Your conversations' }).getByRole('list');
      };
      const titles = async () => {
        const list = await conversations();
        const names = await list.getByRole('button', { name: /^(?!Rename|Delete)/ }).allTextContents();
        if (testInfo.project.name === 'mobile') await page.keyboard.press('Escape');
        return names;
      };
      const open = async (title: string) =>
        (await conversations()).getByRole('button', { name: title, exact: true }).click();

      await openChat(page);
      // Every starter shows whole: a long question wraps inside the chat instead of running past its edge.
      const starters = page.getByRole('list', { name: 'Suggested questions' });
      await expect(starters.getByRole('button').first()).toBeVisible();
      const edge = (await starters.boundingBox())!;
      for (const button of await starters.getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(edge.x + edge.width + 0.5);
      }
      const starter = starters.getByRole('button').first();
      const question = (await starter.textContent())!;
      // Its conversation is titled from it (cut to 60 characters).
      const title = conversationTitle(question);
      await starter.click();
      await expect(bubbles(page).nth(1)).toHaveText(`You:${question}`);
      await expect(bubbles(page).nth(2)).toContainText('Budget: track it');
      await expect(log(page)).toHaveAttribute('aria-busy', 'false');

      await page.getByRole('button', { name: 'New conversation' }).click();
      await expect(bubbles(page)).toHaveCount(1);
      await input(page).fill('Which vendors first?');
      await input(page).press('Enter');
      await expect(bubbles(page).nth(2)).toContainText('Budget: track it');
      await expect(log(page)).toHaveAttribute('aria-busy', 'false');
      await expect.poll(titles).toEqual(['Which vendors first?', title]);

      // Each shows its own messages, after a reload too.
      await open(title);
      await expect(bubbles(page).nth(1)).toHaveText(`You:${question}`);
      await reloadWhenSaved(page);
      await expect(bubbles(page)).toHaveCount(3);
      await expect(bubbles(page).nth(1)).toHaveText(`You:${question}`);
      await open('Which vendors first?');
      await expect(bubbles(page).nth(1)).toHaveText('You:Which vendors first?');
      await reloadWhenSaved(page);
      await expect(bubbles(page).nth(1)).toHaveText('You:Which vendors first?');

      await (await conversations()).getByRole('button', { name: 'Rename "Which vendors first?"' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename conversation' });
      await rename.getByRole('textbox', { name: 'Name' }).fill(' ');
      await rename.getByRole('button', { name: 'Rename' }).click();
      await expect(rename.getByRole('alert')).toHaveText('Give the conversation a name.');
      await rename.getByRole('textbox', { name: 'Name' }).fill('Vendors');
      await rename.getByRole('button', { name: 'Rename' }).click();
      await expect(rename).toBeHidden();
      await expect.poll(titles).toEqual(['Vendors', title]);

      await (await conversations()).getByRole('button', { name: 'Delete "Vendors"' }).click();
      await expect(bubbles(page).nth(1)).toHaveText(`You:${question}`);
      await expect.poll(titles).toEqual([title]);
      await page.getByRole('button', { name: /^Undo/ }).click();
      await expect.poll(titles).toEqual(['Vendors', title]);
      await open('Vendors');
      await expect(bubbles(page)).toHaveCount(3);
      await expect(bubbles(page).nth(1)).toHaveText('You:Which vendors first?');
      await expectAccessible(page);
    },
  );

  test('shows HTML as text and runs nothing; refuses a 20,000-character message', async ({ page }) => {
    await openChat(page);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const evil = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    await input(page).fill(evil);
    await input(page).press('Enter');
    await expect(bubbles(page).nth(1)).toHaveText(`You:${evil}`);
    await expect(bubbles(page).nth(2)).toContainText(`Here is a planning idea for: ${evil}`);
    await expect(log(page).locator('img, script')).toHaveCount(0);
    expect(dialogs).toEqual([]);

    await input(page).fill('a'.repeat(20_000));
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Your message is 20,000 characters long. Please keep it under 8,000 characters.',
      }),
    ).toBeVisible();
    await expect(send(page)).toBeDisabled();
  });

  test(
    'fits the window (spec height rule) without sideways scrolling, and the Guests tab is reachable',
    onPhones,
    async ({ page, isMobile }) => {
      await openChat(page);
      // On a phone, above the bottom bar.
      const bar = page.getByRole('navigation', { name: 'Planner shortcuts' });
      if (isMobile) await expect(bar).toBeVisible();
      const { height, expected, overflow } = await page.evaluate(() => {
        const chat = document.querySelector('section[aria-label="AI planner chat"]')!;
        const bar = document.querySelector('nav[aria-label="Planner shortcuts"]');
        return {
          height: chat.getBoundingClientRect().height,
          expected: Math.max(
            window.innerHeight - 96 - 88 - (bar?.getBoundingClientRect().height ?? 0),
            26 * 16,
          ),
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      expect(Math.abs(height - expected)).toBeLessThanOrEqual(1);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(input(page)).toBeVisible();

      await page.getByRole('tab', { name: 'Guests' }).click();
      await expect(page).toHaveURL(/\/planner\?tab=guests$/);
      await expect(page.getByRole('heading', { name: 'Guest list' })).toBeVisible();
    },
  );

  test('loads the markdown renderer and the AI SDK only on the planner, not with the app on another page', async ({
    page,
  }) => {
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(response.url(), await response.text().catch(() => ''));
    });
    // Strings that only these two libraries contain.
    const hasAiCode = () =>
      [...scripts.values()].some((s) => s.includes('dangerouslyAllowBrowser')) &&
      [...scripts.values()].some((s) => s.includes('remove-buggy-html-in-markdown-parser'));
    const hasAnyAiCode = () =>
      [...scripts.values()].some(
        (s) => s.includes('dangerouslyAllowBrowser') || s.includes('remove-buggy-html-in-markdown-parser'),
      );

    // The password reset request runs the app at once (a visitor's site pages, and the sign-in and sign-up pages
    // until they are reached for, are HTML only and load none of its code).
    await page.goto('/forgot-password');
    await page.waitForLoadState('networkidle');
    expect([...scripts.keys()].some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    expect(hasAnyAiCode()).toBe(false);

    await signUp(page);
    await page.goto('/planner');
    await expect(bubbles(page).first()).toContainText(GREETING);
    await page.waitForLoadState('networkidle');
    expect(hasAiCode()).toBe(true);
  });

  test('a build without AI settings says no provider is configured', async ({ page }) => {
    await page.goto(`${ALT_URL}/login`);
    await page.getByLabel('Email').fill('demo@weddingplanner.app');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`${ALT_URL}/planner`);
    await expect(
      page.getByText("No AI provider is configured, so the AI planner can't reply."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Set up an AI provider' })).toHaveAttribute(
      'href',
      '/settings?tab=ai',
    );
    await expect(input(page)).toHaveCount(0);
    await expect(bubbles(page).first()).toContainText(GREETING);
    await expectAccessible(page);
  });
});

test(
  'the planner sees the plan: the panel shows what is sent, and switched off nothing of it is',
  onPhones,
  async ({ page }) => {
    await newCouple(page);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Wedding Details' }).click();
    await page.getByLabel('Wedding Date').fill('2027-02-14');
    await page.getByLabel('Estimated Guest Count').fill('250');
    await page.getByLabel('Wedding Location').fill('Udaipur');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('tabpanel').getByText('Your changes have been saved.')).toBeVisible();

    await page.goto('/planner');
    await expect(bubbles(page).first()).toContainText(GREETING);
    await page.getByRole('button', { name: 'What the planner can see' }).click();
    const dialog = page.getByRole('dialog', { name: 'What the planner can see' });
    const summary = dialog.getByLabel('Plan summary sent to the planner');
    await expect(summary).toContainText(
      /Wedding date: 2027-02-14 \(\d+ days left\)\. City: Udaipur\. Expected guests: 250\./,
    );
    await expect(summary).toContainText('Guests: 0 guests in 0 households');
    await expect(summary).toContainText('Budget: INR 3,000,000 in all');
    await expectAccessible(page);
    const shown = (await summary.textContent()) ?? '';
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The request carries exactly the text the panel showed.
    const tag = `plan-${Date.now()}`;
    await input(page).fill(`How much budget is left? ${tag}`);
    await input(page).press('Enter');
    await expect(bubbles(page).nth(2)).toContainText('Here is a planning idea for');
    const [withPlan] = await chatRequestsFor(page, tag);
    expect(withPlan.body.messages?.[0].content).toContain(shown);
    expect(withPlan.body.messages?.[0].content).toContain('Budget: INR 3,000,000 in all');

    // Switched off: the next request has the planner's instructions and nothing of the plan, and it stays off.
    await page.getByRole('button', { name: 'What the planner can see' }).click();
    await dialog.getByRole('switch', { name: 'Share my plan with the planner' }).click();
    await expect(dialog.getByText('Your planner sees only the conversation.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const off = `off-${Date.now()}`;
    await input(page).fill(`And now? ${off}`);
    await send(page).click();
    await expect(bubbles(page).nth(4)).toContainText('Here is a planning idea for');
    const [withoutPlan] = await chatRequestsFor(page, off);
    expect(withoutPlan.body.messages?.[0].content).toContain('expert wedding planner');
    expect(JSON.stringify(withoutPlan.body)).not.toContain("The couple's plan");
    expect(JSON.stringify(withoutPlan.body)).not.toContain('2027-02-14');

    await reloadWhenSaved(page);
    await page.getByRole('button', { name: 'What the planner can see' }).click();
    await expect(dialog.getByRole('switch', { name: 'Share my plan with the planner' })).not.toBeChecked();
  },
);
