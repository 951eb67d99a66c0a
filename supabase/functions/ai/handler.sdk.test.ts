// @vitest-environment node
import http from 'node:http';
import { Readable } from 'node:stream';
import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeOpenAiServer, type FakeOpenAiServer } from '../../../e2e/fixtures/fake-openai.mjs';
import { buildChatRequest } from '../../../src/lib/ai/chat';
import { buildImageRequest, buildRefineRequest } from '../../../src/lib/ai/image';
import { IMAGE_PROMPT_SYSTEM_INSTRUCTION, PLANNER_SYSTEM_PROMPT } from '../_shared/ai-prompts.ts';
import { handleAiRequest, readAiConfig, type QuotaKind, type Refusal } from './handler.ts';

/**
 * The handler behind a real HTTP server, called by the app's SDK exactly as in cloud mode (base URL = the function,
 * bearer = the user's JWT, the app's own request builders), with the fake provider upstream: proves the SDK streams
 * through it, reads its errors, and never retries a refusal or a provider failure (which is refunded).
 */
const KEY = 'sk-upstream-secret';
const quota = { chat: 100, image: 100 };
const quotaCalls: QuotaKind[] = [];
const settled: { id: string; usage: unknown }[] = [];
const refunded: string[] = [];
let refusal: Refusal | null = null;
let upstream: FakeOpenAiServer;
let fn: http.Server;
let upstreamOrigin = '';
let functionUrl = '';

const listen = async (server: {
  listen(port: number, host: string, cb: () => void): unknown;
  address(): unknown;
}) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
};

beforeAll(async () => {
  upstream = createFakeOpenAiServer();
  upstreamOrigin = await listen(upstream);
  const deps = {
    ...readAiConfig(() => undefined),
    upstreamBaseUrl: `${upstreamOrigin}/v1`,
    openaiApiKey: KEY,
    verifyUser: async (token: string) => (token === 'user-jwt' ? { id: 'u1' } : null),
    reserve: async ({ kind }: { kind: QuotaKind }) => {
      quotaCalls.push(kind);
      if (refusal) return { refusal };
      return quota[kind]-- > 0
        ? { reservation: `r${quotaCalls.length}` }
        : { refusal: 'rate_limited' as const };
    },
    settle: async (id: string, usage: unknown) => {
      settled.push({ id, usage });
    },
    refund: async (id: string) => {
      refunded.push(id);
    },
    fetch,
  };
  fn = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new Request(`http://127.0.0.1/functions/v1/ai${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body:
        req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS'
          ? undefined
          : Buffer.concat(chunks),
    });
    const response = await handleAiRequest(request, deps);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    res.writeHead(response.status, headers);
    if (response.body) Readable.fromWeb(response.body as never).pipe(res);
    else res.end();
  });
  functionUrl = await listen(fn);
});
afterAll(async () => {
  fn.closeAllConnections();
  upstream.closeAllConnections();
  await new Promise((resolve) => fn.close(resolve));
  await new Promise((resolve) => upstream.close(() => resolve(undefined)));
});
beforeEach(async () => {
  quota.chat = 100;
  quota.image = 100;
  quotaCalls.length = 0;
  settled.length = 0;
  refunded.length = 0;
  refusal = null;
  await fetch(`${upstreamOrigin}/v1/requests`, { method: 'DELETE' });
});

const client = (token = 'user-jwt') => new OpenAI({ baseURL: functionUrl, apiKey: token, maxRetries: 2 });
const upstreamRequests = async () =>
  (await (await fetch(`${upstreamOrigin}/v1/requests`)).json()) as {
    path: string;
    body: Record<string, unknown>;
    authorization: string;
  }[];

describe('the ai function with the OpenAI SDK', () => {
  it('streams a chat reply through with the server’s system prompt, the caps applied, the server key upstream, and settles its usage', async () => {
    const request = buildChatRequest([{ role: 'user', content: 'Venues?' }], 'gpt-4o-mini', {
      serverPrompt: true,
    });
    const stream = await client().chat.completions.create(
      { ...request, max_tokens: 9000 },
      { query: { purpose: 'planner' } },
    );
    let text = '';
    let chunks = 0;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta?.content ?? '';
      chunks++;
    }
    expect(text).toBe('Here is a planning idea for: Venues?\n\n- **Venue**: book early\n- Budget: track it');
    expect(chunks).toBeGreaterThan(10);
    const [sent] = await upstreamRequests();
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({
      max_tokens: 2000,
      temperature: 0.7,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(sent.body.messages).toEqual([
      { role: 'system', content: PLANNER_SYSTEM_PROMPT },
      { role: 'user', content: 'Venues?' },
    ]);
    expect(settled).toEqual([{ id: 'r1', usage: { inputTokens: 10, outputTokens: expect.any(Number) } }]);
  });

  it('refines a description and generates an image with the app’s own requests (the current image model, base64)', async () => {
    const refined = await client().chat.completions.create(
      buildRefineRequest('garden', 'gpt-4o-mini', { serverPrompt: true }),
      { query: { purpose: 'image-prompt' } },
    );
    const prompt = refined.choices[0].message.content ?? '';
    expect(prompt).toBe('Wedding photograph prompt: garden');
    const result = await client().images.generate({ ...buildImageRequest(prompt, 'gpt-image-2'), n: 3 });
    expect(result.data?.[0].b64_json).toMatch(/^iVBORw0KGgo/);
    const [refine, image] = await upstreamRequests();
    expect(refine.body.messages).toEqual([
      { role: 'system', content: IMAGE_PROMPT_SYSTEM_INSTRUCTION },
      { role: 'user', content: 'garden' },
    ]);
    expect(image.body).toMatchObject({ model: 'gpt-image-2', n: 1, size: '1024x1024', quality: 'high' });
    expect(image.body).not.toHaveProperty('style');
    expect(image.body).not.toHaveProperty('response_format');
  });

  it('a spent quota is a RateLimitError at once: the SDK does not retry it', async () => {
    quota.image = 0;
    const error = await client()
      .images.generate({ model: 'gpt-image-2', prompt: 'garden' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect(quotaCalls).toEqual(['image']);
    expect(await upstreamRequests()).toEqual([]);
  });

  it('a spent daily budget, or a suspended account, is refused once, never retried', async () => {
    refusal = 'daily_budget';
    await expect(
      client().chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'x' }] }),
    ).rejects.toBeInstanceOf(OpenAI.RateLimitError);
    refusal = 'suspended';
    await expect(
      client().chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'x' }] }),
    ).rejects.toBeInstanceOf(OpenAI.PermissionDeniedError);
    expect(quotaCalls).toEqual(['chat', 'chat']);
  });

  it('a provider 500 reaches the SDK as an InternalServerError with a clean message, refunded, and the SDK does not retry', async () => {
    const error = await client()
      .chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'x #fail500' }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.InternalServerError);
    expect((error as Error).message).not.toContain(KEY);
    // maxRetries is 2, as in the app: one attempt reached the provider, one reservation was made and refunded.
    expect(await upstreamRequests()).toHaveLength(1);
    expect(quotaCalls).toEqual(['chat']);
    expect(refunded).toEqual(['r1']);
  });

  it('a provider 429 is refunded and not retried either', async () => {
    const error = await client()
      .images.generate({ model: 'gpt-image-2', prompt: 'x #fail429' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect(await upstreamRequests()).toHaveLength(1);
    expect(refunded).toEqual(['r1']);
  });

  it('an unknown token is an AuthenticationError; a disallowed endpoint is NotFound', async () => {
    await expect(
      client('nope').chat.completions.create({
        model: 'gpt-4o-mini',
        messages: [{ role: 'user', content: 'x' }],
      }),
    ).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    await expect(
      client().embeddings.create({ model: 'text-embedding-3-small', input: 'x' }),
    ).rejects.toBeInstanceOf(OpenAI.NotFoundError);
    expect(await upstreamRequests()).toEqual([]);
  });
});
