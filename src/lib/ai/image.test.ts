// @vitest-environment node
// Node's own fetch, Blob and atob: the SDK and the pipeline run as they do in a browser.
import OpenAI from 'openai';
import {
  buildImageRequest,
  buildRefineRequest,
  generateImage,
  IMAGE_FAILED_MESSAGE,
  IMAGE_PROMPT_MAX,
  IMAGE_PROVIDER_RATE_LIMIT_MESSAGE,
  ImageGenerationError,
  sniffImageType,
  toImageError,
} from './image';
import { createFakeImageProvider, FAKE_JPEG, FAKE_PNG } from '../../../tests/fakes/fake-image-provider';
import { IMAGE_PROMPT_SYSTEM_INSTRUCTION } from './prompts';
import { createRateLimiter, RateLimitError } from './rate-limit';

const PNG = FAKE_PNG;
const JPEG = FAKE_JPEG;
const fakeProvider = createFakeImageProvider;

const clientFor = (fake: ReturnType<typeof fakeProvider>, maxRetries = 0) =>
  new OpenAI({
    apiKey: 'test-key',
    baseURL: 'http://provider.test/v1',
    fetch: fake.fetch,
    maxRetries,
    dangerouslyAllowBrowser: true,
  });

const run = (fake: ReturnType<typeof fakeProvider>, description: string, limiter = createRateLimiter()) =>
  generateImage(clientFor(fake), description, {
    limiter,
    chatModel: 'gpt-4o-mini',
    imageModel: 'dall-e-3',
    fetchImpl: fake.fetch as typeof fetch,
  });

describe('request building', () => {
  it('asks a GPT image model (the default, gpt-image-2) for one 1024x1024 image at high quality, without DALL·E-only fields', () => {
    expect(buildImageRequest('a photo')).toEqual({
      model: 'gpt-image-2',
      prompt: 'a photo',
      n: 1,
      size: '1024x1024',
      quality: 'high',
    });
    expect(buildImageRequest('a photo', 'gpt-image-1.5')).toEqual({
      model: 'gpt-image-1.5',
      prompt: 'a photo',
      n: 1,
      size: '1024x1024',
      quality: 'high',
    });
  });

  it('in cloud mode leaves the refining instruction to the ai function', () => {
    expect(buildRefineRequest('garden', 'gpt-4o-mini', { serverPrompt: true }).messages).toEqual([
      { role: 'user', content: 'garden' },
    ]);
  });

  it('refines with the wedding-photograph instruction; a configured dall-e model keeps the hd natural base64 shape (spec §7, §9)', () => {
    expect(buildRefineRequest('  garden party  ', 'gpt-4o-mini')).toEqual({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: IMAGE_PROMPT_SYSTEM_INSTRUCTION },
        { role: 'user', content: 'garden party' },
      ],
      temperature: 0.7,
      max_tokens: 500,
      stream: false,
    });
    expect(buildImageRequest('a photo', 'dall-e-3')).toEqual({
      model: 'dall-e-3',
      prompt: 'a photo',
      n: 1,
      size: '1024x1024',
      quality: 'hd',
      style: 'natural',
      response_format: 'b64_json',
    });
  });

  it('the instruction forces wedding imagery, lighting, atmosphere, 8K and photorealistic wording', () => {
    for (const word of ['wedding', 'lighting', 'atmosphere', '8K', 'photorealistic', 'photograph'])
      expect(IMAGE_PROMPT_SYSTEM_INSTRUCTION).toContain(word);
  });
});

describe('generateImage (through the real SDK)', () => {
  it('posts the refining completion, then the image request with the refined prompt, and returns the image bytes', async () => {
    const fake = fakeProvider();
    const { blob, imagePrompt } = await run(fake, 'Romantic garden with peonies');

    expect(fake.requests.map((r) => r.path)).toEqual(['/chat/completions', '/images/generations']);
    expect(fake.requests[0].body).toMatchObject({
      model: 'gpt-4o-mini',
      stream: false,
      messages: [
        { role: 'system', content: IMAGE_PROMPT_SYSTEM_INSTRUCTION },
        { role: 'user', content: 'Romantic garden with peonies' },
      ],
    });
    expect(fake.requests[1].body).toEqual({
      model: 'dall-e-3',
      prompt: 'Wedding photograph prompt: Romantic garden with peonies',
      n: 1,
      size: '1024x1024',
      quality: 'hd',
      style: 'natural',
      response_format: 'b64_json',
    });
    expect(imagePrompt).toBe('Wedding photograph prompt: Romantic garden with peonies');
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG);
  });

  it("falls back to the user's words when the refining step answers nothing, and caps an over-long refined prompt", async () => {
    const empty = fakeProvider({ refined: '   ' });
    await run(empty, 'Beach at sunset');
    expect(empty.requests[1].body.prompt).toBe('Beach at sunset');

    const long = fakeProvider({ refined: 'x'.repeat(IMAGE_PROMPT_MAX + 500) });
    await run(long, 'Beach');
    expect(long.requests[1].body.prompt).toHaveLength(IMAGE_PROMPT_MAX);
  });

  it('with the default GPT image model, sends the current request shape and reads the base64 answer', async () => {
    const fake = fakeProvider();
    const { blob } = await generateImage(clientFor(fake), 'Garden', {
      limiter: createRateLimiter(),
      fetchImpl: fake.fetch as typeof fetch,
    });
    expect(fake.requests[1].body).toEqual({
      model: 'gpt-image-2',
      prompt: 'Wedding photograph prompt: Garden',
      n: 1,
      size: '1024x1024',
      quality: 'high',
    });
    expect(blob.type).toBe('image/png');
  });

  it('in cloud mode names the image-prompt purpose and sends only the description', async () => {
    const fake = fakeProvider();
    await generateImage(clientFor(fake), 'Garden', {
      limiter: createRateLimiter(),
      serverPrompt: true,
      fetchImpl: fake.fetch as typeof fetch,
    });
    expect(fake.requests[0].query).toBe('?purpose=image-prompt');
    expect(fake.requests[0].body.messages).toEqual([{ role: 'user', content: 'Garden' }]);
  });

  it('keeps the bytes of a URL answer from servers that answer with a URL', async () => {
    const { blob } = await run(fakeProvider(), 'Rustic barn #url');
    expect(blob.type).toBe('image/jpeg');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(JPEG);
  });

  it.each([
    ['a provider 429', 'Barn #fail429', IMAGE_PROVIDER_RATE_LIMIT_MESSAGE, 'rate-limited'],
    ['a provider 500', 'Barn #fail500', IMAGE_FAILED_MESSAGE, 'failed'],
    ['a network failure', 'Barn #offline', IMAGE_FAILED_MESSAGE, 'failed'],
    ['an answer with no image', 'Barn #empty', IMAGE_FAILED_MESSAGE, 'failed'],
    ['bytes that are not an image', 'Barn #notimage', IMAGE_FAILED_MESSAGE, 'failed'],
    ['an image URL that is gone', 'Barn #url #urlmissing', IMAGE_FAILED_MESSAGE, 'failed'],
  ])('maps %s to the spec message (§8)', async (_case, description, message, kind) => {
    const error = await run(fakeProvider(), description).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageGenerationError);
    expect(error).toMatchObject({ message, kind });
  });

  it('a 429 on the refining step is the rate-limit message too (the Edge Function quota answers 429 on either endpoint)', async () => {
    const fake = fakeProvider();
    const error = await generateImage(clientFor(fake), '#chat429 chapel', {
      limiter: createRateLimiter(),
    }).catch((e: unknown) => e);
    expect(fake.requests.map((r) => r.path)).toEqual(['/chat/completions']);
    expect(error).toMatchObject({
      message: 'Rate limit exceeded. Please try again in a minute.',
      retryAfterMs: 60_000,
    });
  });

  it('the SDK retries a 500 before the pipeline gives up', async () => {
    const fake = fakeProvider();
    await expect(
      generateImage(clientFor(fake, 2), 'Barn #fail500', { limiter: createRateLimiter() }),
    ).rejects.toThrow(IMAGE_FAILED_MESSAGE);
    expect(fake.requests.filter((r) => r.path === '/chat/completions')).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/images/generations')).toHaveLength(3);
  });

  it('refuses a second image within 60 s without calling the provider; a failure other than 429 frees the limit', async () => {
    const limiter = createRateLimiter();
    const fake = fakeProvider();
    await run(fake, 'First', limiter);
    const refused = await run(fake, 'Second', limiter).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitError);
    expect((refused as Error).message).toMatch(/^Rate limit exceeded\. Please wait (59|60) seconds\.$/);
    expect(fake.requests).toHaveLength(2);

    const other = createRateLimiter();
    await expect(run(fake, 'Broken #fail500', other)).rejects.toThrow(IMAGE_FAILED_MESSAGE);
    expect(other.remainingMs()).toBe(0);
    await expect(run(fake, 'Busy #fail429', other)).rejects.toThrow(IMAGE_PROVIDER_RATE_LIMIT_MESSAGE);
    expect(other.remainingMs()).toBeGreaterThan(59_000);
  });

  it('passes an abort through untouched and frees the limit', async () => {
    const limiter = createRateLimiter();
    const controller = new AbortController();
    controller.abort();
    const error = await generateImage(clientFor(fakeProvider()), 'Barn', {
      limiter,
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ImageGenerationError);
    expect(error).toBeInstanceOf(OpenAI.APIUserAbortError);
    expect(limiter.remainingMs()).toBe(0);
  });
});

describe('helpers', () => {
  it('toImageError maps by status and leaves mapped errors alone', () => {
    expect(toImageError({ status: 429 }).message).toBe(IMAGE_PROVIDER_RATE_LIMIT_MESSAGE);
    expect(toImageError(new Error('boom')).message).toBe(IMAGE_FAILED_MESSAGE);
    expect(toImageError('weird').message).toBe(IMAGE_FAILED_MESSAGE);
    const mapped = new ImageGenerationError('failed');
    expect(toImageError(mapped)).toBe(mapped);
  });

  it('sniffs PNG, JPEG and WebP, and nothing else', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]))).toBe(
      'image/webp',
    );
    expect(sniffImageType(new TextEncoder().encode('<svg'))).toBeNull();
  });
});
