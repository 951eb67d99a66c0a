import type { SupabaseClient } from '@supabase/supabase-js';
import { EmailError, type GuestEmailPort } from '../types';

/** The `send-email` function's refusal in its own words, as an EmailError. */
export async function emailFailure(error: { message?: string; context?: unknown }): Promise<EmailError> {
  const response = error.context instanceof Response ? error.context : null;
  const body = (await response?.json().catch(() => null)) as {
    error?: { code?: unknown; message?: unknown };
  } | null;
  const code = body?.error?.code;
  const message = typeof body?.error?.message === 'string' ? body.error.message : null;
  if (code === 'not_configured')
    return new EmailError('not_configured', message ?? 'E-mail sending is not set up for this site.');
  if (code === 'rate_limited')
    return new EmailError(
      'rate_limited',
      message ?? 'You have sent a lot of e-mail today. Please try again tomorrow.',
    );
  return new EmailError('failed', message ?? 'The e-mails could not be sent. Please try again in a moment.');
}

/**
 * Cloud mode's guest e-mail: the `send-email` Edge Function reads the households under the caller's own RLS, sends
 * each its RSVP link through the provider the operator configured, and marks them sent.
 */
export function createSupabaseEmail(client: SupabaseClient): GuestEmailPort {
  return {
    async sendRsvpLinks(householdIds, { reminder = false, inviteToken = null, message = '' } = {}) {
      const { data, error } = await client.functions.invoke('send-email', {
        body: {
          kind: reminder ? 'rsvp-reminder' : 'rsvp',
          householdIds: [...householdIds],
          ...(inviteToken && { inviteToken }),
          ...(message.trim() && { message: message.trim() }),
        },
      });
      if (error) throw await emailFailure(error);
      const { sent = 0, skipped = 0 } = (data ?? {}) as { sent?: number; skipped?: number };
      return { sent, skipped };
    },
  };
}
