import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  draftToTravel,
  emptyTravel,
  TravelFields,
  type TravelDraft,
  type TravelWords,
} from '@/components/travel-fields';
import { useGuestMessages, type GuestMessages } from './messages';
import { PublicInputError, type PublicTravel, type TravelResult } from '@/lib/backend';
import { usePublicRecord } from '@/lib/data/use-public';

/** The travel fields' words in the page's language. */
const travelWords = ({ t }: GuestMessages): TravelWords => ({
  leg: (way) => t(`travel.${way}.leg`),
  day: (way) => t(`travel.${way}.day`),
  time: (way) => t(`travel.${way}.time`),
  by: (way) => t(`travel.${way}.by`),
  number: (way) => t(`travel.${way}.number`),
  place: (way) => t(`travel.${way}.place`),
  notDecided: t('travel.notDecided'),
  mode: (mode) => t(`travel.mode.${mode}`),
  pickup: t('travel.pickup'),
  notes: t('travel.notes'),
});

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
  const messages = useGuestMessages();
  const { t } = messages;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (draft.arrivalDate && draft.departureDate && draft.departureDate < draft.arrivalDate) {
      setStatus({ tone: 'error', text: t('travel.departsBeforeArrival') });
      return;
    }
    sending.current = true;
    setBusy(true);
    setStatus(null);
    try {
      const result = await onSubmit(draftToTravel(draft));
      setStatus({ tone: result === 'saved' ? 'ok' : 'error', text: t(`travel.result.${result}`) });
    } catch (error) {
      setStatus({
        tone: 'error',
        text: error instanceof PublicInputError ? t('travel.refused') : t('travel.sendFailed'),
      });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="travel-heading" className="mt-10">
      <h2 id="travel-heading" className="mb-2 font-serif text-2xl font-semibold">
        {t('travel.heading')}
      </h2>
      <p className="mb-4 text-muted-foreground">{t('travel.intro')}</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TravelFields draft={draft} onChange={setDraft} words={travelWords(messages)} />
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
          {busy ? t('rsvp.sending') : t('travel.save')}
        </Button>
      </form>
    </section>
  );
}
