import { addDaysIso, formatTime12, formatWeekdayDate } from '@/lib/dates';
import { compareCodeUnits } from '@/lib/compare';
import { toCsv } from '@/lib/csv';
import { fullName, type Guest, type Household } from './model';
import { byHousehold, partyOf } from './travel-counts';
import { TRAVEL_MODE_LABELS, type RoomAssignment, type RoomBlock, type Travel } from './travel-model';

/**
 * The transport team's and the hotels' sheets (issue 33 item 3), built from the stored records alone so the page, the
 * print-out and the CSV say the same: a sheet is a header and rows of text, printed as a table and exported as CSV.
 */
export interface Sheet {
  header: string[];
  rows: string[][];
}

export const sheetCsv = (sheet: Sheet) => toCsv([sheet.header, ...sheet.rows]);

export interface Journey {
  day: string;
  way: 'Arrival' | 'Departure';
  time: string | undefined;
  household: string;
  guests: Guest[];
  mode: string;
  number: string;
  place: string;
  pickup: boolean;
  notes: string;
}

/**
 * Every arrival and departure with a day, in day order (arrivals before departures on a day, then by time, a journey
 * without a time last), each with the guests it carries.
 */
export function journeys(
  travel: readonly Travel[],
  households: readonly Household[],
  guests: readonly Guest[],
): Journey[] {
  const names = new Map(households.map((h) => [h.id, h.name]));
  const members = byHousehold(guests);
  const own = new Set(travel.flatMap((t) => (t.guestId ? [t.guestId] : [])));
  const list: Journey[] = [];
  for (const t of travel) {
    const party = partyOf(t, members, own);
    const household = names.get(t.householdId) ?? '';
    const leg = (way: Journey['way'], day: string | undefined, prefix: 'arrival' | 'departure') => {
      if (!day) return;
      const mode = t[`${prefix}Mode`];
      list.push({
        day,
        way,
        time: t[`${prefix}Time`],
        household,
        guests: party,
        mode: mode ? TRAVEL_MODE_LABELS[mode] : '',
        number: t[`${prefix}Number`] ?? '',
        place: t[`${prefix}Place`] ?? '',
        // A pickup meets an arrival; the notes go with it too.
        pickup: way === 'Arrival' && t.pickupNeeded,
        notes: way === 'Arrival' ? (t.notes ?? '') : '',
      });
    };
    leg('Arrival', t.arrivalDate, 'arrival');
    leg('Departure', t.departureDate, 'departure');
  }
  return list.sort(
    (a, b) =>
      compareCodeUnits(a.day, b.day) ||
      (a.way === b.way ? 0 : a.way === 'Arrival' ? -1 : 1) ||
      compareCodeUnits(a.time ?? '99', b.time ?? '99') ||
      compareCodeUnits(a.household, b.household),
  );
}

/** The day-by-day arrivals and departures sheet: the day on its first row only, as the transport team reads it. */
export function arrivalsSheet(list: readonly Journey[], { everyDay = false } = {}): Sheet {
  return {
    header: [
      'Day',
      'Arrival or departure',
      'Time',
      'Household',
      'Guests',
      'People',
      'By',
      'Flight or train',
      'Station or airport',
      'Pickup',
      'Notes',
    ],
    rows: list.map((j, i) => [
      everyDay || list[i - 1]?.day !== j.day ? formatWeekdayDate(j.day) : '',
      j.way,
      j.time ? formatTime12(j.time) : '',
      j.household,
      j.guests.map(fullName).join(', '),
      String(j.guests.length),
      j.mode,
      j.number,
      j.place,
      j.pickup ? 'Pickup needed' : '',
      j.notes,
    ]),
  };
}

export interface BlockNights {
  block: RoomBlock;
  nights: { night: string; used: number; guests: string[] }[];
}

/**
 * Rooms per hotel per night: for each block, every night from its check-in to the night before its check-out (and any
 * night a room was given outside them), the rooms taken and who sleeps there. A room is taken from its check-in night
 * to the night before its check-out.
 */
export function roomNights(
  blocks: readonly RoomBlock[],
  assignments: readonly RoomAssignment[],
  households: readonly Household[],
  guests: readonly Guest[],
): BlockNights[] {
  const names = new Map(households.map((h) => [h.id, h.name]));
  const members = byHousehold(guests);
  const nightsOf = (from: string, to: string) => {
    const nights: string[] = [];
    // Bounded: a block or a stay is at most a year of nights.
    for (let night = from; night < to && nights.length < 366; night = addDaysIso(night, 1))
      nights.push(night);
    return nights;
  };
  return blocks.map((block) => {
    const rooms = assignments.filter((a) => a.blockId === block.id);
    const own = new Set(rooms.flatMap((a) => (a.guestId ? [a.guestId] : [])));
    const nights = new Set(nightsOf(block.checkIn, block.checkOut));
    for (const a of rooms) for (const night of nightsOf(a.checkIn, a.checkOut)) nights.add(night);
    return {
      block,
      nights: [...nights].sort(compareCodeUnits).map((night) => {
        const taken = rooms.filter((a) => a.checkIn <= night && night < a.checkOut);
        return {
          night,
          used: taken.length,
          guests: taken.map((a) => {
            const party = partyOf(a, members, own).map(fullName).join(', ');
            const household = names.get(a.householdId) ?? '';
            return party ? `${household}: ${party}` : household;
          }),
        };
      }),
    };
  });
}

/** The rooms-per-night sheet: hotel and night, rooms taken of the block's, and who. */
export function roomsSheet(list: readonly BlockNights[]): Sheet {
  return {
    header: ['Hotel', 'Night of', 'Rooms taken', 'Rooms held', 'Guests'],
    rows: list.flatMap(({ block, nights }) =>
      nights.map(({ night, used, guests }) => [
        block.hotel,
        formatWeekdayDate(night),
        String(used),
        night >= block.checkIn && night < block.checkOut ? String(block.rooms) : '0',
        guests.join('; '),
      ]),
    ),
  };
}
