import { createClient } from '@supabase/supabase-js';

/**
 * A real supabase-js client whose HTTP goes to a scripted fake, so adapter tests assert the exact REST
 * requests (path, query, headers, body) without a server. Not shipped: imported by tests only.
 */
export interface RecordedRequest {
  method: string;
  url: URL;
  /** Path and query, decoded, e.g. "/rest/v1/expenses?select=*&user_id=eq.u1". */
  target: string;
  headers: Headers;
  body: unknown;
}

type Reply = { status?: number; json?: unknown; body?: BodyInit; headers?: Record<string, string> };
/** Answers a request; a promise lets a test decide when (e.g. answer the first of two writes last). */
export type Responder = (request: RecordedRequest) => Reply | undefined | Promise<Reply | undefined>;

export const TEST_URL = 'https://project.supabase.co';
export const TEST_TOKEN = 'user-access-token';

export function fakeSupabase(respond: Responder = () => undefined) {
  const requests: RecordedRequest[] = [];
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const raw = init.body;
    let body: unknown = raw;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      target: decodeURIComponent(url.pathname + url.search),
      headers: new Headers(init.headers),
      body,
    };
    requests.push(request);
    const reply = (await respond(request)) ?? { json: [] };
    const headers = { 'content-type': 'application/json', ...reply.headers };
    return new Response(reply.body ?? (reply.json === undefined ? null : JSON.stringify(reply.json)), {
      status: reply.status ?? 200,
      headers,
    });
  };
  const client = createClient(TEST_URL, 'anon-key', {
    global: { fetch: fetchFn as typeof fetch },
    // The user's JWT, as the signed-in app would send it.
    accessToken: async () => TEST_TOKEN,
  });
  return { client, requests, last: () => requests[requests.length - 1] };
}
