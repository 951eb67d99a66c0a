import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { ImageGenerateParamsNonStreaming } from 'openai/resources/images';
import { config } from '@/lib/config';
import { isDallEModel } from '../../../supabase/functions/_shared/ai-models.ts';
import { REFINE_MAX_TOKENS } from '../../../supabase/functions/_shared/ai-prompts.ts';
import { buildImagePromptMessages, serverAddsPrompt } from './prompts';
import { imageRateLimiter, type RateLimiter } from './rate-limit';

/** Spec §8. */
export const IMAGE_PROVIDER_RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please try again in a minute.';
export const IMAGE_FAILED_MESSAGE = 'Failed to generate image. Please try again in a moment.';

/** DALL·E 3 refused prompts over 4,000 characters (the `ai` function's bound); the refining step is asked for far less. */
export const IMAGE_PROMPT_MAX = 4000;
/** Enough for one detailed photograph prompt; bounds the cost of the refining step (the `ai` function's cap too). */
export { REFINE_MAX_TOKENS };

/** A failed generation; `message` is the spec's text for the user. */
export class ImageGenerationError extends Error {
  readonly kind: 'rate-limited' | 'failed';
  /** How long the user should wait before trying again, when known. */
  readonly retryAfterMs: number | null;
  constructor(kind: 'rate-limited' | 'failed', cause?: unknown) {
    super(kind === 'rate-limited' ? IMAGE_PROVIDER_RATE_LIMIT_MESSAGE : IMAGE_FAILED_MESSAGE, { cause });
    this.name = 'ImageGenerationError';
    this.kind = kind;
    this.retryAfterMs = kind === 'rate-limited' ? 60_000 : null;
  }
}

/**
 * Step 1 (spec §7): a non-streaming chat completion that turns the description into a wedding-photograph prompt.
 * In cloud mode the `ai` function adds the instruction itself (named by the `image-prompt` purpose).
 */
export function buildRefineRequest(
  description: string,
  model: string = config.ai.chatModel,
  { serverPrompt = serverAddsPrompt() }: { serverPrompt?: boolean } = {},
): ChatCompletionCreateParamsNonStreaming {
  const messages = buildImagePromptMessages(description, { withSystemPrompt: !serverPrompt });
  return { model, messages, temperature: 0.7, max_tokens: REFINE_MAX_TOKENS, stream: false };
}

/**
 * Step 2 (spec §7, §9): one 1024x1024 image at the model's highest quality. The spec's `hd`/`natural` are
 * DALL·E 3's, which OpenAI shut down in May 2026: GPT image models take quality `high` and always answer in base64
 * (they refuse `style` and `response_format`). A configured `dall-e-*` model keeps the DALL·E shape, asking for
 * b64_json rather than the spec's url: provider URLs expire within an hour and are cross-origin, so the app keeps
 * the bytes themselves.
 */
export function buildImageRequest(
  prompt: string,
  model: string = config.ai.imageModel,
): ImageGenerateParamsNonStreaming {
  if (isDallEModel(model))
    return {
      model,
      prompt,
      n: 1,
      size: '1024x1024',
      quality: 'hd',
      style: 'natural',
      response_format: 'b64_json',
    };
  return { model, prompt, n: 1, size: '1024x1024', quality: 'high' };
}

const isAbort = (error: unknown, signal?: AbortSignal) =>
  signal?.aborted === true ||
  (error instanceof Error && (error.name === 'AbortError' || error.name === 'APIUserAbortError'));

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error
    ? (error as { status: unknown }).status
    : undefined;

/** Spec §8's rows: a provider 429 (or the Edge Function's quota) → the rate-limit message; anything else → the failure. */
export function toImageError(error: unknown): ImageGenerationError {
  if (error instanceof ImageGenerationError) return error;
  return new ImageGenerationError(statusOf(error) === 429 ? 'rate-limited' : 'failed', error);
}

/** The image type from its first bytes (providers send PNG, some JPEG or WebP), so the download gets the right extension. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

function blobFromBase64(b64: string): Blob {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const type = sniffImageType(bytes);
  if (!type) throw new Error('The provider sent something that is not an image.');
  return new Blob([bytes], { type });
}

async function blobFromUrl(url: string, fetchImpl: typeof fetch, signal?: AbortSignal): Promise<Blob> {
  if (!/^https?:\/\//i.test(url)) throw new Error('The provider sent an image address that is not http(s).');
  const response = await fetchImpl(url, { signal });
  if (!response.ok) throw new Error(`The image could not be fetched (HTTP ${response.status}).`);
  const blob = await response.blob();
  const type = sniffImageType(new Uint8Array(await blob.slice(0, 12).arrayBuffer()));
  if (!type) throw new Error('The provider sent something that is not an image.');
  return blob.type === type ? blob : new Blob([blob], { type });
}

export interface GeneratedImage {
  blob: Blob;
  /** The photograph prompt the image was made from (the refined description). */
  imagePrompt: string;
}

/**
 * The mood board's image pipeline: claims the client-side limit, refines the description, generates one image
 * and returns its bytes. Rejects with a RateLimitError (the client-side limit's own message), an
 * ImageGenerationError (spec §8 messages), or the abort error when `signal` fires.
 */
export async function generateImage(
  client: OpenAI,
  description: string,
  {
    signal,
    limiter = imageRateLimiter,
    chatModel,
    imageModel,
    serverPrompt = serverAddsPrompt(),
    fetchImpl = (...args) => fetch(...args),
  }: {
    signal?: AbortSignal;
    limiter?: RateLimiter;
    chatModel?: string;
    imageModel?: string;
    serverPrompt?: boolean;
    fetchImpl?: typeof fetch;
  } = {},
): Promise<GeneratedImage> {
  const release = limiter.acquire();
  try {
    const refined = await client.chat.completions.create(
      buildRefineRequest(description, chatModel, { serverPrompt }),
      {
        signal,
        ...(serverPrompt ? { query: { purpose: 'image-prompt' } } : {}),
      },
    );
    // A refining step that answers nothing still leaves the user's own words to draw.
    const imagePrompt = (refined.choices[0]?.message?.content?.trim() || description.trim()).slice(
      0,
      IMAGE_PROMPT_MAX,
    );
    const response = await client.images.generate(buildImageRequest(imagePrompt, imageModel), { signal });
    const image = response.data?.[0];
    let blob: Blob;
    if (image?.b64_json) blob = blobFromBase64(image.b64_json);
    // Some OpenAI-compatible servers answer with a short-lived URL instead of base64: keep its bytes now.
    else if (image?.url) blob = await blobFromUrl(image.url, fetchImpl, signal);
    else throw new Error('The provider returned no image.');
    return { blob, imagePrompt };
  } catch (error) {
    if (isAbort(error, signal)) {
      release();
      throw error;
    }
    const mapped = toImageError(error);
    // A 429 means "slow down": keep the claim. Any other failure produced no image, so the user may retry now.
    if (mapped.kind === 'failed') release();
    throw mapped;
  }
}
