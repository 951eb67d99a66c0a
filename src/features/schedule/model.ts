import { z } from '@/lib/zod';
import { requiredText, textOrEmpty } from '@/lib/form-fields';
import { defineCollection } from '@/lib/data';
import { addYearsIso, formatTime12, TIME_RE, yearsUntilUpcoming } from '@/lib/dates';

/** Spec §9: the schedule date when the couple has not set a wedding date yet. */
export const DEFAULT_WEDDING_DATE = '2025-06-15';

/**
 * The sample date the schedule shows until the couple sets theirs: the spec's date, or, once that has passed, the
 * same month and day in the first year it is still ahead (a couple starting later should not plan a day in the past).
 */
export const sampleWeddingDate = (today: Date = new Date()) =>
  addYearsIso(DEFAULT_WEDDING_DATE, yearsUntilUpcoming([DEFAULT_WEDDING_DATE], today));
/** Spec §9: duration default 30 minutes, minimum 5, step 5. The maximum is one whole day (DB check). */
export const DEFAULT_DURATION = 30;
export const MIN_DURATION = 5;
export const DURATION_STEP = 5;
export const MAX_DURATION = 1440;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const ASSIGNEE_MAX = 100;
export const ASSIGNEES_MAX = 20;

export const SCHEDULE_CATEGORIES = ['ceremony', 'reception', 'photo', 'vendor', 'other'] as const;
export type ScheduleCategory = (typeof SCHEDULE_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<ScheduleCategory, string> = {
  ceremony: 'Ceremony',
  reception: 'Reception',
  photo: 'Photo',
  vendor: 'Vendor',
  other: 'Other',
};

export const scheduleEventSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  title: requiredText('Title', TITLE_MAX, 'Add a title'),
  time: z.string().check(z.regex(TIME_RE, 'Choose a start time')),
  duration: z.int().check(z.gte(MIN_DURATION), z.lte(MAX_DURATION)),
  description: textOrEmpty('Description', DESCRIPTION_MAX),
  category: z._default(z.enum(SCHEDULE_CATEGORIES), 'other'),
  assignedTo: z._default(
    z
      .array(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1),
            z.maxLength(ASSIGNEE_MAX, `Keep each name under ${ASSIGNEE_MAX} characters`),
          ),
      )
      .check(z.maxLength(ASSIGNEES_MAX, `Assign at most ${ASSIGNEES_MAX} people`)),
    [],
  ),
});
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;

/** A sample wedding day a couple can reshape: getting ready through the send-off. */
export function seedScheduleEvents(): ScheduleEvent[] {
  const e = (
    id: string,
    time: string,
    duration: number,
    title: string,
    category: ScheduleCategory,
    description: string,
    assignedTo: string[],
  ) => ({
    id: `sample-${id}`,
    time,
    duration,
    title,
    category,
    description,
    assignedTo,
  });
  return [
    e(
      'hair-makeup',
      '10:00',
      150,
      'Hair & Makeup',
      'other',
      'Getting ready with the wedding party at the bridal suite.',
      ['Bride', 'Bridesmaids', 'Stylist'],
    ),
    e(
      'florist-setup',
      '12:00',
      90,
      'Florist & Decor Setup',
      'vendor',
      'Ceremony arch, aisle flowers and reception centrepieces.',
      ['Florist', 'Venue Coordinator'],
    ),
    e(
      'first-look',
      '13:00',
      45,
      'First Look & Couple Portraits',
      'photo',
      'Private first look, then portraits in the garden.',
      ['Photographer'],
    ),
    e(
      'ceremony',
      '15:00',
      30,
      'Ceremony',
      'ceremony',
      'Guests seated by 2:45 PM. Processional starts on cue from the officiant.',
      ['Officiant', 'Wedding Party'],
    ),
    e(
      'family-photos',
      '15:30',
      45,
      'Family & Wedding Party Photos',
      'photo',
      'Shot list: immediate family, grandparents, full wedding party.',
      ['Photographer', 'Best Man'],
    ),
    e(
      'cocktail-hour',
      '16:15',
      45,
      'Cocktail Hour',
      'reception',
      'Drinks and canapés on the terrace while the room is turned.',
      ['Caterer', 'Bartender'],
    ),
    e(
      'reception',
      '17:00',
      300,
      'Reception',
      'reception',
      'Grand entrance, dinner, toasts, first dance and party.',
      ['DJ', 'Caterer', 'Maid of Honor'],
    ),
    e('send-off', '22:00', 15, 'Sparkler Send-Off', 'other', 'Sparklers handed out at 9:50 PM.', [
      'Venue Coordinator',
    ]),
  ];
}

export const scheduleCollection = defineCollection<ScheduleEvent>({
  table: 'schedule_events',
  schema: scheduleEventSchema,
  seed: seedScheduleEvents,
  noun: 'event',
});

/**
 * Chronological order. Times are zero-padded 24-hour "HH:MM", so the text order the spec names is also the
 * clock order; ties keep their insertion order (Array.prototype.sort is stable).
 */
export function sortByStartTime<T extends { time: string }>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const pad = (n: number) => String(n).padStart(2, '0');

/** The end of an event as "HH:MM", and how many days after the start day it falls (an event past midnight). */
export function endTime(time: string, duration: number): { time: string; dayOffset: number } {
  const total = toMinutes(time) + duration;
  const minutes = total % 1440;
  return {
    time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
    dayOffset: Math.floor(total / 1440),
  };
}

/** "3:00 PM - 3:30 PM"; an end after midnight says so: "11:30 PM - 12:30 AM (+1 day)". */
export function formatTimeRange(time: string, duration: number): string {
  const end = endTime(time, duration);
  const marker = end.dayOffset > 0 ? ` (+${end.dayOffset} day${end.dayOffset > 1 ? 's' : ''})` : '';
  return `${formatTime12(time)} - ${formatTime12(end.time)}${marker}`;
}

/** "Bride, , Photographer " → ["Bride", "Photographer"]. */
export function parseAssignees(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Spec §5: the duration input falls back to 30 when it is not a positive number; otherwise it snaps to the
 * input's 5-minute step and stays between 5 minutes and a day.
 */
export function parseDuration(text: string): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || n <= 0) return DEFAULT_DURATION;
  const stepped = Math.round(n / DURATION_STEP) * DURATION_STEP;
  return Math.min(MAX_DURATION, Math.max(MIN_DURATION, stepped));
}

/** What the Add/Edit form holds: the text of each control. */
export interface EventDraft {
  title: string;
  category: ScheduleCategory;
  time: string;
  duration: string;
  description: string;
  assignedTo: string;
}

export const emptyDraft = (): EventDraft => ({
  title: '',
  category: 'other',
  time: '',
  duration: String(DEFAULT_DURATION),
  description: '',
  assignedTo: '',
});

export const draftFromEvent = (event: ScheduleEvent): EventDraft => ({
  title: event.title,
  category: event.category,
  time: event.time,
  duration: String(event.duration),
  description: event.description,
  assignedTo: event.assignedTo.join(', '),
});

/**
 * The form's draft as an event, or null when a required field (title, start time) is missing — the spec keeps
 * that case silent. Other rules (lengths) are left to the schema so the caller can say what is wrong.
 */
export function eventFromDraft(draft: EventDraft, id: string): ScheduleEvent | null {
  if (!draft.title.trim() || !TIME_RE.test(draft.time)) return null;
  return {
    id,
    title: draft.title.trim(),
    time: draft.time,
    duration: parseDuration(draft.duration),
    description: draft.description.trim(),
    category: draft.category,
    assignedTo: parseAssignees(draft.assignedTo),
  };
}
