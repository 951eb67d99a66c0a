/**
 * The app's configuration, read from the build-time environment once and checked here, so the rest of the
 * code asks `config.mode` instead of poking at `import.meta.env`. (Plain checks, not zod: this module is in
 * the first bundle of every page.)
 */
import { AI_MODEL_DEFAULTS } from '../../supabase/functions/_shared/ai-models.ts';

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

function httpUrl(name: string, v: unknown): string | undefined {
  const value = text(v);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/$/, '');
}

export type AppMode = 'local' | 'cloud';
export type AiMode = 'cloud' | 'direct' | 'none';

/** The variables the app reads (all optional; .env.example says what each does). */
export interface BuildEnv {
  VITE_SUPABASE_URL?: string;
  /** The project's publishable key (`sb_publishable_…`); the legacy anon key still works in its place. */
  VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  VITE_SUPABASE_ANON_KEY?: string;
  VITE_LOCAL_CONFIRM_EMAIL?: string;
  VITE_AI_BASE_URL?: string;
  VITE_AI_API_KEY?: string;
  VITE_AI_CHAT_MODEL?: string;
  VITE_AI_IMAGE_MODEL?: string;
  VITE_GEO_URL?: string;
  VITE_TURNSTILE_SITE_KEY?: string;
  /** `true`: a production build of local mode keeps the mailbox at /dev/mailbox (the end-to-end builds do). */
  VITE_LOCAL_MAILBOX?: string;
  /** Vite's own: true in `npm run dev`. */
  DEV?: boolean;
}

export interface AppConfig {
  mode: AppMode;
  /** `publishableKey` is public by design (RLS protects the data): `sb_publishable_…` or the legacy anon key. */
  supabase: { url: string; publishableKey: string } | null;
  localConfirmEmail: boolean;
  /**
   * Local mode's mailbox page (/dev/mailbox), where every e-mail the app "sends" lands: in development builds, in a
   * production build that asks for it (VITE_LOCAL_MAILBOX=true), and in one that requires e-mail confirmation (its
   * only way to read the confirmation). Anyone with the browser reads every account's mail there.
   */
  localMailbox: boolean;
  ai: {
    mode: AiMode;
    /** Base URL the OpenAI SDK talks to (the `ai` Edge Function in cloud mode). */
    baseUrl: string | null;
    /** Only in direct mode: the developer's own key for their own OpenAI-compatible server. */
    apiKey: string | null;
    chatModel: string;
    imageModel: string;
  };
  /** IP geolocation endpoint used once to guess the budget currency. */
  geoUrl: string;
  /** Cloud mode: the Cloudflare Turnstile site key that puts a challenge on the contact form (its secret is the `contact` function's). */
  turnstileSiteKey: string | null;
}

export function readConfig(env: BuildEnv): AppConfig {
  const supabaseUrl = httpUrl('VITE_SUPABASE_URL', env.VITE_SUPABASE_URL);
  const publishableKey = text(env.VITE_SUPABASE_PUBLISHABLE_KEY) ?? text(env.VITE_SUPABASE_ANON_KEY);
  const supabase = supabaseUrl && publishableKey ? { url: supabaseUrl, publishableKey } : null;
  // A cloud build talks to the `ai` function only: the direct-mode settings are not even read.
  const aiBaseUrl = supabase ? undefined : httpUrl('VITE_AI_BASE_URL', env.VITE_AI_BASE_URL);
  const aiMode: AiMode = supabase ? 'cloud' : aiBaseUrl ? 'direct' : 'none';
  return {
    mode: supabase ? 'cloud' : 'local',
    supabase,
    localConfirmEmail: text(env.VITE_LOCAL_CONFIRM_EMAIL) === 'true',
    localMailbox:
      !supabase &&
      (env.DEV === true ||
        text(env.VITE_LOCAL_MAILBOX) === 'true' ||
        text(env.VITE_LOCAL_CONFIRM_EMAIL) === 'true'),
    ai: {
      mode: aiMode,
      baseUrl: supabase ? `${supabase.url}/functions/v1/ai` : (aiBaseUrl ?? null),
      apiKey: aiMode === 'direct' ? (text(env.VITE_AI_API_KEY) ?? 'not-needed') : null,
      chatModel: text(env.VITE_AI_CHAT_MODEL) ?? AI_MODEL_DEFAULTS.chat,
      imageModel: text(env.VITE_AI_IMAGE_MODEL) ?? AI_MODEL_DEFAULTS.image,
    },
    geoUrl: httpUrl('VITE_GEO_URL', env.VITE_GEO_URL) ?? 'https://ipapi.co/json/',
    turnstileSiteKey: supabase ? (text(env.VITE_TURNSTILE_SITE_KEY) ?? null) : null,
  };
}

/**
 * Each variable by name: Vite replaces every `import.meta.env.NAME` with that one value at build time, so the
 * bundle holds exactly these. (Passing `import.meta.env` whole would copy every VITE_* variable of the build
 * environment in, a developer's AI key left in .env.local included.) Cloud builds also blank the direct-mode AI
 * settings before this code is compiled (scripts/build-mode.mjs), so the key cannot reach a cloud bundle at all.
 */
export const config: AppConfig = readConfig({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_PUBLISHABLE_KEY: import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  VITE_LOCAL_CONFIRM_EMAIL: import.meta.env.VITE_LOCAL_CONFIRM_EMAIL,
  VITE_AI_BASE_URL: import.meta.env.VITE_AI_BASE_URL,
  VITE_AI_API_KEY: import.meta.env.VITE_AI_API_KEY,
  VITE_AI_CHAT_MODEL: import.meta.env.VITE_AI_CHAT_MODEL,
  VITE_AI_IMAGE_MODEL: import.meta.env.VITE_AI_IMAGE_MODEL,
  VITE_GEO_URL: import.meta.env.VITE_GEO_URL,
  VITE_TURNSTILE_SITE_KEY: import.meta.env.VITE_TURNSTILE_SITE_KEY,
  VITE_LOCAL_MAILBOX: import.meta.env.VITE_LOCAL_MAILBOX,
  DEV: import.meta.env.DEV,
});
