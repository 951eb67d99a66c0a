/**
 * The `contact` Edge Function: wires the real dependencies into the pure handler in handler.ts. Anyone may call it
 * (config.toml: verify_jwt = false; visitors have no JWT). Optional secrets: TURNSTILE_SECRET_KEY (turns the
 * CAPTCHA on; set VITE_TURNSTILE_SITE_KEY in the build too), CONTACT_HASH_SECRET (the key for IP hashes; default:
 * the project's secret key), CONTACT_ALLOWED_ORIGINS (comma separated; default any).
 *
 * Type-checked with the app (the Deno globals it uses are declared in ../deno.d.ts); `deno check` runs on deploy.
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import { commaList } from '../_shared/http.ts';
import { readSupabaseKeys } from '../_shared/supabase-auth.ts';
import { handleContactRequest, type SubmitResult } from './handler.ts';

const env = (name: string) => Deno.env.get(name);
const keys = readSupabaseKeys(env);
// public.submit_contact_message is the service role's alone.
const admin = createClient(keys.url, keys.secretKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

Deno.serve((req) =>
  handleContactRequest(req, {
    allowedOrigins: commaList(env('CONTACT_ALLOWED_ORIGINS')),
    hashKey: env('CONTACT_HASH_SECRET') || keys.secretKey,
    turnstileSecret: env('TURNSTILE_SECRET_KEY') ?? '',
    fetch: (input, init) => fetch(input, init),
    async submit({ ipHash, name, email, subject, message }) {
      const { data, error } = await admin.rpc('submit_contact_message', {
        p_ip_hash: ipHash,
        p_name: name,
        p_email: email,
        p_subject: subject,
        p_message: message,
      });
      if (error) throw new Error(`submit_contact_message failed (${error.code ?? 'no code'})`);
      return data as SubmitResult;
    },
    logError: (message, detail) => console.error(message, detail ?? ''),
  }),
);
