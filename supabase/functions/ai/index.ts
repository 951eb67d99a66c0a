// @ts-nocheck -- Deno entry point (Deno globals, npm: specifiers): checked by the Supabase CLI / `deno check`, not the app's tsc.
/**
 * The `ai` Edge Function (DESIGN.md §4): wires the real dependencies into the pure handler in handler.ts.
 * Secrets: OPENAI_API_KEY (required; `supabase secrets set OPENAI_API_KEY=...`). Optional: AI_CHAT_MODELS,
 * AI_IMAGE_MODELS (comma separated allow-lists), OPENAI_BASE_URL, AI_ALLOWED_ORIGINS. SUPABASE_URL and
 * SUPABASE_ANON_KEY are provided by the platform. The key is read here only and never leaves this function.
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import { handleAiRequest, readAiConfig } from './handler.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
const config = readAiConfig((name) => Deno.env.get(name));

/** A client that acts as the caller: PostgREST sees their JWT, so auth.uid() in SQL is theirs. */
function asCaller(token) {
  return createClient(supabaseUrl, anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

Deno.serve((req) =>
  handleAiRequest(req, {
    ...config,
    openaiApiKey: Deno.env.get('OPENAI_API_KEY') ?? '',
    fetch: (input, init) => fetch(input, init),
    async getUser(token) {
      const { data, error } = await asCaller(token).auth.getUser(token);
      if (error) {
        // 4xx: a bad, expired or foreign token → 401 for the caller. Anything else is an outage → 500.
        if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) return null;
        throw new Error(`auth.getUser failed (${error.status ?? 'no status'})`);
      }
      return data.user ? { id: data.user.id } : null;
    },
    async consumeQuota(token, kind) {
      const { data, error } = await asCaller(token).rpc('consume_ai_quota', { p_kind: kind });
      if (error) throw new Error(`consume_ai_quota failed (${error.code ?? 'no code'})`);
      return data === true;
    },
    logError: (message, detail) => console.error(message, detail ?? ''),
  }),
);
