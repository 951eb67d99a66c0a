import { createRememberStorage, createSupabaseClient } from './client';

/**
 * A real supabase-js client (built by the app's own factory, so with the app's auth options) whose HTTP goes to
 * a scripted fake of Supabase's auth and REST endpoints. Tests assert the exact requests and feed back canned
 * GoTrue JSON. Not shipped: imported by tests only.
 */
export const PROJECT_URL = 'https://project.supabase.co';
export const APP_ORIGIN = 'https://app.example';
export const STORAGE_KEY = 'sb-project-auth-token';

export interface SentRequest {
  method: string;
  url: URL;
  /** Path and query, decoded. */
  target: string;
  headers: Headers;
  body: Record<string, unknown> | null;
}

export type Reply = {
  status?: number;
  json?: unknown;
  headers?: Record<string, string>;
  networkError?: boolean;
};

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export function fakeJwt(sub: string, expiresAt: number) {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub, exp: expiresAt, role: 'authenticated', aud: 'authenticated', session_id: 's-1' })}.signature`;
}

export function gotrueUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 'u-1',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'pat@example.com',
    email_confirmed_at: '2026-01-02T00:00:00Z',
    confirmed_at: '2026-01-02T00:00:00Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { full_name: 'Pat Lee' },
    identities: [
      {
        id: 'u-1',
        identity_id: 'id-1',
        user_id: 'u-1',
        provider: 'email',
        identity_data: { sub: 'u-1' },
        created_at: '2026-01-01T00:00:00Z',
      },
    ],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-02T00:00:00Z',
    ...overrides,
  };
}

export function gotrueSession(user = gotrueUser(), expiresIn = 3600) {
  const expiresAt = Math.floor(Date.now() / 1000) + expiresIn;
  return {
    access_token: fakeJwt(String(user.id), expiresAt),
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: 'refresh-1',
    user,
  };
}

/** GoTrue's error body: `{ code, error_code, msg }`. */
export const gotrueError = (status: number, code: string, msg: string): Reply => ({
  status,
  json: { code: status, error_code: code, msg },
});

export function fakeGoTrue(respond: (request: SentRequest) => Reply | undefined = () => undefined) {
  const requests: SentRequest[] = [];
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    const request: SentRequest = {
      method: init.method ?? 'GET',
      url,
      target: decodeURIComponent(url.pathname + url.search),
      headers: new Headers(init.headers),
      body,
    };
    requests.push(request);
    const reply = respond(request) ?? { json: {} };
    if (reply.networkError) throw new TypeError('Failed to fetch');
    return new Response(reply.json === undefined ? null : JSON.stringify(reply.json), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };
  const storage = createRememberStorage(localStorage, sessionStorage);
  const { client } = createSupabaseClient(
    { url: PROJECT_URL, publishableKey: 'anon-key' },
    { fetch: fetchFn as typeof fetch, storage },
  );
  return {
    client,
    storage,
    requests,
    /** Requests to one path, e.g. '/auth/v1/signup'. */
    to: (pathname: string) => requests.filter((r) => r.url.pathname === pathname),
  };
}
