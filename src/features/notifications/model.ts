import { z } from '@/lib/zod';
import { requiredText } from '@/lib/form-fields';
import { defineCollection } from '@/lib/data';
import {
  addYearsIso,
  atTime,
  formatTime12,
  formatWeekdayDate,
  TIME_RE,
  yearsUntilUpcoming,
} from '@/lib/dates';
import { isoDateSchema } from '@/lib/date-schema';

export const REMINDER_TYPES = ['deadline', 'appointment', 'payment', 'reminder'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];
export const REMINDER_TYPE_LABELS: Record<ReminderType, string> = {
  deadline: 'Deadline',
  appointment: 'Appointment',
  payment: 'Payment',
  reminder: 'Reminder',
};

/** Spec §2: how long before a reminder's moment the couple is alerted. */
export const REMINDER_FREQUENCIES = ['1 week before', '3 days before', '1 day before', 'On the day'] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];
const LEAD_DAYS: Record<ReminderFrequency, number> = {
  '1 week before': 7,
  '3 days before': 3,
  '1 day before': 1,
  'On the day': 0,
};

export const TITLE_MAX = 200;
/** A reminder without a time is due at the start of the working day rather than at midnight. */
export const DEFAULT_DUE_TIME = '09:00';

export const reminderSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  title: requiredText('Title', TITLE_MAX, 'Add a title'),
  date: isoDateSchema('Choose a date'),
  // Optional: absent (or an empty input) means "no time".
  time: z.optional(
    z.union([
      z.string().check(z.regex(TIME_RE, 'Choose a valid time')),
      z.pipe(
        z.literal(''),
        z.transform(() => undefined),
      ),
    ]),
  ),
  type: z._default(z.enum(REMINDER_TYPES), 'reminder'),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** Spec §3's three sample reminders, dated in 2025. */
const SAMPLE_REMINDERS: Reminder[] = [
  {
    id: 'sample-venue-deadline',
    title: 'Venue booking deadline',
    date: '2025-06-15',
    time: '23:59',
    type: 'deadline',
  },
  {
    id: 'sample-cake-tasting',
    title: 'Cake tasting appointment',
    date: '2025-04-20',
    time: '14:00',
    type: 'appointment',
  },
  {
    id: 'sample-photographer-deposit',
    title: 'Photographer deposit due',
    date: '2025-05-01',
    time: '12:00',
    type: 'payment',
  },
];

/**
 * The sample reminders a new list starts with. The spec's 2025 dates would greet a couple who signs up later with
 * every reminder marked past, so when the earliest has passed on the day of the first seed all three move forward
 * by the same whole number of years: month, day and order kept, all upcoming.
 */
export function seedReminders(today: Date = new Date()): Reminder[] {
  const years = yearsUntilUpcoming(
    SAMPLE_REMINDERS.map((r) => r.date),
    today,
  );
  return SAMPLE_REMINDERS.map((r) => ({ ...r, date: addYearsIso(r.date, years) }));
}

export const remindersCollection = defineCollection<Reminder>({
  table: 'reminders',
  schema: reminderSchema,
  seed: () => seedReminders(),
  noun: 'notification',
});

/** The reminder's own moment (local time). */
export const dueAt = (r: Pick<Reminder, 'date' | 'time'>): Date => atTime(r.date, r.time ?? DEFAULT_DUE_TIME);

export const leadDays = (frequency: string): number =>
  LEAD_DAYS[frequency as ReminderFrequency] ?? LEAD_DAYS['1 week before'];

/** When the alert for a reminder goes off: its moment minus the chosen lead (calendar days, so DST-safe). */
export function alertAt(r: Pick<Reminder, 'date' | 'time'>, frequency: string): Date {
  const at = dueAt(r);
  at.setDate(at.getDate() - leadDays(frequency));
  return at;
}

/** Upcoming first: by date, then time (no time counts as the default due time). */
export function sortReminders<T extends Pick<Reminder, 'date' | 'time'>>(list: readonly T[]): T[] {
  const key = (r: T) => `${r.date}T${r.time ?? DEFAULT_DUE_TIME}`;
  return [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** "Sun, Jun 15, 2025 at 11:59 PM", or just the date when there is no time. */
export function formatWhen(r: Pick<Reminder, 'date' | 'time'>): string {
  const day = formatWeekdayDate(r.date);
  return r.time ? `${day} at ${formatTime12(r.time)}` : day;
}

/** What the add form holds. */
export interface ReminderDraft {
  title: string;
  date: string;
  time: string;
  type: ReminderType;
}

export const emptyReminderDraft = (): ReminderDraft => ({ title: '', date: '', time: '', type: 'reminder' });
