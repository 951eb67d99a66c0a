import { readFileSync } from 'node:fs';
import { AI_MODEL_DEFAULTS } from '../../supabase/functions/_shared/ai-models.ts';
import { readConfig } from './config';

describe('readConfig', () => {
  it('keeps the local mailbox page (/dev/mailbox) in development, when a build asks, or with confirmation on; never in cloud mode', () => {
    expect(readConfig({}).localMailbox).toBe(false);
    expect(readConfig({ DEV: true }).localMailbox).toBe(true);
    expect(readConfig({ VITE_LOCAL_MAILBOX: 'true' }).localMailbox).toBe(true);
    // Confirmation mail has nowhere else to be read in local mode.
    expect(readConfig({ VITE_LOCAL_CONFIRM_EMAIL: 'true' }).localMailbox).toBe(true);
    const cloud = {
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    };
    expect(readConfig({ ...cloud, DEV: true, VITE_LOCAL_MAILBOX: 'true' }).localMailbox).toBe(false);
  });

  it('with nothing set: local mode, no AI provider, the shared model defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      mode: 'local',
      supabase: null,
      ai: { mode: 'none', baseUrl: null, apiKey: null },
    });
    expect(config.ai.chatModel).toBe(AI_MODEL_DEFAULTS.chat);
    expect(config.ai.imageModel).toBe(AI_MODEL_DEFAULTS.image);
    expect(AI_MODEL_DEFAULTS.image).toBe('gpt-image-2');
  });

  it('cloud mode with a publishable key, or with the legacy anon key; the publishable key wins when both are set', () => {
    const url = 'https://abc.supabase.co';
    expect(
      readConfig({ VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' }).supabase,
    ).toEqual({ url, publishableKey: 'sb_publishable_x' });
    expect(readConfig({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: 'eyJ.anon' }).supabase).toEqual({
      url,
      publishableKey: 'eyJ.anon',
    });
    expect(
      readConfig({
        VITE_SUPABASE_URL: url,
        VITE_SUPABASE_ANON_KEY: 'eyJ.anon',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
      }).supabase?.publishableKey,
    ).toBe('sb_publishable_x');
    expect(readConfig({ VITE_SUPABASE_URL: url }).mode).toBe('local');
  });

  it('a cloud build never carries the direct-mode AI key or server: the ai Edge Function is the only way', () => {
    const config = readConfig({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
      VITE_AI_BASE_URL: 'https://api.openai.com/v1',
      VITE_AI_API_KEY: 'sk-developer-key',
    });
    expect(config.ai).toMatchObject({
      mode: 'cloud',
      baseUrl: 'https://abc.supabase.co/functions/v1/ai',
      apiKey: null,
    });
    expect(JSON.stringify(config)).not.toContain('sk-developer-key');
  });

  it('direct mode uses the developer’s own server and key', () => {
    expect(
      readConfig({ VITE_AI_BASE_URL: 'http://127.0.0.1:8787/v1/', VITE_AI_API_KEY: 'k' }).ai,
    ).toMatchObject({ mode: 'direct', baseUrl: 'http://127.0.0.1:8787/v1', apiKey: 'k' });
  });

  it('the Turnstile site key only counts in cloud mode', () => {
    expect(readConfig({ VITE_TURNSTILE_SITE_KEY: '0x4AAA' }).turnstileSiteKey).toBeNull();
    expect(
      readConfig({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'k',
        VITE_TURNSTILE_SITE_KEY: '0x4AAA',
      }).turnstileSiteKey,
    ).toBe('0x4AAA');
  });

  it('reads each variable by name, never the whole import.meta.env object (which would copy every VITE_* value into the bundle)', () => {
    const source = readFileSync(new URL('./config.ts', import.meta.url), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    const uses = [...source.matchAll(/import\.meta\.env(\.\w+)?/g)].map((m) => m[0]);
    expect(uses.length).toBeGreaterThan(5);
    expect(uses.filter((use) => use === 'import.meta.env')).toEqual([]);
  });
});
