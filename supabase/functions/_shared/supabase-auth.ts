/**
 * What every Edge Function of this project needs from Supabase itself, kept pure so vitest covers it:
 *  - the project's keys from the function's environment, preferring the new ones: `SUPABASE_SECRET_KEYS` /
 *    `SUPABASE_PUBLISHABLE_KEYS` (JSON objects the platform provides, `{"default": "sb_secret_…"}`), then a single
 *    `SUPABASE_SECRET_KEY` / `SUPABASE_PUBLISHABLE_KEY`, then the legacy `SUPABASE_SERVICE_ROLE_KEY` /
 *    `SUPABASE_ANON_KEY` (Supabase retires those by the end of 2026);
 *  - the caller's identity, from a user JWT verified with supabase-js `auth.getClaims()` against the project's
 *    signing keys (`SUPABASE_JWKS` when the platform provides it, else the project's cached JWKS endpoint). The
 *    functions run with `verify_jwt = false` (supabase/config.toml): the platform's own check predates signing
 *    keys and would refuse publishable keys, so each function checks the token itself, here.
 *
 * No npm imports: the Deno entries pass in the client they built.
 */
export type Env = (name: string) => string | undefined;

export interface SupabaseKeys {
  url: string;
  /** `sb_publishable_…` (or the legacy anon JWT): identifies the project, grants nothing beyond RLS. */
  publishableKey: string;
  /** `sb_secret_…` (or the legacy service_role JWT): bypasses RLS. Server side only. */
  secretKey: string;
  /** The project's JSON Web Key Set, when the platform provides it inline. */
  jwks: { keys: JsonWebKey[] } | undefined;
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The `default` key of a `{"name": "key"}` JSON object (or its first key), or undefined when unset or malformed. */
function fromKeyObject(raw: string | undefined): string | undefined {
  if (!text(raw)) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw!);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const keys = parsed as Record<string, unknown>;
    const value = keys.default ?? Object.values(keys)[0];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

function jwksFrom(raw: string | undefined): SupabaseKeys['jwks'] {
  if (!text(raw)) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw!);
    const keys = Array.isArray(parsed) ? parsed : (parsed as { keys?: unknown })?.keys;
    return Array.isArray(keys) && keys.length > 0 ? { keys: keys as JsonWebKey[] } : undefined;
  } catch {
    return undefined;
  }
}

export function readSupabaseKeys(env: Env): SupabaseKeys {
  return {
    url: text(env('SUPABASE_URL')) ?? '',
    publishableKey:
      fromKeyObject(env('SUPABASE_PUBLISHABLE_KEYS')) ??
      text(env('SUPABASE_PUBLISHABLE_KEY')) ??
      text(env('SUPABASE_ANON_KEY')) ??
      '',
    secretKey:
      fromKeyObject(env('SUPABASE_SECRET_KEYS')) ??
      text(env('SUPABASE_SECRET_KEY')) ??
      text(env('SUPABASE_SERVICE_ROLE_KEY')) ??
      '',
    jwks: jwksFrom(env('SUPABASE_JWKS')),
  };
}

/** The slice of a supabase-js client this module uses. */
export interface ClaimsClient {
  auth: {
    getClaims(
      jwt: string,
      options?: { jwks?: { keys: JsonWebKey[] } },
    ): Promise<{
      data: { claims: Record<string, unknown> } | null;
      error: { status?: number; name?: string } | null;
    }>;
  };
}

/**
 * The signed-in user a bearer token belongs to, or null when the token is missing its user, forged, expired, or
 * not a user's (the publishable or anon key, a service token). Throws when the check itself could not run (the
 * signing keys could not be fetched): that is an outage, not a refusal.
 */
export async function verifyUserToken(
  client: ClaimsClient,
  token: string,
  jwks?: SupabaseKeys['jwks'],
): Promise<{ id: string } | null> {
  const { data, error } = await client.auth.getClaims(token, jwks ? { jwks } : undefined);
  if (error) {
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) return null;
    throw new Error(`auth.getClaims failed (${error.name ?? 'error'} ${error.status ?? 'no status'})`);
  }
  const claims = data?.claims;
  if (!claims || claims.role !== 'authenticated' || typeof claims.sub !== 'string' || claims.sub === '')
    return null;
  if (claims.is_anonymous === true) return null;
  return { id: claims.sub };
}

/** The `Bearer` token of a request, or null. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}
