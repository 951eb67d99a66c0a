// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashIp } from './handler.ts';

/** The Deno entry's wiring: messages are stored with the secret key through public.submit_contact_message. */
const supabase = vi.hoisted(() => ({ clients: [] as { url: string; key: string }[], rpc: vi.fn() }));
vi.mock('npm:@supabase/supabase-js@2', () => ({
  createClient: (url: string, key: string) => {
    supabase.clients.push({ url, key });
    return { rpc: supabase.rpc };
  },
}));

const ENV: Record<string, string> = {
  SUPABASE_URL: 'https://proj.supabase.co',
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_xyz' }),
  CONTACT_HASH_SECRET: 'hash-secret',
};
let serve: (req: Request) => Promise<Response>;

beforeEach(async () => {
  vi.resetModules();
  supabase.clients.length = 0;
  vi.stubGlobal('Deno', {
    env: { get: (name: string) => ENV[name] },
    serve: (handler: typeof serve) => (serve = handler),
  });
  await import('./index.ts');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('contact function entry', () => {
  it('stores through submit_contact_message with the secret key and the hashed address', async () => {
    supabase.rpc.mockResolvedValue({ data: 'sent', error: null });
    const response = await serve(
      new Request('http://localhost/contact', {
        method: 'POST',
        headers: { 'x-forwarded-for': '198.51.100.4' },
        body: JSON.stringify({ name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' }),
      }),
    );
    expect(response.status).toBe(200);
    expect(supabase.clients).toEqual([{ url: ENV.SUPABASE_URL, key: 'sb_secret_xyz' }]);
    expect(supabase.rpc).toHaveBeenCalledWith('submit_contact_message', {
      p_ip_hash: await hashIp('198.51.100.4', 'hash-secret'),
      p_name: 'Ann',
      p_email: 'ann@example.com',
      p_subject: 'Hi',
      p_message: 'Hello',
    });
  });

  it('an RPC error is a 500', async () => {
    supabase.rpc.mockResolvedValue({ data: null, error: { code: '23514' } });
    const response = await serve(
      new Request('http://localhost/contact', {
        method: 'POST',
        body: JSON.stringify({ name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' }),
      }),
    );
    expect(response.status).toBe(500);
  });
});
