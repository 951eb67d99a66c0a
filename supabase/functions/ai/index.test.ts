// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The Deno entry's wiring, run under a stand-in Deno global and a fake supabase-js: the key comes from the
 * function's env only, getUser and the quota RPC go through a client carrying the caller's JWT.
 */
const supabase = vi.hoisted(() => ({
  clients: [] as { url: string; key: string; options: { global: { headers: Record<string, string> } } }[],
  getUser: vi.fn(),
  rpc: vi.fn(),
}));
vi.mock('npm:@supabase/supabase-js@2', () => ({
  createClient: (url: string, key: string, options: { global: { headers: Record<string, string> } }) => {
    supabase.clients.push({ url, key, options });
    return { auth: { getUser: supabase.getUser }, rpc: supabase.rpc };
  },
}));

const ENV: Record<string, string> = {
  SUPABASE_URL: 'https://proj.supabase.co',
  SUPABASE_ANON_KEY: 'anon-key',
  OPENAI_API_KEY: 'sk-from-secrets',
  AI_CHAT_MODELS: 'gpt-4o-mini',
};

let serve: (req: Request) => Promise<Response>;
const upstream = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ id: 'chatcmpl-1', choices: [] }));

beforeEach(async () => {
  vi.resetModules();
  supabase.clients.length = 0;
  vi.stubGlobal('Deno', {
    env: { get: (name: string) => ENV[name] },
    serve: (handler: typeof serve) => {
      serve = handler;
    },
  });
  vi.stubGlobal('fetch', upstream);
  await import('./index.ts');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const request = (token: string) =>
  new Request('http://localhost/ai/chat/completions', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }),
  });

describe('ai function entry', () => {
  it('checks the JWT and spends the quota as the caller, then calls OpenAI with the secret key', async () => {
    supabase.getUser.mockResolvedValue({ data: { user: { id: 'u1' } }, error: null });
    supabase.rpc.mockResolvedValue({ data: true, error: null });
    const response = await serve(request('jwt-1'));
    expect(response.status).toBe(200);
    expect(supabase.getUser).toHaveBeenCalledWith('jwt-1');
    expect(supabase.rpc).toHaveBeenCalledWith('consume_ai_quota', { p_kind: 'chat' });
    expect(supabase.clients.every((c) => c.url === ENV.SUPABASE_URL && c.key === 'anon-key')).toBe(true);
    expect(supabase.clients.every((c) => c.options.global.headers.Authorization === 'Bearer jwt-1')).toBe(true);
    const [url, init] = upstream.mock.calls[0];
    expect(url).toBe('https://api.openai.com/v1/chat/completions');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer sk-from-secrets');
  });

  it('a token auth refuses (4xx) is a 401; an auth outage (5xx) is a 500', async () => {
    supabase.getUser.mockResolvedValue({ data: { user: null }, error: { status: 401, message: 'invalid JWT' } });
    expect((await serve(request('bad'))).status).toBe(401);
    supabase.getUser.mockResolvedValue({ data: { user: null }, error: { status: 503, message: 'down' } });
    expect((await serve(request('any'))).status).toBe(500);
    expect(upstream).not.toHaveBeenCalled();
  });

  it('a full window (RPC false) is a 429; an RPC error is a 500', async () => {
    supabase.getUser.mockResolvedValue({ data: { user: { id: 'u1' } }, error: null });
    supabase.rpc.mockResolvedValue({ data: false, error: null });
    expect((await serve(request('jwt-1'))).status).toBe(429);
    supabase.rpc.mockResolvedValue({ data: null, error: { code: '42501', message: 'permission denied' } });
    expect((await serve(request('jwt-1'))).status).toBe(500);
    expect(upstream).not.toHaveBeenCalled();
  });
});
