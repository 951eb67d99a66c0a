import OpenAI from 'openai';
import { config, type AppConfig } from '@/lib/config';

/** Why the AI features can't run right now, or null when a client can be built. */
export type AiUnavailable = 'not-configured' | 'needs-account';

/**
 * One factory for the official OpenAI SDK client, whatever the provider mode (DESIGN.md §4):
 * - cloud: the `ai` Edge Function is the base URL and the user's Supabase access token is the bearer, so the
 *   provider key never reaches the browser;
 * - direct: a developer's own OpenAI-compatible server (`VITE_AI_BASE_URL`, `VITE_AI_API_KEY`);
 * - none: no client; the pages explain how to configure one.
 * Built per request with the current token (tokens refresh; the client is cheap).
 */
export function createAiClient(
  accessToken: string | null,
  ai: AppConfig['ai'] = config.ai,
): { client: OpenAI; unavailable: null } | { client: null; unavailable: AiUnavailable } {
  if (ai.mode === 'none' || !ai.baseUrl) return { client: null, unavailable: 'not-configured' };
  const apiKey = ai.mode === 'cloud' ? accessToken : ai.apiKey;
  // Cloud mode without a Supabase token (the demo account signs in without a server) can't pass the function's JWT check.
  if (!apiKey) return { client: null, unavailable: 'needs-account' };
  const client = new OpenAI({
    apiKey,
    baseURL: ai.baseUrl,
    // The SDK's own defaults, stated so a reader (and a test) can see them: 10 minutes, two retries.
    timeout: 600_000,
    maxRetries: 2,
    // The key in direct mode is the developer's own, for their own server; in cloud mode it is the user's JWT.
    dangerouslyAllowBrowser: true,
  });
  return { client, unavailable: null };
}
