/**
 * The `ai` Edge Function's request handler: a pure `(req, deps) => Response`, so every rule is tested in vitest
 * without Deno, Supabase or OpenAI (index.ts wires the real dependencies).
 *
 * It is the only way the cloud app reaches the AI provider (DESIGN.md §4): it checks the caller's Supabase JWT,
 * allows exactly the two endpoints the app uses, caps model, tokens, image count and size, spends the caller's
 * quota in Postgres, then forwards to OpenAI with the key that only this function holds, streaming chat through.
 * Errors come back in OpenAI's shape (`{ error: { message, type, code } }`) so the SDK in the browser surfaces them,
 * and never carry the key or the provider's own messages (which can quote a redacted key or internal details).
 */
import { z } from 'zod';

export type QuotaKind = 'chat' | 'image';

export interface AiConfig {
  /** Chat models callers may ask for (env AI_CHAT_MODELS, comma separated). */
  chatModels: string[];
  /** Image models callers may ask for (env AI_IMAGE_MODELS). */
  imageModels: string[];
  /** Upstream OpenAI-compatible base URL, no trailing slash (env OPENAI_BASE_URL). */
  upstreamBaseUrl: string;
  /** Browser origins allowed to call; empty means any (the bearer token, not a cookie, is the credential). */
  allowedOrigins: string[];
}

export interface AiDeps extends AiConfig {
  /** The provider key (function secret OPENAI_API_KEY); empty when not configured. */
  openaiApiKey: string;
  /** The user the token belongs to, or null when the token is missing, expired or forged. Throws on outages. */
  getUser(token: string): Promise<{ id: string } | null>;
  /** Spends one request of the caller's quota (as the caller); false when the window is full. */
  consumeQuota(token: string, kind: QuotaKind): Promise<boolean>;
  fetch: typeof fetch;
  now?: () => number;
  /** Server-side log for unexpected failures (never sent to the caller). */
  logError?: (message: string, detail?: unknown) => void;
}

export const MAX_TOKENS_CAP = 2000;
/** Bounds on what one chat request may carry. The app trims history to ~32,000 characters and caps a message at 8,000. */
export const MAX_MESSAGES = 500;
export const MAX_MESSAGE_CHARS = 16_000;
export const MAX_TOTAL_CHARS = 64_000;
export const MAX_BODY_BYTES = 512 * 1024;
export const MAX_IMAGE_PROMPT_CHARS = 4000;
export const IMAGE_SIZES = ['1024x1024'] as const;

const DEFAULT_CHAT_MODELS = 'gpt-4o-mini,gpt-4o';
const DEFAULT_IMAGE_MODELS = 'dall-e-3';
const DEFAULT_UPSTREAM = 'https://api.openai.com/v1';

const list = (value: string | undefined, fallback: string) =>
  (value?.trim() ? value : fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Reads the function's settings from its environment (a getter, so tests need no real env). */
export function readAiConfig(env: (name: string) => string | undefined): AiConfig {
  return {
    chatModels: list(env('AI_CHAT_MODELS'), DEFAULT_CHAT_MODELS),
    imageModels: list(env('AI_IMAGE_MODELS'), DEFAULT_IMAGE_MODELS),
    upstreamBaseUrl: (env('OPENAI_BASE_URL')?.trim() || DEFAULT_UPSTREAM).replace(/\/+$/, ''),
    allowedOrigins: list(env('AI_ALLOWED_ORIGINS'), ''),
  };
}

// ---- Request bodies: only the fields below are forwarded; anything else (tools, functions, logit_bias...) is dropped.

const textPart = z.object({ type: z.literal('text'), text: z.string() });
const chatMessage = z.object({
  role: z.enum(['system', 'developer', 'user', 'assistant']),
  content: z.union([z.string(), z.array(textPart).max(20)]),
});
const contentLength = (content: z.infer<typeof chatMessage>['content']) =>
  typeof content === 'string' ? content.length : content.reduce((sum, part) => sum + part.text.length, 0);

const chatBody = z.object({
  model: z.string(),
  messages: z
    .array(chatMessage)
    .min(1, 'messages must not be empty.')
    .max(MAX_MESSAGES, `At most ${MAX_MESSAGES} messages per request.`)
    .refine((messages) => messages.every((m) => contentLength(m.content) <= MAX_MESSAGE_CHARS), {
      message: `A message may be at most ${MAX_MESSAGE_CHARS} characters.`,
    })
    .refine((messages) => messages.reduce((sum, m) => sum + contentLength(m.content), 0) <= MAX_TOTAL_CHARS, {
      message: `The conversation may be at most ${MAX_TOTAL_CHARS} characters.`,
    }),
  stream: z.boolean().optional(),
  stream_options: z.object({ include_usage: z.boolean().optional() }).optional(),
  temperature: z.number().min(0).max(2).optional(),
  top_p: z.number().min(0).max(1).optional(),
  presence_penalty: z.number().min(-2).max(2).optional(),
  frequency_penalty: z.number().min(-2).max(2).optional(),
  stop: z.union([z.string().max(100), z.array(z.string().max(100)).max(4)]).nullable().optional(),
  max_tokens: z.number().int().positive().nullable().optional(),
  max_completion_tokens: z.number().int().positive().nullable().optional(),
  user: z.string().max(256).optional(),
});

const imageBody = z.object({
  model: z.string(),
  prompt: z.string().trim().min(1, 'prompt is required.').max(MAX_IMAGE_PROMPT_CHARS),
  n: z.number().int().positive().nullable().optional(),
  size: z.enum(IMAGE_SIZES, { error: `size must be one of: ${IMAGE_SIZES.join(', ')}.` }).nullable().optional(),
  quality: z.enum(['standard', 'hd']).nullable().optional(),
  style: z.enum(['natural', 'vivid']).nullable().optional(),
  response_format: z.enum(['url', 'b64_json']).nullable().optional(),
  user: z.string().max(256).optional(),
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

type ErrorType = 'invalid_request_error' | 'authentication_error' | 'rate_limit_exceeded' | 'server_error';

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
    headers: { ...cors, 'content-type': 'application/json', ...extra },
  });
}

/** The clean error for a provider failure: its status (mostly) carries on; its message and headers never do. */
function upstreamError(cors: Record<string, string>, upstream: Response): Response {
  const { status } = upstream;
  if (status === 429) {
    const retry: Record<string, string> = {};
    const after = upstream.headers.get('retry-after');
    if (after && /^\d{1,5}$/.test(after)) retry['retry-after'] = after;
    return errorResponse(cors, 429, 'The AI provider is busy. Please try again in a minute.', 'rate_limit_exceeded', 'upstream_rate_limited', retry);
  }
  // The provider refusing OUR key is a server misconfiguration, not the user's sign-in: a 401 here would make the
  // app treat the user as signed out.
  if (status === 401 || status === 403) {
    return errorResponse(cors, 502, 'The AI provider is not available right now.', 'server_error', 'upstream_unavailable');
  }
  if (status >= 500) {
    return errorResponse(cors, status, 'The AI provider had a problem. Please try again in a moment.', 'server_error', 'upstream_error');
  }
  if (status === 400 || status === 404 || status === 422) {
    return errorResponse(cors, status, 'The AI provider refused the request.', 'invalid_request_error', 'upstream_refused');
  }
  return errorResponse(cors, status >= 400 ? status : 502, 'The AI request failed. Please try again.', 'server_error', 'upstream_error');
}

/** Seconds until the caller's current quota window ends (chat: the minute, image: the hour). */
function secondsLeftInWindow(kind: QuotaKind, nowMs: number): number {
  const windowSeconds = kind === 'chat' ? 60 : 3600;
  const elapsed = Math.floor(nowMs / 1000) % windowSeconds;
  return windowSeconds - elapsed;
}

function routeOf(url: string): { known: true; route: Route } | { known: false } {
  // Hosted: /functions/v1/ai/<endpoint>; inside the edge runtime the path starts at the function name: /ai/<endpoint>.
  const match = /^(?:\/functions\/v1)?\/ai(\/.*)?$/.exec(new URL(url).pathname);
  const sub = (match?.[1] ?? '').replace(/\/+$/, '');
  return sub in ROUTES ? { known: true, route: sub as Route } : { known: false };
}

function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}

async function readJson(req: Request): Promise<{ ok: true; value: unknown } | { ok: false; message: string; status: number }> {
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

/** The validated, capped body that goes upstream, or an error message for the caller. */
function buildUpstreamBody(route: Route, raw: unknown, deps: AiConfig): { ok: true; body: Record<string, unknown>; stream: boolean } | { ok: false; message: string; code: string } {
  if (route === '/chat/completions') {
    const parsed = chatBody.safeParse(raw);
    if (!parsed.success) return { ok: false, message: firstIssue(parsed.error), code: 'invalid_body' };
    const { max_tokens, max_completion_tokens, ...rest } = parsed.data;
    if (!deps.chatModels.includes(rest.model)) {
      return { ok: false, message: `Model not allowed. Use one of: ${deps.chatModels.join(', ')}.`, code: 'model_not_allowed' };
    }
    // Clamp rather than refuse: a client asking for more simply gets the cap (and no cap given means the cap).
    const requested = max_tokens ?? max_completion_tokens ?? MAX_TOKENS_CAP;
    return { ok: true, body: { ...rest, max_tokens: Math.min(requested, MAX_TOKENS_CAP) }, stream: rest.stream === true };
  }
  const parsed = imageBody.safeParse(raw);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error), code: 'invalid_body' };
  if (!deps.imageModels.includes(parsed.data.model)) {
    return { ok: false, message: `Model not allowed. Use one of: ${deps.imageModels.join(', ')}.`, code: 'model_not_allowed' };
  }
  const { n: _n, size, quality, style, response_format, ...rest } = parsed.data;
  const body: Record<string, unknown> = { ...rest, n: 1, size: size ?? IMAGE_SIZES[0] };
  if (quality) body.quality = quality;
  if (style) body.style = style;
  if (response_format) body.response_format = response_format;
  return { ok: true, body, stream: false };
}

export async function handleAiRequest(req: Request, deps: AiDeps): Promise<Response> {
  const cors = corsHeaders(req, deps);
  try {
    const target = routeOf(req.url);
    if (req.method === 'OPTIONS') {
      return target.known ? new Response(null, { status: 204, headers: cors }) : errorResponse(cors, 404, 'Not found.', 'invalid_request_error', 'not_found');
    }
    if (!target.known) {
      return errorResponse(cors, 404, 'Not found. This function serves only POST /chat/completions and POST /images/generations.', 'invalid_request_error', 'not_found');
    }
    if (req.method !== 'POST') {
      return errorResponse(cors, 405, 'Method not allowed. Use POST.', 'invalid_request_error', 'method_not_allowed', { allow: 'POST, OPTIONS' });
    }

    const token = bearerToken(req);
    const user = token ? await deps.getUser(token) : null;
    if (!token || !user) {
      return errorResponse(cors, 401, 'Sign in to use the AI assistant.', 'authentication_error', 'unauthorized');
    }

    const json = await readJson(req);
    if (!json.ok) return errorResponse(cors, json.status, json.message, 'invalid_request_error', 'invalid_body');
    const built = buildUpstreamBody(target.route, json.value, deps);
    if (!built.ok) return errorResponse(cors, 400, built.message, 'invalid_request_error', built.code);

    // Checked after the caller is known, so visitors learn nothing about the setup, and before the quota is spent.
    if (!deps.openaiApiKey) {
      return errorResponse(cors, 503, 'No AI provider is configured on the server.', 'server_error', 'not_configured');
    }

    const kind = ROUTES[target.route];
    if (!(await deps.consumeQuota(token, kind))) {
      const seconds = secondsLeftInWindow(kind, (deps.now ?? Date.now)());
      return errorResponse(
        cors,
        429,
        kind === 'chat'
          ? 'Rate limit exceeded: too many AI messages this minute. Please try again in a minute.'
          : 'Rate limit exceeded: too many images this hour. Please try again later.',
        'rate_limit_exceeded',
        'quota_exceeded',
        // Retrying inside the same window can only fail again: tell the SDK not to.
        { 'retry-after': String(seconds), 'x-should-retry': 'false' },
      );
    }

    let upstream: Response;
    try {
      upstream = await deps.fetch(`${deps.upstreamBaseUrl}${target.route}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${deps.openaiApiKey}`,
          'content-type': 'application/json',
          accept: built.stream ? 'text/event-stream' : 'application/json',
        },
        body: JSON.stringify(built.body),
        // The caller hanging up (e.g. "New conversation" mid-stream) stops the provider's work too.
        signal: req.signal,
      });
    } catch (error) {
      deps.logError?.('ai: provider unreachable', error instanceof Error ? error.name : 'unknown');
      return errorResponse(cors, 502, 'The AI provider could not be reached. Please try again in a moment.', 'server_error', 'upstream_unreachable');
    }

    if (!upstream.ok) {
      await upstream.body?.cancel().catch(() => undefined);
      deps.logError?.('ai: provider error', upstream.status);
      return upstreamError(cors, upstream);
    }

    // Pass the body through untouched (a stream stays a stream); only our own headers go back.
    const contentType = upstream.headers.get('content-type') ?? (built.stream ? 'text/event-stream' : 'application/json');
    const headers: Record<string, string> = { ...cors, 'content-type': contentType };
    if (built.stream) headers['cache-control'] = 'no-cache';
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'unknown';
    deps.logError?.('ai: unexpected error', deps.openaiApiKey ? message.replaceAll(deps.openaiApiKey, '[key]') : message);
    return errorResponse(cors, 500, 'Something went wrong with the AI request. Please try again.', 'server_error', 'internal_error');
  }
}
