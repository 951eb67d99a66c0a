import { z } from '@/lib/zod';
import { GUEST_LIMITS as L, TRAVEL_MODE_LABELS, TRAVEL_MODES, type TravelMode } from '@/lib/backend';
import { defineCollection } from '@/lib/data';
import { addDaysIso, formatShortDate, formatWeekdayDate, isIsoDate } from '@/lib/dates';
import { formatCount } from '@/lib/format-number';
import { optionalText, requiredText } from '@/lib/form-fields';
import { optionalDate, optionalTime } from './model';

/*
 * Travel and stay (issue 33 item 3): how each household (or one of its guests) arrives and leaves, and the rooms the
 * couple has blocked at hotels with who sleeps where on which nights. Kept apart from model.ts, whose collections
 * every page that counts guests loads: these load with the Travel & stay section, the overview's count and backups.
 * The tables are in supabase/migrations/20261128150001_travel.sql.
 */

export { TRAVEL_MODE_LABELS, TRAVEL_MODES, type TravelMode };

const id = z.string().check(z.minLength(1), z.maxLength(64));

/** One way of a journey: the day and time it lands, how, its flight or train number, and where. */
const leg = (way: 'Arrival' | 'Departure') => ({
  date: optionalDate,
  time: optionalTime,
  mode: z.optional(z.enum(TRAVEL_MODES, `Choose how the ${way.toLowerCase()} is made`)),
  number: optionalText(`${way} flight or train number`, L.travelNumber),
  place: optionalText(`${way} station or airport`, L.travelPlace),
});

const arrival = leg('Arrival');
const departure = leg('Departure');

/**
 * A household's travel, or one guest's when they travel apart from it. Its id is the guest's id, else the household's,
 * so the household (or guest) has one record and a repeated save from the RSVP page lands on it.
 */
export const travelSchema = z
  .object({
    id,
    householdId: id,
    guestId: z.optional(id),
    arrivalDate: arrival.date,
    arrivalTime: arrival.time,
    arrivalMode: arrival.mode,
    arrivalNumber: arrival.number,
    arrivalPlace: arrival.place,
    departureDate: departure.date,
    departureTime: departure.time,
    departureMode: departure.mode,
    departureNumber: departure.number,
    departurePlace: departure.place,
    pickupNeeded: z._default(z.boolean(), false),
    notes: optionalText('Travel notes', L.travelNotes),
  })
  .check(
    z.refine(
      (t) => t.id === (t.guestId ?? t.householdId),
      'Travel is named by its guest, else its household',
    ),
    z.refine((t) => !t.arrivalDate || !t.departureDate || t.departureDate >= t.arrivalDate, {
      message: 'The departure is before the arrival',
      path: ['departureDate'],
    }),
  );
export type Travel = z.infer<typeof travelSchema>;

export const travelCollection = defineCollection<Travel>({
  table: 'travel',
  schema: travelSchema,
  noun: 'travel plan',
});

const day = (label: string) =>
  z.string().check(z.refine((v) => isIsoDate(v), `Choose the ${label.toLowerCase()} date`));

/** A stay: from the check-in day to the check-out day, the nights between. */
const stay = { checkIn: day('Check-in'), checkOut: day('Check-out') };
// Said only of two real days: a missing one has its own message.
const checkOutAfterCheckIn = z.refine<{ checkIn: string; checkOut: string }>(
  (s) => !isIsoDate(s.checkIn) || !isIsoDate(s.checkOut) || s.checkOut > s.checkIn,
  { message: 'Check-out is after check-in', path: ['checkOut'] },
);

/** Rooms the couple holds at a hotel from the check-in day to the check-out day (the nights between). */
export const roomBlockSchema = z
  .object({
    id,
    hotel: requiredText('Hotel', L.hotel),
    address: optionalText('Address', L.address),
    rooms: z
      .number('Enter how many rooms')
      .check(
        z.int('Rooms are whole numbers'),
        z.minimum(1, 'At least 1 room'),
        z.maximum(L.blockRooms, `At most ${L.blockRooms} rooms`),
      ),
    ...stay,
  })
  .check(checkOutAfterCheckIn);
export type RoomBlock = z.infer<typeof roomBlockSchema>;

export const roomBlocksCollection = defineCollection<RoomBlock>({
  table: 'room_blocks',
  schema: roomBlockSchema,
  noun: 'room block',
});

/** One room of a block given to a household (or one of its guests) from check-in to check-out. */
export const roomAssignmentSchema = z
  .object({
    id,
    blockId: id,
    householdId: id,
    guestId: z.optional(id),
    ...stay,
  })
  .check(checkOutAfterCheckIn);
export type RoomAssignment = z.infer<typeof roomAssignmentSchema>;

export const roomAssignmentsCollection = defineCollection<RoomAssignment>({
  table: 'room_assignments',
  schema: roomAssignmentSchema,
  noun: 'room',
});

/**
 * Why a room cannot be given as asked, or null: the block holds rooms only from its check-in to its check-out, and
 * no more of them on a night than it has, counting the rooms already given in it to other households (`given`, any
 * block's; the room's own earlier version is not counted against it). Said of the field to change.
 */
export function roomAssignmentProblem(
  room: RoomAssignment,
  block: RoomBlock,
  given: readonly RoomAssignment[],
): { path: 'checkIn' | 'checkOut' | 'root'; message: string } | null {
  const held = `${block.hotel} holds rooms from ${formatShortDate(block.checkIn)} to ${formatShortDate(block.checkOut)}`;
  if (room.checkIn < block.checkIn)
    return { path: 'checkIn', message: `${held}: check in on or after its first day` };
  if (room.checkOut > block.checkOut)
    return { path: 'checkOut', message: `${held}: check out on or before its last day` };
  const others = given.filter((a) => a.blockId === block.id && a.id !== room.id);
  // Bounded by the block's nights, at most a year's.
  for (let night = room.checkIn; night < room.checkOut; night = addDaysIso(night, 1)) {
    const taken = others.filter((a) => a.checkIn <= night && night < a.checkOut).length;
    if (taken >= block.rooms)
      return {
        path: 'root',
        message: `Every room of the block at ${block.hotel} (${formatCount(block.rooms)}) is taken on the night of ${formatWeekdayDate(night)}. Choose other nights, or hold more rooms in the block.`,
      };
  }
  return null;
}
