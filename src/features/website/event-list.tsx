import { CalendarDays, Clock, MapPin, Shirt, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicEvent } from '@/lib/backend';
import { mapsUrl } from './format';
import { useGuestMessages } from './messages';

function Detail({ label, icon: Icon, children }: { label: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex gap-2 [overflow-wrap:anywhere]">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-strong" />
        <span>{children}</span>
      </dd>
    </div>
  );
}

/** The events a guest is shown (an invitation's, or the website's schedule): when, where with a map link, what to wear. */
export function EventList({
  events,
  headingLevel = 3,
}: {
  events: readonly PublicEvent[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, longDate, time } = useGuestMessages();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {events.map((event) => (
        <li key={event.id} className="rounded-xl border border-border bg-background p-5 shadow-sm">
          <Heading className="font-serif text-xl font-semibold [overflow-wrap:anywhere]">
            {event.name}
          </Heading>
          <dl className="mt-3 space-y-2 text-sm text-copy">
            {event.date && (
              <Detail label={t('events.date')} icon={CalendarDays}>
                <time dateTime={event.date}>{longDate(event.date)}</time>
              </Detail>
            )}
            {event.startTime && (
              <Detail label={t('events.time')} icon={Clock}>
                {time(event.startTime)}
              </Detail>
            )}
            {(event.venue || event.address) && (
              <Detail label={t('events.place')} icon={MapPin}>
                {event.venue && <span className="block font-medium">{event.venue}</span>}
                {event.address && <span className="block">{event.address}</span>}
                <a
                  href={mapsUrl([event.venue, event.address].filter(Boolean).join(', '))}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('events.openInMapsFor', { event: event.name })}
                  className="inline-flex min-h-10 items-center text-primary-strong underline"
                >
                  {t('events.openInMaps')}
                </a>
              </Detail>
            )}
            {event.dressCode && (
              <Detail label={t('events.dressCode')} icon={Shirt}>
                {event.dressCode}
              </Detail>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
