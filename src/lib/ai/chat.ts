import type OpenAI from 'openai';
import type {
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { config } from '@/lib/config';
import { CHAT_MAX_TOKENS } from '../../../supabase/functions/_shared/ai-prompts.ts';
import { plannerPromptWithPlan, type PlanContext } from '../../../supabase/functions/_shared/plan-context.ts';
import { PLANNER_SYSTEM_PROMPT, serverAddsPrompt } from './prompts';
import { createToolCallAssembler, type ToolCall } from './tool-calls';
import { messageTokens, trimToBudget } from './trim';
import { formatCount } from '@/lib/format-number';

export { CHAT_MAX_TOKENS };

/** The assistant's first message (spec §2 Chat assistant), shown at the top of every conversation. */
export const CHAT_GREETING =
  "Hi! I'm your AI wedding planner. I'll help you find the perfect venues and vendors for your special day. How can I assist you today?";

/** Appended as the assistant's message when a reply fails (spec §8). */
export const CHAT_FAILURE_MESSAGE =
  'I apologize, but I encountered an error. Could you please try rephrasing your message?';

/** Spec §9: planner text requests (max_tokens 2000: CHAT_MAX_TOKENS, shared with the `ai` function's cap). */
export const CHAT_TEMPERATURE = 0.7;

/**
 * Longest message a user may send. Far above any real question, low enough that one paste can't crowd the rest
 * of the conversation out of the history budget (and well under the table's 40,000-character column check).
 */
export const MAX_MESSAGE_LENGTH = 8000;

/**
 * History sent with each request, in estimated tokens (about 30,000 characters of English): room for a long
 * conversation at a bounded cost, and well inside what the `ai` function accepts (MAX_INPUT_TOKENS), even when
 * the newest message is a maximum-length one full of emoji.
 */
export const HISTORY_BUDGET_TOKENS = 10_000;

export type ChatRole = 'user' | 'assistant';
export interface ChatTurn {
  role: ChatRole;
  content: string;
}

export type MessageCheck = { ok: true; text: string } | { ok: false; reason: 'empty' | 'too-long' };

/** Spec §5: empty or whitespace-only messages are ignored; over-long ones are refused with a message. */
export function checkMessage(input: string): MessageCheck {
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if (text.length > MAX_MESSAGE_LENGTH) return { ok: false, reason: 'too-long' };
  return { ok: true, text };
}

export const tooLongMessage = (length: number) =>
  `Your message is ${formatCount(length)} characters long. Please keep it under ${formatCount(MAX_MESSAGE_LENGTH)} characters.`;

/**
 * The couple's plan as the chat sends it: the structure the `ai` function renders into its own system prompt, and the
 * same rendered text (renderPlanContext) for a provider reached directly. Whoever builds the plan renders it (the
 * plan panel, which shows that text), so the renderer stays out of the chat's first load.
 */
export interface SharedPlan {
  context: PlanContext;
  text: string;
}

/** A planner request, with the couple's plan for the `ai` function to render into its own system prompt. */
export type PlannerChatRequest = ChatCompletionCreateParamsStreaming & { context?: PlanContext };

/** What a round of tool calling adds to a request (issue 31): the tools, and the calls and results so far. */
export interface ToolRound {
  /** The tool calls and their results since the question, sent after the conversation. */
  exchange?: readonly ChatCompletionMessageParam[];
  /** The tools the model may call; none to send no `tools` at all (a model that refuses them). */
  tools?: readonly ChatCompletionTool[];
  /** 'none' asks for words only (the last round), with the tools still described. */
  toolChoice?: 'auto' | 'none';
}

/**
 * The request for the next reply: the planner's system prompt (unless the server adds it), then the conversation
 * (newest last) as real role messages, trimmed to the budget so a long chat doesn't grow every request without
 * bound, then this question's tool calls and results. The couple's plan, when they share it, goes into the system
 * prompt here or, when the server writes the prompt, as the structured `context` it renders the same way; without
 * it, nothing of the plan is sent. A server that writes the prompt attaches its own tools too: none are sent to it.
 */
export function buildChatRequest(
  conversation: readonly ChatTurn[],
  model: string = config.ai.chatModel,
  {
    serverPrompt = serverAddsPrompt(),
    plan = null,
    exchange = [],
    tools = [],
    toolChoice,
  }: { serverPrompt?: boolean; plan?: SharedPlan | null } & ToolRound = {},
): PlannerChatRequest {
  const history = trimToBudget(conversation, HISTORY_BUDGET_TOKENS, messageTokens);
  const turns = history.map(({ role, content }): ChatCompletionMessageParam => ({ role, content }));
  const system = plannerPromptWithPlan(PLANNER_SYSTEM_PROMPT, plan?.text ?? null);
  const messages: ChatCompletionMessageParam[] = serverPrompt
    ? [...turns, ...exchange]
    : [{ role: 'system', content: system }, ...turns, ...exchange];
  const sendTools = !serverPrompt && tools.length > 0;
  return {
    model,
    messages,
    temperature: CHAT_TEMPERATURE,
    max_tokens: CHAT_MAX_TOKENS,
    stream: true,
    ...(sendTools ? { tools: [...tools] } : {}),
    ...(toolChoice && (sendTools || serverPrompt) ? { tool_choice: toolChoice } : {}),
    ...(serverPrompt && plan ? { context: plan.context } : {}),
  };
}

export interface ChatRound {
  text: string;
  /** The tools the model called, assembled from the streamed deltas (none for a reply in words only). */
  toolCalls: ToolCall[];
}

interface StreamOptions extends ToolRound {
  onText?: (textSoFar: string) => void;
  signal?: AbortSignal;
  model?: string;
  serverPrompt?: boolean;
  /** The couple's plan, or null when they keep it to themselves. */
  plan?: SharedPlan | null;
}

/**
 * Streams one round of the next assistant reply: its text, with `onText` called with the text so far each time a
 * token arrives (so it is painted as it comes), and the tool calls it makes, whose pieces stream by index. Rejects on
 * a provider error or an abort.
 */
export async function streamChatRound(
  client: OpenAI,
  conversation: readonly ChatTurn[],
  { onText, signal, model, serverPrompt = serverAddsPrompt(), plan = null, ...round }: StreamOptions = {},
): Promise<ChatRound> {
  const stream = await client.chat.completions.create(
    buildChatRequest(conversation, model, { serverPrompt, plan, ...round }),
    {
      signal,
      // The `ai` function picks the system prompt by purpose; a provider reached directly never sees the query.
      ...(serverPrompt ? { query: { purpose: 'planner' } } : {}),
    },
  );
  let text = '';
  const calls = createToolCallAssembler();
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta;
    calls.add(delta?.tool_calls);
    if (!delta?.content) continue;
    text += delta.content;
    onText?.(text);
  }
  return { text, toolCalls: calls.calls() };
}

/**
 * Streams the next assistant reply in words, without tools, and resolves with the whole reply. Rejects on a provider
 * error, an abort, or an empty reply (an empty bubble would look like a hang; the caller shows the spec's apology).
 */
export async function streamChatReply(
  client: OpenAI,
  conversation: readonly ChatTurn[],
  options: Omit<StreamOptions, keyof ToolRound> = {},
): Promise<string> {
  const { text } = await streamChatRound(client, conversation, options);
  if (text.trim() === '') throw new Error('The AI provider sent an empty reply.');
  return text;
}
