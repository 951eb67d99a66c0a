import { Bell } from 'lucide-react';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useCollection, useProfile } from '@/lib/data';
import { formatShortDate, todayIso } from '@/lib/dates';
import { formatAmount } from '@/lib/money';
import { categoriesCollection, expensesCollection, loadPaymentViews, summarize } from '@/features/budget';
import {
  answersCollection,
  buildEntries,
  guestsCollection,
  guestTotals,
  TravelLine,
} from '@/features/guests';
import { ThankYouLine } from '@/features/gifts';
import { dueAt, formatWhen, remindersCollection, sortReminders } from '@/features/notifications';
import { DemoWedding, SampleWeddingOffer } from '@/features/sample-wedding';
import { useAuth } from '@/lib/auth';
import { progressOf, tasksCollection, upcomingTasks, useToday } from '@/features/tasks';
import { BudgetChart } from './budget-chart';
import { countdown } from './countdown';
import { formatCount } from '@/lib/format-number';
import { Panel, PANELS } from './overview-panel';

// The payments due arrive after the overview's first load, with the payment schedule's rules.
const DuePayments = lazy(() => loadPaymentViews().then((m) => ({ default: m.DuePayments })));
// A wedding planned together (cloud) also says who did what lately: its own chunk, never in the first load.
const RecentActivity = lazy(() => import('./recent-activity').then((m) => ({ default: m.RecentActivity })));

/** How many categories the chart shows: the largest by plan. */
const CHART_ROWS = 5;

/**
 * The overview's figures (issue 15): a countdown, planning progress, the budget planned against spent, and what is
 * due next, each leading to its tool. Its own chunk with the models it reads; `busy` goes to the overview's region.
 */
export function OverviewFigures({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { user } = useAuth();
  const today = useToday();
  const { data: profile, isLoading: profileLoading } = useProfile();
  const tasks = useCollection(tasksCollection);
  const reminders = useCollection(remindersCollection);
  const categories = useCollection(categoriesCollection);
  const expenses = useCollection(expensesCollection);
  const guests = useCollection(guestsCollection);
  const answers = useCollection(answersCollection);
  const [paymentsDue, setPaymentsDue] = useState(0);
  const [thanksOwed, setThanksOwed] = useState(0);
  // Shown once everything has been read, in one render.
  const busy =
    profileLoading ||
    [tasks, reminders, categories, expenses, guests, answers].some((collection) => collection.isLoading);

  const until = countdown(profile.wedding.weddingDate, today);
  const progress = progressOf(tasks.items);
  const nextTasks = upcomingTasks(tasks.items).slice(0, 3);
  const nextReminders = sortReminders(reminders.items.filter((r) => dueAt(r) >= today)).slice(0, 3);
  const currency = profile.budget.currency;
  const totals = summarize(profile.budget.total, categories.items, expenses.items);
  const rows = [...totals.byCategory]
    .sort((a, b) => b.category.planned - a.category.planned)
    .slice(0, CHART_ROWS)
    .map((c) => ({ label: c.category.name, planned: c.category.planned, spent: c.actual }));
  const rsvp = guestTotals(buildEntries(guests.items, [], answers.items));
  // A couple who has not started (no date, no guests) is offered a whole wedding to look around in.
  const fresh = !busy && !until && rsvp.guests === 0;
  // Before the browser paints: the region stops being busy, and the frame drops its placeholders, in the frame that
  // shows the figures.
  useLayoutEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  return (
    <>
      <Suspense fallback={null}>
        {/* The demo account is where a visitor lands: it starts with the sample wedding, loaded once. */}
        {user!.isDemo ? <DemoWedding /> : fresh && <SampleWeddingOffer />}
      </Suspense>
      {/* Until everything has been read, the frame shows the figures' faces (overview-frame.tsx). */}
      {!busy && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Panel
            face={PANELS.countdown}
            to={until ? paths.schedule() : paths.settings()}
            linkLabel={until ? 'Wedding day schedule' : 'Set your wedding date'}
          >
            {until ? (
              <p className="font-serif text-3xl font-semibold">{until.text}</p>
            ) : (
              <p className="text-muted-foreground">Set your wedding date to start the countdown.</p>
            )}
          </Panel>
          <Panel face={PANELS.progress} to={paths.planningProgress()} linkLabel="Planning progress">
            <p className="text-3xl font-semibold">{progress.percent}%</p>
            <div
              role="progressbar"
              aria-label="Tasks completed"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              className="mt-2 h-2 overflow-hidden rounded-full bg-secondary"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${progress.percent}%` }} />
            </div>
            <p className="mt-2 text-sm text-subtle-foreground">
              {progress.done} of {progress.total} tasks completed
            </p>
          </Panel>
          <Panel face={PANELS.budget} to={paths.budget()} linkLabel="Budget tracker">
            <p className="text-sm">
              <span className="font-semibold">{formatAmount(totals.spent, currency)}</span>
              <span className="text-subtle-foreground">
                {' '}
                spent of {formatAmount(totals.planned, currency)} planned
              </span>
            </p>
            {rows.length > 0 ? (
              <BudgetChart rows={rows} currency={currency} />
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">No budget categories yet.</p>
            )}
          </Panel>
          <Panel face={PANELS.guests} to={paths.planner({ tab: 'guests' })} linkLabel="Guest planner">
            {rsvp.guests === 0 ? (
              <p className="text-sm text-muted-foreground">Add your guest list to follow RSVPs here.</p>
            ) : (
              <div role="group" aria-label="Guests and RSVPs">
                <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                  {(
                    [
                      ['Guests', rsvp.guests],
                      ['Attending', rsvp.attending],
                      ['Declined', rsvp.declined],
                      ['Awaiting', rsvp.awaiting],
                    ] as const
                  ).map(([label, value]) => (
                    <div key={label}>
                      <dt className="text-subtle-foreground">{label}</dt>
                      <dd className="text-2xl font-semibold tabular-nums">{formatCount(value)}</dd>
                    </div>
                  ))}
                </dl>
                <Suspense fallback={null}>
                  <TravelLine guests={guests.items} />
                </Suspense>
              </div>
            )}
          </Panel>
          <Panel face={PANELS.comingUp} to={paths.upcomingTasks()} linkLabel="Upcoming tasks">
            <Suspense fallback={null}>
              <div className="mb-3 text-sm empty:hidden">
                <DuePayments today={todayIso(today)} currency={currency} limit={3} onCount={setPaymentsDue} />
              </div>
              <div className="mb-3 empty:hidden">
                <ThankYouLine onCount={setThanksOwed} />
              </div>
            </Suspense>
            {nextTasks.length === 0 && nextReminders.length === 0 ? (
              paymentsDue + thanksOwed === 0 && (
                <p className="text-sm text-muted-foreground">
                  Nothing due. Add a task or a reminder when something comes up.
                </p>
              )
            ) : (
              <div className="space-y-3 text-sm">
                {nextTasks.length > 0 && (
                  <ul aria-label="Next tasks" className="space-y-1">
                    {nextTasks.map((t) => (
                      <li key={t.id} className="flex justify-between gap-3">
                        <span className="min-w-0 truncate">{t.title}</span>
                        <span className="shrink-0 text-subtle-foreground">{formatShortDate(t.dueDate)}</span>
                      </li>
                    ))}
                  </ul>
                )}
                {nextReminders.length > 0 && (
                  <ul aria-label="Next reminders" className="space-y-1">
                    {nextReminders.map((r) => (
                      <li key={r.id} className="flex justify-between gap-3">
                        <span className="inline-flex min-w-0 items-center gap-1.5">
                          <Bell aria-hidden="true" className="size-3.5 shrink-0 text-faint-foreground" />
                          <span className="truncate">{r.title}</span>
                        </span>
                        <span className="shrink-0 text-subtle-foreground">{formatWhen(r)}</span>
                      </li>
                    ))}
                  </ul>
                )}
                <Link
                  to={paths.notifications()}
                  className="inline-block text-sm text-primary-strong hover:underline"
                >
                  All reminders
                </Link>
              </div>
            )}
          </Panel>
          <Suspense fallback={null}>
            <RecentActivity />
          </Suspense>
        </div>
      )}
    </>
  );
}
