import { CalendarClock, CalendarDays, Download, List, Mail, Plus, Printer } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCollection, useProfile, useUndoableRemove } from '@/lib/data';
import { useScheduleCommands } from './api/use-schedule-commands';
import { shortId } from '@/lib/ids';
import { CalendarView } from './calendar-view';
import { EventCard } from './event-card';
import { downloadText } from '@/lib/download';
import { buildIcs, type AllDayEntry } from './ics';
import {
  draftFromEvent,
  emptyDraft,
  eventFromDraft,
  scheduleCollection,
  sortByStartTime,
  type EventDraft,
  type ScheduleEvent,
} from './model';
import { PrintSheet, printSchedule } from './print-sheet';
import { buildShareMailto } from './share-email';
import { TimelineTips } from './timeline-tips';
import { useWeddingDate } from './use-wedding-date';
import { WeddingDatePicker } from './wedding-date-picker';
import { lazyNamed } from '@/lib/lazy-named';
import { SideColumn } from '@/components/side-column';
import { scheduleHeading } from './heading';

// The form, and react-hook-form with it, arrives when its dialog first opens.
const EventForm = lazyNamed(() => import('./event-form'), 'EventForm');
// The payments still to make, for the .ics download, arrive after the page's first load.
const PaymentCalendarFeed = lazy(() =>
  import('@/features/budget')
    .then((budget) => budget.loadPaymentViews())
    .then((m) => ({ default: m.PaymentCalendarFeed })),
);

export default function SchedulePage() {
  const { items, isLoading } = useCollection(scheduleCollection);
  const { addScheduleEvent, updateScheduleEvent } = useScheduleCommands();
  const remove = useUndoableRemove(scheduleCollection);
  const wedding = useWeddingDate();
  const { data: profile } = useProfile();
  // null until the payments are read: a download asked for before then waits for them rather than leaving them out.
  const [paymentDays, setPaymentDays] = useState<readonly AllDayEntry[] | null>(null);
  const downloadWaiting = useRef(false);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ScheduleEvent | null>(null);
  const events = useMemo(() => sortByStartTime(items), [items]);

  const addEvent = async (draft: EventDraft) => {
    const event = eventFromDraft(draft, shortId());
    if (!event) return;
    await addScheduleEvent(event);
    setAdding(false);
  };

  const saveEdit = async (draft: EventDraft) => {
    if (!editing) return;
    const event = eventFromDraft(draft, editing.id);
    if (!event) return;
    // Based on the event as the dialog opened with it: another tab's change meanwhile is merged or reported.
    await updateScheduleEvent({ id: editing.id, changes: event, seen: editing });
    setEditing(null);
  };

  const writeIcs = useCallback(
    (payments: readonly AllDayEntry[]) =>
      downloadText(
        // The payments still to make fall due on days of their own, beside the day's timeline.
        buildIcs(events, wedding.date, new Date(), payments),
        `wedding-schedule-${wedding.date}.ics`,
        'text/calendar;charset=utf-8',
      ),
    [events, wedding.date],
  );
  const downloadIcs = () => {
    if (paymentDays) writeIcs(paymentDays);
    else downloadWaiting.current = true;
  };
  const receivePayments = useCallback(
    (entries: readonly AllDayEntry[]) => {
      setPaymentDays(entries);
      if (!downloadWaiting.current) return;
      downloadWaiting.current = false;
      writeIcs(entries);
    },
    [writeIcs],
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PrintSheet weddingDate={wedding.date} events={events} />
      <Suspense fallback={null}>
        <PaymentCalendarFeed currency={profile.budget.currency} onEntries={receivePayments} />
      </Suspense>
      <PageHeader
        {...scheduleHeading}
        actions={
          <>
            <Button variant="secondary" asChild>
              <a href={buildShareMailto(events, wedding.date)}>
                <Mail aria-hidden="true" />
                Share via Email
              </a>
            </Button>
            <Button variant="secondary" onClick={downloadIcs}>
              <Download aria-hidden="true" />
              Download Calendar (.ics)
            </Button>
            <Button variant="secondary" onClick={() => printSchedule(wedding.date)}>
              <Printer aria-hidden="true" />
              Download PDF
            </Button>
          </>
        }
      />

      <Tabs defaultValue="timeline">
        <Card className="mb-6 space-y-4">
          <WeddingDatePicker date={wedding.date} isSet={wedding.isSet} onSave={wedding.save} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList aria-label="Schedule view">
              <TabsTrigger value="timeline" className="inline-flex items-center gap-1.5">
                <List aria-hidden="true" className="size-4" />
                Timeline
              </TabsTrigger>
              <TabsTrigger value="calendar" className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                Calendar
              </TabsTrigger>
            </TabsList>
            <Button aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
              <Plus aria-hidden="true" />
              Add Event
            </Button>
          </div>
        </Card>

        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            {adding && (
              <Card>
                <h2 className="mb-4 font-serif text-lg font-semibold">Add Event</h2>
                <EventForm
                  initial={emptyDraft()}
                  submitLabel="Add to Timeline"
                  onSubmit={addEvent}
                  onCancel={() => setAdding(false)}
                />
              </Card>
            )}

            <TabsContent value="timeline">
              <h2 className="sr-only">Timeline</h2>
              {isLoading ? (
                <Spinner label="Loading your timeline" />
              ) : events.length === 0 ? (
                <EmptyState
                  icon={<CalendarClock />}
                  title="No events yet"
                  description="Add your first event to start building the day's timeline."
                />
              ) : (
                <ol aria-label="Timeline" className="space-y-3">
                  {events.map((event) => (
                    <EventCard
                      key={event.id}
                      event={event}
                      onEdit={() => setEditing(event)}
                      onDelete={() => void remove(event.id, { name: event.title })}
                    />
                  ))}
                </ol>
              )}
            </TabsContent>

            <TabsContent value="calendar">
              <Card>
                <CalendarView weddingDate={wedding.date} events={events} />
              </Card>
            </TabsContent>
          </div>

          <SideColumn waiting={isLoading} className="space-y-6">
            <TimelineTips />
          </SideColumn>
        </div>
      </Tabs>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title="Edit Event">
        {editing && (
          <EventForm
            key={editing.id}
            initial={draftFromEvent(editing)}
            submitLabel="Save Changes"
            onSubmit={saveEdit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  );
}
