import { compareCodeUnits } from '@/lib/compare';
import { toCsv } from '@/lib/csv';
import { fullName, type Guest, type Household, type RsvpAnswer, type WeddingEvent } from './model';
import type { Sheet } from './travel-sheets';

/**
 * What the caterer and the couple need from an event's answers (issue 33 item 1), built from the stored records alone
 * so the page, the print-out and the CSV say the same: counts per meal and per answer, the caterer's sheet and the
 * answers export.
 */
export const NO_MEAL = 'No meal chosen';

/** [value, count], most first, then by name. */
export type Counts = [string, number][];

const counted = (values: readonly string[]): Counts => {
  const map = new Map<string, number>();
  for (const v of values) map.set(v, (map.get(v) ?? 0) + 1);
  return [...map].sort((a, b) => b[1] - a[1] || compareCodeUnits(a[0], b[0]));
};

interface Attendee {
  guest: Guest;
  household: string;
  answer: RsvpAnswer;
  meal: string;
}

/**
 * The guests attending an event, by household then name, each with their meal there: the one chosen from the event's
 * own menu, or, where the event has none, the guest's meal from the website's.
 */
function attendees(
  event: WeddingEvent,
  guests: readonly Guest[],
  households: readonly Household[],
  answers: readonly RsvpAnswer[],
): Attendee[] {
  const byId = new Map(guests.map((g) => [g.id, g]));
  const names = new Map(households.map((h) => [h.id, h.name]));
  const ownMenu = Boolean(event.mealOptions?.length);
  return answers
    .filter((a) => a.eventId === event.id && a.status === 'attending' && byId.has(a.guestId))
    .map((answer) => {
      const guest = byId.get(answer.guestId)!;
      const meal = answer.meal ?? (ownMenu ? undefined : guest.meal);
      return { guest, household: names.get(guest.householdId) ?? '', answer, meal: meal ?? NO_MEAL };
    })
    .sort(
      (a, b) =>
        compareCodeUnits(a.household, b.household) || compareCodeUnits(fullName(a.guest), fullName(b.guest)),
    );
}

export interface EventTally {
  attending: number;
  meals: Counts;
  /** Per question: counts of each choice or yes/no; for a short answer, how many answered. */
  questions: { id: string; label: string; counts: Counts; answered: number }[];
}

export function eventTally(
  event: WeddingEvent,
  guests: readonly Guest[],
  households: readonly Household[],
  answers: readonly RsvpAnswer[],
): EventTally {
  const coming = attendees(event, guests, households, answers);
  return {
    attending: coming.length,
    meals: counted(coming.map((c) => c.meal)),
    questions: (event.questions ?? []).map((q) => {
      const given = coming.flatMap((c) => {
        const v = c.answer.replies?.[q.id];
        return v ? [q.kind === 'yesno' ? (v === 'yes' ? 'Yes' : 'No') : v] : [];
      });
      return {
        id: q.id,
        label: q.label,
        counts: q.kind === 'text' ? [] : counted(given),
        answered: given.length,
      };
    }),
  };
}

/** The caterer's sheet for one event: its meal counts, then each attending guest with their meal and dietary note. */
export function catererSheet(
  event: WeddingEvent,
  guests: readonly Guest[],
  households: readonly Household[],
  answers: readonly RsvpAnswer[],
): { meals: Sheet; guests: Sheet } {
  const coming = attendees(event, guests, households, answers);
  return {
    meals: {
      header: ['Meal', 'Guests'],
      rows: counted(coming.map((c) => c.meal)).map(([m, n]) => [m, String(n)]),
    },
    guests: {
      header: ['Guest', 'Household', 'Meal', 'Dietary notes'],
      rows: coming.map((c) => [fullName(c.guest), c.household, c.meal, c.guest.dietary ?? '']),
    },
  };
}

/** The caterer's sheet as one CSV: the meal counts, a blank line, then the guests. */
export const catererCsv = (sheet: { meals: Sheet; guests: Sheet }) =>
  toCsv([sheet.meals.header, ...sheet.meals.rows, [], sheet.guests.header, ...sheet.guests.rows]);

/**
 * Every attending guest's answers, one row per guest and event: guest, household, event, meal, then a column per
 * question of every event ("Song you'll dance to? (Sangeet)"), blank where that event does not ask it.
 */
export function answersSheet(
  events: readonly WeddingEvent[],
  guests: readonly Guest[],
  households: readonly Household[],
  answers: readonly RsvpAnswer[],
): Sheet {
  const columns = events.flatMap((e) => (e.questions ?? []).map((q) => ({ event: e, q })));
  const rows = events.flatMap((event) =>
    attendees(event, guests, households, answers).map((c) => [
      fullName(c.guest),
      c.household,
      event.name,
      c.meal,
      ...columns.map(({ event: e, q }) => (e.id === event.id ? (c.answer.replies?.[q.id] ?? '') : '')),
    ]),
  );
  return {
    header: [
      'Guest',
      'Household',
      'Event',
      'Meal',
      ...columns.map(({ event, q }) => `${q.label} (${event.name})`),
    ],
    rows,
  };
}
