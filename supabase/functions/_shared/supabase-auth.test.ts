// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { bearerToken, readSupabaseKeys, verifyUserToken, type ClaimsClient } from './supabase-auth.ts';

const envOf = (values: Record<string, string>) => (name: string) => values[name];

describe('readSupabaseKeys', () => {
  it('prefers the new keys the platform provides as JSON objects', () => {
    const keys = readSupabaseKeys(
      envOf({
        SUPABASE_URL: 'https://p.supabase.co',
        SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_a"}',
        SUPABASE_SECRET_KEYS: '{"default":"sb_secret_b","other":"sb_secret_c"}',
        SUPABASE_ANON_KEY: 'legacy-anon',
        SUPABASE_SERVICE_ROLE_KEY: 'legacy-service',
        SUPABASE_JWKS: '{"keys":[{"kid":"1"}]}',
      }),
    );
    expect(keys).toEqual({
      url: 'https://p.supabase.co',
      publishableKey: 'sb_publishable_a',
      secretKey: 'sb_secret_b',
      jwks: { keys: [{ kid: '1' }] },
    });
  });

  it('falls back to single keys, then to the legacy anon and service_role keys', () => {
    expect(
      readSupabaseKeys(
        envOf({ SUPABASE_SECRET_KEY: 'sb_secret_1', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_1' }),
      ),
    ).toMatchObject({ secretKey: 'sb_secret_1', publishableKey: 'sb_publishable_1' });
    expect(
      readSupabaseKeys(
        envOf({
          SUPABASE_SECRET_KEYS: 'not json',
          SUPABASE_SERVICE_ROLE_KEY: 'legacy-service',
          SUPABASE_ANON_KEY: 'legacy-anon',
        }),
      ),
    ).toMatchObject({
      secretKey: 'legacy-service',
      publishableKey: 'legacy-anon',
      jwks: undefined,
    });
    expect(readSupabaseKeys(envOf({ SUPABASE_JWKS: '[{"kid":"2"}]' })).jwks).toEqual({
      keys: [{ kid: '2' }],
    });
  });
});

describe('verifyUserToken', () => {
  const client = (result: Awaited<ReturnType<ClaimsClient['auth']['getClaims']>>) => ({
    auth: { getClaims: vi.fn(async () => result) },
  });

  it('returns the user of a verified user token, passing the JWKS on', async () => {
    const c = client({ data: { claims: { sub: 'u1', role: 'authenticated' } }, error: null });
    expect(await verifyUserToken(c, 'jwt', { keys: [] })).toEqual({ id: 'u1' });
    expect(c.auth.getClaims).toHaveBeenCalledWith('jwt', { jwks: { keys: [] } });
  });

  it.each([
    ['a forged or expired token', { data: null, error: { status: 400, name: 'AuthInvalidJwtError' } }],
    ['a token the auth server refuses', { data: null, error: { status: 403 } }],
    ['the anon key (role anon)', { data: { claims: { sub: '', role: 'anon' } }, error: null }],
    ['a service token (no sub)', { data: { claims: { role: 'service_role' } }, error: null }],
    [
      'an anonymous sign-in',
      { data: { claims: { sub: 'u2', role: 'authenticated', is_anonymous: true } }, error: null },
    ],
  ])('refuses %s', async (_name, result) => {
    expect(await verifyUserToken(client(result as never), 'jwt')).toBeNull();
  });

  it('throws when the check could not run (an outage is not a refusal)', async () => {
    await expect(
      verifyUserToken(client({ data: null, error: { status: 0, name: 'AuthRetryableFetchError' } }), 'jwt'),
    ).rejects.toThrow(/getClaims failed/);
  });
});

describe('bearerToken', () => {
  it('reads a Bearer token and nothing else', () => {
    const req = (authorization: string) => new Request('http://x', { headers: { authorization } });
    expect(bearerToken(req('Bearer abc.def'))).toBe('abc.def');
    expect(bearerToken(req('Basic abc'))).toBeNull();
    expect(bearerToken(req('Bearer'))).toBeNull();
  });
});
