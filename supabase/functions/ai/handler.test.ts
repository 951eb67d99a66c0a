// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { handleAiRequest, readAiConfig, type AiDeps, MAX_MESSAGES, MAX_MESSAGE_CHARS } from './handler.ts';

const KEY = 'sk-test-SECRET-0123456789abcdef';
const BASE = 'https://proj.supabase.co/functions/v1/ai';
const GOOD_TOKEN = 'user-jwt';

type Call = { url: string; init: RequestInit; body: Record<string, unknown> };

function setup(overrides: Partial<AiDeps> = {}, upstream: () => Response = () => Response.json({ id: 'chatcmpl-1', choices: [] })) {
  const calls: Call[] = [];
  const deps: AiDeps = {
    ...readAiConfig(() => undefined),
    upstreamBaseUrl: 'https://upstream.test/v1',
    openaiApiKey: KEY,
    getUser: vi.fn(async (token: string) => (token === GOOD_TOKEN ? { id: 'u1' } : null)),
    consumeQuota: vi.fn(async () => true),
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {}, body: JSON.parse(String(init?.body ?? '{}')) });
      return upstream();
    }) as unknown as typeof fetch,
    now: () => Date.UTC(2026, 0, 1, 12, 0, 45),
    ...overrides,
  };
  return { deps, calls };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${GOOD_TOKEN}`, 'content-type': 'application/json', origin: 'http://localhost:5173', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const chat = (extra: Record<string, unknown> = {}) => ({
  model: 'gpt-4o-mini',
  messages: [
    { role: 'system', content: 'You are an expert wedding planner.' },
    { role: 'user', content: 'Venues in Goa?' },
  ],
  temperature: 0.7,
  max_tokens: 2000,
  ...extra,
});
const image = (extra: Record<string, unknown> = {}) => ({
  model: 'dall-e-3',
  prompt: 'Wedding photograph prompt: romantic garden',
  n: 1,
  size: '1024x1024',
  quality: 'hd',
  style: 'natural',
  response_format: 'b64_json',
  ...extra,
});

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { message: string; type: string; code: string } }).error;
}

describe('readAiConfig', () => {
  it('has the documented defaults', () => {
    expect(readAiConfig(() => undefined)).toEqual({
      chatModels: ['gpt-4o-mini', 'gpt-4o'],
      imageModels: ['dall-e-3'],
      upstreamBaseUrl: 'https://api.openai.com/v1',
      allowedOrigins: [],
    });
  });

  it('reads comma-separated allow-lists and trims the base URL', () => {
    const env: Record<string, string> = {
      AI_CHAT_MODELS: ' gpt-4.1-mini , ',
      AI_IMAGE_MODELS: 'gpt-image-1,dall-e-3',
      OPENAI_BASE_URL: 'http://127.0.0.1:8787/v1/',
      AI_ALLOWED_ORIGINS: 'https://app.example,https://www.app.example',
    };
    expect(readAiConfig((name) => env[name])).toEqual({
      chatModels: ['gpt-4.1-mini'],
      imageModels: ['gpt-image-1', 'dall-e-3'],
      upstreamBaseUrl: 'http://127.0.0.1:8787/v1',
      allowedOrigins: ['https://app.example', 'https://www.app.example'],
    });
  });
});

describe('CORS', () => {
  it('answers the preflight with the methods and the headers the SDK asks for, without auth', async () => {
    const { deps } = setup();
    const response = await handleAiRequest(
      new Request(`${BASE}/chat/completions`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, x-stainless-os, x-stainless-retry-count' },
      }),
      deps,
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, content-type, x-stainless-os, x-stainless-retry-count');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-should-retry');
    expect(deps.getUser).not.toHaveBeenCalled();
  });

  it('falls back to a fixed header list when the requested list is malformed', async () => {
    const { deps } = setup();
    const response = await handleAiRequest(
      new Request(`${BASE}/images/generations`, { method: 'OPTIONS', headers: { 'access-control-request-headers': 'authorization, x evil="1"' } }),
      deps,
    );
    expect(response.headers.get('access-control-allow-headers')).toMatch(/^authorization, x-client-info, apikey, content-type/);
  });

  it('puts CORS headers on every response: success, refusal and error', async () => {
    const { deps } = setup();
    const responses = [
      await handleAiRequest(post('/chat/completions', chat()), deps),
      await handleAiRequest(post('/chat/completions', chat(), { authorization: '' }), deps),
      await handleAiRequest(post('/embeddings', {}), deps),
      await handleAiRequest(post('/chat/completions', '{not json'), deps),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 401, 404, 400]);
    for (const response of responses) expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('with AI_ALLOWED_ORIGINS, echoes only a listed origin', async () => {
    const { deps } = setup({ allowedOrigins: ['https://app.example'] });
    const allowed = await handleAiRequest(post('/chat/completions', chat(), { origin: 'https://app.example' }), deps);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
    const other = await handleAiRequest(post('/chat/completions', chat(), { origin: 'https://evil.example' }), deps);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('routes', () => {
  it.each(['/embeddings', '/images/edits', '/audio/speech', '/models', '', '/chat/completions/extra', '/v1/chat/completions'])(
    'refuses POST %s with 404 before any auth or upstream call',
    async (path) => {
      const { deps } = setup();
      const response = await handleAiRequest(post(path, chat()), deps);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ type: 'invalid_request_error', code: 'not_found' });
      expect(deps.fetch).not.toHaveBeenCalled();
      expect(deps.consumeQuota).not.toHaveBeenCalled();
    },
  );

  it('refuses a path under another function name', async () => {
    const { deps } = setup();
    const response = await handleAiRequest(new Request('https://proj.supabase.co/functions/v1/aix/chat/completions', { method: 'POST', body: '{}' }), deps);
    expect(response.status).toBe(404);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('refuses %s on an allowed endpoint with 405', async (method) => {
    const { deps } = setup();
    const response = await handleAiRequest(
      new Request(`${BASE}/chat/completions`, { method, headers: { authorization: `Bearer ${GOOD_TOKEN}` } }),
      deps,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('accepts the path as the edge runtime presents it (/ai/...) and a trailing slash', async () => {
    const { deps, calls } = setup();
    const inRuntime = new Request('http://localhost:9999/ai/chat/completions/', {
      method: 'POST',
      headers: { authorization: `Bearer ${GOOD_TOKEN}` },
      body: JSON.stringify(chat()),
    });
    expect((await handleAiRequest(inRuntime, deps)).status).toBe(200);
    expect(calls[0].url).toBe('https://upstream.test/v1/chat/completions');
  });
});

describe('authentication', () => {
  it('refuses a request without a token with 401, spending nothing', async () => {
    const { deps } = setup();
    const response = await handleAiRequest(post('/chat/completions', chat(), { authorization: '' }), deps);
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ type: 'authentication_error', code: 'unauthorized' });
    expect(deps.getUser).not.toHaveBeenCalled();
    expect(deps.consumeQuota).not.toHaveBeenCalled();
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it.each([['Bearer forged-or-expired'], ['Basic dXNlcjpwYXNz'], ['Bearer'], [GOOD_TOKEN]])('refuses authorization "%s" with 401', async (authorization) => {
    const { deps } = setup();
    const response = await handleAiRequest(post('/images/generations', image(), { authorization }), deps);
    expect(response.status).toBe(401);
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('checks the token with getUser and spends the quota as that caller', async () => {
    const { deps } = setup();
    await handleAiRequest(post('/chat/completions', chat()), deps);
    expect(deps.getUser).toHaveBeenCalledWith(GOOD_TOKEN);
    expect(deps.consumeQuota).toHaveBeenCalledWith(GOOD_TOKEN, 'chat');
    await handleAiRequest(post('/images/generations', image()), deps);
    expect(deps.consumeQuota).toHaveBeenLastCalledWith(GOOD_TOKEN, 'image');
  });

  it('an auth outage is a clean 500, not a 401', async () => {
    const { deps } = setup({ getUser: vi.fn(async () => { throw new Error('auth server down'); }) });
    const response = await handleAiRequest(post('/chat/completions', chat()), deps);
    expect(response.status).toBe(500);
    expect(await errorOf(response)).toMatchObject({ type: 'server_error', code: 'internal_error' });
  });
});

describe('chat caps', () => {
  it('forwards the validated body with the key, and only the allowed fields', async () => {
    const { deps, calls } = setup();
    const response = await handleAiRequest(post('/chat/completions', chat({ tools: [{ type: 'function' }], logit_bias: { 1: 100 }, n: 5 })), deps);
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://upstream.test/v1/chat/completions');
    expect(new Headers(calls[0].init.headers).get('authorization')).toBe(`Bearer ${KEY}`);
    expect(calls[0].body).toEqual(chat());
  });

  it('refuses a model outside the allow-list', async () => {
    const { deps } = setup();
    const response = await handleAiRequest(post('/chat/completions', chat({ model: 'o1-pro' })), deps);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'model_not_allowed', message: 'Model not allowed. Use one of: gpt-4o-mini, gpt-4o.' });
    expect(deps.consumeQuota).not.toHaveBeenCalled();
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('uses the configured allow-list', async () => {
    const { deps } = setup({ chatModels: ['gpt-4.1-mini'] });
    expect((await handleAiRequest(post('/chat/completions', chat()), deps)).status).toBe(400);
    expect((await handleAiRequest(post('/chat/completions', chat({ model: 'gpt-4.1-mini' })), deps)).status).toBe(200);
  });

  it.each([
    [{ max_tokens: 100_000 }, 2000],
    [{ max_tokens: 2001 }, 2000],
    [{ max_tokens: 150 }, 150],
    [{ max_tokens: undefined }, 2000],
    [{ max_tokens: null }, 2000],
    [{ max_tokens: undefined, max_completion_tokens: 9000 }, 2000],
  ])('clamps max_tokens %j to %i', async (extra, expected) => {
    const { deps, calls } = setup();
    expect((await handleAiRequest(post('/chat/completions', chat(extra)), deps)).status).toBe(200);
    expect(calls[0].body.max_tokens).toBe(expected);
    expect(calls[0].body).not.toHaveProperty('max_completion_tokens');
  });

  it.each([
    ['no messages', { messages: [] }],
    ['too many messages', { messages: Array.from({ length: MAX_MESSAGES + 1 }, () => ({ role: 'user', content: 'hi' })) }],
    ['one message too long', { messages: [{ role: 'user', content: 'x'.repeat(MAX_MESSAGE_CHARS + 1) }] }],
    ['the conversation too long', { messages: Array.from({ length: 5 }, () => ({ role: 'user', content: 'x'.repeat(MAX_MESSAGE_CHARS) })) }],
    ['a tool message', { messages: [{ role: 'tool', content: 'x', tool_call_id: 'a' }] }],
    ['an image part', { messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'https://x' } }] }] }],
    ['a negative max_tokens', { max_tokens: -1 }],
    ['a temperature of 5', { temperature: 5 }],
    ['no model', { model: undefined }],
  ])('refuses %s with 400', async (_name, extra) => {
    const { deps } = setup();
    const response = await handleAiRequest(post('/chat/completions', chat(extra)), deps);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ type: 'invalid_request_error' });
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('refuses bodies that are not JSON (400) or too large (413)', async () => {
    const { deps } = setup();
    expect((await handleAiRequest(post('/chat/completions', 'hello'), deps)).status).toBe(400);
    const huge = JSON.stringify(chat({ messages: [{ role: 'user', content: 'x'.repeat(600 * 1024) }] }));
    expect((await handleAiRequest(post('/chat/completions', huge), deps)).status).toBe(413);
    expect(deps.fetch).not.toHaveBeenCalled();
  });
});

describe('image caps', () => {
  it('forces n to 1 and keeps the allowed size, quality, style and format', async () => {
    const { deps, calls } = setup();
    const response = await handleAiRequest(post('/images/generations', image({ n: 4 })), deps);
    expect(response.status).toBe(200);
    expect(calls[0].url).toBe('https://upstream.test/v1/images/generations');
    expect(calls[0].body).toEqual(image());
  });

  it('defaults the size to 1024x1024', async () => {
    const { deps, calls } = setup();
    await handleAiRequest(post('/images/generations', { model: 'dall-e-3', prompt: 'garden' }), deps);
    expect(calls[0].body).toEqual({ model: 'dall-e-3', prompt: 'garden', n: 1, size: '1024x1024' });
  });

  it.each([
    ['a larger size', { size: '1792x1024' }],
    ['a made-up size', { size: '4096x4096' }],
    ['an unknown quality', { quality: 'ultra' }],
    ['an unknown style', { style: 'anime' }],
    ['an empty prompt', { prompt: '   ' }],
    ['a prompt over 4000 characters', { prompt: 'x'.repeat(4001) }],
    ['a model outside the allow-list', { model: 'dall-e-2' }],
    ['n of 0', { n: 0 }],
  ])('refuses %s with 400', async (_name, extra) => {
    const { deps } = setup();
    const response = await handleAiRequest(post('/images/generations', image(extra)), deps);
    expect(response.status).toBe(400);
    expect(deps.fetch).not.toHaveBeenCalled();
    expect(deps.consumeQuota).not.toHaveBeenCalled();
  });
});

describe('quota', () => {
  it('answers 429 in OpenAI shape when the chat quota is spent, and tells the SDK not to retry', async () => {
    const { deps } = setup({ consumeQuota: vi.fn(async () => false) });
    const response = await handleAiRequest(post('/chat/completions', chat()), deps);
    expect(response.status).toBe(429);
    expect(await errorOf(response)).toMatchObject({ type: 'rate_limit_exceeded', code: 'quota_exceeded', message: expect.stringContaining('Rate limit exceeded') });
    expect(response.headers.get('x-should-retry')).toBe('false');
    expect(response.headers.get('retry-after')).toBe('15'); // 12:00:45 → the minute ends in 15 s
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('the image quota window is the hour', async () => {
    const { deps } = setup({ consumeQuota: vi.fn(async () => false) });
    const response = await handleAiRequest(post('/images/generations', image()), deps);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(String(3600 - 45));
  });

  it('a quota check that fails is a clean 500 and nothing reaches the provider', async () => {
    const { deps } = setup({ consumeQuota: vi.fn(async () => { throw new Error('db down'); }) });
    const response = await handleAiRequest(post('/chat/completions', chat()), deps);
    expect(response.status).toBe(500);
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('without a provider key: 503 for signed-in callers, and no quota spent', async () => {
    const { deps } = setup({ openaiApiKey: '' });
    const response = await handleAiRequest(post('/chat/completions', chat()), deps);
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toMatchObject({ code: 'not_configured' });
    expect(deps.consumeQuota).not.toHaveBeenCalled();
  });
});

describe('upstream errors', () => {
  const leaky = (status: number, headers: Record<string, string> = {}) => () =>
    new Response(JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}. Internal shard db-7 at 10.0.0.3`, type: 'x' } }), {
      status,
      headers: { 'content-type': 'application/json', 'openai-organization': 'org-internal', 'set-cookie': 'a=b', ...headers },
    });

  it.each([
    [500, 500, 'server_error'],
    [503, 503, 'server_error'],
    [429, 429, 'rate_limit_exceeded'],
    [400, 400, 'invalid_request_error'],
    [401, 502, 'server_error'],
    [403, 502, 'server_error'],
  ])('upstream %i becomes a clean %i (%s)', async (upstreamStatus, status, type) => {
    const { deps } = setup({}, leaky(upstreamStatus, { 'retry-after': '20' }));
    const response = await handleAiRequest(post('/chat/completions', chat({ stream: true })), deps);
    expect(response.status).toBe(status);
    const text = await response.text();
    expect(JSON.parse(text).error.type).toBe(type);
    expect(text).not.toContain('sk-');
    expect(text).not.toContain('shard');
    expect(text).not.toContain('10.0.0.3');
    expect(response.headers.get('openai-organization')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it('keeps the provider retry-after on a 429', async () => {
    const { deps } = setup({}, leaky(429, { 'retry-after': '20' }));
    const response = await handleAiRequest(post('/images/generations', image()), deps);
    expect(response.headers.get('retry-after')).toBe('20');
  });

  it('an unreachable provider is a clean 502', async () => {
    const { deps } = setup({ fetch: vi.fn(async () => { throw new TypeError(`fetch failed for key ${KEY}`); }) as unknown as typeof fetch });
    const response = await handleAiRequest(post('/chat/completions', chat()), deps);
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain(KEY);
  });
});

describe('passing the answer through', () => {
  it('streams chat chunk by chunk as they arrive, as text/event-stream', async () => {
    const encoder = new TextEncoder();
    let push!: (text: string | null) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => (text === null ? controller.close() : controller.enqueue(encoder.encode(text)));
      },
    });
    const { deps, calls } = setup({}, () => new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8', 'openai-organization': 'org-internal' } }));
    push('data: {"choices":[{"delta":{"content":"Hel"}}]}\n\n');

    const response = await handleAiRequest(post('/chat/completions', chat({ stream: true })), deps);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('openai-organization')).toBeNull();
    expect(new Headers(calls[0].init.headers).get('accept')).toBe('text/event-stream');
    expect(calls[0].body.stream).toBe(true);

    // The first chunk is readable while the provider has not finished: nothing is buffered.
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toContain('"Hel"');
    push('data: {"choices":[{"delta":{"content":"lo"}}]}\n\n');
    expect(decoder.decode((await reader.read()).value)).toContain('"lo"');
    push('data: [DONE]\n\n');
    push(null);
    expect(decoder.decode((await reader.read()).value)).toBe('data: [DONE]\n\n');
    expect((await reader.read()).done).toBe(true);
  });

  it('passes the request signal on, so a caller hanging up stops the provider call', async () => {
    const { deps, calls } = setup();
    const controller = new AbortController();
    const request = new Request(post('/chat/completions', chat()), { signal: controller.signal });
    await handleAiRequest(request, deps);
    expect(calls[0].init.signal).toBeInstanceOf(AbortSignal);
    controller.abort();
    expect(calls[0].init.signal?.aborted).toBe(true);
  });

  it('returns JSON completions and images unchanged', async () => {
    const completion = { id: 'chatcmpl-9', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: 'Hi' } }] };
    const { deps } = setup({}, () => Response.json(completion));
    const response = await handleAiRequest(post('/chat/completions', chat()), deps);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual(completion);

    const images = { created: 1, data: [{ b64_json: 'iVBORw0KGgo=', revised_prompt: 'a garden' }] };
    const imageDeps = setup({}, () => Response.json(images)).deps;
    expect(await (await handleAiRequest(post('/images/generations', image()), imageDeps)).json()).toEqual(images);
  });
});

describe('the key stays on the server', () => {
  it('appears in no response body or header on any path', async () => {
    const scenarios: [Partial<AiDeps>, () => Response, Request][] = [
      [{}, () => Response.json({ ok: true }), post('/chat/completions', chat())],
      [{}, () => new Response(`upstream said ${KEY}`, { status: 500 }), post('/chat/completions', chat())],
      [{}, () => new Response(`bad key ${KEY}`, { status: 401 }), post('/images/generations', image())],
      [{ consumeQuota: vi.fn(async () => false) }, () => Response.json({}), post('/chat/completions', chat())],
      [{ getUser: vi.fn(async () => { throw new Error(KEY); }) }, () => Response.json({}), post('/chat/completions', chat())],
      [{}, () => Response.json({}), post('/chat/completions', chat(), { authorization: '' })],
      [{}, () => Response.json({}), post('/files', {})],
      [{}, () => Response.json({}), post('/chat/completions', chat({ model: 'x' }))],
    ];
    for (const [overrides, upstream, request] of scenarios) {
      const response = await handleAiRequest(request, setup(overrides, upstream).deps);
      let headers = '';
      response.headers.forEach((value, name) => (headers += `${name}: ${value}\n`));
      expect(headers).not.toContain(KEY);
      expect(await response.text()).not.toContain(KEY);
    }
  });
});
