import { fullName, type Guest, type Household, type RsvpAnswer } from '@/features/guests';
import { compareCodeUnits, sortByName } from '@/lib/compare';
import type { SeatingGuest } from './seating';

/**
 * The guests of one event's chart, from the guest list: everyone invited to the event (an RSVP row for it), with that
 * event's answer, household by household in the order of their names, each household's guests in the list's order.
 */
export function eventGuests(
  guests: readonly Guest[],
  households: readonly Household[],
  answers: readonly RsvpAnswer[],
  eventId: string,
): SeatingGuest[] {
  const status = new Map(answers.filter((a) => a.eventId === eventId).map((a) => [a.guestId, a.status]));
  const householdName = new Map(households.map((h) => [h.id, h.name]));
  const byId = [...households].sort((a, b) => compareCodeUnits(a.id, b.id));
  const rank = new Map(sortByName(byId, (h) => h.name).map((h, i) => [h.id, i] as const));
  return guests
    .map((g, index) => ({ g, index }))
    .filter(({ g }) => status.has(g.id))
    .sort(
      (a, b) =>
        (rank.get(a.g.householdId) ?? Infinity) - (rank.get(b.g.householdId) ?? Infinity) ||
        compareCodeUnits(a.g.householdId, b.g.householdId) ||
        a.index - b.index,
    )
    .map(({ g }) => ({
      id: g.id,
      name: fullName(g),
      householdId: g.householdId,
      householdName: householdName.get(g.householdId) ?? fullName(g),
      side: g.side,
      tags: g.tags,
      rsvp: status.get(g.id)!,
      plusOneOf: g.plusOneOf ?? null,
      meal: g.meal ?? null,
      dietary: g.dietary ?? null,
    }));
}

/** The unseated list's search and filters: a name (or household name) and a side and tag. */
export interface UnseatedFilters {
  query: string;
  side: string;
  tag: string;
  /** 'open': attending or awaiting (the default); otherwise one answer, or 'all'. */
  rsvp: 'open' | 'attending' | 'awaiting' | 'declined' | 'all';
}

export const ALL = 'all';
export const NO_FILTERS: UnseatedFilters = { query: '', side: ALL, tag: ALL, rsvp: 'open' };

export function filterGuests(guests: readonly SeatingGuest[], f: UnseatedFilters): SeatingGuest[] {
  const q = f.query.trim().toLowerCase();
  const tag = f.tag === ALL ? null : f.tag.toLowerCase();
  return guests.filter((g) => {
    if (q && !g.name.toLowerCase().includes(q) && !g.householdName.toLowerCase().includes(q)) return false;
    if (f.side !== ALL && g.side !== f.side) return false;
    if (tag && !g.tags.some((t) => t.toLowerCase() === tag)) return false;
    if (f.rsvp === 'open') return g.rsvp !== 'declined';
    return f.rsvp === 'all' || g.rsvp === f.rsvp;
  });
}

/** Every tag in use, once each (case-insensitive, first spelling kept), in alphabetical order. */
export function tagsOf(guests: readonly SeatingGuest[]): string[] {
  const seen = new Map<string, string>();
  for (const g of guests)
    for (const t of g.tags) if (!seen.has(t.toLowerCase())) seen.set(t.toLowerCase(), t);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** Guests grouped by household, in the order given. */
export function byHousehold(guests: readonly SeatingGuest[]) {
  const groups = new Map<string, { id: string; name: string; guests: SeatingGuest[] }>();
  for (const g of guests) {
    let group = groups.get(g.householdId);
    if (!group) groups.set(g.householdId, (group = { id: g.householdId, name: g.householdName, guests: [] }));
    group.guests.push(g);
  }
  return [...groups.values()];
}
