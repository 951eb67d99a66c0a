/**
 * The `send-email` Edge Function's request handler: a pure `(req, deps) => Response` (index.ts wires the real
 * dependencies). Three callers:
 *  - a signed-in couple sends households their RSVP links, or reminders to answer: `{ kind: 'rsvp' | 'rsvp-reminder',
 *    householdIds }` with the couple's bearer token. The households are read under the couple's own RLS (another
 *    couple's ids find nothing); the links point at the app's own address (SITE_URL), never at one a caller supplies;
 *  - a guest on a couple's website who lost their link ("Find your invitation"): `{ kind: 'invitation-link', slug,
 *    fullName }`, signed out. Postgres finds the household (public.claim_invitation_link, with its limits per caller,
 *    site and household) and the function mails the link to the address on file. The caller is told the same thing
 *    whether or not anything was found, and the mail goes out after the answer, so neither the words nor the time of
 *    the answer tell who is on the guest list;
 *  - an owner or partner invites someone to plan their wedding together: `{ kind: 'wedding-invite', weddingId, role,
 *    email }` with their bearer token. Postgres makes the join link as them (api.create_wedding_invitation refuses
 *    anyone who is not the couple) and names the inviter; one message to that one address, counted against the
 *    sender's daily cap, with a fixed subject and the link on SITE_URL;
 *  - the hourly job (pg_cron, supabase/migrations/…_send_email.sql) sends the reminder e-mails that are due:
 *    `{ kind: 'reminders' }` with the shared secret in `x-cron-secret`. Each is claimed once in Postgres and given back
 *    when its e-mail fails, so the next run tries again.
 * It is no relay: one message per recipient (guests never see each other's addresses), at most
 * MAX_RECIPIENTS_PER_HOUSEHOLD addresses per household, every recipient counted against the couple's daily cap (which
 * refuses an account that is suspended or unconfirmed), a fixed subject, and nothing read before the body's size is
 * known to be small. The provider is Resend's HTTP API, configured by secret (RESEND_API_KEY, EMAIL_FROM). Without it
 * every request is answered 503 `not_configured` with a message the app shows as is.
 */
import { z } from 'zod';
import { addressKey, clientAddress, declaredTooLarge, readBodyText } from '../_shared/http.ts';
import { invitationLinkWords, isOneAddress } from '../_shared/invitation-link-mail.ts';
import { rsvpMailWords, type MailLanguage } from '../_shared/rsvp-mail-words.ts';
import { weddingInviteWords, type InvitedRole } from '../_shared/wedding-invite-mail.ts';

export const RESEND_URL = 'https://api.resend.com/emails';
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_HOUSEHOLDS = 500;
/** Addresses one household's e-mail goes to, at most (its own and its guests'). */
export const MAX_RECIPIENTS_PER_HOUSEHOLD = 10;
/** The couple's own words in a household's e-mail, at most (the reminder dialog's REMINDER_MESSAGE_MAX). */
export const MAX_MESSAGE = 1000;

/** What Postgres found for a guest's "find your invitation" (public.claim_invitation_link). */
export type InvitationLinkClaim =
  | {
      status: 'send';
      token: string;
      householdName: string;
      coupleNames: string;
      /** The matched guest's address, else the household's: each gets a message of their own. */
      recipients: string[];
    }
  | { status: 'none' | 'rate_limited' };

/** The couple's daily cap: `over` when the recipients would pass it, `refused` when the account may not send. */
export type QuotaClaim = 'ok' | 'over' | 'refused';

export interface HouseholdMail {
  id: string;
  name: string;
  token: string;
  /** The household's own address and its guests', each once. */
  emails: string[];
  /** The language its mail is written in: the household's own, else the couple's site's (index.ts). */
  language: MailLanguage;
}

export interface DueReminder {
  userId: string;
  email: string;
  kind: 'reminder' | 'task';
  itemId: string;
  title: string;
  /** YYYY-MM-DD. */
  due: string;
  /** HH:MM, when the reminder has a time. */
  time: string | null;
}

/** What Postgres answered a wedding invitation (api.create_wedding_invitation, as the inviter). */
export type WeddingInvitation =
  | { status: 'created'; id: string; token: string; expiresAt: string; inviter: string }
  /** The database's own words: not the couple, a role not offered, too many open links. */
  | { status: 'refused'; message: string };

export interface SendEmailDeps {
  /** Browser origins allowed to call (EMAIL_ALLOWED_ORIGINS, comma separated); empty means any. */
  allowedOrigins: string[];
  /** The app's public address (SITE_URL), where RSVP links point. */
  siteUrl: string;
  /** Resend: RESEND_API_KEY and EMAIL_FROM ("Priya & Arjun <rsvp@example.com>"); null when either is missing. */
  provider: { apiKey: string; from: string } | null;
  /** The job's shared secret (EMAIL_CRON_SECRET); empty: the job path is closed. */
  cronSecret: string;
  verifyUser(token: string): Promise<{ id: string } | null>;
  /** As the couple, under RLS: the couple's names and the households asked for (others are simply not found). */
  loadHouseholds(
    userToken: string,
    ids: readonly string[],
  ): Promise<{ coupleNames: string; households: HouseholdMail[] }>;
  /** As the couple: counts `count` recipients against their day. */
  claimQuota(userToken: string, count: number): Promise<QuotaClaim>;
  /**
   * With the secret key: the household a guest's full name finds on a published site, within the limits (per caller,
   * keyed by `callerHash`; per site; per household), its recipients already counted against the couple's day.
   */
  claimInvitationLink(callerHash: string, slug: string, fullName: string): Promise<InvitationLinkClaim>;
  /** As the inviter: a join link for `email` in `weddingId`, or the database's refusal in words. */
  createWeddingInvitation(
    userToken: string,
    weddingId: string,
    role: InvitedRole,
    email: string,
  ): Promise<WeddingInvitation>;
  /** Lets work finish after the answer has gone (EdgeRuntime.waitUntil). */
  afterResponse(work: Promise<unknown>): void;
  /** As the couple: marks households sent by e-mail (those not sent before). */
  markSent(userToken: string, ids: readonly string[]): Promise<void>;
  /** With the secret key: the reminders due now, each claimed once. */
  claimDueReminders(): Promise<DueReminder[]>;
  releaseReminder(reminder: DueReminder): Promise<void>;
  fetch: typeof fetch;
  logError?: (message: string, detail?: unknown) => void;
}

const body = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['rsvp', 'rsvp-reminder']),
    householdIds: z.array(z.string().min(1).max(64)).min(1).max(MAX_HOUSEHOLDS),
    /** An invitation card's token: its page (/i/<token>) is linked too. Only a token's shape goes into a link. */
    inviteToken: z
      .string()
      .regex(/^[A-Za-z0-9_-]{22,64}$/)
      .optional(),
    /** The couple's own words (typed or drafted with AI), in place of the standard lead: plain text, body only. */
    message: z.string().trim().max(MAX_MESSAGE).optional(),
  }),
  z.object({
    kind: z.literal('invitation-link'),
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$/),
    fullName: z.string().min(1).max(200),
  }),
  z.object({
    kind: z.literal('wedding-invite'),
    weddingId: z.string().uuid(),
    role: z.enum(['partner', 'planner', 'family']),
    email: z.string().trim().max(320),
  }),
  z.object({ kind: z.literal('reminders') }),
]);

function corsHeaders(req: Request, deps: SendEmailDeps): Record<string, string> {
  const origin = req.headers.get('origin');
  const headers: Record<string, string> = {
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
    'access-control-max-age': '86400',
    vary: 'origin',
  };
  if (deps.allowedOrigins.length === 0) headers['access-control-allow-origin'] = '*';
  else if (origin && deps.allowedOrigins.includes(origin)) headers['access-control-allow-origin'] = origin;
  return headers;
}

const json = (cors: Record<string, string>, status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { ...cors, 'content-type': 'application/json' } });
const failure = (cors: Record<string, string>, status: number, code: string, message: string) =>
  json(cors, status, { error: { code, message } });

export const GUEST_NOT_CONFIGURED =
  "Invitation links can't be e-mailed from this site yet. Please ask the couple for your link.";
export const GUEST_RATE_LIMITED = 'Too many searches from here in a short time. Please try again later.';

export const NOT_CONFIGURED =
  "E-mail sending isn't set up for this site yet (the operator sets RESEND_API_KEY, EMAIL_FROM and SITE_URL for the send-email function). Until then, copy each link or send it on WhatsApp.";

/** Compares secrets without leaking where they differ through timing. */
function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The words of a household's e-mail: the invitation to reply, or the reminder to. */
export function rsvpMail(
  household: HouseholdMail,
  coupleNames: string,
  siteUrl: string,
  reminder: boolean,
  inviteToken?: string,
  message?: string,
) {
  const site = siteUrl.replace(/\/+$/, '');
  const link = `${site}/rsvp/${encodeURIComponent(household.token)}`;
  const card = inviteToken ? `${site}/i/${encodeURIComponent(inviteToken)}` : null;
  // A fixed subject, in the household's language: the couple's own words go only into the body, under the operator's
  // name.
  const words = rsvpMailWords(household.language, coupleNames, reminder);
  // The couple's own words stand in for the standard lead, in the body only and escaped (their lines kept).
  const lead = message || words.standard;
  const text = `${words.dear(household.name)}\n\n${lead}\n\n${card ? `${words.invitation} ${card}\n\n` : ''}${words.rsvpLink} ${link}\n\n${words.changeLater}`;
  const html = `<p>${escapeHtml(words.dear(household.name))}</p><p>${escapeHtml(lead).replace(/\n/g, '<br>')}</p>${card ? `<p><a href="${escapeHtml(card)}">${escapeHtml(words.seeInvitation)}</a></p>` : ''}<p><a href="${escapeHtml(link)}">${escapeHtml(words.openRsvp)}</a></p><p style="color:#555">${escapeHtml(words.paste)} ${escapeHtml(link)}</p>`;
  return { subject: words.subject, text, html };
}

/** The mail a guest who lost their link asked for on the couple's website. */
export function invitationLinkMail(claim: Extract<InvitationLinkClaim, { status: 'send' }>, siteUrl: string) {
  const link = `${siteUrl.replace(/\/+$/, '')}/rsvp/${encodeURIComponent(claim.token)}`;
  const { subject, lead, unasked } = invitationLinkWords(claim.coupleNames);
  return {
    subject,
    text: `Dear ${claim.householdName},\n\n${lead}\n\n${link}\n\n${unasked}`,
    html: `<p>Dear ${escapeHtml(claim.householdName)},</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">Open your RSVP</a></p><p style="color:#555">Or paste this address into your browser: ${escapeHtml(link)}</p><p style="color:#555">${escapeHtml(unasked)}</p>`,
  };
}

/** SHA-256 of the caller's key, in hex: how Postgres counts a caller (private.caller_hash). */
async function callerHash(req: Request): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(addressKey(clientAddress(req))),
  );
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The e-mail inviting someone to plan a wedding: a fixed subject, the inviter's name and role in the body. */
export function weddingInviteMail(inviter: string, role: InvitedRole, token: string, siteUrl: string) {
  const link = `${siteUrl.replace(/\/+$/, '')}/join/${encodeURIComponent(token)}`;
  const words = weddingInviteWords(inviter, role);
  return {
    subject: words.subject,
    text: `${words.lead}\n\n${link}\n\n${words.once}\n\n${words.unasked}`,
    html: `<p>${escapeHtml(words.lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.open)}</a></p><p style="color:#555">${escapeHtml(words.once)} ${escapeHtml(link)}</p><p style="color:#555">${escapeHtml(words.unasked)}</p>`,
  };
}

export const INVITE_NOT_CONFIGURED =
  "E-mail sending isn't set up for this site yet (the operator sets RESEND_API_KEY, EMAIL_FROM and SITE_URL for the send-email function). Copy a join link and send it yourself instead.";

export function reminderMail(reminder: DueReminder, siteUrl: string) {
  const when = reminder.time ? `${reminder.due} at ${reminder.time}` : reminder.due;
  const subject = `Reminder: ${reminder.title} (${when})`;
  const where = reminder.kind === 'task' ? 'upcoming-tasks' : 'notifications';
  const link = `${siteUrl.replace(/\/+$/, '')}/${where}`;
  const text = `${reminder.kind === 'task' ? 'A planning task is due' : 'Coming up'}: ${reminder.title}, ${when}.\n\n${link}\n\nYou get this because e-mail reminders are on in your wedding planner's settings.`;
  const html = `<p>${reminder.kind === 'task' ? 'A planning task is due' : 'Coming up'}: <strong>${escapeHtml(reminder.title)}</strong>, ${escapeHtml(when)}.</p><p><a href="${escapeHtml(link)}">Open your planner</a></p><p style="color:#555">You get this because e-mail reminders are on in your wedding planner's settings.</p>`;
  return { subject, text, html };
}

/** One message to one address. */
async function send(
  deps: SendEmailDeps,
  to: string,
  mail: { subject: string; text: string; html: string },
): Promise<boolean> {
  const response = await deps.fetch(RESEND_URL, {
    method: 'POST',
    headers: { authorization: `Bearer ${deps.provider!.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ from: deps.provider!.from, to: [to], ...mail }),
  });
  if (!response.ok) deps.logError?.('send-email: provider refused', response.status);
  return response.ok;
}

/** The answer when the sender's daily cap refuses (an account that may not send, or a day used up), else null. */
function quotaRefusal(cors: Record<string, string>, quota: QuotaClaim): Response | null {
  if (quota === 'refused')
    return failure(cors, 403, 'forbidden', 'This account cannot send e-mail. Please contact support.');
  if (quota === 'over')
    return failure(
      cors,
      429,
      'rate_limited',
      'You have reached the number of e-mails you can send today. Please try again tomorrow.',
    );
  return null;
}

const isFunctionPath = (url: string) => /^(?:\/functions\/v1)?\/send-email\/?$/.test(new URL(url).pathname);

export async function handleSendEmailRequest(req: Request, deps: SendEmailDeps): Promise<Response> {
  const cors = corsHeaders(req, deps);
  try {
    if (!isFunctionPath(req.url)) return failure(cors, 404, 'not_found', 'Not found.');
    if (declaredTooLarge(req, MAX_BODY_BYTES))
      return failure(cors, 413, 'too_large', 'The request is too large.');
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (req.method !== 'POST')
      return failure(cors, 405, 'method_not_allowed', 'Method not allowed. Use POST.');

    const raw = await readBodyText(req, MAX_BODY_BYTES);
    if (raw === null) return failure(cors, 413, 'too_large', 'The request is too large.');
    let parsedJson: unknown;
    try {
      parsedJson = JSON.parse(raw);
    } catch {
      return failure(cors, 400, 'invalid_body', 'The request body must be JSON.');
    }
    const parsed = body.safeParse(parsedJson);
    if (!parsed.success)
      return failure(cors, 400, 'invalid_body', 'Name the households to e-mail (at most 500 at a time).');

    if (parsed.data.kind === 'reminders') {
      const secret = req.headers.get('x-cron-secret') ?? '';
      if (!deps.cronSecret || !sameSecret(secret, deps.cronSecret))
        return failure(cors, 401, 'unauthorized', 'Not allowed.');
      if (!deps.provider || !deps.siteUrl) return failure(cors, 503, 'not_configured', NOT_CONFIGURED);
      const due = await deps.claimDueReminders();
      let sent = 0;
      for (const reminder of due) {
        const ok = await send(deps, reminder.email, reminderMail(reminder, deps.siteUrl)).catch(() => false);
        if (ok) sent += 1;
        else await deps.releaseReminder(reminder);
      }
      return json(cors, 200, { sent, failed: due.length - sent });
    }

    if (parsed.data.kind === 'invitation-link') {
      if (!deps.provider || !deps.siteUrl) return failure(cors, 503, 'not_configured', GUEST_NOT_CONFIGURED);
      const claim = await deps.claimInvitationLink(
        await callerHash(req),
        parsed.data.slug,
        parsed.data.fullName,
      );
      if (claim.status === 'rate_limited') return failure(cors, 429, 'rate_limited', GUEST_RATE_LIMITED);
      if (claim.status === 'send') {
        const mail = invitationLinkMail(claim, deps.siteUrl);
        deps.afterResponse(
          Promise.all(claim.recipients.map((to) => send(deps, to, mail).catch(() => false))),
        );
      }
      return json(cors, 200, { requested: true });
    }

    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
    const user = token ? await deps.verifyUser(token) : null;
    if (!token || !user) return failure(cors, 401, 'unauthorized', 'Please sign in again.');

    if (parsed.data.kind === 'wedding-invite') {
      if (!deps.provider || !deps.siteUrl) return failure(cors, 503, 'not_configured', INVITE_NOT_CONFIGURED);
      const { weddingId, role, email } = parsed.data;
      if (!isOneAddress(email))
        return failure(cors, 400, 'invalid_body', 'Enter the e-mail address to send the invitation to.');
      const overQuota = quotaRefusal(cors, await deps.claimQuota(token, 1));
      if (overQuota) return overQuota;
      const invitation = await deps.createWeddingInvitation(token, weddingId, role, email);
      if (invitation.status === 'refused') return failure(cors, 403, 'forbidden', invitation.message);
      const mail = weddingInviteMail(invitation.inviter, role, invitation.token, deps.siteUrl);
      if (!(await send(deps, email, mail).catch(() => false)))
        return failure(
          cors,
          502,
          'failed',
          'The e-mail service did not accept the invitation. Copy a join link and send it yourself, or try again later.',
        );
      return json(cors, 200, {
        link: { id: invitation.id, role, email, expires_at: invitation.expiresAt },
      });
    }
    if (!deps.provider || !deps.siteUrl) return failure(cors, 503, 'not_configured', NOT_CONFIGURED);

    const { coupleNames, households } = await deps.loadHouseholds(token, [
      ...new Set(parsed.data.householdIds),
    ]);
    const withAddress = households
      .map((h) => ({ ...h, emails: h.emails.filter(isOneAddress).slice(0, MAX_RECIPIENTS_PER_HOUSEHOLD) }))
      .filter((h) => h.emails.length > 0);
    const skipped = parsed.data.householdIds.length - withAddress.length;
    if (withAddress.length === 0) return json(cors, 200, { sent: 0, skipped });
    const recipients = withAddress.reduce((sum, h) => sum + h.emails.length, 0);
    const overQuota = quotaRefusal(cors, await deps.claimQuota(token, recipients));
    if (overQuota) return overQuota;

    const reminder = parsed.data.kind === 'rsvp-reminder';
    const delivered: string[] = [];
    for (const household of withAddress) {
      const mail = rsvpMail(
        household,
        coupleNames,
        deps.siteUrl,
        reminder,
        parsed.data.inviteToken,
        parsed.data.message,
      );
      let any = false;
      // One message per address: the household's guests never see each other's addresses.
      for (const email of household.emails) if (await send(deps, email, mail).catch(() => false)) any = true;
      if (any) delivered.push(household.id);
    }
    if (delivered.length) await deps.markSent(token, delivered);
    if (delivered.length === 0)
      return failure(
        cors,
        502,
        'failed',
        'The e-mail service did not accept the messages. Please try again later.',
      );
    return json(cors, 200, {
      sent: delivered.length,
      skipped: skipped + withAddress.length - delivered.length,
    });
  } catch (error) {
    deps.logError?.('send-email: unexpected error', error instanceof Error ? error.message : error);
    return failure(
      cors,
      500,
      'internal_error',
      'The e-mails could not be sent. Please try again in a moment.',
    );
  }
}
