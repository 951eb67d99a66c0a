import type { ProfileData } from '@/lib/backend';
import { compareCodeUnits } from '@/lib/compare';
import { daysUntil, parseIsoDate } from '@/lib/dates';
import { summarize, type BudgetCategory, type Expense } from '@/features/budget';
import {
  buildEntries,
  countsByEvent,
  groupByHousehold,
  guestTotals,
  needingReminder,
  sortEvents,
  type Guest,
  type Household,
  type RsvpAnswer,
  type WeddingEvent,
} from '@/features/guests';
import { sortReminders, type Reminder } from '@/features/notifications';
import { sortByStartTime, type ScheduleEvent } from '@/features/schedule';
import { upcomingTasks, type Task } from '@/features/tasks';
import type { MoodBoard } from '@/features/mood-board';
import { isBooked, type Vendor } from '@/features/vendors';
import {
  MAX_PLAN_CONTEXT_CHARS,
  PLAN_LIST_MAX,
  PLAN_TEXT_MAX,
  renderPlanContext,
  type CappedList,
  type PlanContext,
} from '../../../supabase/functions/_shared/plan-context.ts';

/** Everything the summary reads: the couple's profile and the records of each planning tool. */
export interface PlanData {
  profile: ProfileData;
  categories: readonly BudgetCategory[];
  expenses: readonly Expense[];
  events: readonly WeddingEvent[];
  households: readonly Household[];
  guests: readonly Guest[];
  answers: readonly RsvpAnswer[];
  tasks: readonly Task[];
  reminders: readonly Reminder[];
  vendors: readonly Vendor[];
  schedule: readonly ScheduleEvent[];
  boards: readonly MoodBoard[];
}

/** How many of each list the summary starts from (the cap below may cut further). */
const SHOWN = {
  style: 3,
  categories: 12,
  overdue: 5,
  events: 6,
  tasks: 8,
  reminders: 5,
  vendors: 12,
  schedule: 12,
};

/** A name cut to what the summary keeps, on one line. */
const clip = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PLAN_TEXT_MAX ? `${line.slice(0, PLAN_TEXT_MAX - 1)}…` : line;
};

function cap<T>(items: readonly T[], shown: number): CappedList<T> {
  const n = Math.min(shown, PLAN_LIST_MAX);
  return { items: items.slice(0, n), more: Math.max(0, items.length - n) };
}

/** Rounds to the cent: sums of floating-point amounts never show dust. */
const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The compact summary of the plan that goes with each planner request (issue 31): names, date and days left, city;
 * the budget with each category's planned and spent amounts and the overdue payments; guests and households by
 * answer, over all and per event; the next tasks and reminders; booked and shortlisted vendors by category; the
 * wedding day's schedule. Long lists are cut with a count of the rest, and the whole is held under
 * MAX_PLAN_CONTEXT_CHARS (about 1,500 tokens) by cutting the longest list further, so a wedding of thousands of
 * guests and tasks costs the same as a small one. `today` is the couple's date (YYYY-MM-DD).
 */
export function buildPlanContext(data: PlanData, today: string): PlanContext {
  const { profile, wedding, budget } = data.profile;
  const weddingDate = wedding.weddingDate;

  const totals = summarize(budget.total, [...data.categories], [...data.expenses]);
  const categoryById = new Map(totals.byCategory.map((c) => [c.category.id, c]));
  const overdue = data.expenses
    .filter((e) => !e.paid && e.date < today)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  const entries = buildEntries(data.guests, data.households, data.answers);
  const everyone = guestTotals(entries);
  const households = groupByHousehold(data.households, entries);
  const perEvent = countsByEvent(sortEvents(data.events, weddingDate), entries).map((counts) => ({
    counts,
    householdsAwaiting: new Set(
      entries
        .filter((e) => e.answers.get(counts.event.id)?.status === 'awaiting')
        .map((e) => e.guest.householdId),
    ).size,
  }));

  const open = upcomingTasks(data.tasks);
  const vendors = [...data.vendors].sort((a, b) => compareCodeUnits(a.category, b.category));
  const vendorItem = (v: Vendor) => ({ category: v.category, name: clip(v.name) });

  const plan: PlanContext = {
    couple: [profile.firstName, wedding.partnerFirstName].map(clip).filter(Boolean).join(' & '),
    weddingDate,
    daysLeft: weddingDate ? daysUntil(weddingDate, parseIsoDate(today)) : null,
    city: clip(wedding.location),
    expectedGuests: wedding.guestCount,
    style: cap(
      [...data.boards]
        .sort(
          (a, b) => Number(b.isFavorite) - Number(a.isFavorite) || compareCodeUnits(b.createdAt, a.createdAt),
        )
        .map((board) => clip(board.name)),
      SHOWN.style,
    ),
    budget: {
      currency: budget.currency,
      total: budget.total,
      planned: totals.planned,
      spent: totals.spent,
      paid: totals.paid,
      categories: cap(
        data.categories.map((c) => ({
          name: clip(c.name),
          planned: c.planned,
          spent: categoryById.get(c.id)?.actual ?? 0,
        })),
        SHOWN.categories,
      ),
      overdue: cap(
        overdue.map((e) => ({ description: clip(e.description), amount: e.amount, date: e.date })),
        SHOWN.overdue,
      ),
      overdueTotal: cents(overdue.reduce((sum, e) => sum + e.amount, 0)),
    },
    guests: {
      guests: everyone.guests,
      households: data.households.length,
      attending: everyone.attending,
      declined: everyone.declined,
      awaiting: everyone.awaiting,
      householdsAwaiting: needingReminder(households).length,
      events: cap(
        perEvent.map(({ counts, householdsAwaiting }) => ({
          name: clip(counts.event.name),
          date: counts.event.date ?? '',
          invited: counts.invited,
          attending: counts.attending,
          declined: counts.declined,
          awaiting: counts.awaiting,
          householdsAwaiting,
        })),
        SHOWN.events,
      ),
    },
    tasks: {
      open: open.length,
      overdue: open.filter((t) => t.dueDate < today).length,
      next: cap(
        open.map((t) => ({ title: clip(t.title), due: t.dueDate })),
        SHOWN.tasks,
      ),
    },
    reminders: cap(
      sortReminders(data.reminders.filter((r) => r.date >= today)).map((r) => ({
        title: clip(r.title),
        date: r.date,
      })),
      SHOWN.reminders,
    ),
    vendors: {
      booked: cap(vendors.filter(isBooked).map(vendorItem), SHOWN.vendors),
      shortlisted: cap(vendors.filter((v) => !isBooked(v)).map(vendorItem), SHOWN.vendors),
    },
    schedule: cap(
      sortByStartTime(data.schedule).map((s) => ({ time: s.time, title: clip(s.title) })),
      SHOWN.schedule,
    ),
  };
  return fitToCap(plan);
}

/** Every list of the summary, to cut the longest when the text runs over the cap. */
const listsOf = (plan: PlanContext): CappedList<unknown>[] => [
  plan.style,
  plan.budget.categories,
  plan.budget.overdue,
  plan.guests.events,
  plan.tasks.next,
  plan.reminders,
  plan.vendors.booked,
  plan.vendors.shortlisted,
  plan.schedule,
];

/** Drops the last item of the longest list (counting it in "and N more") until the text fits the cap. */
function fitToCap(plan: PlanContext): PlanContext {
  while (renderPlanContext(plan).length > MAX_PLAN_CONTEXT_CHARS) {
    const longest = listsOf(plan).reduce((a, b) => (b.items.length > a.items.length ? b : a));
    if (longest.items.length === 0) break;
    longest.items.pop();
    longest.more += 1;
  }
  return plan;
}
