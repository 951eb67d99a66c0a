import type { SupabaseClient } from '@supabase/supabase-js';
import {
  PublicInputError,
  type InvitationLinkResult,
  type MarkGiftResult,
  type PublicFund,
  type PublicInvite,
  type PublicPort,
  type PublicRsvp,
  type PublicTravel,
  type PublicWebsite,
  type ReportGiftResult,
  type RsvpResult,
  type TravelResult,
} from '../types';
import { DEFAULT_LANGUAGE, languageOf } from '@/lib/i18n';
import { fail } from './errors';
import { publishedUrl } from './files';

interface InviteRow {
  id: string;
  name: string;
  date: string | null;
  template_id: string | null;
  hosts: string | null;
  venue: string | null;
  image_version: number;
  /** Where the card is in the public bucket (in its owner's folder), or null when none is published. */
  image_path: string | null;
  language: string;
}

/**
 * Cloud mode's public port: the `api` schema's `security definer` functions, each returning at most the one row
 * its token or slug names. Anonymous callers have no table grants, so nothing can be listed.
 */
export function createSupabasePublic(client: SupabaseClient): PublicPort {
  const api = client.schema('api');
  return {
    async invite(token) {
      const { data, error } = await api.rpc('invite_by_token', { p_token: token });
      if (error) fail(error, 'Could not open the invitation.');
      const row = ((data ?? []) as InviteRow[])[0];
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        date: row.date,
        templateId: row.template_id,
        hosts: row.hosts,
        venue: row.venue,
        // The version busts caches when the couple saves a new design under the same name.
        imageUrl:
          row.image_version > 0 && row.image_path
            ? `${publishedUrl(client, row.image_path)}?v=${row.image_version}`
            : null,
        language: languageOf(row.language, DEFAULT_LANGUAGE),
      } satisfies PublicInvite;
    },

    // The functions below answer in the app's own camelCase shapes (built in SQL), so they pass through as they are.
    async rsvp(token) {
      const { data, error } = await api.rpc('rsvp_by_token', { p_token: token });
      if (error) fail(error, 'Could not open the RSVP.');
      return (data as PublicRsvp | null) ?? null;
    },
    async submitRsvp(token, reply) {
      const { data, error } = await api.rpc('rsvp_submit', { p_token: token, p_reply: reply });
      if (error) refusedInput(error, 'Could not send your answers.');
      return data as RsvpResult;
    },
    async rsvpTravel(token) {
      const { data, error } = await api.rpc('rsvp_travel', { p_token: token });
      if (error) fail(error, 'Could not open your travel details.');
      return (data as { travel: PublicTravel | null } | null) ?? null;
    },
    async submitTravel(token, travel) {
      const { data, error } = await api.rpc('submit_travel', { p_token: token, p_travel: travel });
      if (error) refusedInput(error, 'Could not save your travel details.');
      return data as TravelResult;
    },
    async website(slug) {
      const { data, error } = await api.rpc('website_by_slug', { p_slug: slug });
      if (error) fail(error, 'Could not open the wedding website.');
      return (data as PublicWebsite | null) ?? null;
    },
    async requestInvitationLink(slug, fullName): Promise<InvitationLinkResult> {
      // Through the `send-email` function: it finds the household with the secret key and mails the link, and answers
      // the same whatever it found.
      const { error } = await client.functions.invoke('send-email', {
        body: { kind: 'invitation-link', slug, fullName },
      });
      if (!error) return 'requested';
      const status =
        (error as { context?: unknown }).context instanceof Response
          ? (error as { context: Response }).context.status
          : 0;
      if (status === 429) return 'rate_limited';
      if (status === 503) return 'unavailable';
      fail(error, 'Could not look up your invitation.');
    },
    async markGiftBought(slug, itemId, buyerName, token) {
      const { data, error } = await api.rpc('mark_gift_bought', {
        p_slug: slug,
        p_item_id: itemId,
        p_buyer: buyerName,
        p_token: token,
      });
      if (error) refusedInput(error, 'Could not mark the gift.');
      return data as MarkGiftResult;
    },
    async websiteFunds(slug) {
      const { data, error } = await api.rpc('website_funds', { p_slug: slug });
      if (error) fail(error, 'Could not open the registry.');
      return (data as PublicFund[] | null) ?? null;
    },
    async reportGift(slug, fundId, token, amount, note) {
      const { data, error } = await api.rpc('report_gift', {
        p_slug: slug,
        p_fund_id: fundId,
        p_token: token,
        p_amount: amount,
        p_note: note,
      });
      if (error) refusedInput(error, 'Could not tell the couple.');
      return data as ReportGiftResult;
    },
  };
}

/** Input the database refused (malformed: 22023; over a limit: 23514) is the guest's to fix; anything else fails. */
function refusedInput(error: { message?: string; code?: string }, fallback: string): never {
  if (error.code === '22023' || error.code === '23514') throw new PublicInputError();
  fail(error, fallback);
}
