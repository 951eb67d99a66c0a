import { MessageCircle, Sparkles, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PlannerChat } from './planner-chat';
import { paths } from '@/app/paths';

type PlannerTab = 'chat' | 'guests';

/**
 * /planner: the AI planner chat (default tab) and, at /planner?tab=guests, the guest planner (a later issue).
 * The tab lives in the URL so the account hub's "Guest Planner" link opens it and Back works.
 */
export default function PlannerPage() {
  const [params, setParams] = useSearchParams();
  const tab: PlannerTab = params.get('tab') === 'guests' ? 'guests' : 'chat';

  const selectTab = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'guests') nextParams.set('tab', 'guests');
    else nextParams.delete('tab');
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
          <ComingSoon area="The guest planner" backTo={paths.planner()} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
