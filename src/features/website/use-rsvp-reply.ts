import { useRef, useState, type FormEvent } from 'react';
import { PublicInputError, type PublicRsvp, type RsvpReply, type RsvpResult } from '@/lib/backend';
import {
  hostsOf,
  replyOf,
  replyProblems,
  startingDrafts,
  statusOf,
  type GuestDraft,
  type ReplyStatus,
} from './rsvp-reply';
import { useGuestMessages } from './messages';

/**
 * The RSVP form's state and its sending: what each guest typed, the message, what still needs an answer, and what
 * the couple's pages said. Every choice stays when sending fails; a second submit while sending does nothing.
 */
export function useRsvpReply(rsvp: PublicRsvp, onSubmit: (reply: RsvpReply) => Promise<RsvpResult>) {
  const [drafts, setDrafts] = useState(() => startingDrafts(rsvp));
  const [message, setMessageState] = useState(rsvp.message ?? '');
  const [problems, setProblems] = useState<string[]>([]);
  const [status, setStatus] = useState<ReplyStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const hosts = hostsOf(rsvp);
  const { t } = useGuestMessages();

  const change = (guestId: string, patch: Partial<GuestDraft>) => {
    setStatus(null);
    setDrafts((all) => ({ ...all, [guestId]: { ...all[guestId]!, ...patch } }));
  };

  const setMessage = (text: string) => {
    setStatus(null);
    setMessageState(text);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found = replyProblems(hosts, rsvp.events, drafts, t);
    setProblems(found);
    if (found.length) return;
    sending.current = true;
    setBusy(true);
    setStatus(null);
    try {
      setStatus(statusOf(await onSubmit(replyOf(hosts, drafts, message)), Boolean(rsvp.deadline), t));
    } catch (error) {
      setStatus({
        tone: 'error',
        text: error instanceof PublicInputError ? t('rsvp.refused') : t('rsvp.sendFailed'),
      });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return { hosts, drafts, change, message, setMessage, problems, status, busy, submit };
}
