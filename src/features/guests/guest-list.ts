import {
  fullName,
  RSVP_STATUSES,
  type Guest,
  type Household,
  type RsvpAnswer,
  type RsvpStatus,
  type Side,
  type WeddingEvent,
} from './model';
import { compareCodeUnits } from '@/lib/compare';

/**
 * The guest list as the page reads it: every guest with their household and answers, searched and filtered, and the
 * counts per event. Pure and index-based, so 1,000 guests filter well inside a keystroke (measured by
 * e2e/guests-perf.spec.ts): the searchable text of each guest is built once per change of the list, not per key.
 */
export interface GuestEntry {
  guest: Guest;
  household: Household | undefined;
  /** Event id → this guest's invitation and answer. */
  answers: ReadonlyMap<string, RsvpAnswer>;
  /** The host's name, for a plus-one. */
  plusOneOfName: string | null;
  /** Lower-cased name, e-mail and phone (digits too), for the search. */
  haystack: string;
}

export function buildEntries(
  guests: readonly Guest[],
  households: readonly Household[],
  answers: readonly RsvpAnswer[],
): GuestEntry[] {
  const householdById = new Map(households.map((h) => [h.id, h]));
  const guestById = new Map(guests.map((g) => [g.id, g]));
  const answersByGuest = new Map<string, Map<string, RsvpAnswer>>();
  for (const a of answers) {
    let map = answersByGuest.get(a.guestId);
    if (!map) answersByGuest.set(a.guestId, (map = new Map()));
    map.set(a.eventId, a);
  }
  return guests.map((guest) => {
    const host = guest.plusOneOf ? guestById.get(guest.plusOneOf) : undefined;
    const phone = guest.phone ?? '';
    return {
      guest,
      household: householdById.get(guest.householdId),
      answers: answersByGuest.get(guest.id) ?? new Map(),
      plusOneOfName: host ? fullName(host) : null,
      haystack: [fullName(guest), guest.email ?? '', phone, phone.replace(/\D/g, '')]
        .join('\u0000')
        .toLowerCase(),
    };
  });
}

export const ALL = 'all';

export interface GuestFilters {
  query: string;
  side: Side | typeof ALL;
  tag: string;
  /** An event id, or ALL. */
  event: string;
  status: RsvpStatus | typeof ALL;
}

export const NO_FILTERS: GuestFilters = { query: '', side: ALL, tag: ALL, event: ALL, status: ALL };

/**
 * Search on name, e-mail and phone (case-insensitive substring; a phone also matches by its digits alone), then the
 * filters. With an event chosen, the status is that event's answer and only guests invited to it show; without one,
 * a guest shows when any of their answers has the status.
 */
export function filterEntries(entries: readonly GuestEntry[], filters: GuestFilters): GuestEntry[] {
  const q = filters.query.trim().toLowerCase();
  const digits = q.replace(/\D/g, '');
  const tag = filters.tag === ALL ? null : filters.tag.toLowerCase();
  return entries.filter((e) => {
    if (q && !e.haystack.includes(q) && !(digits.length >= 3 && e.haystack.includes(digits))) return false;
    if (filters.side !== ALL && e.guest.side !== filters.side) return false;
    if (tag && !e.guest.tags.some((t) => t.toLowerCase() === tag)) return false;
    if (filters.event !== ALL) {
      const answer = e.answers.get(filters.event);
      if (!answer) return false;
      if (filters.status !== ALL && answer.status !== filters.status) return false;
    } else if (filters.status !== ALL) {
      let any = false;
      for (const a of e.answers.values()) if (a.status === filters.status) any = true;
      if (!any) return false;
    }
    return true;
  });
}

export const hasFilters = (f: GuestFilters) =>
  f.query.trim() !== '' || f.side !== ALL || f.tag !== ALL || f.event !== ALL || f.status !== ALL;

/** Every tag in use, in the order first seen, compared case-insensitively. */
export function tagsInUse(guests: readonly Guest[]): string[] {
  const seen = new Map<string, string>();
  for (const g of guests)
    for (const t of g.tags) if (!seen.has(t.toLowerCase())) seen.set(t.toLowerCase(), t);
  return [...seen.values()];
}

export interface EventCounts {
  event: WeddingEvent;
  invited: number;
  attending: number;
  declined: number;
  awaiting: number;
  /** Named plus-ones invited to the event. */
  plusOnes: number;
  children: number;
  /** Meal → how many attending guests chose it ("No choice yet" for those who have not). */
  meals: [string, number][];
}

export const NO_MEAL = 'No choice yet';

/** Counts per event: invited, the three answers, plus-ones, children, and the meals of those attending. */
export function countsByEvent(
  events: readonly WeddingEvent[],
  entries: readonly GuestEntry[],
): EventCounts[] {
  return events.map((event) => {
    const counts = { attending: 0, declined: 0, awaiting: 0 } satisfies Record<RsvpStatus, number>;
    let invited = 0;
    let plusOnes = 0;
    let children = 0;
    const meals = new Map<string, number>();
    for (const e of entries) {
      const answer = e.answers.get(event.id);
      if (!answer) continue;
      invited += 1;
      counts[answer.status] += 1;
      if (e.guest.plusOneOf) plusOnes += 1;
      if (e.guest.isChild) children += 1;
      if (answer.status === 'attending') {
        const meal = e.guest.meal ?? NO_MEAL;
        meals.set(meal, (meals.get(meal) ?? 0) + 1);
      }
    }
    return { event, invited, ...counts, plusOnes, children, meals: [...meals.entries()] };
  });
}

/** Totals over everyone: guests, and those attending, declining or awaiting at least one event. */
export function guestTotals(entries: readonly GuestEntry[]) {
  const totals = { guests: entries.length, attending: 0, declined: 0, awaiting: 0 };
  for (const e of entries) {
    const statuses = new Set([...e.answers.values()].map((a) => a.status));
    for (const s of RSVP_STATUSES) if (statuses.has(s)) totals[s] += 1;
  }
  return totals;
}

/** Households in the order the couple added them, each with the entries (filtered) that belong to it. */
export function groupByHousehold(households: readonly Household[], entries: readonly GuestEntry[]) {
  const byHousehold = new Map<string, GuestEntry[]>();
  for (const e of entries) {
    let list = byHousehold.get(e.guest.householdId);
    if (!list) byHousehold.set(e.guest.householdId, (list = []));
    list.push(e);
  }
  return households.flatMap((household) => {
    const members = byHousehold.get(household.id);
    if (!members) return [];
    // A plus-one right after their host.
    const hosts = members.filter((m) => !m.guest.plusOneOf);
    const ordered = hosts.flatMap((h) => [h, ...members.filter((m) => m.guest.plusOneOf === h.guest.id)]);
    const orphans = members.filter((m) => !ordered.includes(m));
    return [{ household, members: [...ordered, ...orphans] }];
  });
}

/** Events in date order (an event without a date is on the wedding day), then by start time. */
export function sortEvents<T extends Pick<WeddingEvent, 'date' | 'startTime'>>(
  events: readonly T[],
  weddingDate: string,
) {
  return events
    .map((e, i) => ({ e, i }))
    .sort(
      (a, b) =>
        compareCodeUnits(a.e.date ?? weddingDate, b.e.date ?? weddingDate) ||
        compareCodeUnits(a.e.startTime ?? '99', b.e.startTime ?? '99') ||
        a.i - b.i,
    )
    .map(({ e }) => e);
}

export type SendStatus = 'not-sent' | 'sent' | 'opened' | 'responded';
export const SEND_STATUS_LABELS: Record<SendStatus, string> = {
  'not-sent': 'Not sent',
  sent: 'Sent',
  opened: 'Opened',
  responded: 'Responded',
};

/** Where a household's invitation stands: responded beats opened beats sent. */
export function sendStatus(h: Pick<Household, 'sentAt' | 'openedAt' | 'respondedAt'>): SendStatus {
  if (h.respondedAt) return 'responded';
  if (h.openedAt) return 'opened';
  if (h.sentAt) return 'sent';
  return 'not-sent';
}

/** The households to remind: invited to something, still without an answer from anyone in them. */
export function needingReminder(groups: ReturnType<typeof groupByHousehold>): Household[] {
  return groups
    .filter(
      ({ household, members }) =>
        sendStatus(household) !== 'responded' &&
        members.some((m) => [...m.answers.values()].some((a) => a.status === 'awaiting')),
    )
    .map((g) => g.household);
}
