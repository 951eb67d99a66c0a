/**
 * The `ai` Edge Function (DESIGN.md §4): wires the real dependencies into the pure handler in handler.ts.
 * Secrets: OPENAI_API_KEY (required; `supabase secrets set OPENAI_API_KEY=...`). Optional: AI_CHAT_MODELS,
 * AI_IMAGE_MODELS (comma separated allow-lists), OPENAI_BASE_URL, AI_ALLOWED_ORIGINS. The platform provides
 * SUPABASE_URL, the project's keys and its JWKS (see ../_shared/supabase-auth.ts). The OpenAI key and the secret
 * key are read here only and never leave this function.
 *
 * config.toml sets verify_jwt = false for this function: the caller's JWT is verified here, with getClaims against
 * the project's signing keys.
 *
 * Type-checked with the app (the Deno globals it uses are declared in ../deno.d.ts); `deno check` runs on deploy.
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import { readSupabaseKeys, verifyUserToken } from '../_shared/supabase-auth.ts';
import { handleAiRequest, readAiConfig, type Refusal } from './handler.ts';

const env = (name: string) => Deno.env.get(name);
const keys = readSupabaseKeys(env);
const config = readAiConfig(env);
const serverOnly = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
// Verifies user tokens; the signing keys it fetches are cached between requests.
const auth = createClient(keys.url, keys.publishableKey, serverOnly);
// Spends and refunds the AI budget: public.ai_reserve / ai_settle / ai_refund are the service role's alone.
const admin = createClient(keys.url, keys.secretKey, serverOnly);

async function call(name: string, args: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await admin.rpc(name, args);
  if (error) throw new Error(`${name} failed (${error.code ?? 'no code'})`);
  return data;
}

/** A row of public.ai_reserve's answer. */
type ReserveRow = { reservation: string | null; refusal: Refusal | null };

Deno.serve((req) =>
  handleAiRequest(req, {
    ...config,
    openaiApiKey: env('OPENAI_API_KEY') ?? '',
    fetch: (input, init) => fetch(input, init),
    verifyUser: (token) => verifyUserToken(auth, token, keys.jwks),
    async reserve({ userId, kind, model, inputTokens, outputTokens }) {
      const rows = await call('ai_reserve', {
        p_user_id: userId,
        p_kind: kind,
        p_model: model,
        p_input_tokens: inputTokens,
        p_output_tokens: outputTokens,
      });
      const row = (Array.isArray(rows) ? rows[0] : rows) as ReserveRow | null | undefined;
      if (row?.refusal) return { refusal: row.refusal };
      if (!row?.reservation) throw new Error('ai_reserve returned nothing');
      return { reservation: row.reservation };
    },
    async settle(reservation, usage) {
      await call('ai_settle', {
        p_reservation: reservation,
        p_input_tokens: usage?.inputTokens ?? null,
        p_output_tokens: usage?.outputTokens ?? null,
      });
    },
    async refund(reservation) {
      await call('ai_refund', { p_reservation: reservation });
    },
    logError: (message, detail) => console.error(message, detail ?? ''),
  }),
);
