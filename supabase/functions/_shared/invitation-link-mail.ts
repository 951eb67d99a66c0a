/**
 * The words of the e-mail a guest asks for with "Find your invitation" on a couple's website: the `send-email` function
 * sends them, and local mode puts the same mail in this browser's mailbox. No npm imports, so the app and vitest use
 * it as it is.
 */
export const INVITATION_LINK_SUBJECT = 'Your RSVP link';

export function invitationLinkWords(coupleNames: string) {
  return {
    subject: INVITATION_LINK_SUBJECT,
    lead: `Someone asked for your invitation on ${coupleNames || 'the couple'}'s wedding website. Here is your personal RSVP link; please keep it to yourself, as it opens your household's answers.`,
    unasked: "If it wasn't you, you can ignore this e-mail.",
  };
}

/** One address: nothing a mail header could read as two (the tables check the same, …_email_limits.sql). */
const ONE_ADDRESS = /^[^\][@\s<>,;:"()\\]+@[^\][@\s<>,;:"()\\]+\.[^\][@\s<>,;:"()\\.]+$/;
export const isOneAddress = (email: string) => email.length <= 320 && ONE_ADDRESS.test(email);
