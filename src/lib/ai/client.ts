import type OpenAI from 'openai';
import { config } from '@/lib/config';
import type { AiProvider } from './provider-settings';

/**
 * Why an AI feature can't run right now, or null when it can: no provider, cloud mode without a signed-in account,
 * or (for the mood board) a provider with no image model.
 */
export type AiUnavailable = 'not-configured' | 'needs-account' | 'no-images';

/**
 * Whether an AI client can be built for the mode in force (docs/architecture.md §4): none → not configured; cloud
 * needs a Supabase access token (the demo account signs in without a server, so it has none).
 */
export function aiUnavailable(accessToken: string | null, ai: AiProvider = config.ai): AiUnavailable | null {
  if (ai.mode === 'none' || !ai.baseUrl) return 'not-configured';
  if (ai.mode === 'cloud' && !accessToken) return 'needs-account';
  return null;
}

/** Starts loading the SDK ahead of the first request (it is only fetched on the AI pages). */
export const preloadAiSdk = () => import('openai');

/**
 * One factory for the official OpenAI SDK client, whatever the provider mode:
 * - cloud: the `ai` Edge Function is the base URL and the user's Supabase access token is the bearer, so the
 *   provider key never reaches the browser;
 * - direct: a developer's own OpenAI-compatible server (`VITE_AI_BASE_URL`, `VITE_AI_API_KEY`);
 * - account: the server the couple chose in /settings (local mode), with their key if it needs one;
 * - none: no client (null); the pages explain how to configure one.
 * Built per request with the current token (tokens refresh; the client is cheap). The SDK is loaded on first use,
 * so the page paints without it.
 */
export async function createAiClient(
  accessToken: string | null,
  ai: AiProvider = config.ai,
): Promise<OpenAI | null> {
  if (aiUnavailable(accessToken, ai)) return null;
  const { default: OpenAIClient } = await preloadAiSdk();
  return new OpenAIClient({
    apiKey: ai.mode === 'cloud' ? accessToken! : ai.apiKey!,
    baseURL: ai.baseUrl!,
    // The SDK's own defaults, stated so a reader (and a test) can see them: 10 minutes, two retries.
    timeout: 600_000,
    maxRetries: 2,
    // The key is the developer's own (direct) or the couple's (account), for the server they chose; in cloud mode
    // it is the user's JWT.
    dangerouslyAllowBrowser: true,
  });
}
