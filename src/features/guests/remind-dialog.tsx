import { Mail, MessageCircle } from 'lucide-react';
import type { Language } from '@/lib/i18n';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DraftWithAi } from '@/components/draft-with-ai';
import { Field, Textarea } from '@/components/ui/field';
import { useGuestEmail } from './api/use-guest-email';
import { EmailError } from '@/lib/backend';
import type { Guest, Household, SendChannel } from './model';
import { InvitationPicker, type Invitation } from './invitation-picker';
import { householdNumber, usePhoneCountry } from './phone';
import { LOCAL_EMAIL_NOTE } from './send-dialog';
import {
  emailsOf,
  inviteUrl,
  mailtoUrl,
  reminderSubject,
  reminderText,
  rsvpUrl,
  whatsappUrl,
  languageFor,
} from './sending';
import { formatCount } from '@/lib/format-number';

/** Longest message of the couple's own: a few short paragraphs, well inside what a WhatsApp link carries. */
export const REMINDER_MESSAGE_MAX = 1000;

/**
 * Reminders for the households selected (by default, the ones that haven't answered): in cloud mode one button
 * e-mails them all; everywhere, each has its WhatsApp and e-mail reminder with its own link filled in, in the
 * standard wording or the couple's own message (which they may draft with AI).
 */
export function RemindDialog({
  open,
  targets,
  guestsOf,
  coupleNames,
  siteLanguage,
  invitations,
  invitation,
  onInvitation,
  onSent,
  onClose,
}: {
  open: boolean;
  targets: readonly Household[];
  guestsOf: (householdId: string) => readonly Guest[];
  coupleNames: string;
  /** The site's language: a household that chose none is written to in it. */
  siteLanguage: Language;
  invitations: readonly Invitation[];
  invitation: Invitation | null;
  onInvitation: (id: string | null) => void;
  onSent: (households: readonly Household[], via: SendChannel) => Promise<unknown>;
  onClose: () => void;
}) {
  const email = useGuestEmail();
  const country = usePhoneCountry();
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState('');
  const withAddress = targets.filter((h) => emailsOf(h, guestsOf(h.id)).length > 0);

  const emailAll = async () => {
    if (!email || sending) return;
    setSending(true);
    setNote(null);
    try {
      const { sent, skipped } = await email.sendRsvpLinks(
        withAddress.map((h) => h.id),
        { reminder: true, inviteToken: invitation?.token ?? null, message },
      );
      setNote({
        tone: 'success',
        text: `Sent ${formatCount(sent)} reminder e-mail${sent === 1 ? '' : 's'}${skipped ? `; ${skipped} household${skipped === 1 ? ' has' : 's have'} no address` : ''}.`,
      });
    } catch (error) {
      setNote({
        tone: 'error',
        text:
          error instanceof EmailError ? error.message : 'The reminders could not be sent. Please try again.',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setNote(null);
          onClose();
        }
      }}
      title="Send reminders"
      description={`${formatCount(targets.length)} household${targets.length === 1 ? '' : 's'} selected. Each reminder carries that household's own RSVP link.`}
    >
      <div className="space-y-4">
        <InvitationPicker invitations={invitations} value={invitation} onChange={onInvitation} />
        {email ? (
          <Button disabled={sending || withAddress.length === 0} onClick={() => void emailAll()}>
            <Mail aria-hidden="true" />
            {sending ? 'Sending...' : `E-mail ${formatCount(withAddress.length)} with an address`}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{LOCAL_EMAIL_NOTE}</p>
        )}
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
        <div className="space-y-2">
          <Field
            label="Your message (optional)"
            hint={`Goes in each reminder (${email ? 'the e-mails and ' : ''}the links below), after "Dear …," and before the household's own RSVP link. Empty: the standard reminder.`}
          >
            {(p) => (
              <Textarea
                {...p}
                rows={3}
                maxLength={REMINDER_MESSAGE_MAX}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
              />
            )}
          </Field>
          <DraftWithAi
            purpose="draft-guest-message"
            target={{ read: () => message, write: (text) => setMessage(text.slice(0, REMINDER_MESSAGE_MAX)) }}
          />
        </div>
        <ul aria-label="Households to remind" className="max-h-80 divide-y divide-border overflow-y-auto">
          {targets.map((h) => {
            const guests = guestsOf(h.id);
            const language = languageFor(h, siteLanguage);
            const text = reminderText(
              h,
              coupleNames,
              rsvpUrl(h.rsvpToken),
              invitation && inviteUrl(invitation.token),
              message,
              language,
            );
            const addresses = emailsOf(h, guests);
            return (
              <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{h.name}</span>
                <span className="flex flex-wrap gap-2">
                  <a
                    href={whatsappUrl(householdNumber(h, guests, country), text)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                    aria-label={`WhatsApp ${h.name}`}
                    onClick={() => void onSent([h], 'whatsapp').catch(() => undefined)}
                  >
                    <MessageCircle aria-hidden="true" />
                    WhatsApp
                  </a>
                  {!email && (
                    <a
                      href={mailtoUrl(addresses, reminderSubject(language), text)}
                      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                      aria-label={`E-mail ${h.name}`}
                      onClick={() => void onSent([h], 'email').catch(() => undefined)}
                    >
                      <Mail aria-hidden="true" />
                      E-mail
                    </a>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}
