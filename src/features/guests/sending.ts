import { paths } from '@/lib/paths';
import type { Guest, Household } from './model';

/**
 * Sending each household its personal RSVP link (issue #13 item 5): the link itself, the words that go with it, and
 * the WhatsApp and e-mail addresses that open with those words filled in.
 */
export const rsvpUrl = (token: string, origin = window.location.origin) => `${origin}${paths.rsvp(token)}`;

/** The invitation card's own page (/i/:token), sent along with each household's RSVP link when the couple picks one. */
export const inviteUrl = (token: string, origin = window.location.origin) =>
  `${origin}${paths.publicInvite(token)}`;

export function invitationText(
  household: Pick<Household, 'name'>,
  coupleNames: string,
  url: string,
  invitation: string | null = null,
): string {
  const who = coupleNames || 'We';
  const card = invitation ? ` Our invitation: ${invitation}` : '';
  return `Dear ${household.name}, ${who} would love to celebrate with you!${card} Please let us know if you can come: ${url}`;
}

export const invitationSubject = (coupleNames: string) =>
  `You're invited: please RSVP${coupleNames ? ` to ${coupleNames}` : ''}`;

/**
 * The reminder a household is sent: the standard wording, or the couple's own message (written or drafted with AI in
 * the reminders dialog) between the household's greeting and its own RSVP link.
 */
export function reminderText(
  household: Pick<Household, 'name'>,
  coupleNames: string,
  url: string,
  invitation: string | null = null,
  message = '',
): string {
  const from = coupleNames ? ` — ${coupleNames}` : '';
  const card = invitation ? ` (our invitation: ${invitation})` : '';
  const own = message.trim();
  if (own) return `Dear ${household.name}, ${own}\n\nRSVP here${card}: ${url}${from}`;
  return `Dear ${household.name}, a gentle reminder to RSVP for our wedding${card} when you can: ${url}${from}`;
}

/**
 * wa.me with the message filled in: to the household's number when it has one (digits only: give it in E.164, see
 * householdNumber in phone.ts, so it carries the country code), otherwise WhatsApp asks which chat to send it to.
 */
export function whatsappUrl(phone: string | undefined, text: string): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return `https://wa.me/${digits.length >= 6 ? digits : ''}?text=${encodeURIComponent(text)}`;
}

/** The addresses to write to: the household's own, then its guests', each once. */
export function emailsOf(
  household: Pick<Household, 'email'>,
  guests: readonly Pick<Guest, 'email'>[],
): string[] {
  const seen = new Map<string, string>();
  for (const email of [household.email, ...guests.map((g) => g.email)])
    if (email && !seen.has(email.toLowerCase())) seen.set(email.toLowerCase(), email);
  return [...seen.values()];
}

export function mailtoUrl(to: readonly string[], subject: string, body: string): string {
  const query = new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20');
  return `mailto:${to.map((a) => encodeURIComponent(a).replace(/%40/g, '@')).join(',')}?${query}`;
}
