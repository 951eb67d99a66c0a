import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EventsSection } from './events-section';
import { countsByEvent, guestTotals } from './guest-list';
import { GuestListSection } from './guest-list-section';
import { useGuestData, useReplyRefresh } from './use-guest-data';
import { WebsiteSection } from './website-section';
import { formatCount } from '@/lib/format-number';

type Section = 'list' | 'events' | 'website' | 'travel';
const SECTIONS: readonly string[] = ['events', 'website', 'travel'];

// Its own chunk: the travel sheets and room forms load with their tab.
const TravelSection = lazy(() => import('./travel-section'));

/**
 * The Guests tab of /planner (issue #13): the guest list, the couple's events, the website with the RSVP settings, and
 * travel and stay (issue 33),
 * each a section in the URL (`?tab=guests&section=events`) so Back and links work. Loaded as its own chunk: the
 * planner's chat never carries it, and it never carries the chat.
 */
export default function GuestPlanner() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('section');
  const section = (raw && SECTIONS.includes(raw) ? raw : 'list') as Section;
  const data = useGuestData();
  const refresh = useReplyRefresh();
  const counts = useMemo(
    () => countsByEvent(data.sortedEvents, data.entries),
    [data.sortedEvents, data.entries],
  );
  const totals = useMemo(() => guestTotals(data.entries), [data.entries]);

  const select = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'list') nextParams.delete('section');
    else nextParams.set('section', next);
    setParams(nextParams);
  };

  if (data.isLoading) return <Spinner label="Loading your guest list" />;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Guests', totals.guests],
          ['Attending', totals.attending],
          ['Declined', totals.declined],
          ['Awaiting', totals.awaiting],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-border p-3 text-center">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{formatCount(value as number)}</dd>
          </div>
        ))}
      </dl>
      <Tabs value={section} onValueChange={select}>
        <TabsList aria-label="Guest planner sections" className="mb-4">
          <TabsTrigger value="list">Guest list</TabsTrigger>
          <TabsTrigger value="events">Events</TabsTrigger>
          <TabsTrigger value="website">Website & RSVP</TabsTrigger>
          <TabsTrigger value="travel">Travel & stay</TabsTrigger>
        </TabsList>
        <TabsContent value="list">
          <GuestListSection data={data} counts={counts} onRefresh={refresh} inviteId={params.get('invite')} />
        </TabsContent>
        <TabsContent value="events">
          <EventsSection data={data} counts={counts} />
        </TabsContent>
        <TabsContent value="website">
          <WebsiteSection data={data} />
        </TabsContent>
        <TabsContent value="travel">
          <Suspense fallback={<Spinner label="Loading travel and stay" />}>
            <TravelSection data={data} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
