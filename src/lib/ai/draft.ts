import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import type { ProfileData } from '@/lib/backend';
import { config } from '@/lib/config';
import {
  DRAFT_FACT_MAX,
  DRAFT_MAX_TOKENS,
  draftSystemPrompt,
  type DraftFacts,
  type DraftPurpose,
} from '../../../supabase/functions/_shared/draft-prompts.ts';
import { serverAddsPrompt } from './prompts';

export {
  DRAFT_REQUEST_MAX,
  type DraftFacts,
  type DraftPurpose,
} from '../../../supabase/functions/_shared/draft-prompts.ts';

/** What the model is asked when the couple leaves "what should it say?" empty. */
export const DEFAULT_DRAFT_REQUEST = 'Write a first draft.';

/** A draft a little livelier than the planner's answers, still on topic. */
export const DRAFT_TEMPERATURE = 0.8;

/**
 * The facts of the plan a draft is written from: the couple's names, the date and place from Settings, the tone. Each
 * is cut to what the `ai` function accepts, so a long location never has a draft refused.
 */
export function draftFacts(profile: ProfileData, tone: string): DraftFacts {
  const cut = (text: string) => text.trim().slice(0, DRAFT_FACT_MAX);
  return {
    couple: cut(
      [profile.profile.firstName, profile.wedding.partnerFirstName]
        .map((name) => name.trim())
        .filter(Boolean)
        .join(' & '),
    ),
    weddingDate: profile.wedding.weddingDate,
    place: cut(profile.wedding.location),
    tone: cut(tone),
  };
}

/** A draft request, with the facts for the `ai` function to write its own system prompt from. */
export type DraftChatRequest = ChatCompletionCreateParamsStreaming & { facts?: DraftFacts };

/**
 * The request for one draft: the couple's words (or the default) as the one user message; the system prompt
 * written here for a provider reached directly, or by the `ai` function from the facts sent with it.
 */
export function buildDraftRequest(
  purpose: DraftPurpose,
  facts: DraftFacts,
  request: string,
  {
    model = config.ai.chatModel,
    serverPrompt = serverAddsPrompt(),
  }: { model?: string; serverPrompt?: boolean } = {},
): DraftChatRequest {
  const user = { role: 'user' as const, content: request.trim() || DEFAULT_DRAFT_REQUEST };
  return {
    model,
    messages: serverPrompt ? [user] : [{ role: 'system', content: draftSystemPrompt(purpose, facts) }, user],
    temperature: DRAFT_TEMPERATURE,
    max_tokens: DRAFT_MAX_TOKENS[purpose],
    stream: true,
    ...(serverPrompt ? { facts } : {}),
  };
}

/**
 * Streams one draft, calling `onText` with the text so far as each token arrives, and resolves with the whole of it.
 * Rejects on a provider error, an abort or an empty draft.
 */
export async function streamDraft(
  client: OpenAI,
  purpose: DraftPurpose,
  facts: DraftFacts,
  request: string,
  {
    onText,
    signal,
    model,
    serverPrompt = serverAddsPrompt(),
  }: { onText?: (text: string) => void; signal?: AbortSignal; model?: string; serverPrompt?: boolean } = {},
): Promise<string> {
  const stream = await client.chat.completions.create(
    buildDraftRequest(purpose, facts, request, { model, serverPrompt }),
    // The `ai` function picks the system prompt by purpose; a provider reached directly never sees the query.
    { signal, ...(serverPrompt ? { query: { purpose } } : {}) },
  );
  let text = '';
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta?.content;
    if (!delta) continue;
    text += delta;
    onText?.(text);
  }
  if (text.trim() === '') throw new Error('The AI provider sent an empty draft.');
  return text;
}

/** What to tell the couple when a draft fails (their field is left as it was). */
export function draftFailureMessage(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 429) return 'The AI is busy or your limit is reached. Please try again in a minute.';
  if (status === 401 || status === 403)
    return 'The AI provider refused the request. Check your AI settings or sign in again.';
  return 'The AI could not write a draft right now. Please try again.';
}
