/** The guest e-mail port: RSVP links and reminders by e-mail (cloud mode). */

/** Sending a household its RSVP link by e-mail: cloud mode only, through the `send-email` Edge Function. */
export interface GuestEmailPort {
  /**
   * Sends each household (by id) its link, to the addresses on it (as a reminder to answer when `reminder`; with the
   * link to an invitation card when `inviteToken` names one; with the couple's own `message`, typed or drafted, in
   * place of the standard words); returns how many e-mails went out and how many households were skipped (no
   * address).
   */
  sendRsvpLinks(
    householdIds: readonly string[],
    options?: { reminder?: boolean; inviteToken?: string | null; message?: string },
  ): Promise<{ sent: number; skipped: number }>;
}

/** Why an e-mail could not be sent, in words the couple can act on (`not_configured`: no provider set up). */
export class EmailError extends Error {
  readonly code: 'not_configured' | 'rate_limited' | 'failed';
  constructor(code: EmailError['code'], message: string) {
    super(message);
    this.name = 'EmailError';
    this.code = code;
  }
}
