/**
 * Planning together (issue 30): what each role may do, in one line (the hub's "Planning together" shows the same
 * words), and the e-mail inviting someone into a wedding. No npm imports, so the app and vitest use it as it is.
 */
export const ROLE_WORDS = {
  owner: 'Everything, including who is in the wedding and deleting it.',
  partner: 'Everything in the plan, including who is in the wedding.',
  planner: 'Everything in the plan, but not who is in the wedding.',
  family: 'Reads the plan and edits the guest list.',
} as const;

export type MemberRole = keyof typeof ROLE_WORDS;
export type InvitedRole = Exclude<MemberRole, 'owner'>;

/** Fixed words: nothing a sender types reaches the subject. */
export const WEDDING_INVITE_SUBJECT = "You're invited to plan a wedding";

/** The body's words: the inviter's name (their profile's, else their e-mail) and the role, never free text. */
export function weddingInviteWords(inviter: string, role: InvitedRole) {
  return {
    subject: WEDDING_INVITE_SUBJECT,
    lead: `${inviter} invited you to plan their wedding together, as ${role === 'family' ? 'family' : `a ${role}`}: ${ROLE_WORDS[role].charAt(0).toLowerCase()}${ROLE_WORDS[role].slice(1)}`,
    open: 'Join the wedding',
    once: 'The link works once and for 7 days. Sign in or create an account when it asks, and you join at once.',
    unasked: "If you don't know who sent this, you can ignore this e-mail.",
  };
}
