import { aiUnavailable, createAiClient } from './client';

const base = { chatModel: 'gpt-4o-mini', imageModel: 'dall-e-3' };
const cloud = {
  ...base,
  mode: 'cloud' as const,
  baseUrl: 'https://p.supabase.co/functions/v1/ai',
  apiKey: null,
};

describe('createAiClient', () => {
  it('has no client when no provider is configured', async () => {
    const none = { ...base, mode: 'none' as const, baseUrl: null, apiKey: null };
    expect(aiUnavailable('jwt', none)).toBe('not-configured');
    expect(await createAiClient('jwt', none)).toBeNull();
  });

  it('uses the user token as the bearer against the Edge Function in cloud mode', async () => {
    expect(aiUnavailable('user-jwt', cloud)).toBeNull();
    const client = await createAiClient('user-jwt', cloud);
    expect(client?.apiKey).toBe('user-jwt');
    expect(client?.baseURL).toBe('https://p.supabase.co/functions/v1/ai');
    expect(client?.timeout).toBe(600_000);
    expect(client?.maxRetries).toBe(2);
  });

  it('needs a real account in cloud mode (the demo has no token)', async () => {
    expect(aiUnavailable(null, cloud)).toBe('needs-account');
    expect(await createAiClient(null, cloud)).toBeNull();
  });

  it('uses the configured key and base URL in direct mode, ignoring the user token', async () => {
    const client = await createAiClient('user-jwt', {
      ...base,
      mode: 'direct',
      baseUrl: 'http://127.0.0.1:9000/v1',
      apiKey: 'dev-key',
    });
    expect(client?.apiKey).toBe('dev-key');
    expect(client?.baseURL).toBe('http://127.0.0.1:9000/v1');
  });
});
