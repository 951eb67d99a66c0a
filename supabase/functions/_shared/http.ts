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

/**
 * The body as text, or null when it is larger than `maxBytes`. A declared length over the cap is refused before a
 * byte is read; a body sent without one (chunked) is read only until it passes the cap. So a caller can never make a
 * function hold more than `maxBytes` of their request in memory.
 */
export async function readBodyText(req: Request, maxBytes: number): Promise<string | null> {
  if (declaredTooLarge(req, maxBytes)) return null;
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Whether the request says (Content-Length) it carries more than `maxBytes`, or says it unreadably. */
export function declaredTooLarge(req: Request, maxBytes: number): boolean {
  const declared = req.headers.get('content-length');
  return declared !== null && !(Number(declared) <= maxBytes);
}

/** A small JSON body, or null when it is too large or not JSON. */
export async function readJson(req: Request, maxBytes = 8 * 1024): Promise<unknown> {
  const raw = await readBodyText(req, maxBytes);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * The caller's address as the platform vouches for it: `cf-connecting-ip`, which Cloudflare (in front of every
 * Supabase project) sets and overwrites, else the right-most X-Forwarded-For entry (appended by the nearest proxy; a
 * caller can only add entries to its left). Never the first entry, which the caller writes. The SQL functions read
 * the same headers the same way (private.caller_address, migration …_caller_address.sql).
 */
export function clientAddress(req: Request): string {
  const cloudflare = req.headers.get('cf-connecting-ip')?.trim();
  if (cloudflare) return cloudflare.slice(0, 100);
  const last = req.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  return last ? last.slice(0, 100) : 'unknown';
}

/**
 * What a limit is keyed by: an IPv6 address's /64 (the block one home or one server is given, so rotating addresses
 * inside it is one caller), anything else as it is.
 */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address;
  const bare = address.split('%')[0]!.toLowerCase();
  const halves = bare.split('::');
  if (halves.length > 2) return address;
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const left = part(halves[0]);
  const right = part(halves[1]);
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 && missing < 1) return address;
  const groups = halves.length === 2 ? [...left, ...Array<string>(missing).fill('0'), ...right] : left;
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A comma-separated secret (allowed origins, model names) as a list; unset or empty is an empty list. */
export const commaList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
