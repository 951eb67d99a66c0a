// @vitest-environment node
import http from 'node:http';
import { Readable } from 'node:stream';
import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeOpenAiServer, type FakeOpenAiServer } from '../../../e2e/fixtures/fake-openai.mjs';
import { handleAiRequest, readAiConfig, type QuotaKind } from './handler.ts';

/**
 * The handler behind a real HTTP server, called by the app's SDK exactly as in cloud mode (base URL = the function,
 * bearer = the user's JWT), with the fake provider upstream: proves the SDK streams through it, reads its errors,
 * and does not retry a spent quota.
 */
const KEY = 'sk-upstream-secret';
const quota = { chat: 100, image: 100 };
const quotaCalls: QuotaKind[] = [];
let upstream: FakeOpenAiServer;
let fn: http.Server;
let upstreamOrigin = '';
let functionUrl = '';

const listen = async (server: { listen(port: number, host: string, cb: () => void): unknown; address(): unknown }) => {
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
    getUser: async (token: string) => (token === 'user-jwt' ? { id: 'u1' } : null),
    consumeQuota: async (_token: string, kind: QuotaKind) => {
      quotaCalls.push(kind);
      return quota[kind]-- > 0;
    },
    fetch,
  };
  fn = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new Request(`http://127.0.0.1/functions/v1/ai${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' ? undefined : Buffer.concat(chunks),
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
  await fetch(`${upstreamOrigin}/v1/requests`, { method: 'DELETE' });
});

const client = (token = 'user-jwt') => new OpenAI({ baseURL: functionUrl, apiKey: token, maxRetries: 2 });
const upstreamRequests = async () =>
  (await (await fetch(`${upstreamOrigin}/v1/requests`)).json()) as { path: string; body: Record<string, unknown>; authorization: string }[];

describe('the ai function with the OpenAI SDK', () => {
  it('streams a chat reply through, with the caps applied and the server key upstream', async () => {
    const stream = await client().chat.completions.create({
      model: 'gpt-4o-mini',
      stream: true,
      temperature: 0.7,
      max_tokens: 9000,
      messages: [{ role: 'system', content: 'Planner' }, { role: 'user', content: 'Venues?' }],
    });
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
    expect(sent.body).toMatchObject({ max_tokens: 2000, temperature: 0.7, stream: true });
  });

  it('generates an image with n forced to 1', async () => {
    const result = await client().images.generate({ model: 'dall-e-3', prompt: 'garden', n: 3, size: '1024x1024', quality: 'hd', style: 'natural', response_format: 'b64_json' });
    expect(result.data?.[0].b64_json).toMatch(/^iVBORw0KGgo/);
    expect((await upstreamRequests())[0].body).toMatchObject({ n: 1, size: '1024x1024' });
  });

  it('a spent quota is a RateLimitError at once: the SDK does not retry it', async () => {
    quota.image = 0;
    const error = await client().images.generate({ model: 'dall-e-3', prompt: 'garden' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect(quotaCalls).toEqual(['image']);
    expect(await upstreamRequests()).toEqual([]);
  });

  it('a provider 500 reaches the SDK as an InternalServerError with a clean message', async () => {
    const error = await client().chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'x #fail500' }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.InternalServerError);
    expect((error as Error).message).not.toContain(KEY);
  });

  it('an unknown token is an AuthenticationError; a disallowed endpoint is NotFound', async () => {
    await expect(client('nope').chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'x' }] })).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    await expect(client().embeddings.create({ model: 'text-embedding-3-small', input: 'x' })).rejects.toBeInstanceOf(OpenAI.NotFoundError);
    expect(await upstreamRequests()).toEqual([]);
  });
});
