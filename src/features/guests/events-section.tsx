import { CalendarPlus, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { EventForm } from './event-form';
import type { EventCounts } from './guest-list';
import type { WeddingEvent } from './model';
import { useGuestCommands } from './api/use-guest-commands';
import type { useGuestData } from './use-guest-data';
import { formatCount } from '@/lib/format-number';

const ignore = () => undefined;
const EventAnswersSection = lazy(() => import('./event-answers-section'));

/** When and where, as one or two short lines. */
export function eventWhen(event: WeddingEvent, weddingDate: string): string {
  const date = event.date ?? weddingDate;
  return [date ? formatLongDate(date) : 'The wedding day', event.startTime && formatTime12(event.startTime)]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The couple's events (issue #13 item 1): Ceremony and Reception to start with, and as many more as they hold —
 * mehndi, haldi, sangeet. Each shows as guests will see it, with its invitation count.
 */
export function EventsSection({
  data,
  counts,
}: {
  data: ReturnType<typeof useGuestData>;
  counts: EventCounts[];
}) {
  const { sortedEvents, weddingDate } = data;
  const { addEvent, updateEvent, removeEvent } = useGuestCommands();
  const [editing, setEditing] = useState<{ event: WeddingEvent | null } | null>(null);
  const [deleting, setDeleting] = useState<WeddingEvent | null>(null);
  const invitedTo = new Map(counts.map((c) => [c.event.id, c.invited]));

  const save = async (event: WeddingEvent) => {
    if (editing?.event) await updateEvent({ id: event.id, changes: event, seen: editing.event });
    else await addEvent(event);
    setEditing(null);
  };

  return (
    <section aria-labelledby="events-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="events-heading" className="font-serif text-2xl font-semibold">
          Events
        </h2>
        <Button onClick={() => setEditing({ event: null })}>
          <CalendarPlus aria-hidden="true" />
          Add Event
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Invite each household to the events they are coming to. Public events show on your wedding website;
        private ones only on the RSVP page of the households invited.
      </p>
      {sortedEvents.length === 0 ? (
        <EmptyState
          title="No events yet"
          description="Add your ceremony, reception and any other celebrations."
        />
      ) : (
        <ul aria-label="Events" className="space-y-3">
          {sortedEvents.map((event) => (
            <li key={event.id} className="rounded-xl border border-border p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                  <h3 className="font-serif text-lg font-semibold">{event.name}</h3>
                  <p className="text-sm text-copy">{eventWhen(event, weddingDate)}</p>
                  {(event.venue || event.address) && (
                    <p className="text-sm text-muted-foreground">
                      {[event.venue, event.address].filter(Boolean).join(', ')}
                    </p>
                  )}
                  {event.dressCode && (
                    <p className="text-sm text-muted-foreground">Dress code: {event.dressCode}</p>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  <Badge tone={event.isPublic ? 'blue' : 'gray'}>
                    {event.isPublic ? (
                      <Eye aria-hidden="true" className="mr-1 size-3" />
                    ) : (
                      <EyeOff aria-hidden="true" className="mr-1 size-3" />
                    )}
                    {event.isPublic ? 'On the website' : 'Private'}
                  </Badge>
                  <Badge>{formatCount(invitedTo.get(event.id) ?? 0)} invited</Badge>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${event.name}`}
                    onClick={() => setEditing({ event })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${event.name}`}
                    onClick={() => setDeleting(event)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        <EventAnswersSection data={data} />
      </Suspense>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.event ? 'Edit Event' : 'Add Event'}
      >
        {editing && (
          <EventForm
            event={editing.event}
            weddingDate={weddingDate}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete the ${deleting?.name ?? 'event'}?`}
        description={
          deleting && (invitedTo.get(deleting.id) ?? 0) > 0
            ? `Its ${formatCount(invitedTo.get(deleting.id) ?? 0)} invitations and their answers will be deleted with it.`
            : 'No one is invited to it yet.'
        }
        onConfirm={() => deleting && void removeEvent({ id: deleting.id }).catch(ignore)}
      />
    </section>
  );
}
