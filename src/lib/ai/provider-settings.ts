/**
 * The couple's own AI provider (local mode, /settings → AI Provider): any OpenAI-compatible server, with presets
 * for the common ones. Kept in this browser for the signed-in account only (provider-store.ts) and sent nowhere
 * but the server it names. The build's variables are the default until the couple saves their own.
 */
import { z } from '@/lib/zod';
import type { AppConfig } from '@/lib/config';
import { AI_MODEL_DEFAULTS } from '../../../supabase/functions/_shared/ai-models.ts';

export type AiPresetId = 'openai' | 'openrouter' | 'ollama' | 'lmstudio' | 'custom';

export interface AiPreset {
  id: AiPresetId;
  name: string;
  baseUrl: string;
  chatModel: string;
  /** '' when the provider has no image model the mood board can use. */
  imageModel: string;
  /** Whether the server wants an API key. */
  needsKey: boolean;
  /** Said beside the image model when the provider makes no images (or only sometimes); null when it does. */
  imagesNote: string | null;
}

export const AI_PRESETS: readonly AiPreset[] = [
  {
    id: 'openai',
    name: 'OpenAI',
    baseUrl: 'https://api.openai.com/v1',
    chatModel: AI_MODEL_DEFAULTS.chat,
    imageModel: AI_MODEL_DEFAULTS.image,
    needsKey: true,
    imagesNote: null,
  },
  {
    id: 'openrouter',
    name: 'OpenRouter',
    baseUrl: 'https://openrouter.ai/api/v1',
    chatModel: `openai/${AI_MODEL_DEFAULTS.chat}`,
    imageModel: '',
    needsKey: true,
    imagesNote:
      "OpenRouter has no image endpoint (/images/generations) the mood board can use, so mood boards can't be made through it.",
  },
  {
    id: 'ollama',
    name: 'Ollama',
    baseUrl: 'http://localhost:11434/v1',
    chatModel: 'llama3.2',
    imageModel: '',
    needsKey: false,
    imagesNote:
      "Ollama makes images only with an image model pulled (an experimental feature, not on every computer). Name it here if you have one; otherwise mood boards can't be made through Ollama.",
  },
  {
    id: 'lmstudio',
    name: 'LM Studio',
    baseUrl: 'http://localhost:1234/v1',
    chatModel: '',
    imageModel: '',
    needsKey: false,
    imagesNote: "LM Studio serves text models only, so mood boards can't be made through it.",
  },
  {
    id: 'custom',
    name: 'Other OpenAI-compatible server',
    baseUrl: '',
    chatModel: '',
    imageModel: '',
    needsKey: false,
    imagesNote: null,
  },
];

export const presetById = (id: AiPresetId): AiPreset => AI_PRESETS.find((p) => p.id === id) ?? AI_PRESETS[4];

export const BASE_URL_MAX = 500;
export const API_KEY_MAX = 500;
export const MODEL_MAX = 200;

/** Hosts a plain-http address may name: this computer (the Content-Security-Policy allows exactly these). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Why an address can't be a provider, or null when it can: an http(s) URL without credentials in it, plain http
 * only for a server on this computer (a key sent in clear over a network is readable by anyone on it).
 */
export function baseUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter the full address, like https://api.openai.com/v1';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'Use an address that starts with https:// (or http:// for a server on this computer)';
  if (url.username || url.password)
    return 'Leave the user name and password out of the address; put a key in API key';
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname))
    return 'Plain http:// works only for a server on this computer (localhost or 127.0.0.1); use https:// for any other';
  return null;
}

export const aiProviderSettingsSchema = z.object({
  preset: z.enum(['openai', 'openrouter', 'ollama', 'lmstudio', 'custom']),
  baseUrl: z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, "Enter the server's address"),
      z.maxLength(BASE_URL_MAX, `Keep the address under ${BASE_URL_MAX} characters`),
      z.superRefine((value, ctx) => {
        const problem = baseUrlProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
    z.transform((value: string) => value.replace(/\/+$/, '')),
  ),
  apiKey: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(API_KEY_MAX, `Keep the key under ${API_KEY_MAX} characters`),
        z.regex(/^\S*$/, 'An API key has no spaces'),
      ),
    '',
  ),
  chatModel: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Choose a chat model'),
      z.maxLength(MODEL_MAX, `Keep the model name under ${MODEL_MAX} characters`),
    ),
  imageModel: z._default(
    z.string().check(z.trim(), z.maxLength(MODEL_MAX, `Keep the model name under ${MODEL_MAX} characters`)),
    '',
  ),
});
export type AiProviderSettings = z.output<typeof aiProviderSettingsSchema>;

/** Where the AI talks to and with which models. */
export interface AiProvider extends Omit<AppConfig['ai'], 'mode'> {
  /** cloud: the `ai` Edge Function; direct: the build's VITE_AI_BASE_URL; account: the couple's own settings; none. */
  mode: AppConfig['ai']['mode'] | 'account';
  /** The provider's name, shown beside the chat (the couple's own settings only). */
  name?: string;
  /** Why the mood board can't make images through this provider, when it can't. */
  imagesNote?: string | null;
}

/** The couple's settings as the provider the AI pages use. */
export function providerFromSettings(settings: AiProviderSettings): AiProvider {
  const preset = presetById(settings.preset);
  return {
    mode: 'account',
    baseUrl: settings.baseUrl,
    // The SDK wants a key; servers that need none (Ollama, LM Studio) ignore it.
    apiKey: settings.apiKey || 'not-needed',
    chatModel: settings.chatModel,
    imageModel: settings.imageModel,
    name: preset.id === 'custom' ? new URL(settings.baseUrl).host : preset.name,
    imagesNote: settings.imageModel
      ? null
      : (preset.imagesNote ?? "No image model is set, so mood boards can't be made."),
  };
}

/**
 * The provider in force: in a cloud build always the `ai` Edge Function (the couple's settings play no part);
 * in a local build the couple's saved settings, else the build's variables (direct mode), else none.
 */
export function providerInForce(build: AppConfig['ai'], stored: AiProviderSettings | null): AiProvider {
  if (build.mode === 'cloud' || !stored) return build;
  return providerFromSettings(stored);
}

/** What the settings form starts from when nothing is saved: the build's provider, if it has one. */
export function defaultSettings(build: AppConfig['ai']): AiProviderSettings {
  if (build.mode !== 'direct' || !build.baseUrl)
    return {
      preset: 'openai',
      baseUrl: AI_PRESETS[0].baseUrl,
      apiKey: '',
      chatModel: AI_PRESETS[0].chatModel,
      imageModel: AI_PRESETS[0].imageModel,
    };
  const preset = AI_PRESETS.find((p) => p.baseUrl && p.baseUrl === build.baseUrl)?.id ?? 'custom';
  return {
    preset,
    baseUrl: build.baseUrl,
    apiKey: build.apiKey && build.apiKey !== 'not-needed' ? build.apiKey : '',
    chatModel: build.chatModel,
    imageModel: build.imageModel,
  };
}

/** Reads stored settings, or null when there are none or they no longer pass the rules. */
export function parseStoredSettings(raw: string | null): AiProviderSettings | null {
  if (!raw) return null;
  try {
    const parsed = aiProviderSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
