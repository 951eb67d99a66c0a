// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_LIMITS as FORM_LIMITS } from '../../../src/features/marketing/contact-schema';
import {
  CONTACT_LIMITS,
  handleContactRequest,
  hashIp,
  TURNSTILE_VERIFY_URL,
  type ContactDeps,
  type ContactMessageRow,
  type SubmitResult,
} from './handler.ts';

const URL_BASE = 'https://proj.supabase.co/functions/v1/contact';
const good = { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'A question about venues' };

function setup(overrides: Partial<ContactDeps> = {}, results: SubmitResult[] = []) {
  const stored: ContactMessageRow[] = [];
  const deps: ContactDeps = {
    allowedOrigins: [],
    hashKey: 'hash-key',
    turnstileSecret: '',
    submit: vi.fn(async (row: ContactMessageRow) => {
      const result = results.shift() ?? 'sent';
      if (result === 'sent') stored.push(row);
      return result;
    }),
    fetch: vi.fn(async () => Response.json({ success: true })) as unknown as typeof fetch,
    logError: vi.fn(),
    ...overrides,
  };
  return { deps, stored };
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(URL_BASE, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': '203.0.113.7',
      'x-forwarded-for': '203.0.113.7',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('the contact function', () => {
  it('stores a good message with an HMAC of the sender’s address, never the address', async () => {
    const { deps, stored } = setup();
    const response = await handleContactRequest(post(good), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true });
    expect(stored).toEqual([{ ...good, ipHash: await hashIp('203.0.113.7', 'hash-key') }]);
    expect(stored[0].ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain('203.0.113.7');
  });

  it('a filled honeypot looks like a success to the bot, and nothing is stored', async () => {
    const { deps, stored } = setup();
    const response = await handleContactRequest(post({ ...good, website: 'http://spam.example' }), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true });
    expect(stored).toEqual([]);
    expect(deps.submit).not.toHaveBeenCalled();
  });

  it('over the per-address limit: 429 with a clear message; the flood guard: 503', async () => {
    const { deps } = setup({}, ['rate_limited', 'busy']);
    const limited = await handleContactRequest(post(good), deps);
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/try again in an hour/),
    });
    expect((await handleContactRequest(post(good), deps)).status).toBe(503);
  });

  it.each([
    ['a blank name', { ...good, name: '  ' }],
    ['a bad email', { ...good, email: 'ann.example.com' }],
    ['a message over 5,000 characters', { ...good, message: 'm'.repeat(5001) }],
    ['a missing subject', { name: 'Ann', email: 'ann@example.com', message: 'Hi' }],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const { deps } = setup();
    const response = await handleContactRequest(post(body), deps);
    expect(response.status).toBe(400);
    expect(deps.submit).not.toHaveBeenCalled();
  });

  it('refuses non-JSON (400), oversized bodies (413), other methods (405) and other paths (404)', async () => {
    const { deps } = setup();
    expect((await handleContactRequest(post('hello'), deps)).status).toBe(400);
    expect((await handleContactRequest(post({ ...good, message: 'm'.repeat(40_000) }), deps)).status).toBe(
      413,
    );
    expect((await handleContactRequest(new Request(URL_BASE, { method: 'GET' }), deps)).status).toBe(405);
    expect(
      (await handleContactRequest(new Request(`${URL_BASE}/extra`, { method: 'POST', body: '{}' }), deps))
        .status,
    ).toBe(404);
    expect((await handleContactRequest(new Request(URL_BASE, { method: 'OPTIONS' }), deps)).status).toBe(204);
    expect(deps.submit).not.toHaveBeenCalled();
  });

  it('keys the sender on the address the platform vouches for: a rotated X-Forwarded-For is the same sender', async () => {
    const { deps, stored } = setup();
    for (let i = 0; i < 3; i++)
      await handleContactRequest(post(good, { 'x-forwarded-for': `10.9.0.${i}, 203.0.113.7` }), deps);
    // Without Cloudflare's header, the right-most hop decides, never what the caller put first.
    const noCf = { 'cf-connecting-ip': '', 'x-forwarded-for': '10.9.9.9, 203.0.113.7' };
    await handleContactRequest(post(good, noCf), deps);
    const hash = await hashIp('203.0.113.7', 'hash-key');
    expect(stored.map((row) => row.ipHash)).toEqual([hash, hash, hash, hash]);
  });

  it('refuses a body declared too large before reading it, and stops reading one that grows too large', async () => {
    const { deps } = setup();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024).fill(120));
      },
    });
    const declared = new Request(URL_BASE, {
      method: 'POST',
      headers: { 'content-length': String(10 * 1024 * 1024) },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect((await handleContactRequest(declared, deps)).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
    const chunked = new Request(URL_BASE, { method: 'POST', body: endless, duplex: 'half' } as RequestInit);
    expect((await handleContactRequest(chunked, deps)).status).toBe(413);
    expect(pulled).toBeLessThan(10);
    expect(deps.submit).not.toHaveBeenCalled();
  });

  it('the same limits as the form and the table', () => {
    expect(CONTACT_LIMITS).toEqual(FORM_LIMITS);
  });

  it('a database failure is a clean 500', async () => {
    const { deps } = setup({
      submit: vi.fn(async () => {
        throw new Error('db down');
      }),
    });
    const response = await handleContactRequest(post(good), deps);
    expect(response.status).toBe(500);
    expect(await errorOf(response)).toMatchObject({ code: 'internal_error' });
  });
});

describe('with a CAPTCHA secret (Cloudflare Turnstile)', () => {
  const turnstile = (success: boolean) =>
    vi.fn(async () => Response.json({ success })) as unknown as typeof fetch;

  it('verifies the form’s token with Cloudflare, with the sender’s address, before storing', async () => {
    const { deps, stored } = setup({ turnstileSecret: 'ts-secret', fetch: turnstile(true) });
    expect((await handleContactRequest(post({ ...good, captchaToken: 'tok' }), deps)).status).toBe(200);
    const [url, init] = (deps.fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0] as [
      string,
      RequestInit,
    ];
    expect(url).toBe(TURNSTILE_VERIFY_URL);
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      secret: 'ts-secret',
      response: 'tok',
      remoteip: '203.0.113.7',
    });
    expect(stored).toHaveLength(1);
  });

  it('refuses a missing or failed token, storing nothing', async () => {
    const { deps } = setup({ turnstileSecret: 'ts-secret', fetch: turnstile(false) });
    const missing = await handleContactRequest(post(good), deps);
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toMatchObject({ code: 'captcha_failed' });
    expect((await handleContactRequest(post({ ...good, captchaToken: 'bad' }), deps)).status).toBe(400);
    expect(deps.submit).not.toHaveBeenCalled();
  });

  it('without the secret, no token is needed and Cloudflare is never called', async () => {
    const { deps } = setup();
    expect((await handleContactRequest(post(good), deps)).status).toBe(200);
    expect(deps.fetch).not.toHaveBeenCalled();
  });
});

describe('CORS', () => {
  it('echoes only listed origins when CONTACT_ALLOWED_ORIGINS is set', async () => {
    const { deps } = setup({ allowedOrigins: ['https://app.example'] });
    expect(
      (await handleContactRequest(post(good, { origin: 'https://app.example' }), deps)).headers.get(
        'access-control-allow-origin',
      ),
    ).toBe('https://app.example');
    expect(
      (await handleContactRequest(post(good, { origin: 'https://evil.example' }), deps)).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });
});
