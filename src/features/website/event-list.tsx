import { CalendarDays, Clock, MapPin, Shirt, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicEvent } from '@/lib/backend';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { mapsUrl } from './format';

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
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {events.map((event) => (
        <li key={event.id} className="rounded-xl border border-border bg-background p-5 shadow-sm">
          <Heading className="font-serif text-xl font-semibold [overflow-wrap:anywhere]">
            {event.name}
          </Heading>
          <dl className="mt-3 space-y-2 text-sm text-copy">
            {event.date && (
              <Detail label="Date" icon={CalendarDays}>
                <time dateTime={event.date}>{formatLongDate(event.date)}</time>
              </Detail>
            )}
            {event.startTime && (
              <Detail label="Time" icon={Clock}>
                {formatTime12(event.startTime)}
              </Detail>
            )}
            {(event.venue || event.address) && (
              <Detail label="Place" icon={MapPin}>
                {event.venue && <span className="block font-medium">{event.venue}</span>}
                {event.address && <span className="block">{event.address}</span>}
                <a
                  href={mapsUrl([event.venue, event.address].filter(Boolean).join(', '))}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Open in maps: ${event.name}`}
                  className="inline-flex min-h-10 items-center text-primary-strong underline"
                >
                  Open in maps
                </a>
              </Detail>
            )}
            {event.dressCode && (
              <Detail label="Dress code" icon={Shirt}>
                {event.dressCode}
              </Detail>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
