import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ChatRound } from '@/lib/ai/chat';
import type { ToolCall } from '@/lib/ai/tool-calls';

/** The most rounds of tool calls one message may take; the round after them is asked for words only. */
export const MAX_TOOL_ROUNDS = 5;

/** How a round is asked: with the tools, with them described but words asked for, or without any. */
export type ToolMode = 'auto' | 'none' | 'off';

export interface LoopOptions {
  /** Streams one round: the exchange so far, the tools' mode, and the text of this round as it arrives. */
  ask(
    exchange: readonly ChatCompletionMessageParam[],
    mode: ToolMode,
    onText: (text: string) => void,
  ): Promise<ChatRound>;
  /** Answers a round's calls, each with the text of its tool message (read tools' results, the couple's decisions). */
  answer(calls: readonly ToolCall[]): Promise<string[]>;
  /** Tools are known to be refused by this model: ask without them. */
  withoutTools: boolean;
  /** The server refused tools: the caller remembers it and says so once. */
  onToolsRefused(): void;
  /** The reply's text so far, every round's text one after the other. */
  onText?(text: string): void;
}

/**
 * A server that does not take tools (a model without tool support) answers 400 naming them: Ollama "does not
 * support tools", OpenAI "tools is not supported with this model", LM Studio and OpenRouter likewise.
 */
export const refusesTools = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { status?: unknown }).status === 400 &&
  /tool/i.test(String((error as { message?: unknown }).message));

/**
 * The planner's reply to one message, in rounds: each round the model may call tools; their answers (a read tool's
 * data, the couple's Apply or Dismiss, a refusal and why) go back as tool messages and the model goes on, up to
 * MAX_TOOL_ROUNDS rounds, after which it is asked for words. A server that refuses tools is asked again without them.
 * Resolves with the reply's text, every round's words together; rejects when the reply has no words at all.
 */
export async function replyWithTools({ ask, answer, withoutTools, onToolsRefused, onText }: LoopOptions) {
  const exchange: ChatCompletionMessageParam[] = [];
  const said: string[] = [];
  const join = (more: string) => [...said, more].filter((t) => t.trim()).join('\n\n');
  let mode: ToolMode = withoutTools ? 'off' : 'auto';
  for (let round = 0; ; round++) {
    if (round === MAX_TOOL_ROUNDS && mode === 'auto') mode = 'none';
    const streamed = (text: string) => onText?.(join(text));
    let reply: ChatRound;
    try {
      reply = await ask(exchange, mode, streamed);
    } catch (error) {
      if (mode === 'off' || !refusesTools(error)) throw error;
      onToolsRefused();
      mode = 'off';
      reply = await ask(exchange, mode, streamed);
    }
    said.push(reply.text);
    // Calls made when none were asked for (a server that ignores tool_choice) are not run: the round is the last.
    if (reply.toolCalls.length === 0 || mode !== 'auto') break;
    exchange.push({
      role: 'assistant',
      content: reply.text || null,
      tool_calls: reply.toolCalls.map((c) => ({
        id: c.id,
        type: 'function',
        function: { name: c.name, arguments: c.arguments },
      })),
    });
    const results = await answer(reply.toolCalls);
    reply.toolCalls.forEach((call, i) =>
      exchange.push({ role: 'tool', tool_call_id: call.id, content: results[i] ?? '' }),
    );
  }
  const text = join('');
  if (text.trim() === '') throw new Error('The AI provider sent an empty reply.');
  return text;
}
