import OpenAI from 'openai';
/**
 * Test support: a `fetch` that behaves like an OpenAI-compatible chat endpoint, so tests drive the real `openai`
 * SDK (request building, SSE parsing, error mapping) instead of mocking it. Mirrors the e2e fake server
 * (e2e/fixtures/fake-openai.mjs): the reply echoes the last user message followed by a short markdown list, and
 * markers in that message force failures. Only imported by tests.
 *
 * Markers: `#fail400` → HTTP 400 (not retried by the SDK), `#fail500` → HTTP 500, `#hold` → the reply waits
 * until `release()` is called, `#midway` → the first three words stream, then the rest waits for `release()`,
 * `#empty` → a stream with no text. Tool calling (issue 31): `#calls=[{"name":…,"arguments":{…}}]` (to the end of the
 * line) → those tool calls, streamed in pieces, when the request offers tools; a request ending in tool messages →
 * "Noted: " and their contents, joined by " | "; `#notools` → HTTP 400 naming tools when the request offers them.
 */
export interface RecordedRequest {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown> & { messages?: { role: string; content: string }[]; tools?: unknown[] };
}

export const fakeReplyFor = (question: string) =>
  `Here is a planning idea for: ${question}\n\n- **Venue**: book early\n- Budget: track it`;

interface ScriptedCall {
  name: string;
  arguments: unknown;
}

/** The contents of the tool messages that end the request (the answers to the model's last tool calls). */
function toolResults(messages: readonly { role: string; content: string }[]): string[] {
  const results: string[] = [];
  for (let i = messages.length - 1; i >= 0 && messages[i]!.role === 'tool'; i--)
    results.unshift(messages[i]!.content);
  return results;
}

/** Scripted tool calls as a server streams them: id and name first, the arguments in two pieces. */
function toolCallChunks(calls: readonly ScriptedCall[], model: string) {
  const delta = (toolCall: object) => ({
    id: 'c1',
    object: 'chat.completion.chunk',
    created: 0,
    model,
    choices: [{ index: 0, delta: { tool_calls: [toolCall] }, finish_reason: null }],
  });
  return calls.flatMap((call, index) => {
    const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
    const half = Math.floor(args.length / 2);
    return [
      delta({ index, id: `call_${index}`, type: 'function', function: { name: call.name, arguments: '' } }),
      delta({ index, function: { arguments: args.slice(0, half) } }),
      delta({ index, function: { arguments: args.slice(half) } }),
    ];
  });
}

const sse = (chunks: readonly object[]) =>
  new Response(chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('') + 'data: [DONE]\n\n', {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });

export function createFakeProviderFetch({ chunkDelayMs = 0 }: { chunkDelayMs?: number } = {}) {
  const requests: RecordedRequest[] = [];
  let releaseHeld: (() => void) | null = null;
  // A release() that came before its held request reached the fake (a test clicks, then releases, while the app is
  // still on its way to fetch) is kept for that request rather than lost.
  let earlyReleases = 0;
  let held = Promise.resolve();
  // Every request still held, oldest first (a newer hold replaces `releaseHeld`, not the older request's wait).
  const waiting: (() => void)[] = [];

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = JSON.parse(String(init.body ?? '{}')) as RecordedRequest['body'];
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    requests.push({ url, headers, body });
    const lastUser = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';

    const offersTools = (body.tools?.length ?? 0) > 0;
    if (lastUser.includes('#notools') && offersTools)
      return new Response(JSON.stringify({ error: { message: 'tools is not supported with this model' } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    const calls = /#calls=(\[.*\])/.exec(lastUser);
    const results = toolResults(body.messages ?? []);
    if (calls && offersTools && body.tool_choice !== 'none' && results.length === 0)
      return sse(toolCallChunks(JSON.parse(calls[1]!) as ScriptedCall[], String(body.model)));

    if (lastUser.includes('#fail400') || lastUser.includes('#fail500')) {
      const status = lastUser.includes('#fail400') ? 400 : 500;
      return new Response(JSON.stringify({ error: { message: 'Forced failure', type: 'server_error' } }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    const midway = lastUser.includes('#midway');
    if ((lastUser.includes('#hold') || midway) && earlyReleases > 0) {
      earlyReleases -= 1;
      held = Promise.resolve();
    } else if (lastUser.includes('#hold') || midway) {
      held = new Promise<void>((resolve) => {
        releaseHeld = resolve;
        waiting.push(resolve);
      });
    }
    const answer = results.length ? `Noted: ${results.join(' | ')}` : fakeReplyFor(lastUser);
    const words = lastUser.includes('#empty') ? [] : answer.split(/(?<= )/);
    const signal = init.signal;
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        if (!midway) await held;
        for (const [i, word] of words.entries()) {
          if (midway && i === 3) await held;
          if (signal?.aborted) return controller.error(new DOMException('Aborted', 'AbortError'));
          const chunk = {
            id: 'c1',
            object: 'chat.completion.chunk',
            created: 0,
            model: body.model,
            choices: [{ index: 0, delta: { content: word }, finish_reason: null }],
          };
          controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
          if (chunkDelayMs) await sleep(chunkDelayMs);
        }
        controller.enqueue(encoder.encode('data: [DONE]\n\n'));
        controller.close();
      },
    });
    return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };

  return {
    fetch,
    requests,
    /** Lets a `#hold` reply start streaming. */
    release: () => {
      if (releaseHeld) {
        releaseHeld();
        releaseHeld = null;
      } else {
        earlyReleases += 1;
      }
    },
    /** Lets every held reply go on, older ones included (a closed page's request, which a browser would drop). */
    releaseAll: () => {
      for (const resolve of waiting.splice(0)) resolve();
      releaseHeld = null;
    },
  };
}

/** The real SDK in front of the fake, as the app builds it, without retries (a forced failure fails at once). */
export const fakeProviderClient = (fake = createFakeProviderFetch()) =>
  new OpenAI({
    apiKey: 'test-key',
    baseURL: 'http://provider.test/v1',
    fetch: fake.fetch,
    maxRetries: 0,
    dangerouslyAllowBrowser: true,
  });
