import { Armchair, MessageCircle, Sparkles, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/components/ui/cn';
import { setPathMeta } from '@/lib/page-meta';
import { paths } from '@/lib/paths';
import { lazyNamed } from '@/lib/lazy-named';
import { ChatFrame } from './chat-frame';

// The guest planner and the seating chart (with its canvas library) load when their tab opens, and their features'
// indexes with them: the guests' model and helpers and the chart's collections (about 9 KiB gzip) are no part of
// the chat's first load.
const GuestPlanner = lazy(() => import('@/features/guests').then((guests) => guests.loadGuestPlanner()));
const SeatingPlanner = lazy(() =>
  import('@/features/seating').then((seating) => seating.loadSeatingPlanner()),
);
// The chat too, as the page renders: the heading and the tabs paint first, then the chat with its models, the AI
// provider's settings and the data layer (about 40 KiB gzip), which its conversation waits for anyway.
const PlannerChat = lazyNamed(() => import('./planner-chat'), 'PlannerChat');

type PlannerTab = 'chat' | 'guests' | 'seating';
const TABS: readonly string[] = ['guests', 'seating'];

/** Each tab's own heading and description, and the document's title for it. */
const HEADINGS: Record<PlannerTab, { title: string; description: string; icon: ReactNode }> = {
  chat: {
    title: 'AI Wedding Planner',
    description: 'Ask about venues, vendors, budgets and timing.',
    icon: <Sparkles />,
  },
  guests: {
    title: 'Guest Planner',
    description: 'Your guest list and RSVPs, your events and your wedding website.',
    icon: <Users />,
  },
  seating: {
    title: 'Seating Chart',
    description: 'Place the tables and seat your guests, one chart per event.',
    icon: <Armchair />,
  },
};

/**
 * /planner: the AI planner chat (default tab), at /planner?tab=guests the guest planner, and at /planner?tab=seating
 * the seating chart, each under its own heading. The tab lives in the URL so the account hub's links open it and
 * Back works.
 */
export default function PlannerPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const tab = (TABS.includes(asked) ? asked : 'chat') as PlannerTab;

  const heading = HEADINGS[tab];
  useEffect(() => {
    setPathMeta(paths.planner(), { title: heading.title, description: heading.description });
  }, [heading]);

  const selectTab = (next: string) => {
    // Each tab keeps only its own parameters (the guests' section, the seating chart's event).
    const nextParams = new URLSearchParams();
    if (TABS.includes(next)) nextParams.set('tab', next);
    setParams(nextParams);
  };

  return (
    <div className={cn('mx-auto px-4 py-6', tab === 'seating' ? 'max-w-7xl' : 'max-w-4xl')}>
      <PageHeader title={heading.title} description={heading.description} icon={heading.icon} />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Planner sections" className="mb-4">
          <TabsTrigger value="chat">
            <span className="inline-flex items-center gap-2">
              <MessageCircle aria-hidden="true" className="size-4" />
              AI Chat
            </span>
          </TabsTrigger>
          <TabsTrigger value="guests">
            <span className="inline-flex items-center gap-2">
              <Users aria-hidden="true" className="size-4" />
              Guests
            </span>
          </TabsTrigger>
          <TabsTrigger value="seating">
            <span className="inline-flex items-center gap-2">
              <Armchair aria-hidden="true" className="size-4" />
              Seating
            </span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="chat">
          <Suspense
            fallback={
              <ChatFrame>
                <Spinner label="Loading your conversation" className="m-auto" />
              </ChatFrame>
            }
          >
            <PlannerChat />
          </Suspense>
        </TabsContent>
        <TabsContent value="guests">
          {tab === 'guests' && (
            <Suspense fallback={<Spinner label="Loading the guest planner" />}>
              <GuestPlanner />
            </Suspense>
          )}
        </TabsContent>
        <TabsContent value="seating">
          {tab === 'seating' && (
            <Suspense fallback={<Spinner label="Loading the seating chart" />}>
              <SeatingPlanner />
            </Suspense>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
