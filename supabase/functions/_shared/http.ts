/**
 * What the JSON Edge Functions answer with: CORS for the app's origins (an empty list allows any: the credential is a
 * bearer token, not a cookie), and JSON bodies. No npm imports, so vitest runs it as it is.
 */
export function corsHeaders(req: Request, allowedOrigins: readonly string[]): Record<string, string> {
  const origin = req.headers.get('origin');
  const headers: Record<string, string> = {
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
    'access-control-max-age': '86400',
    vary: 'origin',
  };
  if (allowedOrigins.length === 0) headers['access-control-allow-origin'] = '*';
  else if (origin && allowedOrigins.includes(origin)) headers['access-control-allow-origin'] = origin;
  return headers;
}

export const jsonResponse = (cors: Record<string, string>, status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { ...cors, 'content-type': 'application/json' } });

/** A refusal the app shows as it is: `{ error: "<sentence>" }`. */
export const refusal = (cors: Record<string, string>, status: number, message: string) =>
  jsonResponse(cors, status, { error: message });

/** A small JSON body, or null when it is too large or not JSON. */
export async function readJson(req: Request, maxBytes = 8 * 1024): Promise<unknown> {
  const raw = await req.text();
  if (new TextEncoder().encode(raw).length > maxBytes) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A comma-separated secret (allowed origins, model names) as a list; unset or empty is an empty list. */
export const commaList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
