import { Eye } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { useCollection, useProfile } from '@/lib/data';
import { todayIso } from '@/lib/dates';
import { categoriesCollection, expensesCollection } from '@/features/budget';
import {
  answersCollection,
  eventsCollection,
  guestsCollection,
  householdsCollection,
} from '@/features/guests';
import { moodBoardsCollection } from '@/features/mood-board';
import { remindersCollection } from '@/features/notifications';
import { scheduleCollection } from '@/features/schedule';
import { tasksCollection, useToday } from '@/features/tasks';
import { vendorsCollection } from '@/features/vendors';
import { renderPlanContext, type PlanContext } from '../../../supabase/functions/_shared/plan-context.ts';
import type { SharedPlan } from '@/lib/ai/chat';
import { buildPlanContext } from './plan-summary';

/** The couple's plan as the planner gets it: null while loading, and with the switch off. */
function usePlanContext(): { plan: PlanContext | null; sharePlan: boolean; isLoading: boolean } {
  const { data: profile, isLoading: profileLoading } = useProfile();
  const collections = {
    categories: useCollection(categoriesCollection),
    expenses: useCollection(expensesCollection),
    events: useCollection(eventsCollection),
    households: useCollection(householdsCollection),
    guests: useCollection(guestsCollection),
    answers: useCollection(answersCollection),
    tasks: useCollection(tasksCollection),
    reminders: useCollection(remindersCollection),
    vendors: useCollection(vendorsCollection),
    schedule: useCollection(scheduleCollection),
    boards: useCollection(moodBoardsCollection),
  };
  const today = todayIso(useToday());
  const isLoading = profileLoading || Object.values(collections).some((c) => c.isLoading);
  const {
    categories,
    expenses,
    events,
    households,
    guests,
    answers,
    tasks,
    reminders,
    vendors,
    schedule,
    boards,
  } = collections;
  const sharePlan = profile.ai.sharePlan;
  const plan = useMemo(
    () =>
      isLoading || !sharePlan
        ? null
        : buildPlanContext(
            {
              profile,
              categories: categories.items,
              expenses: expenses.items,
              events: events.items,
              households: households.items,
              guests: guests.items,
              answers: answers.items,
              tasks: tasks.items,
              reminders: reminders.items,
              vendors: vendors.items,
              schedule: schedule.items,
              boards: boards.items,
            },
            today,
          ),
    [
      isLoading,
      sharePlan,
      profile,
      categories.items,
      expenses.items,
      events.items,
      households.items,
      guests.items,
      answers.items,
      tasks.items,
      reminders.items,
      vendors.items,
      schedule.items,
      boards.items,
      today,
    ],
  );
  return { plan, sharePlan, isLoading };
}

/**
 * "What the planner can see": keeps the chat told of the plan summary it sends with each request (`onPlan`, null
 * when there is nothing to send), and opens a dialog showing exactly that text with the account's switch that
 * stops it. Its own chunk (with the planning tools' models it reads), fetched after the chat has painted.
 */
export default function PlanPanel({ onPlan }: { onPlan: (plan: SharedPlan | null | 'reading') => void }) {
  const { plan, sharePlan, isLoading } = usePlanContext();
  const { save } = useProfile();
  const [open, setOpen] = useState(false);
  const switchId = useId();
  const text = useMemo(() => plan && renderPlanContext(plan), [plan]);

  // 'reading' while the plan is being read, so a question asked meanwhile waits for it (usePlannerChat).
  useEffect(
    () => onPlan(sharePlan && isLoading ? 'reading' : plan && text ? { context: plan, text } : null),
    [plan, text, onPlan, sharePlan, isLoading],
  );

  const share = (on: boolean) => {
    // A refused save has been reported by the data layer; the switch shows what is stored.
    save({ ai: { sharePlan: on } }).catch(() => {});
  };

  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Eye aria-hidden="true" />
        {/* On phones the icon alone, beside "New conversation"; the name stays the same for everyone. */}
        <span className="sr-only sm:not-sr-only">What the planner can see</span>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="What the planner can see"
        description="With each message, your planner gets this summary of your plan, so it can answer about your wedding. Turn it off and nothing of your plan is sent."
      >
        <div className="mb-4 flex items-center justify-between gap-4 rounded-lg border border-border p-3">
          <label htmlFor={switchId} className="font-medium">
            Share my plan with the planner
          </label>
          <Switch id={switchId} checked={sharePlan} onCheckedChange={share} />
        </div>
        {!sharePlan ? (
          <p className="text-muted-foreground">Your planner sees only the conversation.</p>
        ) : isLoading || text === null ? (
          <Spinner label="Reading your plan" />
        ) : (
          <pre
            aria-label="Plan summary sent to the planner"
            tabIndex={0}
            className="max-h-[50vh] overflow-y-auto rounded-lg bg-secondary p-3 font-sans text-sm break-words whitespace-pre-wrap"
          >
            {text}
          </pre>
        )}
      </Dialog>
    </>
  );
}
