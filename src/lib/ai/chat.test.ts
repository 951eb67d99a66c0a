import {
  buildChatRequest,
  CHAT_MAX_TOKENS,
  CHAT_TEMPERATURE,
  checkMessage,
  HISTORY_BUDGET_TOKENS,
  MAX_MESSAGE_LENGTH,
  streamChatReply,
  tooLongMessage,
  type ChatTurn,
} from './chat';
import {
  createFakeProviderFetch,
  fakeProviderClient,
  fakeReplyFor,
} from '../../../tests/fakes/fake-provider-fetch';
import { PLANNER_SYSTEM_PROMPT } from './prompts';
import { messageTokens } from './trim';
import { renderPlanContext } from '../../../supabase/functions/_shared/plan-context.ts';
import { samplePlanContext } from '../../../supabase/functions/_shared/plan-context.test-data.ts';

const fakeClient = fakeProviderClient;

describe('checkMessage', () => {
  it('ignores empty and whitespace-only input (spec §5)', () => {
    expect(checkMessage('')).toEqual({ ok: false, reason: 'empty' });
    expect(checkMessage('  \n\t ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('sends the trimmed text', () => {
    expect(checkMessage('  Venues in Goa?\n')).toEqual({ ok: true, text: 'Venues in Goa?' });
  });

  it('refuses a message over the limit with a clear message', () => {
    expect(checkMessage('a'.repeat(MAX_MESSAGE_LENGTH))).toEqual({
      ok: true,
      text: 'a'.repeat(MAX_MESSAGE_LENGTH),
    });
    expect(checkMessage('a'.repeat(20_000))).toEqual({ ok: false, reason: 'too-long' });
    expect(tooLongMessage(20_000)).toBe(
      'Your message is 20,000 characters long. Please keep it under 8,000 characters.',
    );
  });
});

describe('buildChatRequest', () => {
  it('sends the planner system prompt, then the conversation as role messages, with the spec parameters', () => {
    const conversation: ChatTurn[] = [
      { role: 'assistant', content: 'Hi!' },
      { role: 'user', content: 'Venues in Goa?' },
    ];
    expect(buildChatRequest(conversation, 'gpt-4o-mini')).toEqual({
      model: 'gpt-4o-mini',
      messages: [{ role: 'system', content: PLANNER_SYSTEM_PROMPT }, ...conversation],
      temperature: 0.7,
      max_tokens: 2000,
      stream: true,
    });
    expect(CHAT_TEMPERATURE).toBe(0.7);
    expect(CHAT_MAX_TOKENS).toBe(2000);
  });

  it('trims a long conversation to the budget, keeping the newest messages and always the system prompt', () => {
    const conversation: ChatTurn[] = Array.from({ length: 40 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `${i} ${'x'.repeat(2000)}`,
    }));
    conversation.push({ role: 'user', content: 'latest question' });
    const { messages } = buildChatRequest(conversation, 'm');
    expect(messages[0]).toEqual({ role: 'system', content: PLANNER_SYSTEM_PROMPT });
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'latest question' });
    expect(messages.length).toBeLessThan(conversation.length + 1);
    const historyTokens = messages
      .slice(1)
      .reduce((n, m) => n + messageTokens({ content: String(m.content) }), 0);
    expect(historyTokens).toBeLessThanOrEqual(HISTORY_BUDGET_TOKENS);
    // The kept history is the newest part of the conversation, in order.
    expect(messages.slice(1)).toEqual(conversation.slice(conversation.length - (messages.length - 1)));
  });

  it('counts emoji for what they cost: an emoji-heavy history is trimmed sooner than plain text of the same length', () => {
    const turns = (content: string): ChatTurn[] =>
      Array.from({ length: 30 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content }));
    const plain = buildChatRequest(turns('x'.repeat(1000)), 'm').messages.length;
    const emoji = buildChatRequest(turns('💍'.repeat(500)), 'm').messages.length;
    expect(emoji).toBeLessThan(plain);
  });

  it('in cloud mode leaves the system prompt to the ai function: only the user and assistant turns are sent', () => {
    const conversation: ChatTurn[] = [
      { role: 'user', content: 'Venues in Goa?' },
      { role: 'assistant', content: 'Several.' },
      { role: 'user', content: 'Cheaper ones?' },
    ];
    const { messages } = buildChatRequest(conversation, 'gpt-4o-mini', { serverPrompt: true });
    expect(messages).toEqual(conversation);
  });

  it('tells the model to act as an expert planner and answer in markdown with follow-up questions (spec §7)', () => {
    for (const topic of [
      'expert wedding planner',
      'venues',
      'vendors',
      'prices',
      'regulations',
      'seasons',
      'reviews',
      'customs',
      'travel',
      'trends',
      'Markdown',
      'follow-up questions',
      'friendly, professional',
    ]) {
      expect(PLANNER_SYSTEM_PROMPT).toContain(topic);
    }
  });
});

describe('buildChatRequest with tools', () => {
  const tools = [
    { type: 'function' as const, function: { name: 'get_budget', parameters: { type: 'object' } } },
  ];
  const exchange = [{ role: 'tool' as const, tool_call_id: 'call_0', content: '{"spent":1}' }];
  const conversation: ChatTurn[] = [{ role: 'user', content: 'Spent?' }];

  it('sends the tools, and this question’s calls and results after the conversation', () => {
    const request = buildChatRequest(conversation, 'm', { serverPrompt: false, tools, exchange });
    expect(request.tools).toEqual(tools);
    expect(request.messages.slice(1)).toEqual([...conversation, ...exchange]);
    expect(request).not.toHaveProperty('tool_choice');
    expect(
      buildChatRequest(conversation, 'm', { serverPrompt: false, tools, toolChoice: 'none' }).tool_choice,
    ).toBe('none');
  });

  it('sends no tools to the ai function, which attaches its own', () => {
    const request = buildChatRequest(conversation, 'm', { serverPrompt: true, tools, exchange });
    expect(request).not.toHaveProperty('tools');
    expect(request.messages).toEqual([...conversation, ...exchange]);
  });
});

describe('streamChatReply (through the real SDK)', () => {
  it('posts the request to /chat/completions and streams the reply token by token', async () => {
    const fake = createFakeProviderFetch();
    const seen: string[] = [];
    const reply = await streamChatReply(fakeClient(fake), [{ role: 'user', content: 'Venues in Goa?' }], {
      model: 'gpt-4o-mini',
      onText: (t) => seen.push(t),
    });

    expect(reply).toBe(fakeReplyFor('Venues in Goa?'));
    // Painted as it arrives: many growing snapshots, the last being the whole reply.
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.every((t, i) => i === 0 || t.startsWith(seen[i - 1]))).toBe(true);
    expect(seen.at(-1)).toBe(reply);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.url).toBe('http://provider.test/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0.7,
      max_tokens: 2000,
      stream: true,
    });
    expect(request.body.messages?.[0]).toEqual({ role: 'system', content: PLANNER_SYSTEM_PROMPT });
  });

  it('in cloud mode names the purpose for the ai function and sends no system message', async () => {
    const fake = createFakeProviderFetch();
    await streamChatReply(fakeClient(fake), [{ role: 'user', content: 'Venues?' }], { serverPrompt: true });
    expect(new URL(fake.requests[0].url).searchParams.get('purpose')).toBe('planner');
    expect(fake.requests[0].body.messages).toEqual([{ role: 'user', content: 'Venues?' }]);
  });

  it('talking to a provider directly, sends no purpose query (a direct provider never sees it)', async () => {
    const fake = createFakeProviderFetch();
    await streamChatReply(fakeClient(fake), [{ role: 'user', content: 'Venues?' }], { serverPrompt: false });
    expect(new URL(fake.requests[0].url).search).toBe('');
  });

  it('talking to a provider directly, puts the plan into its own system prompt', async () => {
    const fake = createFakeProviderFetch();
    const context = samplePlanContext();
    const plan = { context, text: renderPlanContext(context) };
    await streamChatReply(fakeClient(fake), [{ role: 'user', content: 'Venues?' }], {
      serverPrompt: false,
      plan,
    });
    const system = fake.requests[0].body.messages?.[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain(PLANNER_SYSTEM_PROMPT);
    expect(system?.content).toContain(renderPlanContext(context));
    expect(fake.requests[0].body).not.toHaveProperty('context');
  });

  it('in cloud mode sends the plan as the structured context field, and no system message', async () => {
    const fake = createFakeProviderFetch();
    const context = samplePlanContext();
    const plan = { context, text: renderPlanContext(context) };
    await streamChatReply(fakeClient(fake), [{ role: 'user', content: 'Venues?' }], {
      serverPrompt: true,
      plan,
    });
    expect(fake.requests[0].body).toMatchObject({
      context,
      messages: [{ role: 'user', content: 'Venues?' }],
    });
  });

  it.each([true, false])('without a plan (serverPrompt %s) sends nothing of it', async (serverPrompt) => {
    const fake = createFakeProviderFetch();
    await streamChatReply(fakeClient(fake), [{ role: 'user', content: 'Venues?' }], {
      serverPrompt,
      plan: null,
    });
    expect(fake.requests[0].body).not.toHaveProperty('context');
    expect(JSON.stringify(fake.requests[0].body)).not.toContain("The couple's plan");
  });

  it('rejects on a provider error', async () => {
    await expect(
      streamChatReply(fakeClient(), [{ role: 'user', content: 'boom #fail500' }]),
    ).rejects.toThrow();
  });

  it('rejects an empty reply instead of showing an empty bubble', async () => {
    await expect(streamChatReply(fakeClient(), [{ role: 'user', content: '#empty' }])).rejects.toThrow(
      /empty reply/,
    );
  });

  it('stops when aborted', async () => {
    const fake = createFakeProviderFetch();
    const controller = new AbortController();
    const pending = streamChatReply(fakeClient(fake), [{ role: 'user', content: 'wait #hold' }], {
      signal: controller.signal,
    });
    controller.abort();
    fake.release();
    await expect(pending).rejects.toThrow();
  });
});
