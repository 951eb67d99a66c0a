import { AI_MODEL_DEFAULTS } from '../../../supabase/functions/_shared/ai-models.ts';
import { AI_PRESETS, type AiPreset } from './provider-settings';

/** A provider found running on this computer, with the models it serves. */
export interface FoundProvider {
  preset: AiPreset;
  models: string[];
}

/** Long enough for a local server to answer, short enough that nobody waits on it. */
export const PROBE_TIMEOUT_MS = 1500;

const LOCAL_PRESETS = AI_PRESETS.filter((p) => p.id === 'ollama' || p.id === 'lmstudio');

/** The model ids of an OpenAI-style `GET /models` answer, or null when it is not one. */
export function modelIds(body: unknown): string[] | null {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return null;
  return data
    .map((m) => (m as { id?: unknown } | null)?.id)
    .filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200);
}

/**
 * Asks Ollama and LM Studio, at their usual addresses, for their models (`GET /v1/models`), all at once and each
 * with a short timeout, and answers with the first that replies (Ollama before LM Studio), or null. Quiet by
 * design: a server that is not running is the usual case, so nothing is thrown or logged.
 */
export async function probeLocalProviders({
  fetchImpl = (...args) => fetch(...args),
  timeoutMs = PROBE_TIMEOUT_MS,
}: { fetchImpl?: typeof fetch; timeoutMs?: number } = {}): Promise<FoundProvider | null> {
  const ask = async (preset: AiPreset): Promise<FoundProvider | null> => {
    try {
      const response = await fetchImpl(`${preset.baseUrl}/models`, {
        signal: AbortSignal.timeout(timeoutMs),
        // No cookies or credentials go to a local server; none are needed.
        credentials: 'omit',
      });
      if (!response.ok) return null;
      const models = modelIds(await response.json());
      return models ? { preset, models } : null;
    } catch {
      return null;
    }
  };
  const answers = await Promise.all(LOCAL_PRESETS.map(ask));
  return answers.find((a) => a !== null) ?? null;
}

let probed: Promise<FoundProvider | null> | null = null;

/** The probe, run once per page load however many pages ask (the answer rarely changes while the app is open). */
export function probeOnce(): Promise<FoundProvider | null> {
  probed ??= probeLocalProviders();
  return probed;
}

/**
 * Whether the app may probe without being asked: when it is itself served from this computer, as in a local-mode
 * set-up. From a hosted site the browser may ask the couple's permission to reach their local network, which
 * should follow a click, not a page load (the settings offer a button for it).
 */
export const mayProbeUnasked = (hostname: string = window.location.hostname) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

const NOT_CHAT = /embed|whisper|tts|transcri|image|dall-e|rerank|moderation/i;

/**
 * A chat model from a server's list: `preferred` when it is there, else the app's default chat model, else the
 * first that is not obviously another kind (embeddings, speech, images).
 */
export function pickChatModel(models: readonly string[], preferred = ''): string {
  for (const wanted of [preferred, AI_MODEL_DEFAULTS.chat])
    if (wanted && models.includes(wanted)) return wanted;
  return models.find((m) => !NOT_CHAT.test(m)) ?? models[0] ?? preferred;
}

/** An image model from a server's list: `preferred` or the app's default when there, else one that looks like one, else ''. */
export function pickImageModel(models: readonly string[], preferred = ''): string {
  for (const wanted of [preferred, AI_MODEL_DEFAULTS.image])
    if (wanted && models.includes(wanted)) return wanted;
  return models.find((m) => /gpt-image|dall-e|image/i.test(m)) ?? '';
}
