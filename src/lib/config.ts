import { z } from 'zod';

/**
 * The app's configuration, read from the build-time environment once and validated here, so the rest of
 * the code asks `config.mode` instead of poking at `import.meta.env`.
 */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional());
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z.object({
  VITE_SUPABASE_URL: optionalUrl,
  VITE_SUPABASE_ANON_KEY: optionalText,
  VITE_LOCAL_CONFIRM_EMAIL: optionalText,
  VITE_AI_BASE_URL: optionalUrl,
  VITE_AI_API_KEY: optionalText,
  VITE_AI_CHAT_MODEL: optionalText,
  VITE_AI_IMAGE_MODEL: optionalText,
  VITE_GEO_URL: optionalUrl,
});

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
  const e = envSchema.parse(env);
  const supabase = e.VITE_SUPABASE_URL && e.VITE_SUPABASE_ANON_KEY ? { url: e.VITE_SUPABASE_URL.replace(/\/$/, ''), anonKey: e.VITE_SUPABASE_ANON_KEY } : null;
  const aiMode: AiMode = supabase ? 'cloud' : e.VITE_AI_BASE_URL ? 'direct' : 'none';
  return {
    mode: supabase ? 'cloud' : 'local',
    supabase,
    localConfirmEmail: e.VITE_LOCAL_CONFIRM_EMAIL === 'true',
    ai: {
      mode: aiMode,
      baseUrl: aiMode === 'cloud' ? `${supabase!.url}/functions/v1/ai` : aiMode === 'direct' ? e.VITE_AI_BASE_URL!.replace(/\/$/, '') : null,
      apiKey: aiMode === 'direct' ? (e.VITE_AI_API_KEY ?? 'not-needed') : null,
      chatModel: e.VITE_AI_CHAT_MODEL ?? 'gpt-4o-mini',
      imageModel: e.VITE_AI_IMAGE_MODEL ?? 'dall-e-3',
    },
    geoUrl: e.VITE_GEO_URL ?? 'https://ipapi.co/json/',
  };
}

export const config: AppConfig = readConfig(import.meta.env);
