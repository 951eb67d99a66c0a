// @ts-check
/**
 * The app's Content-Security-Policy and other security headers, generated from the build-time environment in
 * this one place. Used at build time (dist/_headers for Netlify / Cloudflare Pages) and by `vite preview`, so
 * the end-to-end suite runs under exactly the policy that ships. Never imported by the browser bundle.
 *
 * The origins mirror `readConfig` in src/lib/config.ts (its test keeps the two in step):
 *  - cloud mode (VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY, or the legacy anon key, both set; see
 *    scripts/build-mode.mjs): the Supabase project over https, its realtime websocket, and the `ai` and `contact`
 *    Edge Functions (same origin); with VITE_TURNSTILE_SITE_KEY, Cloudflare Turnstile's script and frame;
 *  - local mode: any https origin and any port on this computer (http://localhost:*, http://127.0.0.1:*), because
 *    the couple chooses their own AI provider in /settings (OpenAI, OpenRouter, or Ollama / LM Studio on their own
 *    machine) after the build; plus VITE_AI_BASE_URL's origin when it is plain http on another host;
 *  - VITE_GEO_URL (default https://ipapi.co/json/), fetched once to guess the budget currency.
 */
import { isCloud } from './build-mode.mjs';

/** @typedef {Record<string, string | undefined>} Env */

const text = (/** @type {unknown} */ v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** @param {string} name @param {unknown} value */
function httpOrigin(name, value) {
  const raw = text(value);
  if (raw === undefined) return undefined;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return url.origin;
}

export const DEFAULT_GEO_URL = 'https://ipapi.co/json/';
/** Cloudflare Turnstile (the contact form's optional challenge) loads its script and its widget from here. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/** The Turnstile origin when a cloud build puts the challenge on the contact form. @param {Env} env */
const turnstileOrigins = (env) =>
  isCloud(env) && text(env.VITE_TURNSTILE_SITE_KEY) ? [TURNSTILE_ORIGIN] : [];

/**
 * Where a local build lets the couple's own AI provider be: any https server, or a server on this computer on any
 * port. This is the user's own provider, chosen in /settings after the build, so the build cannot name it.
 */
export const LOCAL_PROVIDER_SOURCES = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'];

/** Whether LOCAL_PROVIDER_SOURCES already allow an origin. @param {string} origin */
const coveredLocally = (origin) => {
  const { protocol, hostname } = new URL(origin);
  return protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1';
};

/**
 * Every origin the app may open a connection to, besides its own. Cloud builds keep a strict list (the Supabase
 * project; the AI goes through its `ai` function); local builds allow the couple's own provider wherever it is.
 * @param {Env} env
 */
export function connectOrigins(env) {
  const supabase = isCloud(env) ? httpOrigin('VITE_SUPABASE_URL', env.VITE_SUPABASE_URL) : undefined;
  const geo = httpOrigin('VITE_GEO_URL', env.VITE_GEO_URL) ?? new URL(DEFAULT_GEO_URL).origin;
  if (supabase) {
    // Realtime subscriptions use a websocket on the same host.
    return [...new Set([supabase, supabase.replace(/^http/, 'ws'), geo])];
  }
  const ai = httpOrigin('VITE_AI_BASE_URL', env.VITE_AI_BASE_URL);
  const extra = [ai, geo].filter((origin) => origin !== undefined && !coveredLocally(origin));
  return [...new Set([...LOCAL_PROVIDER_SOURCES, ...extra])];
}

/**
 * Image origins beyond `https:`: the Supabase project (Storage: invitation images, mood boards) and, in direct
 * mode, the AI server, whose image URLs may be plain http on a developer's machine.
 * @param {Env} env
 */
export function imageOrigins(env) {
  const cloud = isCloud(env) && httpOrigin('VITE_SUPABASE_URL', env.VITE_SUPABASE_URL);
  const ai = cloud ? undefined : httpOrigin('VITE_AI_BASE_URL', env.VITE_AI_BASE_URL);
  return ai?.startsWith('http:') ? [ai] : [];
}

/**
 * The policy, directive by directive. Why each source is there:
 *  - script-src 'self': the built index.html has no inline script (checked at build time and by a test).
 *  - style-src 'self' 'unsafe-inline': Radix's scroll lock (react-remove-scroll, used by dialogs and menus)
 *    injects a <style> element at run time, and a few components set style attributes; a static host cannot
 *    give those a per-response nonce. Styles cannot run code, so this is the accepted trade-off.
 *  - img-src data: (inline SVG/icons), blob: (mood-board images and uploaded invitation images are stored
 *    blobs), https: (registry items and photo ideas show reference images from any https URL the couple
 *    pastes; safeHttpUrl() refuses everything but http(s)), which covers Supabase Storage; plus a plain-http AI
 *    server in local direct mode (imageOrigins). An image cannot run script or read the page.
 *  - connect-src: see connectOrigins().
 *  - object-src 'none', base-uri 'self', frame-ancestors 'none' (no clickjacking), form-action 'self'.
 *  - script-src and frame-src gain Cloudflare's Turnstile origin only in a cloud build with VITE_TURNSTILE_SITE_KEY.
 * @param {Env} env
 */
export function cspDirectives(env) {
  const turnstile = turnstileOrigins(env);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...turnstile],
    ...(turnstile.length ? { 'frame-src': turnstile } : {}),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins(env)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectOrigins(env)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

/** @param {Env} env */
export const contentSecurityPolicy = (env) =>
  Object.entries(cspDirectives(env))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/**
 * Headers for every response. HSTS is left to the host's HTTPS settings (it means nothing over http://).
 * @param {Env} env
 * @returns {Record<string, string>}
 */
export function securityHeaders(env) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/**
 * dist/_headers in the format Netlify and Cloudflare Pages read: a path pattern, then indented headers.
 * Hashed assets never change, so they may be cached for a year.
 * @param {Env} env
 */
export function headersFile(env) {
  const block = (/** @type {string} */ pattern, /** @type {Record<string, string>} */ headers) =>
    [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  return `${block('/*', securityHeaders(env))}\n${block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' })}\n`;
}

/**
 * Reads a _headers file back: the headers that apply to `pathname`, later blocks winning.
 * @param {string} file
 * @param {string} pathname
 */
export function headersFor(file, pathname) {
  /** @type {Record<string, string>} */
  const out = {};
  let applies = false;
  for (const line of file.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      applies = pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
    } else if (applies) {
      const at = line.indexOf(':');
      out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return out;
}

/**
 * Inline code in built HTML that a `script-src 'self'` policy would block: <script> without src, inline event
 * handlers, javascript: URLs. Returns what it found (empty when clean).
 * @param {string} html
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const found = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    const isData = /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attrs);
    if (!/\bsrc\s*=/.test(attrs) && !isData) found.push(`inline <script>: ${m[2].trim().slice(0, 60)}`);
  }
  for (const m of html.matchAll(/<[^>]+\s(on[a-z]+)\s*=/gi)) found.push(`inline handler ${m[1]}`);
  if (/\b(href|src|action)\s*=\s*["']?\s*javascript:/i.test(html)) found.push('javascript: URL');
  return found;
}
