/**
 * What the Edge Functions' Deno entries (`<name>/index.ts`) use from Deno, for the app's type-check
 * (tsconfig.node.json) and lint. The Supabase CLI bundles and checks them with Deno's own types; this declares only
 * the globals the entries touch, and maps their `npm:` imports to the packages in node_modules (the same major
 * version: supabase-js 2).
 */
declare namespace Deno {
  /** Serves HTTP with one handler per request. */
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  /** The function's environment: its secrets and what the platform provides. */
  const env: { get(name: string): string | undefined };
}

/** Supabase's Edge Runtime: lets work go on after the response is sent (it may be absent where the entry is tested). */
declare const EdgeRuntime: { waitUntil(work: Promise<unknown>): void } | undefined;

declare module 'npm:@supabase/supabase-js@2' {
  export * from '@supabase/supabase-js';
}
