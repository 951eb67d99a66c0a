import type { ChatRound } from '@/lib/ai/chat';
import { MAX_TOOL_ROUNDS, refusesTools, replyWithTools, type LoopOptions, type ToolMode } from './tool-loop';

const toolCall = (id: string) => ({ id, name: 'get_budget', arguments: '{}' });

/** A model answering with the rounds given, then words; records each request's mode and exchange. */
function scripted(rounds: ChatRound[], final = 'Done.') {
  const asked: { mode: ToolMode; exchange: unknown[] }[] = [];
  const ask: LoopOptions['ask'] = async (exchange, mode, onText) => {
    asked.push({ mode, exchange: [...exchange] });
    const reply = (mode === 'auto' && rounds.shift()) || { text: final, toolCalls: [] };
    onText(reply.text);
    return reply;
  };
  return { ask, asked };
}

const base = { withoutTools: false, onToolsRefused: () => {} };

describe('replyWithTools', () => {
  it('sends each call’s answer back as a tool message and lets the model go on', async () => {
    const model = scripted(
      [{ text: 'Let me look.', toolCalls: [toolCall('a'), toolCall('b')] }],
      'You spent 1,500.',
    );
    const texts: string[] = [];
    const text = await replyWithTools({
      ...base,
      ask: model.ask,
      answer: async (calls) => calls.map((c) => `result of ${c.id}`),
      onText: (t) => texts.push(t),
    });
    expect(text).toBe('Let me look.\n\nYou spent 1,500.');
    expect(texts.at(-1)).toBe(text);
    expect(model.asked[1]!.exchange).toEqual([
      {
        role: 'assistant',
        content: 'Let me look.',
        tool_calls: [
          { id: 'a', type: 'function', function: { name: 'get_budget', arguments: '{}' } },
          { id: 'b', type: 'function', function: { name: 'get_budget', arguments: '{}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'a', content: 'result of a' },
      { role: 'tool', tool_call_id: 'b', content: 'result of b' },
    ]);
  });

  it('stops after five rounds of tool calls and asks for words', async () => {
    const model = scripted(
      Array.from({ length: 9 }, (_, i) => ({ text: '', toolCalls: [toolCall(`c${i}`)] })),
    );
    const answer = vi.fn(async (calls: readonly unknown[]) => calls.map(() => '{}'));
    await expect(replyWithTools({ ...base, ask: model.ask, answer })).resolves.toBe('Done.');
    expect(answer).toHaveBeenCalledTimes(MAX_TOOL_ROUNDS);
    expect(model.asked.map((a) => a.mode)).toEqual(['auto', 'auto', 'auto', 'auto', 'auto', 'none']);
  });

  it('asks again without tools when the server refuses them, and says so', async () => {
    const modes: ToolMode[] = [];
    const onToolsRefused = vi.fn();
    const text = await replyWithTools({
      ...base,
      onToolsRefused,
      answer: async () => [],
      ask: async (_exchange, mode) => {
        modes.push(mode);
        if (mode !== 'off')
          throw Object.assign(new Error('400 registry.ollama.ai/library/gemma does not support tools'), {
            status: 400,
          });
        return { text: 'Plain answer.', toolCalls: [] };
      },
    });
    expect(text).toBe('Plain answer.');
    expect(modes).toEqual(['auto', 'off']);
    expect(onToolsRefused).toHaveBeenCalledOnce();
  });

  it('asks without tools from the start once they are known to be refused, and fails on other errors', async () => {
    const model = scripted([]);
    await replyWithTools({ ...base, withoutTools: true, ask: model.ask, answer: async () => [] });
    expect(model.asked.map((a) => a.mode)).toEqual(['off']);
    await expect(
      replyWithTools({
        ...base,
        answer: async () => [],
        ask: async () => {
          throw Object.assign(new Error('500 overloaded'), { status: 500 });
        },
      }),
    ).rejects.toThrow('500 overloaded');
  });

  it('rejects a reply without words', async () => {
    await expect(
      replyWithTools({ ...base, ask: scripted([], '').ask, answer: async () => [] }),
    ).rejects.toThrow('empty reply');
  });
});

describe('refusesTools', () => {
  it('is a 400 that names tools, nothing else', () => {
    expect(refusesTools({ status: 400, message: 'tools is not supported with this model' })).toBe(true);
    expect(refusesTools({ status: 400, message: 'max_tokens is too large' })).toBe(false);
    expect(refusesTools({ status: 500, message: 'tool server down' })).toBe(false);
    expect(refusesTools(null)).toBe(false);
  });
});
