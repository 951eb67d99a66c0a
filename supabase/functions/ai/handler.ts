/**
 * The `ai` Edge Function's request handler: a pure `(req, deps) => Response`, so every rule is tested in vitest
 * without Deno, Supabase or OpenAI (index.ts wires the real dependencies).
 *
 * It is the only way the cloud app reaches the AI provider (DESIGN.md §4), and it is no general-purpose model
 * proxy: it verifies the caller's Supabase JWT, allows exactly the two endpoints the app uses and only the models
 * the app uses, builds the system prompt itself (a client's system or developer messages are dropped) and attaches
 * the planner's tools itself (a client's are dropped; each tool round is a request, reserved and charged), bounds the
 * input in estimated tokens and the output by its cap, reserves the worst case against the caller's rate windows,
 * daily budget and the global daily spend cap in Postgres, then forwards to OpenAI with the key only this function
 * holds, under a hash of the user's id as `user`. What the request really cost is settled from the provider's
 * `usage` (streamed chat asks for it with `stream_options.include_usage`); a provider failure is refunded.
 *
 * Errors come back in OpenAI's shape (`{ error: { message, type, code } }`) so the SDK in the browser surfaces
 * them, always with `x-should-retry: false` (the SDK's two automatic retries would each be a new request to pay
 * for or to refuse again), and never carry the key or the provider's own messages.
 */
import { z } from 'zod';
import { AI_MODEL_DEFAULTS, isDallEModel } from '../_shared/ai-models.ts';
import {
  CHAT_MAX_TOKENS,
  CHAT_PURPOSES,
  REFINE_MAX_TOKENS,
  type ChatPurpose,
} from '../_shared/ai-prompts.ts';
import {
  DRAFT_FACT_MAX,
  DRAFT_MAX_TOKENS,
  DRAFT_PURPOSES,
  DRAFT_REQUEST_MAX,
  draftSystemPrompt,
  isDraftPurpose,
  type DraftFacts,
} from '../_shared/draft-prompts.ts';
import { estimateMessageTokens, estimateTokens, MAX_INPUT_TOKENS } from '../_shared/ai-tokens.ts';
import {
  MAX_PLAN_CONTEXT_CHARS,
  PLAN_LIST_MAX,
  PLAN_TEXT_MAX,
  plannerPromptWithPlan,
  renderPlanContext,
  type PlanContext,
} from '../_shared/plan-context.ts';
import { PLANNER_TOOLS } from '../_shared/planner-tools.ts';
import { bearerToken } from '../_shared/supabase-auth.ts';

export type QuotaKind = 'chat' | 'image';
/** Why Postgres refused to reserve (public.ai_reserve). */
export type Refusal = 'rate_limited' | 'daily_budget' | 'global_budget' | 'suspended' | 'no_account';

export interface AiConfig {
  /** Chat models callers may ask for (env AI_CHAT_MODELS, comma separated; default: the app's chat model). */
  chatModels: string[];
  /** Image models callers may ask for (env AI_IMAGE_MODELS; default: the app's image model). */
  imageModels: string[];
  /** Upstream OpenAI-compatible base URL, no trailing slash (env OPENAI_BASE_URL). */
  upstreamBaseUrl: string;
  /** Browser origins allowed to call; empty means any (the bearer token, not a cookie, is the credential). */
  allowedOrigins: string[];
}

export interface ReserveRequest {
  userId: string;
  kind: QuotaKind;
  model: string;
  /** Estimated input tokens (chat), 0 for images. */
  inputTokens: number;
  /** The output cap (chat), 0 for images. */
  outputTokens: number;
}

export interface AiDeps extends AiConfig {
  /** The provider key (function secret OPENAI_API_KEY); empty when not configured. */
  openaiApiKey: string;
  /** The user a verified JWT belongs to, or null when the token is missing, expired, forged or not a user's. Throws on outages. */
  verifyUser(token: string): Promise<{ id: string } | null>;
  /** Reserves the worst case of one request against every limit (public.ai_reserve, with the secret key). */
  reserve(request: ReserveRequest): Promise<{ reservation: string } | { refusal: Refusal }>;
  /** Settles a reservation with what the provider reported; null usage keeps it as charged (public.ai_settle). */
  settle(reservation: string, usage: { inputTokens: number; outputTokens: number } | null): Promise<void>;
  /** Gives a reservation back in full after a provider failure (public.ai_refund). */
  refund(reservation: string): Promise<void>;
  fetch: typeof fetch;
  now?: () => number;
  /** Server-side log for unexpected failures (never sent to the caller). */
  logError?: (message: string, detail?: unknown) => void;
}

export { MAX_INPUT_TOKENS };
export const MAX_MESSAGES = 500;
export const MAX_BODY_BYTES = 512 * 1024;
export const MAX_IMAGE_PROMPT_CHARS = 4000;
export const IMAGE_SIZES = ['1024x1024'] as const;
const GPT_IMAGE_QUALITIES = ['low', 'medium', 'high', 'auto'];
const DALL_E_QUALITIES = ['standard', 'hd'];

const DEFAULT_UPSTREAM = 'https://api.openai.com/v1';

const list = (value: string | undefined, fallback: string) =>
  (value?.trim() ? value : fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Reads the function's settings from its environment (a getter, so tests need no real env). */
export function readAiConfig(env: (name: string) => string | undefined): AiConfig {
  return {
    chatModels: list(env('AI_CHAT_MODELS'), AI_MODEL_DEFAULTS.chat),
    imageModels: list(env('AI_IMAGE_MODELS'), AI_MODEL_DEFAULTS.image),
    upstreamBaseUrl: (env('OPENAI_BASE_URL')?.trim() || DEFAULT_UPSTREAM).replace(/\/+$/, ''),
    allowedOrigins: list(env('AI_ALLOWED_ORIGINS'), ''),
  };
}

/**
 * What the provider is told about the caller (`user`, for its abuse monitoring): a hash of the user's id, never
 * the id itself, an email or anything the client chose.
 */
export async function providerUserId(userId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`wedding-planner:${userId}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Most tool calls one planner round may send back, and the longest arguments or result each may carry. */
export const MAX_TOOL_CALLS = 10;
export const MAX_TOOL_TEXT_CHARS = 8000;
const PLANNER_TOOL_NAMES = new Set(PLANNER_TOOLS.map((tool) => tool.function.name));
/** What describing the tools costs in every planner request (they are sent with each round). */
const PLANNER_TOOLS_TOKENS = estimateTokens(JSON.stringify(PLANNER_TOOLS));

// ---- Request bodies: only the fields below are forwarded; anything else (a client's tools, functions, logit_bias...)
// is dropped.

const textPart = z.object({ type: z.literal('text'), text: z.string() });
/** A planner tool call the model made, sent back with its result in the next round (issue 31). */
const toolCall = z.object({
  id: z.string().min(1).max(100),
  type: z.literal('function'),
  function: z.object({ name: z.string().max(64), arguments: z.string().max(MAX_TOOL_TEXT_CHARS) }),
});
const chatMessage = z.object({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']),
  // Null on an assistant message that only called tools.
  content: z.union([z.string(), z.array(textPart).max(20)]).nullable(),
  tool_calls: z.array(toolCall).min(1).max(MAX_TOOL_CALLS).optional(),
  tool_call_id: z.string().min(1).max(100).optional(),
});

// The couple's plan (see _shared/plan-context.ts): every field typed and bounded here, and the text it renders to
// capped again, so a client can send data for the system prompt but never words of its own choosing beyond it.
const text = z.string().max(PLAN_TEXT_MAX);
const date = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]);
const amount = z.number().finite().min(-1e13).max(1e13);
const tally = z.number().int().min(0).max(10_000_000);
const capped = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item).max(PLAN_LIST_MAX), more: tally });
const planContext: z.ZodType<PlanContext> = z.strictObject({
  couple: z.string().max(2 * PLAN_TEXT_MAX + 3),
  weddingDate: date,
  daysLeft: z.number().int().min(-100_000).max(100_000).nullable(),
  city: text,
  expectedGuests: tally.nullable(),
  style: capped(text),
  budget: z.strictObject({
    currency: z.string().regex(/^[A-Z]{3}$/),
    total: amount,
    planned: amount,
    spent: amount,
    paid: amount,
    categories: capped(z.strictObject({ name: text, planned: amount, spent: amount })),
    overdue: capped(z.strictObject({ description: text, amount, date })),
    overdueTotal: amount,
  }),
  guests: z.strictObject({
    guests: tally,
    households: tally,
    attending: tally,
    declined: tally,
    awaiting: tally,
    householdsAwaiting: tally,
    events: capped(
      z.strictObject({
        name: text,
        date,
        invited: tally,
        attending: tally,
        declined: tally,
        awaiting: tally,
        householdsAwaiting: tally,
      }),
    ),
  }),
  tasks: z.strictObject({
    open: tally,
    overdue: tally,
    next: capped(z.strictObject({ title: text, due: date })),
  }),
  reminders: capped(z.strictObject({ title: text, date })),
  vendors: z.strictObject({
    booked: capped(z.strictObject({ category: text, name: text })),
    shortlisted: capped(z.strictObject({ category: text, name: text })),
  }),
  schedule: capped(z.strictObject({ time: z.string().regex(/^\d{2}:\d{2}$/), title: text })),
});

// A draft's facts (see _shared/draft-prompts.ts): short strings only, refused beyond the cap rather than cut, so what
// the couple sent is what the prompt holds.
const fact = z.string().max(DRAFT_FACT_MAX);
const draftFacts: z.ZodType<DraftFacts> = z.strictObject({
  couple: fact,
  weddingDate: date,
  place: fact,
  tone: fact,
});

const chatBody = z.object({
  model: z.string(),
  context: planContext.optional(),
  facts: draftFacts.optional(),
  messages: z
    .array(chatMessage)
    .min(1, 'messages must not be empty.')
    .max(MAX_MESSAGES, `At most ${MAX_MESSAGES} messages per request.`),
  stream: z.boolean().optional(),
  temperature: z.number().min(0).max(2).optional(),
  top_p: z.number().min(0).max(1).optional(),
  presence_penalty: z.number().min(-2).max(2).optional(),
  frequency_penalty: z.number().min(-2).max(2).optional(),
  stop: z
    .union([z.string().max(100), z.array(z.string().max(100)).max(4)])
    .nullable()
    .optional(),
  max_tokens: z.number().int().positive().nullable().optional(),
  /** 'none' asks the planner for words after its last tool round; the tools themselves are the server's. */
  tool_choice: z.enum(['auto', 'none']).optional(),
  max_completion_tokens: z.number().int().positive().nullable().optional(),
});

const imageBody = z.object({
  model: z.string(),
  prompt: z.string().trim().min(1, 'prompt is required.').max(MAX_IMAGE_PROMPT_CHARS),
  n: z.number().int().positive().nullable().optional(),
  size: z
    .enum(IMAGE_SIZES, { error: `size must be one of: ${IMAGE_SIZES.join(', ')}.` })
    .nullable()
    .optional(),
  quality: z.string().nullable().optional(),
  style: z.enum(['natural', 'vivid']).nullable().optional(),
  response_format: z.enum(['url', 'b64_json']).nullable().optional(),
});

const ROUTES = {
  '/chat/completions': 'chat',
  '/images/generations': 'image',
} as const satisfies Record<string, QuotaKind>;
type Route = keyof typeof ROUTES;

// ---- Responses ----

const ALLOWED_HEADERS_FALLBACK =
  'authorization, x-client-info, apikey, content-type, accept, x-stainless-arch, x-stainless-lang, x-stainless-os, ' +
  'x-stainless-package-version, x-stainless-runtime, x-stainless-runtime-version, x-stainless-retry-count, x-stainless-timeout';

function corsHeaders(req: Request, deps: AiConfig): Record<string, string> {
  const origin = req.headers.get('origin');
  const headers: Record<string, string> = {
    'access-control-allow-methods': 'POST, OPTIONS',
    // The SDK reads these to decide whether and when to retry; a browser only shows it exposed headers.
    'access-control-expose-headers': 'retry-after, retry-after-ms, x-should-retry',
    'access-control-max-age': '86400',
    vary: 'origin, access-control-request-headers',
  };
  if (deps.allowedOrigins.length === 0) headers['access-control-allow-origin'] = '*';
  else if (origin && deps.allowedOrigins.includes(origin)) headers['access-control-allow-origin'] = origin;
  // The SDK adds x-stainless-* headers that change between versions: echo a well-formed request list.
  const requested = req.headers.get('access-control-request-headers');
  headers['access-control-allow-headers'] =
    requested && requested.length <= 1000 && /^[\w-]+(\s*,\s*[\w-]+)*$/.test(requested.trim())
      ? requested.trim()
      : ALLOWED_HEADERS_FALLBACK;
  return headers;
}

type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'rate_limit_exceeded'
  | 'server_error';

/**
 * An OpenAI-shaped error. Never retried by the SDK: a refusal repeats itself, and a provider failure was refunded,
 * so the user (not a loop in the browser) decides when to try again.
 */
function errorResponse(
  cors: Record<string, string>,
  status: number,
  message: string,
  type: ErrorType,
  code: string,
  extra: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ error: { message, type, code, param: null } }), {
    status,
    headers: { ...cors, 'content-type': 'application/json', 'x-should-retry': 'false', ...extra },
  });
}

/** The clean error for a provider failure: its status (mostly) carries on; its message and headers never do. */
function upstreamError(cors: Record<string, string>, upstream: Response): Response {
  const { status } = upstream;
  if (status === 429) {
    const retry: Record<string, string> = {};
    const after = upstream.headers.get('retry-after');
    if (after && /^\d{1,5}$/.test(after)) retry['retry-after'] = after;
    return errorResponse(
      cors,
      429,
      'The AI provider is busy. Please try again in a minute.',
      'rate_limit_exceeded',
      'upstream_rate_limited',
      retry,
    );
  }
  // The provider refusing OUR key is a server misconfiguration, not the user's sign-in: a 401 here would make the
  // app treat the user as signed out.
  if (status === 401 || status === 403) {
    return errorResponse(
      cors,
      502,
      'The AI provider is not available right now.',
      'server_error',
      'upstream_unavailable',
    );
  }
  if (status >= 500) {
    return errorResponse(
      cors,
      status,
      'The AI provider had a problem. Please try again in a moment.',
      'server_error',
      'upstream_error',
    );
  }
  if (status === 400 || status === 404 || status === 422) {
    return errorResponse(
      cors,
      status,
      'The AI provider refused the request.',
      'invalid_request_error',
      'upstream_refused',
    );
  }
  return errorResponse(
    cors,
    status >= 400 ? status : 502,
    'The AI request failed. Please try again.',
    'server_error',
    'upstream_error',
  );
}

/** Seconds until the caller's current rate window ends (chat: the minute, image: the hour). */
function secondsLeftInWindow(kind: QuotaKind, nowMs: number): number {
  const windowSeconds = kind === 'chat' ? 60 : 3600;
  const elapsed = Math.floor(nowMs / 1000) % windowSeconds;
  return windowSeconds - elapsed;
}

/** Seconds until the budgets' day (UTC) ends. */
const secondsLeftInDay = (nowMs: number) => 86_400 - (Math.floor(nowMs / 1000) % 86_400);

/** The answer to a refused reservation. */
function refusalResponse(
  cors: Record<string, string>,
  refusal: Refusal,
  kind: QuotaKind,
  nowMs: number,
): Response {
  switch (refusal) {
    case 'rate_limited':
      return errorResponse(
        cors,
        429,
        kind === 'chat'
          ? 'Rate limit exceeded: too many AI messages this minute. Please try again in a minute.'
          : 'Rate limit exceeded: too many images this hour. Please try again later.',
        'rate_limit_exceeded',
        'quota_exceeded',
        { 'retry-after': String(secondsLeftInWindow(kind, nowMs)) },
      );
    case 'daily_budget':
      return errorResponse(
        cors,
        429,
        kind === 'chat'
          ? "Rate limit exceeded: you have used today's AI allowance. It renews at midnight UTC."
          : "Rate limit exceeded: you have made today's images. It renews at midnight UTC.",
        'rate_limit_exceeded',
        'daily_budget_exceeded',
        { 'retry-after': String(secondsLeftInDay(nowMs)) },
      );
    case 'global_budget':
      return errorResponse(
        cors,
        503,
        'The AI assistant has reached its limit for today. Please try again tomorrow.',
        'server_error',
        'service_budget_exceeded',
        {
          'retry-after': String(secondsLeftInDay(nowMs)),
        },
      );
    case 'suspended':
      return errorResponse(
        cors,
        403,
        'Your account has been suspended. Please contact support.',
        'permission_error',
        'account_suspended',
      );
    case 'no_account':
      return errorResponse(
        cors,
        401,
        'Sign in to use the AI assistant.',
        'authentication_error',
        'unauthorized',
      );
  }
}

function routeOf(url: string): { known: true; route: Route } | { known: false } {
  // Hosted: /functions/v1/ai/<endpoint>; inside the edge runtime the path starts at the function name: /ai/<endpoint>.
  const match = /^(?:\/functions\/v1)?\/ai(\/.*)?$/.exec(new URL(url).pathname);
  const sub = (match?.[1] ?? '').replace(/\/+$/, '');
  return sub in ROUTES ? { known: true, route: sub as Route } : { known: false };
}

async function readJson(
  req: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; message: string; status: number }> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return { ok: false, status: 413, message: 'The request body is too large.' };
  const text = await req.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    return { ok: false, status: 413, message: 'The request body is too large.' };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, message: 'The request body must be JSON.' };
  }
}

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `Invalid request. ${where}${issue?.message ?? 'Check the request body.'}`;
};

interface Built {
  body: Record<string, unknown>;
  stream: boolean;
  /** What to reserve: estimated input and the output cap (chat), nothing but the image itself (image). */
  inputTokens: number;
  outputTokens: number;
}
type BuildResult = ({ ok: true } & Built) | { ok: false; message: string; code: string };

const refuse = (message: string, code = 'invalid_body'): BuildResult => ({ ok: false, message, code });

const toolCallTokens = (message: Record<string, unknown>) =>
  Array.isArray(message.tool_calls) ? estimateTokens(JSON.stringify(message.tool_calls)) : 0;

/** The chat request that goes upstream: the server's system prompt, then the client's user/assistant turns. */
function buildChat(raw: unknown, purposeParam: string | null, deps: AiConfig): BuildResult {
  const purpose = purposeParam ?? 'planner';
  const draft = isDraftPurpose(purpose);
  if (!draft && !Object.hasOwn(CHAT_PURPOSES, purpose))
    return refuse(
      `Unknown purpose. Use one of: ${[...Object.keys(CHAT_PURPOSES), ...DRAFT_PURPOSES].join(', ')}.`,
      'unknown_purpose',
    );
  const parsed = chatBody.safeParse(raw);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  const { max_tokens, max_completion_tokens, messages, context, facts, tool_choice, ...rest } = parsed.data;
  if (facts && !draft) return refuse('Invalid request. facts: only a draft takes facts.', 'invalid_facts');
  if (!deps.chatModels.includes(rest.model))
    return refuse(`Model not allowed. Use one of: ${deps.chatModels.join(', ')}.`, 'model_not_allowed');
  const planner = purpose === 'planner';

  // Only the conversation is the client's: instructions come from this function alone. A planner round also carries
  // the calls of the app's own tools and their results; any other tool call is refused.
  const turns: Record<string, unknown>[] = [];
  for (const m of messages) {
    if (m.content === null && !(m.role === 'assistant' && m.tool_calls))
      return refuse('Invalid request. messages: only a message that calls tools may have no content.');
    const content =
      typeof m.content === 'string' ? m.content : (m.content ?? []).map((part) => part.text).join('');
    if (m.role === 'user' || (m.role === 'assistant' && !m.tool_calls)) {
      turns.push({ role: m.role, content });
      continue;
    }
    if (!planner || (m.role !== 'assistant' && m.role !== 'tool')) continue;
    if (m.role === 'tool') {
      if (!m.tool_call_id || content.length > MAX_TOOL_TEXT_CHARS)
        return refuse(
          `Invalid request. messages: a tool result needs its call's id and at most ${MAX_TOOL_TEXT_CHARS} characters.`,
        );
      turns.push({ role: 'tool', tool_call_id: m.tool_call_id, content });
      continue;
    }
    const calls = m.tool_calls ?? [];
    const unknown = calls.find((c) => !PLANNER_TOOL_NAMES.has(c.function.name));
    if (unknown)
      return refuse(`Invalid request. messages: there is no planner tool "${unknown.function.name}".`);
    turns.push({ role: 'assistant', content: content || null, tool_calls: calls });
  }
  if (!turns.some((m) => m.role === 'user'))
    return refuse('Invalid request. messages: the conversation needs a user message.');
  if (purpose === 'image-prompt' && (turns.length !== 1 || turns[0].role !== 'user')) {
    return refuse(
      'Invalid request. messages: the image-prompt step takes exactly one user message (the description).',
    );
  }
  if (draft && (turns.length !== 1 || String(turns[0].content).length > DRAFT_REQUEST_MAX)) {
    return refuse(
      `Invalid request. messages: a draft takes exactly one user message (what it should say), at most ${DRAFT_REQUEST_MAX} characters.`,
    );
  }
  let planText: string | null = null;
  if (context) {
    if (purpose !== 'planner')
      return refuse('Invalid request. context: only the planner chat takes the plan.', 'invalid_context');
    planText = renderPlanContext(context);
    if (planText.length > MAX_PLAN_CONTEXT_CHARS) {
      return refuse(
        `Invalid request. context: the plan summary is too long (at most ${MAX_PLAN_CONTEXT_CHARS} characters).`,
        'context_too_long',
      );
    }
  }
  const system = {
    role: 'system',
    content: draft
      ? draftSystemPrompt(purpose, facts ?? { couple: '', weddingDate: '', place: '', tone: '' })
      : plannerPromptWithPlan(CHAT_PURPOSES[purpose as ChatPurpose], planText),
  };
  // A message is charged for its words, and a tool call for its name and arguments.
  const inputTokens =
    [system, ...turns].reduce(
      (sum, m) => sum + estimateMessageTokens({ content: String(m.content ?? '') }) + toolCallTokens(m),
      0,
    ) + (planner ? PLANNER_TOOLS_TOKENS : 0);
  if (inputTokens > MAX_INPUT_TOKENS) {
    return refuse(
      `The conversation is too long (about ${inputTokens.toLocaleString('en-US')} tokens; at most ${MAX_INPUT_TOKENS.toLocaleString('en-US')}). Start a new conversation or shorten the message.`,
      'input_too_long',
    );
  }

  // Clamp rather than refuse: a client asking for more simply gets the cap (and no cap given means the cap).
  const cap = planner ? CHAT_MAX_TOKENS : draft ? DRAFT_MAX_TOKENS[purpose] : REFINE_MAX_TOKENS;
  const outputTokens = Math.min(max_tokens ?? max_completion_tokens ?? cap, cap);
  const stream = rest.stream === true;
  const body: Record<string, unknown> = {
    ...rest,
    messages: [system, ...turns],
    max_tokens: outputTokens,
    // The planner's tools are the app's own, attached here whatever a client sent; each round is a request of its
    // own, reserved and charged like any other.
    ...(planner ? { tools: PLANNER_TOOLS, ...(tool_choice ? { tool_choice } : {}) } : {}),
  };
  // What a streamed reply cost arrives in a last chunk only when asked for.
  if (stream) body.stream_options = { include_usage: true };
  return { ok: true, body, stream, inputTokens, outputTokens };
}

/** The image request that goes upstream, in the shape of the model's family. */
function buildImage(raw: unknown, deps: AiConfig): BuildResult {
  const parsed = imageBody.safeParse(raw);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  const { model, prompt, size, quality, style, response_format } = parsed.data;
  if (!deps.imageModels.includes(model))
    return refuse(`Model not allowed. Use one of: ${deps.imageModels.join(', ')}.`, 'model_not_allowed');
  const body: Record<string, unknown> = { model, prompt, n: 1, size: size ?? IMAGE_SIZES[0] };
  if (isDallEModel(model)) {
    if (quality && !DALL_E_QUALITIES.includes(quality))
      return refuse(`Invalid request. quality: use one of ${DALL_E_QUALITIES.join(', ')} for ${model}.`);
    if (quality) body.quality = quality;
    if (style) body.style = style;
    if (response_format) body.response_format = response_format;
  } else {
    // GPT image models refuse style and response_format (they always answer in base64): not forwarded.
    if (quality && !GPT_IMAGE_QUALITIES.includes(quality))
      return refuse(`Invalid request. quality: use one of ${GPT_IMAGE_QUALITIES.join(', ')} for ${model}.`);
    if (quality) body.quality = quality;
  }
  return { ok: true, body, stream: false, inputTokens: 0, outputTokens: 0 };
}

/** The provider's token counts from a `usage` object (chat completions), or null. */
function usageOf(value: unknown): { inputTokens: number; outputTokens: number } | null {
  const usage = (value as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } } | null)?.usage;
  const input = usage?.prompt_tokens;
  const output = usage?.completion_tokens;
  return typeof input === 'number' && typeof output === 'number' && input >= 0 && output >= 0
    ? { inputTokens: input, outputTokens: output }
    : null;
}

/**
 * Passes a streamed reply through chunk by chunk, untouched, while reading its server-sent events for the `usage`
 * chunk and the text so far. When the stream ends, or the caller hangs up, `onEnd` gets the usage (or null) and
 * the text that was sent.
 */
function meteredStream(
  body: ReadableStream<Uint8Array>,
  onEnd: (usage: ReturnType<typeof usageOf>, text: string) => Promise<void>,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let text = '';
  let usage: ReturnType<typeof usageOf> = null;
  let ended = false;
  const end = async () => {
    if (ended) return;
    ended = true;
    await onEnd(usage, text);
  };
  const readLine = (line: string) => {
    const data = /^data:\s?(.*)$/.exec(line.trim())?.[1];
    if (!data || data === '[DONE]') return;
    try {
      const event = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
      usage = usageOf(event) ?? usage;
      const delta = event.choices?.[0]?.delta?.content;
      if (typeof delta === 'string') text += delta;
    } catch {
      /* not JSON: passed through all the same */
    }
  };
  const scan = (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(readLine);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          scan(decoder.decode());
          readLine(pending);
          await end();
          controller.close();
          return;
        }
        scan(decoder.decode(value, { stream: true }));
        controller.enqueue(value);
      } catch (error) {
        await end();
        controller.error(error);
      }
    },
    async cancel(reason) {
      await reader.cancel(reason).catch(() => undefined);
      await end();
    },
  });
}

export async function handleAiRequest(req: Request, deps: AiDeps): Promise<Response> {
  const cors = corsHeaders(req, deps);
  const now = () => (deps.now ?? Date.now)();
  const log = (message: string, detail?: unknown) => deps.logError?.(message, detail);
  try {
    const target = routeOf(req.url);
    if (req.method === 'OPTIONS') {
      return target.known
        ? new Response(null, { status: 204, headers: cors })
        : errorResponse(cors, 404, 'Not found.', 'invalid_request_error', 'not_found');
    }
    if (!target.known) {
      return errorResponse(
        cors,
        404,
        'Not found. This function serves only POST /chat/completions and POST /images/generations.',
        'invalid_request_error',
        'not_found',
      );
    }
    if (req.method !== 'POST') {
      return errorResponse(
        cors,
        405,
        'Method not allowed. Use POST.',
        'invalid_request_error',
        'method_not_allowed',
        { allow: 'POST, OPTIONS' },
      );
    }

    const token = bearerToken(req);
    const user = token ? await deps.verifyUser(token) : null;
    if (!user) {
      return errorResponse(
        cors,
        401,
        'Sign in to use the AI assistant.',
        'authentication_error',
        'unauthorized',
      );
    }

    const json = await readJson(req);
    if (!json.ok)
      return errorResponse(cors, json.status, json.message, 'invalid_request_error', 'invalid_body');
    const kind = ROUTES[target.route];
    const built =
      kind === 'chat'
        ? buildChat(json.value, new URL(req.url).searchParams.get('purpose'), deps)
        : buildImage(json.value, deps);
    if (!built.ok) return errorResponse(cors, 400, built.message, 'invalid_request_error', built.code);

    // Checked after the caller is known, so visitors learn nothing about the setup, and before anything is spent.
    if (!deps.openaiApiKey) {
      return errorResponse(
        cors,
        503,
        'No AI provider is configured on the server.',
        'server_error',
        'not_configured',
      );
    }

    const model = String(built.body.model);
    const reserved = await deps.reserve({
      userId: user.id,
      kind,
      model,
      inputTokens: built.inputTokens,
      outputTokens: built.outputTokens,
    });
    if ('refusal' in reserved) return refusalResponse(cors, reserved.refusal, kind, now());
    const { reservation } = reserved;
    const giveBack = () =>
      deps
        .refund(reservation)
        .catch((error: unknown) => log('ai: refund failed', error instanceof Error ? error.message : error));
    const settle = (usage: ReturnType<typeof usageOf>) =>
      deps
        .settle(reservation, usage)
        .catch((error: unknown) => log('ai: settle failed', error instanceof Error ? error.message : error));

    let upstream: Response;
    try {
      upstream = await deps.fetch(`${deps.upstreamBaseUrl}${target.route}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${deps.openaiApiKey}`,
          'content-type': 'application/json',
          accept: built.stream ? 'text/event-stream' : 'application/json',
        },
        body: JSON.stringify({ ...built.body, user: await providerUserId(user.id) }),
        // The caller hanging up (e.g. "New conversation" mid-stream) stops the provider's work too.
        signal: req.signal,
      });
    } catch (error) {
      await giveBack();
      log('ai: provider unreachable', error instanceof Error ? error.name : 'unknown');
      return errorResponse(
        cors,
        502,
        'The AI provider could not be reached. Please try again in a moment.',
        'server_error',
        'upstream_unreachable',
      );
    }

    if (!upstream.ok) {
      await upstream.body?.cancel().catch(() => undefined);
      await giveBack();
      log('ai: provider error', upstream.status);
      return upstreamError(cors, upstream);
    }

    // Only our own headers go back; the body passes through untouched (a stream stays a stream).
    const contentType =
      upstream.headers.get('content-type') ?? (built.stream ? 'text/event-stream' : 'application/json');
    const headers: Record<string, string> = { ...cors, 'content-type': contentType };
    if (built.stream && upstream.body) {
      headers['cache-control'] = 'no-cache';
      // Without a usage report (the caller stopped the reply), the estimate of what was sent stands in for it.
      const metered = meteredStream(upstream.body, (usage, text) =>
        settle(usage ?? { inputTokens: built.inputTokens, outputTokens: estimateTokens(text) }),
      );
      return new Response(metered, { status: 200, headers });
    }
    const text = await upstream.text();
    if (kind === 'chat') {
      let usage: ReturnType<typeof usageOf> = null;
      try {
        usage = usageOf(JSON.parse(text));
      } catch {
        /* passed through as it came */
      }
      await settle(usage);
    } else {
      // Images are priced per image: the reservation is what it cost.
      await settle(null);
    }
    return new Response(text, { status: 200, headers });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'unknown';
    log('ai: unexpected error', deps.openaiApiKey ? message.replaceAll(deps.openaiApiKey, '[key]') : message);
    return errorResponse(
      cors,
      500,
      'Something went wrong with the AI request. Please try again.',
      'server_error',
      'internal_error',
    );
  }
}
