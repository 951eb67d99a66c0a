/**
 * The app's configuration, read from the build-time environment once and checked here, so the rest of the
 * code asks `config.mode` instead of poking at `import.meta.env`. (Plain checks, not zod: this module is in
 * the first bundle of every page.)
 */
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

function httpUrl(name: string, v: unknown): string | undefined {
  const value = text(v);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/$/, '');
}

export type AppMode = 'local' | 'cloud';
export type AiMode = 'cloud' | 'direct' | 'none';

export interface AppConfig {
  mode: AppMode;
  supabase: { url: string; anonKey: string } | null;
  localConfirmEmail: boolean;
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
}

export function readConfig(env: Record<string, unknown>): AppConfig {
  const supabaseUrl = httpUrl('VITE_SUPABASE_URL', env.VITE_SUPABASE_URL);
  const anonKey = text(env.VITE_SUPABASE_ANON_KEY);
  const aiBaseUrl = httpUrl('VITE_AI_BASE_URL', env.VITE_AI_BASE_URL);
  const supabase = supabaseUrl && anonKey ? { url: supabaseUrl, anonKey } : null;
  const aiMode: AiMode = supabase ? 'cloud' : aiBaseUrl ? 'direct' : 'none';
  return {
    mode: supabase ? 'cloud' : 'local',
    supabase,
    localConfirmEmail: text(env.VITE_LOCAL_CONFIRM_EMAIL) === 'true',
    ai: {
      mode: aiMode,
      baseUrl: supabase ? `${supabase.url}/functions/v1/ai` : (aiBaseUrl ?? null),
      apiKey: aiMode === 'direct' ? (text(env.VITE_AI_API_KEY) ?? 'not-needed') : null,
      chatModel: text(env.VITE_AI_CHAT_MODEL) ?? 'gpt-4o-mini',
      imageModel: text(env.VITE_AI_IMAGE_MODEL) ?? 'dall-e-3',
    },
    geoUrl: httpUrl('VITE_GEO_URL', env.VITE_GEO_URL) ?? 'https://ipapi.co/json/',
  };
}

export const config: AppConfig = readConfig(import.meta.env);
