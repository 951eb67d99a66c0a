/**
 * The `send-email` Edge Function: wires the real dependencies into the pure handler in handler.ts. Secrets:
 * RESEND_API_KEY and EMAIL_FROM (the provider; without them the function answers "not configured"), SITE_URL (the
 * app's public address, where links point), EMAIL_CRON_SECRET (the hourly job's shared secret, also stored in Vault
 * as `email_cron_secret`), optional EMAIL_ALLOWED_ORIGINS. The platform provides SUPABASE_URL, the keys and the JWKS.
 *
 * config.toml sets verify_jwt = false: the couple's JWT is verified here with getClaims, and the job has no JWT.
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import { commaList } from '../_shared/http.ts';
import { readSupabaseKeys, verifyUserToken } from '../_shared/supabase-auth.ts';
import { isMailLanguage } from '../_shared/rsvp-mail-words.ts';
import { handleSendEmailRequest, type InvitationLinkClaim } from './handler.ts';

const env = (name: string) => Deno.env.get(name);
const keys = readSupabaseKeys(env);
const serverOnly = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const auth = createClient(keys.url, keys.publishableKey, serverOnly);
// Claims and releases due reminders, and finds a guest's household: public.claim_due_reminder_emails,
// release_reminder_email and claim_invitation_link are the service role's.
const admin = createClient(keys.url, keys.secretKey, serverOnly);
/** A client acting as the couple: every read and write below is under their RLS. */
const asCouple = (token: string) =>
  createClient(keys.url, keys.publishableKey, {
    ...serverOnly,
    global: { headers: { authorization: `Bearer ${token}` } },
  });
const apiKey = env('RESEND_API_KEY') ?? '';
const from = env('EMAIL_FROM') ?? '';

/** A row of public.claim_due_reminder_emails. */
interface DueReminderRow {
  user_id: string;
  email: string;
  kind: 'reminder' | 'task';
  item_id: string;
  title: string;
  due: string;
  due_time: string | null;
}

function check<T>({ data, error }: { data: T; error: { code?: string } | null }, what: string): T {
  if (error) throw new Error(`${what} failed (${error.code ?? 'no code'})`);
  return data;
}

Deno.serve((req) =>
  handleSendEmailRequest(req, {
    allowedOrigins: commaList(env('EMAIL_ALLOWED_ORIGINS')),
    siteUrl: env('SITE_URL') ?? '',
    provider: apiKey && from ? { apiKey, from } : null,
    cronSecret: env('EMAIL_CRON_SECRET') ?? '',
    verifyUser: (token) => verifyUserToken(auth, token, keys.jwks),
    async loadHouseholds(token, ids) {
      const db = asCouple(token);
      const households =
        check(
          await db.from('households').select('id, name, rsvp_token, email, language').in('id', ids),
          'households',
        ) ?? [];
      const guests =
        check(await db.from('guests').select('household_id, email').in('household_id', ids), 'guests') ?? [];
      const profile = check(
        await db.from('profiles').select('first_name, partner_first_name').maybeSingle(),
        'profile',
      );
      // The household's language, else the one the couple chose for their site (no site yet: English).
      const site = check(await db.from('websites').select('language').maybeSingle(), 'website');
      const siteLanguage = isMailLanguage(site?.language) ? site.language : 'en';
      const coupleNames = [profile?.first_name, profile?.partner_first_name]
        .map((n) => (n ?? '').trim())
        .filter(Boolean)
        .join(' & ');
      return {
        coupleNames,
        households: households.map((h) => {
          const emails = new Map();
          for (const email of [h.email, ...guests.filter((g) => g.household_id === h.id).map((g) => g.email)])
            if (email && !emails.has(email.toLowerCase())) emails.set(email.toLowerCase(), email);
          return {
            id: h.id,
            name: h.name,
            token: h.rsvp_token,
            emails: [...emails.values()],
            language: isMailLanguage(h.language) ? h.language : siteLanguage,
          };
        }),
      };
    },
    async claimQuota(token, count) {
      const { data, error } = await asCouple(token).rpc('claim_email_quota', { p_count: count });
      // 42501: the account is suspended or unconfirmed (…_email_limits.sql).
      if (error?.code === '42501') return 'refused';
      return check({ data, error }, 'claim_email_quota') === true ? 'ok' : 'over';
    },
    async claimInvitationLink(callerHash, slug, fullName) {
      return check(
        await admin.rpc('claim_invitation_link', {
          p_caller: callerHash,
          p_slug: slug,
          p_full_name: fullName,
        }),
        'claim_invitation_link',
      ) as InvitationLinkClaim;
    },
    async createWeddingInvitation(token, weddingId, role, email) {
      const { data, error } = await asCouple(token).schema('api').rpc('create_wedding_invitation', {
        p_wedding: weddingId,
        p_role: role,
        p_email: email,
      });
      // The database's refusals in words: not the couple (42501), a bad role or address (22023), too many links.
      if (error && ['42501', '22023', 'P0001'].includes(error.code ?? ''))
        return { status: 'refused', message: error.message };
      const [row] = check({ data, error }, 'create_wedding_invitation') as {
        id: string;
        token: string;
        expires_at: string;
        inviter: string;
      }[];
      return {
        status: 'created',
        id: row!.id,
        token: row!.token,
        expiresAt: row!.expires_at,
        inviter: row!.inviter,
      };
    },
    afterResponse(work) {
      if (typeof EdgeRuntime !== 'undefined') EdgeRuntime.waitUntil(work);
    },
    async markSent(token, ids) {
      check(
        await asCouple(token)
          .from('households')
          .update({ sent_at: new Date().toISOString(), sent_via: 'email' })
          .in('id', ids)
          .is('sent_at', null),
        'mark sent',
      );
    },
    async claimDueReminders() {
      const rows: DueReminderRow[] =
        check(await admin.rpc('claim_due_reminder_emails', { p_limit: 500 }), 'claim_due_reminder_emails') ??
        [];
      return rows.map((r) => ({
        userId: r.user_id,
        email: r.email,
        kind: r.kind,
        itemId: r.item_id,
        title: r.title,
        due: r.due,
        time: r.due_time,
      }));
    },
    async releaseReminder(r) {
      check(
        await admin.rpc('release_reminder_email', {
          p_user: r.userId,
          p_kind: r.kind,
          p_item: r.itemId,
          p_due: r.due,
        }),
        'release_reminder_email',
      );
    },
    fetch: (input, init) => fetch(input, init),
    logError: (message, detail) => console.error(message, detail ?? ''),
  }),
);
