/**
 * Travel and stay (issue 33 item 3) on both backends: a household's own travel read and written by its RSVP token
 * only while the couple asks for it, refused whole when malformed; and journeys and rooms going with the household,
 * guest or room block they belong to.
 */
import { describe, expect, test } from 'vitest';
import { PublicInputError, type Change, type Entity, type PublicTravel } from '../../src/lib/backend';
import {
  addRoomBlock,
  assignRoom,
  removeRoomBlock,
  saveTravel,
} from '../../src/features/guests/travel-commands';
import { runCommand } from '../../src/lib/commands/run-command';
import { publish } from './public.cases';
import type { Couple, Subject } from './subjects';

const put = (table: string, record: object): Change => ({ op: 'put', table, record: record as Entity });

const TRAIN: PublicTravel = {
  arrivalDate: '2027-02-13',
  arrivalTime: '14:30',
  arrivalMode: 'train',
  arrivalNumber: '12951',
  arrivalPlace: 'Udaipur City',
  departureDate: '2027-02-15',
  departureTime: null,
  departureMode: 'flight',
  departureNumber: null,
  departurePlace: null,
  pickupNeeded: true,
  notes: 'Two suitcases',
};

async function askTravel(couple: Couple, ask: boolean) {
  const site = await couple.collections.get<Entity & Record<string, unknown>>('websites', 'site');
  await couple.collections.put('websites', { ...site!, askTravel: ask });
}

export function travelContract(subject: Subject) {
  describe(`travel and stay (${subject.name})`, () => {
    test('a household gives its travel by its link only while the couple asks; the couple sees it', async () => {
      const { a } = await subject.couples();
      const w = await publish(a);
      const token = w.households[0].rsvpToken;
      const visitor = subject.visitor();
      expect(await visitor.rsvpTravel(token)).toBeNull();
      expect(await visitor.submitTravel(token, TRAIN)).toBe('not_asked');
      await askTravel(a, true);
      expect(await visitor.rsvpTravel(token)).toEqual({ travel: null });
      expect(await visitor.submitTravel(token, TRAIN)).toBe('saved');
      expect(await visitor.submitTravel(token, { ...TRAIN, notes: ' One suitcase ' })).toBe('saved');
      expect(await visitor.rsvpTravel(token)).toEqual({ travel: { ...TRAIN, notes: 'One suitcase' } });
      expect(await a.collections.get('travel', 'h-sharma')).toMatchObject({
        householdId: 'h-sharma',
        arrivalDate: '2027-02-13',
        arrivalMode: 'train',
        pickupNeeded: true,
      });
      expect(await visitor.submitTravel('c'.repeat(22), TRAIN)).toBe('not_found');
      // Private: the website and the RSVP reply's read carry none of it.
      for (const page of [await visitor.website('priya-and-arjun'), await visitor.rsvp(token)]) {
        expect(page).not.toBeNull();
        expect(JSON.stringify(page)).not.toMatch(/12951|Udaipur City|suitcase/);
      }
    });

    test('malformed travel is refused whole', async () => {
      const { a } = await subject.couples();
      const w = await publish(a);
      await askTravel(a, true);
      const token = w.households[0].rsvpToken;
      const bad = [
        { ...TRAIN, arrivalDate: '2027-02-30' },
        { ...TRAIN, arrivalMode: 'rocket' },
        { ...TRAIN, arrivalTime: '2pm' },
        { ...TRAIN, arrivalNumber: 'n'.repeat(41) },
        { ...TRAIN, departureDate: '2027-02-01' },
      ] as PublicTravel[];
      for (const travel of bad)
        await expect(subject.visitor().submitTravel(token, travel)).rejects.toBeInstanceOf(PublicInputError);
      expect(await a.collections.get('travel', 'h-sharma')).toBeNull();
    });

    test('a household, guest or room block takes its travel and rooms with it', async () => {
      const { a } = await subject.couples();
      await publish(a);
      await a.collections.apply([
        put('travel', { id: 'h-sharma', householdId: 'h-sharma', pickupNeeded: false }),
        put('travel', { id: 'g-arjun', householdId: 'h-kapoor', guestId: 'g-arjun', pickupNeeded: true }),
        put('room_blocks', {
          id: 'b-1',
          hotel: 'Lake Palace',
          rooms: 4,
          checkIn: '2027-02-13',
          checkOut: '2027-02-15',
        }),
        ...['h-sharma', 'h-kapoor'].map((householdId) =>
          put('room_assignments', {
            id: `r-${householdId}`,
            blockId: 'b-1',
            householdId,
            checkIn: '2027-02-13',
            checkOut: '2027-02-15',
          }),
        ),
      ]);
      await a.collections.remove('guests', 'g-arjun');
      expect(await a.collections.get('travel', 'g-arjun')).toBeNull();
      await a.collections.remove('households', 'h-sharma');
      expect(await a.collections.get('travel', 'h-sharma')).toBeNull();
      expect(await a.collections.get('room_assignments', 'r-h-sharma')).toBeNull();
      expect(await a.collections.get('room_assignments', 'r-h-kapoor')).not.toBeNull();
      await a.collections.remove('room_blocks', 'b-1');
      expect(await a.collections.get('room_assignments', 'r-h-kapoor')).toBeNull();
    });

    test('the commands save travel over what guests gave, give rooms, and a block goes with its rooms, undone whole', async () => {
      const { a } = await subject.couples();
      await publish(a);
      await runCommand(a.collections, saveTravel, {
        id: 'h-sharma',
        householdId: 'h-sharma',
        arrivalDate: '2027-02-13',
        arrivalMode: 'train',
        pickupNeeded: true,
      });
      expect(await a.collections.get('travel', 'h-sharma')).toMatchObject({ arrivalMode: 'train' });
      const block = {
        id: 'b-1',
        hotel: 'Lake Palace',
        rooms: 4,
        checkIn: '2027-02-13',
        checkOut: '2027-02-15',
      };
      await runCommand(a.collections, addRoomBlock, block);
      await runCommand(a.collections, assignRoom, {
        id: 'r-1',
        blockId: 'b-1',
        householdId: 'h-sharma',
        checkIn: '2027-02-13',
        checkOut: '2027-02-14',
      });
      await expect(
        runCommand(a.collections, assignRoom, {
          id: 'r-2',
          blockId: 'b-1',
          householdId: 'h-sharma',
          checkIn: '2027-02-14',
          checkOut: '2027-02-13',
        }),
      ).rejects.toThrow();
      const ran = await runCommand(a.collections, removeRoomBlock, { id: 'b-1' });
      expect(ran.label).toBe('Deleted "Lake Palace"');
      expect(await a.collections.get('room_assignments', 'r-1')).toBeNull();
      await a.collections.apply(ran.inverse);
      expect(await a.collections.get('room_blocks', 'b-1')).toMatchObject({ hotel: 'Lake Palace' });
      expect(await a.collections.get('room_assignments', 'r-1')).toMatchObject({ householdId: 'h-sharma' });
    });
  });
}
