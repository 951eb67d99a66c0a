import { paths } from '@/lib/paths';
import type { Guest, Household } from './model';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n';

/**
 * Sending each household its personal RSVP link (issue #13 item 5): the link itself, the words that go with it, and
 * the WhatsApp and e-mail addresses that open with those words filled in.
 */
export const rsvpUrl = (token: string, origin = window.location.origin) => `${origin}${paths.rsvp(token)}`;

/** The invitation card's own page (/i/:token), sent along with each household's RSVP link when the couple picks one. */
export const inviteUrl = (token: string, origin = window.location.origin) =>
  `${origin}${paths.publicInvite(token)}`;

/** A household's language for what it is sent and its RSVP page: its own, else the site's. */
export const languageFor = (household: Pick<Household, 'language'>, siteLanguage: Language): Language =>
  household.language ?? siteLanguage;

/**
 * The words sent with a link, per language (the couple's signed-in pages hold all three: a few hundred bytes, and a
 * household's language is known only once it is chosen in the list).
 */
const WORDS: Record<
  Language,
  {
    invitation: (name: string, couple: string, card: string, url: string) => string;
    card: (invitation: string) => string;
    subject: (couple: string) => string;
    reminderSubject: string;
    reminder: (name: string, card: string, url: string, from: string) => string;
    ownReminder: (name: string, own: string, card: string, url: string, from: string) => string;
    reminderCard: (invitation: string) => string;
  }
> = {
  en: {
    invitation: (name, couple, card, url) =>
      `Dear ${name}, ${couple || 'We'} would love to celebrate with you!${card} Please let us know if you can come: ${url}`,
    card: (invitation) => ` Our invitation: ${invitation}`,
    subject: (couple) => `You're invited: please RSVP${couple ? ` to ${couple}` : ''}`,
    reminderSubject: 'A reminder to RSVP',
    reminder: (name, card, url, from) =>
      `Dear ${name}, a gentle reminder to RSVP for our wedding${card} when you can: ${url}${from}`,
    ownReminder: (name, own, card, url, from) => `Dear ${name}, ${own}\n\nRSVP here${card}: ${url}${from}`,
    reminderCard: (invitation) => ` (our invitation: ${invitation})`,
  },
  hi: {
    invitation: (name, couple, card, url) =>
      `प्रिय ${name}, ${couple || 'हम'} आपके साथ यह ख़ुशी मनाना चाहते हैं!${card} कृपया बताएँ कि क्या आप पधार सकेंगे: ${url}`,
    card: (invitation) => ` हमारा निमंत्रण: ${invitation}`,
    subject: (couple) => `आप सादर आमंत्रित हैं: कृपया RSVP करें${couple ? ` — ${couple}` : ''}`,
    reminderSubject: 'RSVP करने का एक विनम्र स्मरण',
    reminder: (name, card, url, from) =>
      `प्रिय ${name}, हमारे विवाह के लिए RSVP करने का एक विनम्र स्मरण${card}, जब भी सुविधा हो: ${url}${from}`,
    ownReminder: (name, own, card, url, from) => `प्रिय ${name}, ${own}\n\nयहाँ RSVP करें${card}: ${url}${from}`,
    reminderCard: (invitation) => ` (हमारा निमंत्रण: ${invitation})`,
  },
  es: {
    invitation: (name, couple, card, url) =>
      `Queridos ${name}: ${couple ? `¡${couple} quieren celebrar con ustedes!` : '¡Queremos celebrar con ustedes!'}${card} Cuéntennos si pueden venir: ${url}`,
    card: (invitation) => ` Nuestra invitación: ${invitation}`,
    subject: (couple) => `Están invitados: confirmen su asistencia${couple ? ` a la boda de ${couple}` : ''}`,
    reminderSubject: 'Un recordatorio para confirmar su asistencia',
    reminder: (name, card, url, from) =>
      `Queridos ${name}: un amable recordatorio para confirmar su asistencia a nuestra boda${card} cuando puedan: ${url}${from}`,
    ownReminder: (name, own, card, url, from) =>
      `Queridos ${name}: ${own}\n\nConfirmen aquí${card}: ${url}${from}`,
    reminderCard: (invitation) => ` (nuestra invitación: ${invitation})`,
  },
};

export function invitationText(
  household: Pick<Household, 'name'>,
  coupleNames: string,
  url: string,
  invitation: string | null = null,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const words = WORDS[language];
  return words.invitation(household.name, coupleNames, invitation ? words.card(invitation) : '', url);
}

export const invitationSubject = (coupleNames: string, language: Language = DEFAULT_LANGUAGE) =>
  WORDS[language].subject(coupleNames);

export const reminderSubject = (language: Language = DEFAULT_LANGUAGE) => WORDS[language].reminderSubject;

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
  language: Language = DEFAULT_LANGUAGE,
): string {
  const words = WORDS[language];
  const from = coupleNames ? ` — ${coupleNames}` : '';
  const card = invitation ? words.reminderCard(invitation) : '';
  const own = message.trim();
  if (own) return words.ownReminder(household.name, own, card, url, from);
  return words.reminder(household.name, card, url, from);
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
