import { Mail, MessageCircle, SkipForward } from 'lucide-react';
import type { Language } from '@/lib/i18n';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmailError } from '@/lib/backend';
import { formatCount } from '@/lib/format-number';
import { useGuestEmail } from './api/use-guest-email';
import type { Invitation } from './invitation-picker';
import type { Guest, Household } from './model';
import { displayPhone, householdNumber, usePhoneCountry } from './phone';
import {
  emailsOf,
  invitationSubject,
  invitationText,
  inviteUrl,
  mailtoUrl,
  rsvpUrl,
  whatsappUrl,
  languageFor,
} from './sending';

export const SEND_NEXT_CHANNELS = { whatsapp: 'WhatsApp', email: 'E-mail' } as const;
type Channel = keyof typeof SEND_NEXT_CHANNELS;

/**
 * "Send next" (issue 33 item 2): for many households, one at a time, the households not sent their link yet: open
 * the next one's message on the chosen channel, which marks it sent, or skip it, with how far along the couple is.
 * The list is fixed when the couple starts, so a household marked sent (or a reply arriving) does not reshuffle it.
 */
export function SendNextDialog({
  open,
  households,
  guestsOf,
  coupleNames,
  siteLanguage,
  invitation,
  onSent,
  onClose,
}: {
  open: boolean;
  /** In the guest list's order. */
  households: readonly Household[];
  guestsOf: (householdId: string) => readonly Guest[];
  coupleNames: string;
  /** The site's language: a household that chose none is written to in it. */
  siteLanguage: Language;
  invitation: Invitation | null;
  onSent: (household: Household, via: Channel) => Promise<unknown>;
  onClose: () => void;
}) {
  const [channel, setChannel] = useState<Channel>('whatsapp');
  const [queue, setQueue] = useState<readonly string[] | null>(null);
  const [at, setAt] = useState(0);
  const [sentCount, setSentCount] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const email = useGuestEmail();
  const country = usePhoneCountry();

  const unsent = households.filter((h) => !h.sentAt);
  const byId = new Map(households.map((h) => [h.id, h]));
  const current = queue && at < queue.length ? (byId.get(queue[at]!) ?? null) : null;
  const guests = current ? guestsOf(current.id) : [];
  const text = current
    ? invitationText(
        current,
        coupleNames,
        rsvpUrl(current.rsvpToken),
        invitation && inviteUrl(invitation.token),
        languageFor(current, siteLanguage),
      )
    : '';
  const number = current ? householdNumber(current, guests, country) : undefined;
  const addresses = current ? emailsOf(current, guests) : [];

  const close = () => {
    setQueue(null);
    setAt(0);
    setSentCount(0);
    setError(null);
    onClose();
  };
  const next = () => {
    setError(null);
    setAt((i) => i + 1);
  };
  const sent = (household: Household) => {
    setSentCount((n) => n + 1);
    next();
    void onSent(household, channel).catch(() => undefined);
  };
  const sendEmail = async (household: Household) => {
    if (!email || sending) return;
    setSending(true);
    setError(null);
    try {
      const result = await email.sendRsvpLinks([household.id], { inviteToken: invitation?.token ?? null });
      if (result.sent > 0) sent(household);
      else setError('Nothing was sent: this household has no e-mail address.');
    } catch (e) {
      setError(e instanceof EmailError ? e.message : 'The e-mail could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && close()}
      title="Send next"
      description="Send each household its RSVP link in turn: each one you send is marked as sent."
    >
      {queue === null ? (
        <div className="space-y-4">
          <fieldset>
            <legend className="text-sm font-semibold text-copy">Send on</legend>
            <div className="mt-1 flex flex-wrap gap-x-5">
              {(Object.keys(SEND_NEXT_CHANNELS) as Channel[]).map((c) => (
                <label key={c} className="flex min-h-10 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="send-next-channel"
                    value={c}
                    checked={channel === c}
                    onChange={() => setChannel(c)}
                    className="size-4 accent-primary"
                  />
                  {SEND_NEXT_CHANNELS[c]}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-sm text-copy">
            {unsent.length === 0
              ? 'Every household has been sent its link.'
              : `${formatCount(unsent.length)} ${unsent.length === 1 ? 'household has' : 'households have'} not been sent their link yet.`}
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button disabled={unsent.length === 0} onClick={() => setQueue(unsent.map((h) => h.id))}>
              Start
            </Button>
          </div>
        </div>
      ) : current ? (
        <div className="space-y-4">
          <p aria-live="polite" className="text-sm font-medium text-copy">
            {formatCount(at + 1)} of {formatCount(queue.length)}
          </p>
          <div>
            <h3 className="font-serif text-lg font-semibold [overflow-wrap:anywhere]">{current.name}</h3>
            <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
              {channel === 'whatsapp'
                ? number
                  ? displayPhone(number, country)
                  : 'No phone number: WhatsApp asks which chat to send it to.'
                : addresses.length
                  ? addresses.join(', ')
                  : 'No e-mail address: skip this household, or add one to it.'}
            </p>
          </div>
          {error && (
            <p
              role="alert"
              className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text"
            >
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {channel === 'whatsapp' ? (
              <a
                href={whatsappUrl(number, text)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants()}
                onClick={() => sent(current)}
              >
                <MessageCircle aria-hidden="true" />
                Send on WhatsApp
              </a>
            ) : email ? (
              <Button disabled={sending || addresses.length === 0} onClick={() => void sendEmail(current)}>
                <Mail aria-hidden="true" />
                {sending ? 'Sending...' : 'Send by e-mail'}
              </Button>
            ) : (
              addresses.length > 0 && (
                <a
                  href={mailtoUrl(
                    addresses,
                    invitationSubject(
                      coupleNames,
                      current ? languageFor(current, siteLanguage) : siteLanguage,
                    ),
                    text,
                  )}
                  className={buttonVariants()}
                  onClick={() => sent(current)}
                >
                  <Mail aria-hidden="true" />
                  E-mail
                </a>
              )
            )}
            <Button variant="secondary" onClick={next}>
              <SkipForward aria-hidden="true" />
              Skip
            </Button>
            <Button variant="ghost" onClick={close}>
              Done
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <p role="status" className="text-sm text-copy">
            {`All done: ${formatCount(sentCount)} sent, ${formatCount(queue.length - sentCount)} skipped.`}
          </p>
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
