import type { Guest } from './model';
import type { RoomAssignment, Travel } from './travel-model';

/*
 * Who travels and sleeps where, counted (issue 33 item 3): apart from the sheets (travel-sheets.ts) so the account
 * overview's one line loads these few lines only.
 */

/** Who a journey or a room is for: one guest, else the household's guests who have no journey or room of their own. */
export function partyOf(
  record: { householdId: string; guestId?: string },
  guestsByHousehold: ReadonlyMap<string, readonly Guest[]>,
  ownRecords: ReadonlySet<string>,
): Guest[] {
  const members = guestsByHousehold.get(record.householdId) ?? [];
  if (record.guestId) return members.filter((g) => g.id === record.guestId);
  return members.filter((g) => !ownRecords.has(g.id));
}

export function byHousehold(guests: readonly Guest[]) {
  const map = new Map<string, Guest[]>();
  for (const g of guests) map.set(g.householdId, [...(map.get(g.householdId) ?? []), g]);
  return map;
}

/** The overview's line: guests arriving (with a day given), those of them needing a pickup, rooms given. */
export function travelCounts(
  travel: readonly Travel[],
  guests: readonly Guest[],
  assignments: readonly RoomAssignment[],
) {
  const members = byHousehold(guests);
  const own = new Set(travel.flatMap((t) => (t.guestId ? [t.guestId] : [])));
  let arriving = 0;
  let pickups = 0;
  for (const t of travel) {
    if (!t.arrivalDate) continue;
    const people = partyOf(t, members, own).length;
    arriving += people;
    if (t.pickupNeeded) pickups += people;
  }
  return { arriving, pickups, rooms: assignments.length };
}
