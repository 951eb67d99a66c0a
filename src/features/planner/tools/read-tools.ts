import type { Reader } from '@/lib/commands/command';
import { isIsoDate } from '@/lib/dates';
import { z } from '@/lib/zod';
import {
  categoriesCollection,
  expensesCollection,
  summarize,
  type BudgetCategory,
  type Expense,
} from '@/features/budget';
import {
  answersCollection,
  eventsCollection,
  fullName,
  guestsCollection,
  RSVP_STATUSES,
  SIDES,
  type Guest,
  type RsvpAnswer,
  type WeddingEvent,
} from '@/features/guests';
import { scheduleCollection, sortByStartTime, type ScheduleEvent } from '@/features/schedule';
import { tasksCollection, upcomingTasks, type Task } from '@/features/tasks';
import { VENDOR_CATEGORIES, vendorsCollection, type Vendor } from '@/features/vendors';
import { defineReadTool } from './tool';

/*
 * The read tools: pure functions over the couple's lists (tested on their own), each behind a tool that lists the
 * tables it reads. They run without asking; what they return goes back to the model as JSON.
 */

/** How many names a read tool lists before it only counts: enough to answer, bounded for a guest list of thousands. */
export const NAMES_SHOWN = 20;

const isoDate = z.string().check(z.refine(isIsoDate, 'Use a date like 2027-03-01'));
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const cents = (n: number) => Math.round(n * 100) / 100;

/** Planned, spent and paid per category (one category when named), with the totals. */
export function budgetByCategory(
  categories: readonly BudgetCategory[],
  expenses: readonly Expense[],
  only?: string,
) {
  const totals = summarize(0, [...categories], [...expenses]);
  const paidBy = new Map<string, number>();
  for (const e of expenses) if (e.paid) paidBy.set(e.categoryId, (paidBy.get(e.categoryId) ?? 0) + e.amount);
  const rows = totals.byCategory
    .filter(({ category }) => only === undefined || sameName(category.name, only))
    .map(({ category, actual, count }) => ({
      category: category.name,
      planned: category.planned,
      spent: actual,
      paid: cents(paidBy.get(category.id) ?? 0),
      expenses: count,
    }));
  return { categories: rows, planned: totals.planned, spent: totals.spent, paid: totals.paid };
}

export interface GuestFilter {
  status?: (typeof RSVP_STATUSES)[number];
  event?: string;
  side?: (typeof SIDES)[number];
}

/**
 * The guests who match: on `side`, invited to `event` (by name) and, with `status`, answering so to it (to any of
 * their events when no event is named). Counted, with the first NAMES_SHOWN names.
 */
export function findGuests(
  guests: readonly Guest[],
  answers: readonly RsvpAnswer[],
  events: readonly WeddingEvent[],
  filter: GuestFilter,
) {
  const event = filter.event === undefined ? undefined : events.find((e) => sameName(e.name, filter.event!));
  if (filter.event !== undefined && !event)
    return { error: `There is no event named "${filter.event}".`, events: events.map((e) => e.name) };
  const byGuest = new Map<string, RsvpAnswer[]>();
  for (const a of answers) byGuest.set(a.guestId, [...(byGuest.get(a.guestId) ?? []), a]);
  const matching = guests.filter((g) => {
    if (filter.side && g.side !== filter.side) return false;
    const mine = (byGuest.get(g.id) ?? []).filter((a) => !event || a.eventId === event.id);
    if (event && mine.length === 0) return false;
    return !filter.status || mine.some((a) => a.status === filter.status);
  });
  return {
    count: matching.length,
    names: matching.slice(0, NAMES_SHOWN).map(fullName),
    more: Math.max(0, matching.length - NAMES_SHOWN),
  };
}

/** Open tasks due before `before` (or overdue, due before today, when no date is given), soonest first. */
export function tasksDue(tasks: readonly Task[], today: string, before?: string) {
  const due = upcomingTasks(tasks).filter((t) => t.dueDate < (before ?? today));
  return {
    count: due.length,
    tasks: due
      .slice(0, NAMES_SHOWN)
      .map((t) => ({ title: t.title, due: t.dueDate, overdue: t.dueDate < today })),
    more: Math.max(0, due.length - NAMES_SHOWN),
  };
}

/** The vendors (of one category when given), each booked (contract signed or deposit paid) or shortlisted. */
export function vendorsByCategory(vendors: readonly Vendor[], category?: Vendor['category']) {
  return vendors
    .filter((v) => !category || v.category === category)
    .map((v) => ({
      name: v.name,
      category: v.category,
      price: v.price,
      status: v.contractSigned || v.depositPaid ? 'booked' : 'shortlisted',
    }));
}

/** The wedding day's schedule in order of start time. */
export const daySchedule = (items: readonly ScheduleEvent[]) =>
  sortByStartTime(items).map((s) => ({
    time: s.time,
    minutes: s.duration,
    title: s.title,
    category: s.category,
  }));

const list = <T>(read: Reader, table: string) => read.list<T & { id: string }>(table) as Promise<T[]>;

export const readTools = [
  defineReadTool({
    name: 'get_budget',
    description:
      "The couple's budget by category: planned, spent (all expenses) and paid amounts, with totals. Name a category to get only that one.",
    args: z.object({ category: z.optional(name) }),
    run: async ({ category }, read) =>
      budgetByCategory(
        await list<BudgetCategory>(read, categoriesCollection.table),
        await list<Expense>(read, expensesCollection.table),
        category,
      ),
  }),
  defineReadTool({
    name: 'find_guests',
    description:
      'Counts the guests matching an RSVP status, an event (by name) and/or a side, and lists the first names.',
    args: z.object({
      status: z.optional(z.enum(RSVP_STATUSES)),
      event: z.optional(name),
      side: z.optional(z.enum(SIDES)),
    }),
    run: async (filter, read) =>
      findGuests(
        await list<Guest>(read, guestsCollection.table),
        await list<RsvpAnswer>(read, answersCollection.table),
        await list<WeddingEvent>(read, eventsCollection.table),
        filter,
      ),
  }),
  defineReadTool({
    name: 'tasks_due',
    description:
      'Open tasks due before a date (YYYY-MM-DD), soonest first; without a date, the overdue ones.',
    args: z.object({ before: z.optional(isoDate) }),
    run: async ({ before }, read, today) =>
      tasksDue(await list<Task>(read, tasksCollection.table), today, before),
  }),
  defineReadTool({
    name: 'list_vendors',
    description:
      "The couple's vendors, of one category when given, each booked or shortlisted, with its price.",
    args: z.object({ category: z.optional(z.enum(VENDOR_CATEGORIES)) }),
    run: async ({ category }, read) =>
      vendorsByCategory(await list<Vendor>(read, vendorsCollection.table), category),
  }),
  defineReadTool({
    name: 'wedding_day_schedule',
    description: "The wedding day's schedule: each item's start time, length in minutes, title and category.",
    args: z.object({}),
    run: async (_args, read) => daySchedule(await list<ScheduleEvent>(read, scheduleCollection.table)),
  }),
];
