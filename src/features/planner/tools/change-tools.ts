import { answerId } from '@/lib/backend';
import type { Reader } from '@/lib/commands/command';
import { formatShortDate, isIsoDate, TIME_RE } from '@/lib/dates';
import { formatCount, twoDecimals } from '@/lib/format-number';
import { newToken, shortId } from '@/lib/ids';
import { paths } from '@/lib/paths';
import { z } from '@/lib/zod';
import {
  categoriesCollection,
  DEFAULT_COLOR,
  loadBudgetCommands,
  type BudgetCategory,
} from '@/features/budget';
import {
  eventsCollection,
  loadGuestCommands,
  fullName,
  householdNameFor,
  SIDES,
  type Guest,
  type Household,
  type WeddingEvent,
} from '@/features/guests';
import { loadScheduleCommands, MAX_DURATION, MIN_DURATION, SCHEDULE_CATEGORIES } from '@/features/schedule';
import { loadTaskCommands, PRIORITIES, TASK_CATEGORIES } from '@/features/tasks';
import { loadVendorCommands, VENDOR_CATEGORIES } from '@/features/vendors';
import {
  ARTIST_MAX,
  loadMusicCommands,
  SONG_CATEGORY_LABELS,
  SONG_NOTES_MAX,
  SONG_TITLE_MAX,
} from '@/features/music';
import {
  formatWhen,
  loadReminderCommands,
  REMINDER_TITLE_MAX,
  REMINDER_TYPE_LABELS,
  REMINDER_TYPES,
} from '@/features/notifications';
import {
  loadPhotoCommands,
  PHOTO_CATEGORY_LABELS,
  PHOTO_DESCRIPTION_MAX,
  PHOTO_TITLE_MAX,
} from '@/features/photos';
import type { WeddingDetails } from '@/lib/data/profile-fields';
import type { ProfileData } from '@/lib/backend';
import { GUEST_COUNT_MAX, NAME_MAX } from '@/lib/data';
import { MAX_AMOUNT } from '@/lib/money';
import { defineChangeTool, defineDetailsTool, ToolRefusal } from './tool';

/*
 * The change tools, one for each domain command the planner may propose: each turns the model's arguments into the
 * command's input (reading what it names: a category by name, the events to invite a household to) and says exactly
 * what the change will be. A name that matches nothing is refused with the names there are, for the model to retry.
 */

const isoDate = z.string().check(z.refine(isIsoDate, 'Use a date like 2027-03-01'));
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const amount = z.number().check(z.gte(0), z.lte(1e12));
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const amountText = (n: number) => twoDecimals(n)?.text ?? String(n);
const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

/**
 * The option of a fixed list (`labels`, by key) named `name`, by its label or its key in any case ("First Dance",
 * "first-dance"), or a refusal naming the options: the model is shown the labels the couple sees.
 */
function optionNamed<K extends string>(labels: Record<K, string>, name: string, list: string): K {
  const options = Object.entries(labels) as [K, string][];
  const found = options.find(([key, label]) => sameName(key, name) || sameName(label, name));
  if (!found)
    throw new ToolRefusal(
      `${list} has no category "${name}". Its categories are: ${quoted(options.map(([, label]) => label))}.`,
    );
  return found[0];
}
const labelList = (labels: Record<string, string>) => Object.values(labels).join(', ');

/** The budget category named `name`, or a refusal listing the ones there are. */
async function categoryNamed(read: Reader, name: string): Promise<BudgetCategory> {
  const categories = await read.list<BudgetCategory>(categoriesCollection.table);
  const found = categories.find((c) => sameName(c.name, name));
  if (!found)
    throw new ToolRefusal(
      `There is no budget category named "${name}". The categories are: ${quoted(categories.map((c) => c.name))}.`,
    );
  return found;
}

export const addTaskTool = defineChangeTool({
  name: 'add_task',
  description: "Proposes a task for the couple's checklist, with its due date (YYYY-MM-DD) and category.",
  args: z.object({
    title: text(120),
    dueDate: isoDate,
    category: z._default(z.enum(TASK_CATEGORIES), 'essentials'),
    priority: z._default(z.enum(PRIORITIES), 'medium'),
  }),
  command: () => loadTaskCommands().then((m) => m.addTask),
  prepare: async ({ title, dueDate, category, priority }) => ({
    input: {
      id: shortId(),
      title,
      description: '',
      dueDate,
      completed: false,
      category,
      priority,
      label: '',
    },
    summary: `Add task "${title}", due ${formatShortDate(dueDate)}`,
    href: paths.upcomingTasks(),
    place: 'the task list',
  }),
});

export const addExpenseTool = defineChangeTool({
  name: 'add_expense',
  description: 'Proposes an expense in an existing budget category (by name), dated YYYY-MM-DD.',
  args: z.object({
    description: text(120),
    amount: amount.check(z.positive()),
    date: isoDate,
    category: text(60),
    paid: z._default(z.boolean(), false),
  }),
  command: () => loadBudgetCommands().then((m) => m.addExpense),
  prepare: async ({ description, amount, date, category, paid }, read) => {
    const found = await categoryNamed(read, category);
    return {
      input: { id: shortId(), description, amount, date, categoryId: found.id, paid },
      summary: `Add expense "${description}" of ${amountText(amount)} to ${found.name}, dated ${formatShortDate(date)}${paid ? ', paid' : ''}`,
      href: paths.budget(),
      place: 'the budget',
    };
  },
});

export const addBudgetCategoryTool = defineChangeTool({
  name: 'add_budget_category',
  description: 'Proposes a new budget category with its planned amount.',
  args: z.object({ name: text(60), planned: amount }),
  command: () => loadBudgetCommands().then((m) => m.addCategory),
  prepare: async ({ name, planned }, read) => {
    const categories = await read.list<BudgetCategory>(categoriesCollection.table);
    if (categories.some((c) => sameName(c.name, name)))
      throw new ToolRefusal(`There is already a budget category named "${name}": adjust its amount instead.`);
    return {
      input: { id: shortId(), name, planned, color: DEFAULT_COLOR },
      summary: `Add budget category "${name}" with ${amountText(planned)} planned`,
      href: paths.budget(),
      place: 'the budget',
    };
  },
});

export const setCategoryAmountTool = defineChangeTool({
  name: 'set_category_amount',
  description: 'Proposes a new planned amount for an existing budget category (by name).',
  args: z.object({ category: text(60), planned: amount }),
  command: () => loadBudgetCommands().then((m) => m.updateCategory),
  prepare: async ({ category, planned }, read) => {
    const found = await categoryNamed(read, category);
    return {
      input: { id: found.id, changes: { planned }, seen: found },
      summary: `Change the planned amount of ${found.name} from ${amountText(found.planned)} to ${amountText(planned)}`,
      href: paths.budget(),
      place: 'the budget',
    };
  },
});

export const addVendorTool = defineChangeTool({
  name: 'shortlist_vendor',
  description:
    "Proposes a vendor for the couple's shortlist, with its category and, when known, contact and price.",
  args: z.object({
    name: text(100),
    category: z.enum(VENDOR_CATEGORIES),
    contactName: z.optional(text(100)),
    price: z._default(amount, 0),
  }),
  command: () => loadVendorCommands().then((m) => m.addVendor),
  prepare: async ({ name, category, contactName, price }) => ({
    // The vendor form requires a contact; until the couple knows one, the business is its own contact.
    input: {
      id: shortId(),
      name,
      category,
      contactName: contactName ?? name,
      price,
      depositPaid: false,
      contractSigned: false,
    },
    summary: `Shortlist ${category} vendor "${name}"${price ? ` at ${amountText(price)}` : ''}`,
    href: paths.vendors(),
    place: 'your vendors',
  }),
});

export const addHouseholdTool = defineChangeTool({
  name: 'add_household',
  description:
    'Proposes a household (one RSVP link) with its guests, invited to the named events (every event when none are named).',
  args: z.object({
    name: z.optional(text(100)),
    guests: z
      .array(
        z.object({ firstName: text(60), lastName: z.optional(text(60)), side: z.optional(z.enum(SIDES)) }),
      )
      .check(z.minLength(1), z.maxLength(20)),
    events: z.optional(z.array(text(100)).check(z.maxLength(20))),
  }),
  command: () => loadGuestCommands().then((m) => m.addHousehold),
  prepare: async ({ name, guests: people, events: eventNames }, read) => {
    const events = await read.list<WeddingEvent>(eventsCollection.table);
    const missing = (eventNames ?? []).filter((n) => !events.some((e) => sameName(e.name, n)));
    if (missing.length)
      throw new ToolRefusal(
        `There is no event named ${quoted(missing)}. The events are: ${quoted(events.map((e) => e.name))}.`,
      );
    const invited = eventNames ? events.filter((e) => eventNames.some((n) => sameName(e.name, n))) : events;
    const householdId = shortId();
    const start = Date.now();
    const guests: Guest[] = people.map((p, i) => ({
      id: shortId(),
      householdId,
      firstName: p.firstName,
      lastName: p.lastName,
      side: p.side ?? 'both',
      tags: [],
      plusOneAllowed: false,
      isChild: false,
      createdAt: new Date(start + i).toISOString(),
    }));
    const household: Household = {
      id: householdId,
      name: name ?? householdNameFor(guests[0]!, guests.length),
      rsvpToken: newToken(),
      createdAt: new Date(start).toISOString(),
    };
    const answers = guests.flatMap((g) =>
      invited.map((e) => ({
        id: answerId(g.id, e.id),
        guestId: g.id,
        eventId: e.id,
        status: 'awaiting' as const,
      })),
    );
    return {
      input: { household, guests, answers },
      summary: `Add household "${household.name}" with ${formatCount(guests.length)} ${guests.length === 1 ? 'guest' : 'guests'} (${guests.map(fullName).join(', ')})`,
      href: paths.planner({ tab: 'guests' }),
      place: 'the guest list',
    };
  },
});

export const addScheduleItemTool = defineChangeTool({
  name: 'add_schedule_item',
  description:
    "Proposes an item on the wedding day's schedule: start time (HH:MM, 24-hour), length in minutes, title.",
  args: z.object({
    title: text(100),
    time: z.string().check(z.regex(TIME_RE, 'Use a 24-hour time like 14:30')),
    duration: z.int().check(z.gte(MIN_DURATION), z.lte(MAX_DURATION)),
    category: z._default(z.enum(SCHEDULE_CATEGORIES), 'other'),
  }),
  command: () => loadScheduleCommands().then((m) => m.addScheduleEvent),
  prepare: async ({ title, time, duration, category }) => ({
    input: { id: shortId(), title, time, duration, description: '', category, assignedTo: [] },
    summary: `Add "${title}" to the schedule at ${time} for ${formatCount(duration)} minutes`,
    href: paths.schedule(),
    place: 'the schedule',
  }),
});

export const addReminderTool = defineChangeTool({
  name: 'add_reminder',
  description:
    "Proposes a reminder in the couple's notifications, on a date (YYYY-MM-DD) and, when known, at a time (HH:MM, 24-hour).",
  args: z.object({
    title: text(REMINDER_TITLE_MAX),
    date: isoDate,
    time: z.optional(z.string().check(z.regex(TIME_RE, 'Use a 24-hour time like 14:30'))),
    type: z._default(z.enum(REMINDER_TYPES), 'reminder'),
  }),
  command: () => loadReminderCommands().then((m) => m.addReminder),
  prepare: async ({ title, date, time, type }) => ({
    input: { id: shortId(), title, date, ...(time ? { time } : {}), type },
    summary: `Add ${type === 'reminder' ? 'reminder' : `${REMINDER_TYPE_LABELS[type].toLowerCase()} reminder`} "${title}" for ${formatWhen({ date, time })}`,
    href: paths.notifications(),
    place: 'your reminders',
  }),
});

export const addSongTool = defineChangeTool({
  name: 'add_song',
  description: `Proposes a song for the wedding playlist, in one of its categories (${labelList(SONG_CATEGORY_LABELS)}).`,
  args: z.object({
    title: text(SONG_TITLE_MAX),
    artist: text(ARTIST_MAX),
    category: text(60),
    notes: z.optional(text(SONG_NOTES_MAX)),
  }),
  command: () => loadMusicCommands().then((m) => m.addSong),
  prepare: async ({ title, artist, category, notes }) => {
    const key = optionNamed(SONG_CATEGORY_LABELS, category, 'The playlist');
    return {
      input: { id: shortId(), title, artist, category: key, ...(notes ? { notes } : {}) },
      summary: `Add "${title}" by ${artist} to the playlist (${SONG_CATEGORY_LABELS[key]})`,
      href: paths.music(),
      place: 'the playlist',
    };
  },
});

export const addShotTool = defineChangeTool({
  name: 'add_shot',
  description: `Proposes a photo for the photographer's shot list, in one of its categories (${labelList(PHOTO_CATEGORY_LABELS)}).`,
  args: z.object({
    title: text(PHOTO_TITLE_MAX),
    description: z._default(z.string().check(z.trim(), z.maxLength(PHOTO_DESCRIPTION_MAX)), ''),
    category: z._default(text(60), PHOTO_CATEGORY_LABELS['must-have']),
  }),
  command: () => loadPhotoCommands().then((m) => m.addPhotoIdea),
  prepare: async ({ title, description, category }) => {
    const key = optionNamed(PHOTO_CATEGORY_LABELS, category, 'The shot list');
    return {
      input: { id: shortId(), title, description, category: key, isFavorite: false, isCompleted: false },
      summary: `Add "${title}" to the shot list (${PHOTO_CATEGORY_LABELS[key]})`,
      href: paths.photos(),
      place: 'the shot list',
    };
  },
});

/** Each wedding detail as its card names it, and its value in words ('not set' when there is none yet). */
const DETAILS: {
  [K in keyof WeddingDetails]-?: {
    label: string;
    now: (p: ProfileData) => WeddingDetails[K];
    shown: (v: NonNullable<WeddingDetails[K]>) => string;
  };
} = {
  partnerFirstName: { label: "Partner's first name", now: (p) => p.wedding.partnerFirstName, shown: String },
  partnerLastName: { label: "Partner's last name", now: (p) => p.wedding.partnerLastName, shown: String },
  weddingDate: { label: 'Wedding date', now: (p) => p.wedding.weddingDate, shown: formatShortDate },
  guestCount: { label: 'Estimated guest count', now: (p) => p.wedding.guestCount, shown: formatCount },
  location: { label: 'Wedding location', now: (p) => p.wedding.location, shown: String },
  budgetTotal: { label: 'Budget total', now: (p) => p.budget.total, shown: amountText },
};
const shownValue = <K extends keyof WeddingDetails>(key: K, value: WeddingDetails[K]) =>
  value === null || value === undefined || value === '' ? 'not set' : DETAILS[key].shown(value as never);

export const updateWeddingDetailsTool = defineDetailsTool({
  name: 'update_wedding_details',
  description:
    "Proposes changes to the wedding's details: the partner's names, the wedding date (YYYY-MM-DD), the estimated guest count, the location (city or venue) and the budget total. Give only the details that change.",
  args: z
    .object({
      partnerFirstName: z.optional(text(NAME_MAX)),
      partnerLastName: z.optional(text(NAME_MAX)),
      weddingDate: z.optional(isoDate),
      guestCount: z.optional(z.int().check(z.gte(0), z.lte(GUEST_COUNT_MAX))),
      location: z.optional(text(NAME_MAX)),
      budgetTotal: z.optional(amount.check(z.positive(), z.lte(MAX_AMOUNT))),
    })
    .check(
      z.refine(
        (details) => Object.values(details).some((v) => v !== undefined),
        'Give at least one detail to change',
      ),
    ),
  prepare: (args, profile) => {
    const keys = (Object.keys(DETAILS) as (keyof WeddingDetails)[]).filter(
      (key) => args[key] !== undefined && args[key] !== DETAILS[key].now(profile),
    );
    if (!keys.length) throw new ToolRefusal('The wedding details already say that: nothing would change.');
    return {
      input: Object.fromEntries(keys.map((key) => [key, args[key]])) as WeddingDetails,
      summary: keys
        .map(
          (key) =>
            `${DETAILS[key].label}: ${shownValue(key, DETAILS[key].now(profile))} → ${shownValue(key, args[key])}`,
        )
        .join('; '),
      href: paths.settings({ tab: 'wedding' }),
      place: 'your wedding details',
    };
  },
});

export const changeTools = [
  addTaskTool,
  addExpenseTool,
  addBudgetCategoryTool,
  setCategoryAmountTool,
  addVendorTool,
  addHouseholdTool,
  addScheduleItemTool,
  addReminderTool,
  addSongTool,
  addShotTool,
  updateWeddingDetailsTool,
];
