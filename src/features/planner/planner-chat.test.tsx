import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { CHAT_FAILURE_MESSAGE, CHAT_GREETING } from '@/lib/ai/chat';
import { createFakeProviderFetch } from '../../../tests/fakes/fake-provider-fetch';
import { PLANNER_SYSTEM_PROMPT } from '@/lib/ai/prompts';
import type { AppConfig } from '@/lib/config';
import { AiProviderScope } from '@/lib/ai/use-ai';
import { renderApp } from '../../../tests/render-app';
import type { ChatMessage } from './model';
import { PlannerChat } from './planner-chat';
import { renderPlanContext } from '../../../supabase/functions/_shared/plan-context.ts';
import { samplePlanContext } from '../../../supabase/functions/_shared/plan-context.test-data.ts';

// The panel reads ten collections (plan-panel.test.tsx covers it); here it hands the chat a known plan, at once or
// after `panel.readsFor` milliseconds (a plan still being read).
const panel = vi.hoisted(() => ({ readsFor: 0 }));
vi.mock('./plan-panel', async () => {
  const { useEffect } = await import('react');
  const { samplePlanContext: plan } =
    await import('../../../supabase/functions/_shared/plan-context.test-data.ts');
  const { renderPlanContext: render } = await import('../../../supabase/functions/_shared/plan-context.ts');
  return {
    default: function FakePlanPanel({ onPlan }: { onPlan: (plan: unknown) => void }) {
      useEffect(() => {
        const share = () => onPlan({ context: plan(), text: render(plan()) });
        if (!panel.readsFor) return share();
        const reading = setTimeout(share, panel.readsFor);
        return () => clearTimeout(reading);
      }, [onPlan]);
      return null;
    },
  };
});

const directAi: AppConfig['ai'] = {
  mode: 'direct',
  baseUrl: 'http://provider.test/v1',
  apiKey: 'dev-key',
  chatModel: 'test-chat-model',
  imageModel: 'dall-e-3',
};

// A streamed reply is a few dozen renders and IndexedDB writes; give a busy shared machine time to finish them.
configure({ asyncUtilTimeout: 5000 });

let fake: ReturnType<typeof createFakeProviderFetch>;
beforeEach(() => {
  fake = createFakeProviderFetch();
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  panel.readsFor = 0;
});

async function renderChat(options: Parameters<typeof renderApp>[1] = {}, ai: AppConfig['ai'] = directAi) {
  const utils = await renderApp(
    <>
      <AiProviderScope provider={ai}>
        <PlannerChat />
      </AiProviderScope>
      <Toaster />
    </>,
    { path: '/planner', ...options },
  );
  const user = userEvent.setup();
  const stored = () => utils.backend.forUser(utils.session!).collections.list<ChatMessage>('chat_messages');
  return { ...utils, user, stored };
}

const log = () => screen.getByRole('log', { name: 'Conversation' });
// The conversation's own items (a reply's markdown lists are nested list items too).
const bubbleItems = () => [
  ...within(log()).getByRole('list', { name: 'Messages' }).querySelectorAll(':scope > li'),
];
const bubbles = () => bubbleItems().map((li) => li.textContent.replace(/\s+/g, ' ').trim());
const input = () => screen.getByPlaceholderText('Type your message...');
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const replyTo = (q: string) => `Planner:Here is a planning idea for: ${q} Venue: book early Budget: track it`;

/**
 * Releases the reply Regenerate asked for, once its request has reached the fake. After a reload the closed page's
 * request is still held there (the fake notices an abort only between words; a browser drops it at once), and
 * `release()` frees the newest held request that has arrived. Regenerate fetches only after it has removed the old
 * reply and built a client, which on a busy machine can be after the click resolves: released too early, the closed
 * page's request would go on (and write its reply again) while the new one waited forever.
 */
async function releaseRegenerated(asked: number) {
  await waitFor(() => expect(fake.requests).toHaveLength(asked + 1));
  fake.release();
}

describe('PlannerChat', () => {
  it('a question asked while the plan is still being read waits for it, and goes with it', async () => {
    panel.readsFor = 800;
    const { user } = await renderChat();
    await waitFor(() => expect(bubbles()).toEqual([`Planner:${CHAT_GREETING}`]));
    await user.type(input(), 'How much is left?{Enter}');
    await waitFor(() => expect(bubbles()[2]).toBe(replyTo('How much is left?')));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].body.messages?.[0].content).toContain(renderPlanContext(samplePlanContext()));
  });

  it('starts with the greeting; Send is disabled for empty or whitespace-only text', async () => {
    const { user } = await renderChat();
    await waitFor(() => expect(bubbles()).toEqual([`Planner:${CHAT_GREETING}`]));
    expect(input()).toHaveAccessibleName('Message your AI wedding planner');
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '{Enter}');
    expect(fake.requests).toHaveLength(0);
    expect(bubbles()).toHaveLength(1);
    expect(screen.getByText('Development setting: direct AI provider')).toBeInTheDocument();
  });

  it('sends with Enter, streams the reply in as markdown, and sends the system prompt, history and parameters', async () => {
    const { user, stored } = await renderChat();
    await user.type(input(), 'Venues in Goa?{Enter}');
    // The user's message is on the right as typed, and the box is cleared once the message is kept.
    await waitFor(() => expect(bubbles()[1]).toBe('You:Venues in Goa?'));
    await waitFor(() => expect(input()).toHaveValue(''));
    await waitFor(() => expect(bubbles()[2]).toBe(replyTo('Venues in Goa?')));
    const reply = bubbleItems()[2] as HTMLElement;
    expect(within(reply).getByText('Venue').tagName).toBe('STRONG');
    expect(within(reply).getAllByRole('listitem')).toHaveLength(2);

    expect(fake.requests).toHaveLength(1);
    const [system, ...turns] = fake.requests[0].body.messages ?? [];
    expect(fake.requests[0].body).toMatchObject({
      model: 'test-chat-model',
      temperature: 0.7,
      max_tokens: 2000,
      stream: true,
    });
    expect(turns).toEqual([
      { role: 'assistant', content: CHAT_GREETING },
      { role: 'user', content: 'Venues in Goa?' },
    ]);
    expect(system.role).toBe('system');
    expect(system.content.startsWith(PLANNER_SYSTEM_PROMPT)).toBe(true);
    // The plan the panel reported goes with the request, as the panel shows it.
    expect(system.content).toContain(renderPlanContext(samplePlanContext()));
    // Kept per user, in order.
    await waitFor(async () => expect((await stored()).map((m) => m.role)).toEqual(['user', 'assistant']));

    // The next request carries the whole conversation so far.
    await user.type(input(), 'And caterers?');
    await user.click(sendButton());
    await waitFor(() => expect(bubbles()).toHaveLength(5));
    expect(fake.requests[1].body.messages?.map((m) => m.role)).toEqual([
      'system',
      'assistant',
      'user',
      'assistant',
      'user',
    ]);
    expect(fake.requests[1].body.messages?.at(-1)).toEqual({ role: 'user', content: 'And caterers?' });
  });

  it('paints the reply as it streams, before it is complete', async () => {
    const { user } = await renderChat();
    await user.type(input(), 'Streaming? #midway{Enter}');
    // The first words are on screen while the rest of the reply has not arrived.
    await waitFor(() => expect(bubbles()[2]).toBe('Planner:Here is a'));
    expect(log()).toHaveAttribute('aria-busy', 'true');
    expect(sendButton()).toBeDisabled();
    fake.release();
    await waitFor(() => expect(bubbles()[2]).toBe(replyTo('Streaming? #midway')));
  });

  it('keeps a streaming reply as it arrives: a reload mid-reply shows it interrupted, and Regenerate completes it', async () => {
    const first = await renderChat();
    await first.user.type(input(), 'Venues? #midway{Enter}');
    await waitFor(() => expect(bubbles()[2]).toBe('Planner:Here is a'));
    // Written to the store from the first words on, marked as still streaming.
    await waitFor(async () =>
      expect((await first.stored()).find((m) => m.role === 'assistant')).toMatchObject({
        content: 'Here is a ',
        status: 'streaming',
      }),
    );
    // The tab closes mid-reply: nothing of this page runs any more.
    first.unmount();

    const second = await renderChat({ reuse: { backend: first.backend, session: first.session } });
    await waitFor(() =>
      expect(bubbles()).toEqual([
        `Planner:${CHAT_GREETING}`,
        'You:Venues? #midway',
        'Planner:Here is aThis reply was cut short: the page was closed or reloaded while it arrived.',
      ]),
    );
    const asked = fake.requests.length;
    await second.user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await releaseRegenerated(asked);
    await waitFor(() =>
      expect(bubbles()).toEqual([
        `Planner:${CHAT_GREETING}`,
        'You:Venues? #midway',
        replyTo('Venues? #midway'),
      ]),
    );
    // Asked again with the question, not the cut-short answer.
    expect(fake.requests).toHaveLength(asked + 1);
    expect(fake.requests.at(-1)!.body.messages?.at(-1)).toEqual({ role: 'user', content: 'Venues? #midway' });
    await waitFor(async () =>
      expect((await second.stored()).map((m) => [m.role, m.status])).toEqual([
        ['user', 'complete'],
        ['assistant', 'complete'],
      ]),
    );
  });

  it('a closed page writes nothing once it has gone: its stream settling late does not bring back a regenerated reply', async () => {
    const first = await renderChat();
    await first.user.type(input(), 'Venues? #midway{Enter}');
    await waitFor(() => expect(bubbles()[2]).toBe('Planner:Here is a'));
    first.unmount();

    const second = await renderChat({ reuse: { backend: first.backend, session: first.session } });
    await waitFor(() => expect(bubbles()[2]).toContain('This reply was cut short'));
    const asked = fake.requests.length;
    await second.user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await releaseRegenerated(asked);
    await waitFor(() => expect(bubbles()[2]).toBe(replyTo('Venues? #midway')));
    await waitFor(async () => expect(await second.stored()).toHaveLength(2));

    // The closed page's request ends now (a browser would have dropped it): nothing of it is stored again.
    fake.releaseAll();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await second.stored()).map((m) => [m.role, m.status, m.content.slice(0, 12)])).toEqual([
      ['user', 'complete', 'Venues? #mid'],
      ['assistant', 'complete', 'Here is a pl'],
    ]);
  });

  it('a question whose reply never began gets a Regenerate after a reload', async () => {
    const first = await renderChat();
    await first.user.type(input(), 'Anyone there? #hold{Enter}');
    expect(await screen.findByText('Your planner is writing a reply')).toBeInTheDocument();
    await waitFor(async () => expect(await first.stored()).toHaveLength(1));
    first.unmount();

    const second = await renderChat({ reuse: { backend: first.backend, session: first.session } });
    await waitFor(() => expect(bubbles().at(-1)).toBe('Planner:This reply was cut short before it began.'));
    const asked = fake.requests.length;
    await second.user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await releaseRegenerated(asked);
    await waitFor(() =>
      expect(bubbles()).toEqual([
        `Planner:${CHAT_GREETING}`,
        'You:Anyone there? #hold',
        replyTo('Anyone there? #hold'),
      ]),
    );
  });

  it('Stop ends a streaming reply where it got to and keeps it; Regenerate asks again', async () => {
    const { user, stored } = await renderChat();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    await user.type(input(), 'Long answer please #midway{Enter}');
    await waitFor(() => expect(bubbles()[2]).toBe('Planner:Here is a'));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    // (This fake only notices the abort between words; a browser's fetch drops the stream at once.)
    fake.release();
    await waitFor(() => expect(bubbles()[2]).toBe('Planner:Here is aStopped.'));
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    await waitFor(async () =>
      expect((await stored()).at(-1)).toMatchObject({ content: 'Here is a ', status: 'stopped' }),
    );

    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    fake.release();
    await waitFor(() => expect(bubbles()[2]).toBe(replyTo('Long answer please #midway')));
    await waitFor(async () =>
      expect((await stored()).map((m) => m.status)).toEqual(['complete', 'complete']),
    );
  });

  it('makes a new line with Shift+Enter instead of sending', async () => {
    const { user } = await renderChat();
    await user.type(input(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(input()).toHaveValue('Line one\nLine two');
    expect(fake.requests).toHaveLength(0);
    await user.click(sendButton());
    await waitFor(() => expect(bubbleItems()[1].textContent).toBe('You:Line one\nLine two'));
  });

  it('shows a spinner and disables Send while a reply is pending, then streams the reply in', async () => {
    const asked = (question: string) =>
      fake.requests.filter((r) => r.body.messages?.some((m) => m.role === 'user' && m.content === question))
        .length;
    const { user } = await renderChat();
    await user.type(input(), 'Slow one #hold{Enter}');
    expect(await screen.findByText('Your planner is writing a reply')).toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-busy', 'true');
    await user.type(input(), 'Another question{Enter}');
    expect(sendButton()).toBeDisabled();
    // Enter while waiting doesn't send and keeps the text.
    expect(input()).toHaveValue('Another question');
    // Asked once, and nothing carried the second question (the count alone once read 2 in a loaded CI run).
    await waitFor(() => expect(asked('Slow one #hold')).toBe(1));
    expect(asked('Another question')).toBe(0);

    fake.release();
    await waitFor(() => expect(bubbles()[2]).toBe(replyTo('Slow one #hold')));
    expect(screen.queryByText('Your planner is writing a reply')).not.toBeInTheDocument();
    await waitFor(() => expect(log()).toHaveAttribute('aria-busy', 'false'));
    expect(sendButton()).toBeEnabled();
  });

  it('appends the apology as an assistant message when the reply fails, and keeps it', async () => {
    const { user, stored } = await renderChat();
    await user.type(input(), 'Break please #fail400{Enter}');
    await waitFor(() => expect(bubbles()[2]).toBe(`Planner:${CHAT_FAILURE_MESSAGE}`));
    expect(sendButton()).toBeDisabled(); // empty box, idle again
    await user.type(input(), 'x');
    expect(sendButton()).toBeEnabled();
    await waitFor(async () =>
      expect((await stored()).at(-1)).toMatchObject({
        role: 'assistant',
        content: CHAT_FAILURE_MESSAGE,
        status: 'failed',
      }),
    );
    // Regenerate is offered on the error too; the apology is never sent to the model as its own words.
    const asked = fake.requests.length;
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(fake.requests).toHaveLength(asked + 1));
    expect(fake.requests.at(-1)!.body.messages?.map((m) => m.content)).not.toContain(CHAT_FAILURE_MESSAGE);
    await waitFor(() => expect(bubbles()).toHaveLength(3));
  });

  it('keeps the conversation across a reload; "New conversation" starts another, titled from its first question', async () => {
    const first = await renderChat();
    await first.user.type(input(), 'Remember me{Enter}');
    // Reloaded once the reply has finished (a reload mid-reply is the interrupted case, tested above).
    await waitFor(() => expect(bubbles()[2]).toBe(replyTo('Remember me')));
    await waitFor(() => expect(log()).toHaveAttribute('aria-busy', 'false'));
    first.unmount();

    const second = await renderChat({ reuse: { backend: first.backend, session: first.session } });
    await waitFor(() =>
      expect(bubbles()).toEqual([`Planner:${CHAT_GREETING}`, 'You:Remember me', replyTo('Remember me')]),
    );

    await second.user.click(screen.getByRole('button', { name: 'New conversation' }));
    await waitFor(() => expect(bubbles()).toEqual([`Planner:${CHAT_GREETING}`]));
    // Nothing was deleted, and a conversation not asked in yet cannot be started again.
    expect(await second.stored()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeDisabled();
    await second.user.type(input(), 'Budget{Enter}');
    await waitFor(() => expect(bubbles()[2]).toBe(replyTo('Budget')));
    // The most recent first; each opens with its own messages.
    const conversations = screen.getByRole('list', { name: 'Conversations' });
    expect(
      within(conversations)
        .getAllByRole('button', { name: /^(Budget|Remember me)$/ })
        .map((b) => b.textContent),
    ).toEqual(['Budget', 'Remember me']);
    await waitFor(() => expect(log()).toHaveAttribute('aria-busy', 'false'));
    await second.user.click(within(conversations).getByRole('button', { name: 'Remember me' }));
    await waitFor(() =>
      expect(bubbles()).toEqual([`Planner:${CHAT_GREETING}`, 'You:Remember me', replyTo('Remember me')]),
    );
  });

  it('renames a conversation (a blank name is refused, keeping the dialog), and deletes it with Undo', async () => {
    const { user, stored } = await renderChat();
    await user.type(input(), 'How much is left?{Enter}');
    await waitFor(() => expect(bubbles()[2]).toBe(replyTo('How much is left?')));
    await waitFor(() => expect(log()).toHaveAttribute('aria-busy', 'false'));

    await user.click(screen.getByRole('button', { name: 'Rename "How much is left?"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename conversation' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the conversation a name.');
    expect(name).toHaveValue('   ');
    await user.clear(name);
    await user.type(name, 'Budget');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const conversations = screen.getByRole('list', { name: 'Conversations' });
    expect(within(conversations).getByRole('button', { name: 'Budget' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete "Budget"' }));
    await waitFor(() => expect(within(conversations).queryByRole('button', { name: 'Budget' })).toBeNull());
    await waitFor(async () => expect(await stored()).toEqual([]));
    expect(bubbles()).toEqual([`Planner:${CHAT_GREETING}`]);
    await user.click(await screen.findByRole('button', { name: /^Undo/ }));
    await waitFor(async () => expect(await stored()).toHaveLength(2));
    await user.click(await within(conversations).findByRole('button', { name: 'Budget' }));
    await waitFor(() =>
      expect(bubbles()).toEqual([
        `Planner:${CHAT_GREETING}`,
        'You:How much is left?',
        replyTo('How much is left?'),
      ]),
    );
  });

  it('offers no starters until the plan is read, so none change under the finger', async () => {
    panel.readsFor = 1500;
    await renderChat();
    // The first starters shown are the plan's (generic ones would show at once, had they not waited).
    const starters = await screen.findByRole('list', { name: 'Suggested questions' });
    expect(within(starters).getAllByRole('button')[0]).toHaveTextContent("25 households haven't answered");
  });

  it('offers starters built from the plan on an empty conversation; one sends its question', async () => {
    const { user } = await renderChat();
    const starters = await screen.findByRole('list', { name: 'Suggested questions' });
    const question = "25 households haven't answered — draft a reminder?";
    await user.click(within(starters).getByRole('button', { name: question }));
    await waitFor(() => expect(bubbles()[1]).toBe(`You:${question}`));
    expect(screen.queryByRole('list', { name: 'Suggested questions' })).not.toBeInTheDocument();
    await waitFor(() => expect(fake.requests.at(-1)!.body.messages?.at(-1)?.content).toBe(question));
  });

  it('shows a message with HTML as text and runs nothing', async () => {
    const { user } = await renderChat();
    const evil = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await user.click(input());
    await user.paste(evil);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bubbles()[2]).toContain(`Here is a planning idea for: ${evil}`));
    expect(bubbles()[1]).toBe(`You:${evil}`);
    expect(log().querySelector('img, script')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('refuses a 20,000-character message with a clear message', async () => {
    const { user } = await renderChat();
    await user.click(input());
    await user.paste('a'.repeat(20_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your message is 20,000 characters long. Please keep it under 8,000 characters.',
    );
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fake.requests).toHaveLength(0);
  });

  it('says plainly when no AI provider is configured', async () => {
    await renderChat({}, { mode: 'none', baseUrl: null, apiKey: null, chatModel: 'm', imageModel: 'i' });
    expect(
      await screen.findByText("No AI provider is configured, so the AI planner can't reply."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up an AI provider' })).toHaveAttribute(
      'href',
      '/settings?tab=ai',
    );
    expect(screen.queryByText(/VITE_AI_BASE_URL/)).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Type your message...')).not.toBeInTheDocument();
    await waitFor(() => expect(bubbles()).toEqual([`Planner:${CHAT_GREETING}`]));
  });

  it('asks for a real account in cloud mode when the session has no server token (the demo)', async () => {
    await renderChat(
      {},
      {
        mode: 'cloud',
        baseUrl: 'https://p.supabase.co/functions/v1/ai',
        apiKey: null,
        chatModel: 'm',
        imageModel: 'i',
      },
    );
    expect(await screen.findByText('The AI planner needs a signed-in account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText('Development setting: direct AI provider')).not.toBeInTheDocument();
  });
});

describe('PlannerChat tool calls (issue 31)', () => {
  const task = (title: string, dueDate = '2027-03-01') => ({
    name: 'add_task',
    arguments: { title, dueDate },
  });
  const calls = (...scripted: object[]) => `Please help #calls=${JSON.stringify(scripted)}`;

  async function ask(user: ReturnType<typeof userEvent.setup>, text: string) {
    await user.click(input());
    await user.paste(text);
    await user.keyboard('{Enter}');
  }
  const cards = () => within(log()).queryByRole('list', { name: 'Proposed changes' });
  const lastRequest = () => fake.requests.at(-1)!.body;

  it('shows a proposed task as a card and writes nothing until Apply; Apply adds it, Undo removes it', async () => {
    const { user, backend, session } = await renderChat();
    const tasks = () =>
      backend.forUser(session!).collections.list<{ id: string; title: string; dueDate: string }>('tasks');
    await ask(user, calls(task('Book the photographer')));
    const card = await screen.findByText('Add task "Book the photographer", due Mar 1, 2027');
    expect(fake.requests[0]!.body.tools).toContainEqual(
      expect.objectContaining({ function: expect.objectContaining({ name: 'add_task' }) }),
    );
    expect(await tasks()).toEqual([]);
    const apply = within(cards()!).getByRole('button', { name: 'Apply' });
    expect(apply).toHaveAccessibleDescription(card.textContent);
    await user.click(apply);
    await waitFor(async () =>
      expect(await tasks()).toEqual([
        expect.objectContaining({ title: 'Book the photographer', dueDate: '2027-03-01' }),
      ]),
    );
    expect(within(cards()!).getByRole('link', { name: 'See it in the task list' })).toHaveAttribute(
      'href',
      '/upcoming-tasks',
    );
    // The model is told, and goes on.
    await screen.findByText(/Noted: .*"status":"applied"/);
    expect(lastRequest().messages!.at(-1)).toMatchObject({
      role: 'tool',
      content: expect.stringContaining('applied'),
    });
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await tasks()).toEqual([]));
  });

  it('Dismiss writes nothing and the next request tells the model', async () => {
    const { user, backend, session } = await renderChat();
    await ask(user, calls(task('Book the photographer')));
    await user.click(await within(log()).findByRole('button', { name: 'Dismiss' }));
    await screen.findByText('Dismissed: nothing was changed.');
    await waitFor(() => expect(fake.requests).toHaveLength(2));
    expect(JSON.parse(lastRequest().messages!.at(-1)!.content)).toMatchObject({
      status: 'dismissed',
      change: 'Add task "Book the photographer", due Mar 1, 2027',
    });
    expect(await backend.forUser(session!).collections.list('tasks')).toEqual([]);
  });

  it('Apply all writes every proposal as one change: one Undo takes all of them back', async () => {
    const { user, backend, session } = await renderChat();
    const tasks = () => backend.forUser(session!).collections.list('tasks');
    await ask(user, calls(task('One'), task('Two'), task('Three')));
    await user.click(await within(log()).findByRole('button', { name: 'Apply all (3)' }));
    await waitFor(async () => expect(await tasks()).toHaveLength(3));
    expect(await screen.findByText('Applied 3 changes from the planner.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await tasks()).toEqual([]));
  });

  it('keeps each card with its reply: after a reload the applied one still links to its record, none offers Apply', async () => {
    const first = await renderChat();
    await ask(first.user, calls(task('Book the photographer'), task('Order the cake')));
    const photographer = async () =>
      within(log()).getByText('Add task "Book the photographer", due Mar 1, 2027').closest('li')!;
    await within(log()).findByText('Add task "Order the cake", due Mar 1, 2027');
    await first.user.click(within(await photographer()).getByRole('button', { name: 'Apply' }));
    const cake = within(log()).getByText('Add task "Order the cake", due Mar 1, 2027').closest('li')!;
    await first.user.click(within(cake).getByRole('button', { name: 'Dismiss' }));
    await screen.findByText(/Noted: /);
    // The reply is kept with its cards as decided.
    await waitFor(async () => {
      const [reply] = await first.backend
        .forUser(first.session!)
        .collections.list<ChatMessage>('chat_messages')
        .then((all) => all.filter((m) => m.role === 'assistant'));
      expect(reply?.proposals?.map((p) => p.state)).toEqual(['applied', 'dismissed']);
    });
    first.unmount();

    await renderChat({ reuse: { backend: first.backend, session: first.session } });
    const kept = within(await screen.findByRole('list', { name: 'Proposed changes' }));
    expect(kept.getByRole('link', { name: 'See it in the task list' })).toHaveAttribute(
      'href',
      '/upcoming-tasks',
    );
    expect(kept.getByText('Dismissed: nothing was changed.')).toBeInTheDocument();
    expect(kept.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(kept.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Apply all/ })).toBeNull();
  });

  it('runs a read tool at once and sends its figures back to the model', async () => {
    const { user, backend, session } = await renderChat();
    const collections = backend.forUser(session!).collections;
    await collections.put('budget_categories', {
      id: 'cat',
      name: 'Catering',
      planned: 5000,
      color: '#6b7280',
    });
    await collections.put('expenses', {
      id: 'e1',
      description: 'Tasting',
      amount: 1234.5,
      date: '2027-01-01',
      categoryId: 'cat',
      paid: true,
    });
    await ask(user, calls({ name: 'get_budget', arguments: { category: 'Catering' } }));
    expect(await screen.findByText(/Noted: .*"spent":1234\.5/)).toBeInTheDocument();
    expect(cards()).toBeNull();
  });

  it('refuses invalid arguments, tells the model why, and writes nothing', async () => {
    const { user, backend, session } = await renderChat();
    await ask(user, calls(task('Book', 'March')));
    expect(
      await screen.findByText(/Noted: .*"status":"refused".*Use a date like 2027-03-01/),
    ).toBeInTheDocument();
    expect(cards()).toBeNull();
    expect(await backend.forUser(session!).collections.list('tasks')).toEqual([]);
  });

  it('falls back to plain replies when the model refuses tools, says so once, and stops offering them', async () => {
    const { user } = await renderChat();
    await ask(user, 'Where should we marry? #notools');
    expect(await screen.findByText(/Here is a planning idea for: Where should we marry/)).toBeInTheDocument();
    expect(
      screen.getByText("This model can't make changes to your plan; it can still answer questions."),
    ).toHaveAttribute('role', 'status');
    expect(fake.requests.map((r) => Boolean(r.body.tools))).toEqual([true, false]);
    await ask(user, 'And the cake?');
    await waitFor(() => expect(fake.requests).toHaveLength(3));
    expect(lastRequest().tools).toBeUndefined();
    expect(
      screen.getAllByText("This model can't make changes to your plan; it can still answer questions."),
    ).toHaveLength(1);
  });
});
