// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAKE, FORBIDDEN, fakeSupabaseKey, findLeaks } from './secrets.mjs';

function distWith(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const secrets = { SUPABASE_SERVICE_ROLE_KEY: FAKE.serviceRoleKey, OPENAI_API_KEY: FAKE.openAiKey };

describe('secret scan', () => {
  it('passes a build that holds only the public keys (publishable, or the legacy anon JWT)', () => {
    expect(
      findLeaks(
        distWith({
          'assets/index.js': `const k="${FAKE.anonKey}";const p="${FAKE.publishableKey}";`,
          'index.html': '<html></html>',
        }),
        FORBIDDEN,
      ),
    ).toEqual([]);
  });

  it('finds the direct-mode AI key (any shape) and Supabase secret keys (sb_secret_…), named or not', () => {
    const dir = distWith({
      'assets/a.js': `apiKey:"${FAKE.directAiKey}"`,
      'assets/b.js': 'k="sb_secret_someOtherProjectKey123"',
    });
    expect(findLeaks(dir, FORBIDDEN)).toEqual([
      'assets/a.js: contains VITE_AI_API_KEY',
      'assets/b.js: contains a Supabase secret key sb_secret_so…',
    ]);
  });

  it('finds the service-role key and the AI key it was told about', () => {
    const dir = distWith({
      'assets/a.js': `x("${FAKE.serviceRoleKey}")`,
      'assets/b.js': `apiKey:"${FAKE.openAiKey}"`,
    });
    expect(findLeaks(dir, secrets)).toEqual([
      'assets/a.js: contains SUPABASE_SERVICE_ROLE_KEY',
      'assets/a.js: contains a service_role JWT',
      'assets/b.js: contains OPENAI_API_KEY',
      'assets/b.js: contains an OpenAI-style key sk-proj-…',
    ]);
  });

  it('finds keys it was not told about: any service_role JWT and any sk- key', () => {
    const other = fakeSupabaseKey('service_role').replace('fake-signature', 'other');
    const dir = distWith({ 'assets/c.js': `a="${other}";b="sk-abcdefghijklmnopqrstuvwxyz123456"` });
    expect(findLeaks(dir, secrets)).toEqual([
      'assets/c.js: contains an OpenAI-style key sk-abcde…',
      'assets/c.js: contains a service_role JWT',
    ]);
  });
});
