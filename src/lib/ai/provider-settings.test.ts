import type { AppConfig } from '@/lib/config';
import {
  aiProviderSettingsSchema,
  baseUrlProblem,
  defaultSettings,
  parseStoredSettings,
  providerFromSettings,
  providerInForce,
  type AiProviderSettings,
} from './provider-settings';

const valid = {
  preset: 'ollama',
  baseUrl: 'http://localhost:11434/v1',
  apiKey: '',
  chatModel: 'llama3.2',
  imageModel: '',
};
const problemWith = (patch: object) =>
  aiProviderSettingsSchema.safeParse({ ...valid, ...patch }).error?.issues[0]?.message;

const none: AppConfig['ai'] = {
  mode: 'none',
  baseUrl: null,
  apiKey: null,
  chatModel: 'gpt-4o-mini',
  imageModel: 'gpt-image-2',
};
const direct: AppConfig['ai'] = {
  ...none,
  mode: 'direct',
  baseUrl: 'http://127.0.0.1:8787/v1',
  apiKey: 'dev-key',
};
const cloud: AppConfig['ai'] = { ...none, mode: 'cloud', baseUrl: 'https://p.supabase.co/functions/v1/ai' };
const mine: AiProviderSettings = {
  preset: 'openai',
  baseUrl: 'https://api.openai.com/v1',
  apiKey: 'sk-mine',
  chatModel: 'gpt-4o',
  imageModel: 'gpt-image-2',
};

describe('AI provider settings', () => {
  it('accepts an https server, or plain http on this computer, and trims the trailing slash', () => {
    expect(
      aiProviderSettingsSchema.parse({ ...valid, baseUrl: 'https://openrouter.ai/api/v1/' }).baseUrl,
    ).toBe('https://openrouter.ai/api/v1');
    expect(aiProviderSettingsSchema.parse({ ...valid, baseUrl: 'http://127.0.0.1:1234/v1' }).baseUrl).toBe(
      'http://127.0.0.1:1234/v1',
    );
    expect(aiProviderSettingsSchema.parse(valid).apiKey).toBe('');
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://models.example.com/v1'],
    ['ws:', 'ws://localhost:11434/v1'],
  ])('refuses a %s address', (_, baseUrl) => {
    expect(problemWith({ baseUrl })).toBe(
      'Use an address that starts with https:// (or http:// for a server on this computer)',
    );
  });

  it('refuses what is not an address, plain http to another machine, credentials in the address, and oversize input', () => {
    expect(problemWith({ baseUrl: '' })).toBe("Enter the server's address");
    expect(problemWith({ baseUrl: 'localhost:11434' })).toMatch(/^Use an address that starts with https:/);
    expect(problemWith({ baseUrl: 'not a url' })).toBe(
      'Enter the full address, like https://api.openai.com/v1',
    );
    expect(problemWith({ baseUrl: 'http://192.168.1.20:11434/v1' })).toMatch(
      /^Plain http:\/\/ works only for a server on this computer/,
    );
    expect(problemWith({ baseUrl: 'https://user:pass@api.example.com/v1' })).toMatch(
      /^Leave the user name and password out/,
    );
    expect(problemWith({ baseUrl: `https://example.com/${'a'.repeat(600)}` })).toBe(
      'Keep the address under 500 characters',
    );
    expect(problemWith({ apiKey: 'sk one two' })).toBe('An API key has no spaces');
    expect(problemWith({ chatModel: '  ' })).toBe('Choose a chat model');
    expect(problemWith({ preset: 'anthropic' })).toBeDefined();
    expect(baseUrlProblem('https://api.openai.com/v1')).toBeNull();
  });

  it('reads stored settings only when they still pass the rules', () => {
    expect(parseStoredSettings(JSON.stringify(mine))).toEqual(mine);
    expect(parseStoredSettings(JSON.stringify({ ...mine, baseUrl: 'javascript:alert(1)' }))).toBeNull();
    expect(parseStoredSettings('{not json')).toBeNull();
    expect(parseStoredSettings(null)).toBeNull();
  });

  it("puts the couple's settings in force in a local build, over the build's default", () => {
    expect(providerInForce(none, null)).toBe(none);
    expect(providerInForce(direct, null)).toBe(direct);
    expect(providerInForce(direct, mine)).toEqual({
      mode: 'account',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-mine',
      chatModel: 'gpt-4o',
      imageModel: 'gpt-image-2',
      name: 'OpenAI',
      imagesNote: null,
    });
  });

  it('keeps the `ai` function in a cloud build, whatever is stored', () => {
    expect(providerInForce(cloud, mine)).toBe(cloud);
  });

  it('names the provider, gives a key to servers that need none, and says when images are not possible', () => {
    const ollama = providerFromSettings(aiProviderSettingsSchema.parse(valid));
    expect(ollama).toMatchObject({ name: 'Ollama', apiKey: 'not-needed', imageModel: '' });
    expect(ollama.imagesNote).toMatch(/^Ollama makes images only with an image model pulled/);
    const custom = providerFromSettings({
      ...mine,
      preset: 'custom',
      baseUrl: 'https://llm.example.org/v1',
      imageModel: '',
    });
    expect(custom.name).toBe('llm.example.org');
    expect(custom.imagesNote).toBe("No image model is set, so mood boards can't be made.");
  });

  it("starts the form from the build's provider, or from OpenAI when the build has none", () => {
    expect(defaultSettings(direct)).toEqual({
      preset: 'custom',
      baseUrl: 'http://127.0.0.1:8787/v1',
      apiKey: 'dev-key',
      chatModel: 'gpt-4o-mini',
      imageModel: 'gpt-image-2',
    });
    expect(defaultSettings(none)).toMatchObject({
      preset: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: '',
    });
    expect(
      defaultSettings({ ...direct, baseUrl: 'http://localhost:11434/v1', apiKey: 'not-needed' }),
    ).toMatchObject({ preset: 'ollama', apiKey: '' });
  });
});
