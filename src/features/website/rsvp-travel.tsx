import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { draftToTravel, emptyTravel, TravelFields, type TravelDraft } from '@/components/travel-fields';
import { PublicInputError, type PublicTravel, type TravelResult } from '@/lib/backend';
import { usePublicRecord } from '@/lib/data/use-public';

/** What the guest is told after sending (the section's words are all here, with the fields' in travel-fields.tsx). */
const SAID: Record<TravelResult, { tone: 'ok' | 'error'; text: string }> = {
  saved: { tone: 'ok', text: 'Thank you! Your travel details are saved. You can change them here any time.' },
  not_asked: {
    tone: 'error',
    text: 'The couple is no longer asking for travel details here. Please tell them directly.',
  },
  not_found: {
    tone: 'error',
    text: "This RSVP link doesn't work any more. Please ask the couple for your link.",
  },
  rate_limited: { tone: 'error', text: 'Too many tries for now. Please wait a few minutes and send again.' },
};

/**
 * Travel on the RSVP page (issue 33 item 3), when the couple asks for it: the household's arrival and departure,
 * pickup and notes, read and written by the link's token through its own public calls (apart from the RSVP reply).
 * Shows nothing when the couple does not ask. What was typed stays on screen when sending fails.
 */
export function RsvpTravel({
  token,
  onSubmit,
}: {
  token: string;
  onSubmit: (travel: PublicTravel) => Promise<TravelResult>;
}) {
  const { data } = usePublicRecord('rsvp-travel', token, (port, key) => port.rsvpTravel(key));
  if (!data) return null;
  return <TravelForm stored={data.travel} onSubmit={onSubmit} />;
}

function TravelForm({
  stored,
  onSubmit,
}: {
  stored: PublicTravel | null;
  onSubmit: (travel: PublicTravel) => Promise<TravelResult>;
}) {
  const [draft, setDraft] = useState<TravelDraft>(() => emptyTravel(stored));
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (draft.arrivalDate && draft.departureDate && draft.departureDate < draft.arrivalDate) {
      setStatus({ tone: 'error', text: 'Your departure day is before your arrival day.' });
      return;
    }
    sending.current = true;
    setBusy(true);
    setStatus(null);
    try {
      setStatus(SAID[await onSubmit(draftToTravel(draft))]);
    } catch (error) {
      setStatus({
        tone: 'error',
        text:
          error instanceof PublicInputError
            ? 'Some details could not be saved. Please check the days, times and lengths and try again.'
            : "We couldn't send your travel details. Please check your connection and try again — what you typed is still here.",
      });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="travel-heading" className="mt-10">
      <h2 id="travel-heading" className="mb-2 font-serif text-2xl font-semibold">
        Your travel
      </h2>
      <p className="mb-4 text-muted-foreground">
        Tell us when and how you arrive and leave, so we can meet you. Only you and the couple see this.
      </p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TravelFields draft={draft} onChange={setDraft} />
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
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Sending...' : 'Save Travel Details'}
        </Button>
      </form>
    </section>
  );
}
