/**
 * The `contact` Edge Function's request handler: a pure `(req, deps) => Response` (index.ts wires the real
 * dependencies). The contact form is the one thing a visitor may write, so it is the one thing a script would
 * flood: every message comes through here.
 *  - A honeypot: the form has a field people never see or fill (`website`); a request that fills it is answered
 *    like a success and stored nowhere, so a bot learns nothing.
 *  - A CAPTCHA when the operator sets TURNSTILE_SECRET_KEY (Cloudflare Turnstile; the site key is the build's
 *    VITE_TURNSTILE_SITE_KEY): the form's token is verified with Cloudflare before anything is stored.
 *  - A rate limit per sender in Postgres (public.submit_contact_message: 5 an hour and 20 a day per address,
 *    200 an hour in all), keyed by an HMAC of the address the platform vouches for (`clientAddress`: never an entry
 *    the caller wrote; an IPv6 caller by their /64), so the address itself is never stored.
 *  - The body's size is checked before it is read, and before anything else is done with the request.
 * The fields are validated with the limits the form and the table share.
 */
import { z } from 'zod';
import { addressKey, clientAddress, declaredTooLarge, readBodyText } from '../_shared/http.ts';

export const CONTACT_LIMITS = { name: 200, email: 320, subject: 200, message: 5000 } as const;
export const MAX_BODY_BYTES = 32 * 1024;
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export type SubmitResult = 'sent' | 'rate_limited' | 'busy';

export interface ContactMessageRow {
  ipHash: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactDeps {
  /** Browser origins allowed to call (env CONTACT_ALLOWED_ORIGINS, comma separated); empty means any. */
  allowedOrigins: string[];
  /** The HMAC key for sender hashes (env CONTACT_HASH_SECRET, else the project's secret key). */
  hashKey: string;
  /** Cloudflare Turnstile secret (env TURNSTILE_SECRET_KEY); empty: no CAPTCHA. */
  turnstileSecret: string;
  /** Stores the message unless over a limit (public.submit_contact_message with the secret key). */
  submit(row: ContactMessageRow): Promise<SubmitResult>;
  fetch: typeof fetch;
  logError?: (message: string, detail?: unknown) => void;
}

const field = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(
      max,
      `${label[0]!.toUpperCase()}${label.slice(1)} must be ${max.toLocaleString('en-US')} characters or fewer.`,
    );

const contactBody = z.object({
  name: field('your name', CONTACT_LIMITS.name),
  email: field('your email address', CONTACT_LIMITS.email).pipe(
    z.email('Please enter a valid email address, like name@example.com.'),
  ),
  subject: field('a subject', CONTACT_LIMITS.subject),
  message: field('a message', CONTACT_LIMITS.message),
  // The honeypot.
  website: z.string().max(2048).optional(),
  captchaToken: z.string().max(4096).optional(),
});

function corsHeaders(req: Request, deps: ContactDeps): Record<string, string> {
  const origin = req.headers.get('origin');
  const headers: Record<string, string> = {
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
    'access-control-max-age': '86400',
    vary: 'origin',
  };
  if (deps.allowedOrigins.length === 0) headers['access-control-allow-origin'] = '*';
  else if (origin && deps.allowedOrigins.includes(origin)) headers['access-control-allow-origin'] = origin;
  return headers;
}

const json = (
  cors: Record<string, string>,
  status: number,
  payload: unknown,
  extra: Record<string, string> = {},
) =>
  new Response(JSON.stringify(payload), {
    status,
    headers: { ...cors, 'content-type': 'application/json', ...extra },
  });
const failure = (
  cors: Record<string, string>,
  status: number,
  code: string,
  message: string,
  extra: Record<string, string> = {},
) => json(cors, status, { error: { code, message } }, extra);

/** HMAC-SHA256 of the address: stable for the rate limit, useless for finding who sent what. */
export async function hashIp(ip: string, key: string): Promise<string> {
  const hmacKey = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', hmacKey, new TextEncoder().encode(ip));
  return Array.from(new Uint8Array(signature), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Asks Cloudflare whether the form's Turnstile token is good (for this address). */
async function captchaPasses(token: string | undefined, ip: string, deps: ContactDeps): Promise<boolean> {
  if (!token) return false;
  const form = new URLSearchParams({ secret: deps.turnstileSecret, response: token });
  if (ip !== 'unknown') form.set('remoteip', ip);
  const response = await deps.fetch(TURNSTILE_VERIFY_URL, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Turnstile answered ${response.status}`);
  const result = (await response.json()) as { success?: unknown };
  return result.success === true;
}

const isContactPath = (url: string) => /^(?:\/functions\/v1)?\/contact\/?$/.test(new URL(url).pathname);

export async function handleContactRequest(req: Request, deps: ContactDeps): Promise<Response> {
  const cors = corsHeaders(req, deps);
  try {
    if (!isContactPath(req.url)) return failure(cors, 404, 'not_found', 'Not found.');
    if (declaredTooLarge(req, MAX_BODY_BYTES))
      return failure(cors, 413, 'too_large', 'The message is too large.');
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (req.method !== 'POST')
      return failure(cors, 405, 'method_not_allowed', 'Method not allowed. Use POST.', {
        allow: 'POST, OPTIONS',
      });

    const raw = await readBodyText(req, MAX_BODY_BYTES);
    if (raw === null) return failure(cors, 413, 'too_large', 'The message is too large.');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return failure(cors, 400, 'invalid_body', 'The request body must be JSON.');
    }
    const parsed = contactBody.safeParse(body);
    if (!parsed.success)
      return failure(cors, 400, 'invalid_body', parsed.error.issues[0]?.message ?? 'Check the form.');
    const { website, captchaToken, ...message } = parsed.data;

    // A bot filled the field people never see: answer as if sent, store nothing.
    if (website && website.trim() !== '') {
      deps.logError?.('contact: honeypot filled, message dropped');
      return json(cors, 200, { sent: true });
    }

    const ip = clientAddress(req);
    if (deps.turnstileSecret && !(await captchaPasses(captchaToken, ip, deps))) {
      return failure(
        cors,
        400,
        'captcha_failed',
        'Please complete the check that you are not a robot, then send again.',
      );
    }

    const result = await deps.submit({ ipHash: await hashIp(addressKey(ip), deps.hashKey), ...message });
    if (result === 'rate_limited') {
      return failure(
        cors,
        429,
        'rate_limited',
        'You have sent several messages in a short time. Please try again in an hour.',
        { 'retry-after': '3600' },
      );
    }
    if (result === 'busy') {
      return failure(
        cors,
        503,
        'busy',
        'We are receiving a lot of messages right now. Please try again later.',
        { 'retry-after': '3600' },
      );
    }
    return json(cors, 200, { sent: true });
  } catch (error) {
    deps.logError?.('contact: unexpected error', error instanceof Error ? error.message : error);
    return failure(
      cors,
      500,
      'internal_error',
      'Your message could not be sent. Please try again in a moment.',
    );
  }
}
