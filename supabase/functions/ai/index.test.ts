// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The Deno entry's wiring, run under a stand-in Deno global and a fake supabase-js: the caller's JWT is verified
 * with getClaims (against the platform's JWKS), the budget is spent with the secret key, and the OpenAI key comes
 * from the function's env only.
 */
const supabase = vi.hoisted(() => ({
  clients: [] as { url: string; key: string }[],
  getClaims: vi.fn(),
  rpc: vi.fn(),
}));
vi.mock('npm:@supabase/supabase-js@2', () => ({
  createClient: (url: string, key: string) => {
    supabase.clients.push({ url, key });
    return {
      auth: { getClaims: supabase.getClaims },
      rpc: (name: string, args: unknown) => supabase.rpc(key, name, args),
    };
  },
}));

const JWKS = { keys: [{ kty: 'EC', kid: 'k1', crv: 'P-256', x: 'x', y: 'y' }] };
const ENV: Record<string, string> = {
  SUPABASE_URL: 'https://proj.supabase.co',
  SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: 'sb_publishable_abc' }),
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_xyz' }),
  SUPABASE_JWKS: JSON.stringify(JWKS),
  OPENAI_API_KEY: 'sk-from-secrets',
};

let serve: (req: Request) => Promise<Response>;
const upstream = vi.fn(async (_url: string, _init: RequestInit) =>
  Response.json({ id: 'chatcmpl-1', choices: [], usage: { prompt_tokens: 5, completion_tokens: 7 } }),
);

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
const claims = (sub: string) => ({
  data: { claims: { sub, role: 'authenticated', aud: 'authenticated' } },
  error: null,
});

describe('ai function entry', () => {
  it('verifies the JWT with getClaims and the JWKS, reserves and settles with the secret key, then calls OpenAI with the secret', async () => {
    supabase.getClaims.mockResolvedValue(claims('u1'));
    supabase.rpc.mockImplementation(async (_key: string, name: string) =>
      name === 'ai_reserve'
        ? { data: [{ reservation: 'r-1', refusal: null }], error: null }
        : { data: null, error: null },
    );
    const response = await serve(request('jwt-1'));
    expect(response.status).toBe(200);
    expect(supabase.getClaims).toHaveBeenCalledWith('jwt-1', { jwks: JWKS });
    expect(supabase.clients).toEqual([
      { url: ENV.SUPABASE_URL, key: 'sb_publishable_abc' },
      { url: ENV.SUPABASE_URL, key: 'sb_secret_xyz' },
    ]);
    expect(supabase.rpc).toHaveBeenCalledWith(
      'sb_secret_xyz',
      'ai_reserve',
      expect.objectContaining({
        p_user_id: 'u1',
        p_kind: 'chat',
        p_model: 'gpt-4o-mini',
        p_output_tokens: 2000,
      }),
    );
    expect(supabase.rpc).toHaveBeenCalledWith('sb_secret_xyz', 'ai_settle', {
      p_reservation: 'r-1',
      p_input_tokens: 5,
      p_output_tokens: 7,
    });
    const [url, init] = upstream.mock.calls[0];
    expect(url).toBe('https://api.openai.com/v1/chat/completions');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer sk-from-secrets');
  });

  it('a token getClaims refuses (4xx), or one that is not a user’s, is a 401; a key-fetch outage is a 500', async () => {
    supabase.getClaims.mockResolvedValue({ data: null, error: { status: 400, name: 'AuthInvalidJwtError' } });
    expect((await serve(request('bad'))).status).toBe(401);
    supabase.getClaims.mockResolvedValue({ data: { claims: { sub: 'anon', role: 'anon' } }, error: null });
    expect((await serve(request('the-anon-key'))).status).toBe(401);
    supabase.getClaims.mockResolvedValue({
      data: null,
      error: { status: 0, name: 'AuthRetryableFetchError' },
    });
    expect((await serve(request('any'))).status).toBe(500);
    expect(upstream).not.toHaveBeenCalled();
  });

  it('a refusal from Postgres is answered without calling OpenAI; an RPC error is a 500', async () => {
    supabase.getClaims.mockResolvedValue(claims('u1'));
    supabase.rpc.mockResolvedValue({ data: [{ reservation: null, refusal: 'suspended' }], error: null });
    expect((await serve(request('jwt-1'))).status).toBe(403);
    supabase.rpc.mockResolvedValue({ data: null, error: { code: '42501', message: 'permission denied' } });
    expect((await serve(request('jwt-1'))).status).toBe(500);
    expect(upstream).not.toHaveBeenCalled();
  });

  it('refunds through the secret-key client when the provider fails', async () => {
    supabase.getClaims.mockResolvedValue(claims('u1'));
    supabase.rpc.mockImplementation(async (_key: string, name: string) =>
      name === 'ai_reserve'
        ? { data: [{ reservation: 'r-2', refusal: null }], error: null }
        : { data: null, error: null },
    );
    upstream.mockResolvedValueOnce(new Response('{"error":{}}', { status: 500 }));
    expect((await serve(request('jwt-1'))).status).toBe(500);
    expect(supabase.rpc).toHaveBeenCalledWith('sb_secret_xyz', 'ai_refund', { p_reservation: 'r-2' });
  });
});
