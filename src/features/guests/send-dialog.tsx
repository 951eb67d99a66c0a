import { Check, Copy, Download, Mail, MessageCircle } from 'lucide-react';
import type { Language } from '@/lib/i18n';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmailError } from '@/lib/backend';
import { useGuestEmail } from './api/use-guest-email';
import { downloadBlob } from '@/lib/download';
import type { Guest, Household, SendChannel } from './model';
import { householdNumber, usePhoneCountry } from './phone';
import { qrPng } from '@/lib/qr';
import { QrCode } from '@/components/qr-code';
import { InvitationPicker, type Invitation } from './invitation-picker';
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

export const LOCAL_EMAIL_NOTE =
  'Sending e-mail from the planner needs cloud mode. Here, "E-mail" opens your own mail app with the message filled in.';

/**
 * Send a household its personal RSVP link (issue #13 item 5): copy it, send it on WhatsApp with the message filled
 * in, e-mail it (cloud: sent by the `send-email` function; local: the couple's own mail app), or print its QR code.
 * Each way marks the household as sent.
 */
export function SendDialog({
  household,
  guests,
  coupleNames,
  siteLanguage,
  invitations,
  invitation,
  onInvitation,
  onSent,
  onClose,
}: {
  household: Household | null;
  guests: readonly Guest[];
  coupleNames: string;
  /** The site's language: a household that chose none is written to in it. */
  siteLanguage: Language;
  invitations: readonly Invitation[];
  /** The invitation card sent along, if any. */
  invitation: Invitation | null;
  onInvitation: (id: string | null) => void;
  onSent: (household: Household, via: SendChannel) => Promise<unknown>;
  onClose: () => void;
}) {
  const email = useGuestEmail();
  const country = usePhoneCountry();
  const [copied, setCopied] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const url = household ? rsvpUrl(household.rsvpToken) : '';
  const text = household
    ? invitationText(
        household,
        coupleNames,
        url,
        invitation && inviteUrl(invitation.token),
        languageFor(household, siteLanguage),
      )
    : '';
  const addresses = household ? emailsOf(household, guests) : [];
  const sent = (via: SendChannel) => household && void onSent(household, via).catch(() => undefined);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      sent('link');
    } catch {
      setNote({ tone: 'error', text: "Couldn't copy. Select the link above and copy it yourself." });
    }
  };

  const sendEmail = async () => {
    if (!household || !email || sending) return;
    setSending(true);
    setNote(null);
    try {
      const result = await email.sendRsvpLinks([household.id], { inviteToken: invitation?.token ?? null });
      setNote(
        result.sent > 0
          ? { tone: 'success', text: `Sent to ${addresses.join(', ')}.` }
          : {
              tone: 'error',
              text: 'Nothing was sent: add an e-mail address to this household or its guests.',
            },
      );
    } catch (error) {
      setNote({
        tone: 'error',
        text: error instanceof EmailError ? error.message : 'The e-mail could not be sent. Please try again.',
      });
    } finally {
      setSending(false);
    }
  };

  const saveQr = async () => {
    if (!household) return;
    try {
      downloadBlob(await qrPng(url), `rsvp-${household.name.replace(/[^\w-]+/g, '-').toLowerCase()}.png`);
      sent('qr');
    } catch (error) {
      setNote({
        tone: 'error',
        text: error instanceof Error ? error.message : 'The QR code could not be saved.',
      });
    }
  };

  return (
    <Dialog
      open={household !== null}
      onOpenChange={(open) => {
        if (!open) {
          setNote(null);
          onClose();
        }
      }}
      title={household ? `Send ${household.name} their RSVP link` : 'Send RSVP link'}
      description="Everyone in the household answers through this one personal link."
    >
      {household && (
        <div className="space-y-5">
          <div className="space-y-2">
            <label htmlFor="rsvp-link" className="block text-sm font-medium text-copy">
              Personal RSVP link
            </label>
            <div className="flex gap-2">
              <input
                id="rsvp-link"
                readOnly
                value={url}
                onFocus={(e) => e.target.select()}
                className="min-h-10 w-full min-w-0 rounded-lg border border-input bg-secondary px-3 text-sm"
              />
              <Button variant="secondary" onClick={() => void copy()}>
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            </div>
          </div>
          <InvitationPicker invitations={invitations} value={invitation} onChange={onInvitation} />
          <div className="flex flex-wrap gap-2">
            <a
              href={whatsappUrl(householdNumber(household, guests, country), text)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'secondary' })}
              onClick={() => sent('whatsapp')}
            >
              <MessageCircle aria-hidden="true" />
              Send on WhatsApp
            </a>
            {email ? (
              <Button
                variant="secondary"
                disabled={sending || addresses.length === 0}
                onClick={() => void sendEmail()}
              >
                <Mail aria-hidden="true" />
                {sending ? 'Sending...' : 'Send by e-mail'}
              </Button>
            ) : (
              <a
                href={mailtoUrl(
                  addresses,
                  invitationSubject(
                    coupleNames,
                    household ? languageFor(household, siteLanguage) : siteLanguage,
                  ),
                  text,
                )}
                className={buttonVariants({ variant: 'secondary' })}
                onClick={() => sent('email')}
              >
                <Mail aria-hidden="true" />
                E-mail
              </a>
            )}
          </div>
          <p className="text-sm text-muted-foreground">
            {email
              ? addresses.length
                ? `E-mail goes to ${addresses.join(', ')}.`
                : 'Add an e-mail address to this household or its guests to send by e-mail.'
              : LOCAL_EMAIL_NOTE}
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <QrCode text={url} label={`QR code for ${household.name}'s RSVP link`} />
            <div className="space-y-2">
              <p className="text-sm text-copy">For printed cards: guests scan it to open their RSVP.</p>
              <Button variant="secondary" onClick={() => void saveQr()}>
                <Download aria-hidden="true" />
                Download QR code
              </Button>
            </div>
          </div>
          {note && (
            <p
              role={note.tone === 'error' ? 'alert' : 'status'}
              className={
                note.tone === 'error'
                  ? 'rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text'
                  : 'rounded-lg bg-success-muted px-3 py-2 text-sm text-success-text'
              }
            >
              {note.text}
            </p>
          )}
          {!household.sentAt && (
            <Button variant="link" size="inline" onClick={() => sent('link')}>
              I sent it another way: mark as sent
            </Button>
          )}
        </div>
      )}
    </Dialog>
  );
}
