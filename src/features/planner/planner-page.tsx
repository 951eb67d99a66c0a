import { MessageCircle, Sparkles, Users } from 'lucide-react';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
// A lazy component: the guest planner is its own chunk, fetched when the tab opens.
import { GuestPlanner } from '@/features/guests';
import { PlannerChat } from './planner-chat';

type PlannerTab = 'chat' | 'guests';

/**
 * /planner: the AI planner chat (default tab) and, at /planner?tab=guests, the guest planner.
 * The tab lives in the URL so the account hub's "Guest Planner" link opens it and Back works.
 */
export default function PlannerPage() {
  const [params, setParams] = useSearchParams();
  const tab: PlannerTab = params.get('tab') === 'guests' ? 'guests' : 'chat';

  const selectTab = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'guests') nextParams.set('tab', 'guests');
    else {
      nextParams.delete('tab');
      nextParams.delete('section');
    }
    setParams(nextParams);
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <PageHeader
        title="AI Wedding Planner"
        description="Ask about venues, vendors, budgets and timing."
        icon={<Sparkles />}
      />
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
        </TabsList>
        <TabsContent value="chat">
          <PlannerChat />
        </TabsContent>
        <TabsContent value="guests">
          {tab === 'guests' && (
            <Suspense fallback={<Spinner label="Loading the guest planner" />}>
              <GuestPlanner />
            </Suspense>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
