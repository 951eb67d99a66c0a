import { useUserBackend } from '@/lib/auth';
import type { GuestEmailPort } from '@/lib/backend';

/**
 * Sending households their RSVP links by e-mail (cloud mode, through the `send-email` function); null where nothing
 * can send it (local mode, the demo account), and the dialogs then offer the couple's own mail app.
 */
export function useGuestEmail(): Pick<GuestEmailPort, 'sendRsvpLinks'> | null {
  const { email } = useUserBackend();
  return email ? { sendRsvpLinks: (ids, options) => email.sendRsvpLinks(ids, options) } : null;
}
