import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { GUEST_LIMITS as L, type PublicRsvp, type RsvpReply, type RsvpResult } from '@/lib/backend';
import { RsvpGuestFields } from './rsvp-guest-fields';
import { useRsvpReply } from './use-rsvp-reply';
import { useGuestMessages } from './messages';

/**
 * One household's reply: an answer per person per event they are invited to, a meal from the couple's menu, dietary
 * notes, a named plus-one where the couple allowed one, and a message. Every choice stays on screen when sending
 * fails; a second click while sending does nothing.
 */
export function RsvpForm({
  rsvp,
  onSubmit,
}: {
  rsvp: PublicRsvp;
  onSubmit: (reply: RsvpReply) => Promise<RsvpResult>;
}) {
  const { hosts, drafts, change, message, setMessage, problems, status, busy, submit } = useRsvpReply(
    rsvp,
    onSubmit,
  );
  const formId = useId();
  const { t } = useGuestMessages();
  const eventsById = new Map(rsvp.events.map((e) => [e.id, e]));

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-6">
      {hosts.map((guest) => (
        <RsvpGuestFields
          key={guest.id}
          guest={guest}
          draft={drafts[guest.id]!}
          eventsById={eventsById}
          menu={rsvp.mealOptions}
          formId={formId}
          closed={rsvp.closed}
          onChange={(patch) => change(guest.id, patch)}
        />
      ))}

      <Field label={t('rsvp.message')}>
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            value={message}
            maxLength={L.message}
            disabled={rsvp.closed}
            onChange={(e) => setMessage(e.target.value)}
          />
        )}
      </Field>

      {problems.length > 0 && (
        <div role="alert" className="rounded-lg bg-destructive-soft px-4 py-3 text-sm text-destructive-text">
          <ul className="list-disc space-y-1 pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {status && (
        <p
          role={status.tone === 'error' ? 'alert' : 'status'}
          className={
            status.tone === 'error'
              ? 'rounded-lg bg-destructive-soft px-4 py-3 text-sm text-destructive-text'
              : 'rounded-lg bg-success-muted px-4 py-3 text-sm text-success-text'
          }
        >
          {status.text}
        </p>
      )}
      {!rsvp.closed && (
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? t('rsvp.sending') : rsvp.respondedAt ? t('rsvp.update') : t('rsvp.send')}
        </Button>
      )}
    </form>
  );
}
