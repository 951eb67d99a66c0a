/**
 * Test support: a `fetch` that behaves like an OpenAI-compatible provider for the mood board's two requests, so
 * tests drive the real `openai` SDK and the real pipeline. Mirrors the e2e fake server (e2e/fixtures/fake-openai.mjs):
 * the refining step answers "Wedding photograph prompt: <text>" and passes the image markers through; images
 * answer a small PNG as b64_json. Only imported by tests.
 *
 * Image markers (in the description): `#fail429`, `#fail500`, `#offline` (network error), `#url` (answers a URL;
 * `#urlmissing` makes it 404), `#notimage`, `#empty` (no image), `#hold` (waits for `release()`).
 * Refining-step marker: `#chat429`.
 */
export const FAKE_PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
export const FAKE_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

export interface RecordedImageRequest {
  path: string;
  /** The query string, e.g. `?purpose=image-prompt` (cloud mode names the purpose for the `ai` function). */
  query: string;
  body: Record<string, unknown> & { messages?: { role: string; content: string }[]; prompt?: string };
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

export function createFakeImageProvider({ refined }: { refined?: string } = {}) {
  const requests: RecordedImageRequest[] = [];
  let releaseHeld: (() => void) | null = null;
  // Like the e2e fake server, errors carry a short retry-after-ms: the SDK's retries of a 429 or 5xx run (each
  // attempt is recorded) without its back-off of a second or more.
  const json = (status: number, payload: unknown) =>
    new Response(JSON.stringify(payload), {
      status,
      headers: {
        'content-type': 'application/json',
        ...(status === 429 || status >= 500 ? { 'retry-after-ms': '1' } : {}),
      },
    });

  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.hostname === 'cdn.test') {
      return url.pathname.includes('missing')
        ? new Response('gone', { status: 404 })
        : new Response(FAKE_JPEG, { status: 200 });
    }
    const body = JSON.parse(String(init.body ?? '{}')) as RecordedImageRequest['body'];
    const path = url.pathname.replace(/^\/v1/, '');
    requests.push({ path, query: url.search, body });
    const chat = path === '/chat/completions';
    const text = chat ? (body.messages?.at(-1)?.content ?? '') : String(body.prompt);

    if (chat) {
      if (text.includes('#chat429'))
        return json(429, { error: { message: 'Rate limit reached', type: 'rate_limit_exceeded' } });
      const content = refined ?? `Wedding photograph prompt: ${text}`;
      return json(200, {
        id: 'c',
        object: 'chat.completion',
        created: 0,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      });
    }
    if (text.includes('#fail429'))
      return json(429, { error: { message: 'Rate limit reached', type: 'rate_limit_exceeded' } });
    if (text.includes('#fail500'))
      return json(500, { error: { message: 'Server error', type: 'server_error' } });
    if (text.includes('#offline')) throw new TypeError('Failed to fetch');
    if (text.includes('#hold')) await new Promise<void>((resolve) => (releaseHeld = resolve));
    if (text.includes('#url'))
      return json(200, {
        created: 0,
        data: [{ url: `https://cdn.test/${text.includes('#urlmissing') ? 'missing' : 'img'}.jpg` }],
      });
    if (text.includes('#notimage'))
      return json(200, {
        created: 0,
        data: [{ b64_json: base64(new TextEncoder().encode('<html>nope</html>')) }],
      });
    if (text.includes('#empty')) return json(200, { created: 0, data: [] });
    return json(200, { created: 0, data: [{ b64_json: base64(FAKE_PNG), revised_prompt: text }] });
  };

  return {
    fetch,
    requests,
    /** Lets a `#hold` image answer. */
    release: () => releaseHeld?.(),
  };
}
