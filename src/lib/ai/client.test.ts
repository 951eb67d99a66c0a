import { createAiClient } from './client';

const base = { chatModel: 'gpt-4o-mini', imageModel: 'dall-e-3' };

describe('createAiClient', () => {
  it('has no client when no provider is configured', () => {
    expect(createAiClient('jwt', { ...base, mode: 'none', baseUrl: null, apiKey: null })).toEqual({ client: null, unavailable: 'not-configured' });
  });

  it('uses the user token as the bearer against the Edge Function in cloud mode', () => {
    const { client } = createAiClient('user-jwt', { ...base, mode: 'cloud', baseUrl: 'https://p.supabase.co/functions/v1/ai', apiKey: null });
    expect(client?.apiKey).toBe('user-jwt');
    expect(client?.baseURL).toBe('https://p.supabase.co/functions/v1/ai');
    expect(client?.timeout).toBe(600_000);
    expect(client?.maxRetries).toBe(2);
  });

  it('needs a real account in cloud mode (the demo has no token)', () => {
    expect(createAiClient(null, { ...base, mode: 'cloud', baseUrl: 'https://p.supabase.co/functions/v1/ai', apiKey: null }).unavailable).toBe('needs-account');
  });

  it('uses the configured key and base URL in direct mode, ignoring the user token', () => {
    const { client } = createAiClient('user-jwt', { ...base, mode: 'direct', baseUrl: 'http://127.0.0.1:9000/v1', apiKey: 'dev-key' });
    expect(client?.apiKey).toBe('dev-key');
    expect(client?.baseURL).toBe('http://127.0.0.1:9000/v1');
  });
});
