/**
 * The guest list's commands (src/features/guests/commands.ts) on both backends: what each writes, that a batch
 * refused midway leaves nothing written, that a change based on a stale read is refused, and that each is undone
 * exactly.
 */
import { describe, expect, test } from 'vitest';
import {
  addEvent,
  addHousehold,
  importGuests,
  markInvitationsSent,
  removeEvent,
  removeGuest,
  removeHousehold,
  saveGuest,
  saveWebsite,
  updateEvent,
  updateHousehold,
} from '../../src/features/guests/commands';
import { VersionConflictError, type Change, type Entity } from '../../src/lib/backend';
import { inverseOf } from '../../src/lib/backend/inverse';
import { runCommand } from '../../src/lib/commands/run-command';
import { wedding } from './fixtures';
import type { Subject } from './subjects';

const TABLES = ['events', 'households', 'guests', 'rsvp_answers', 'seating_tables', 'seat_assignments'];

/** Every record of the wedding's tables by table, ids sorted: enough to tell what a command wrote. */
async function ids(port: { list: (t: string) => Promise<Entity[]> }) {
  return Object.fromEntries(
    await Promise.all(TABLES.map(async (t) => [t, (await port.list(t)).map((r) => r.id).sort()] as const)),
  );
}

async function store(port: { apply: (c: Change[]) => Promise<unknown> }) {
  const w = wedding();
  const put = (table: string) => (record: object) => ({
    op: 'put' as const,
    table,
    record: record as Entity,
  });
  await port.apply([
    ...w.events.map(put('events')),
    ...w.households.map(put('households')),
    ...w.guests.map(put('guests')),
    ...w.answers.map(put('rsvp_answers')),
    ...w.tables.map(put('seating_tables')),
    ...w.seats.map(put('seat_assignments')),
  ]);
  return w;
}

const AT = '2026-11-21T10:00:00.000Z';
/** A link token as the app makes them look: varied enough for the cloud's check (…_published_cards.sql). */
const familyToken = (letter: string) => `${letter.repeat(4)}_Qw3rty-Asdfgh1234`;
const newFamily = (token: string) => ({
  household: { id: 'h-rao', name: 'The Rao family', rsvpToken: token, createdAt: AT },
  guests: [
    {
      id: 'g-ravi',
      householdId: 'h-rao',
      firstName: 'Ravi',
      side: 'groom',
      tags: [],
      plusOneAllowed: false,
      isChild: false,
      createdAt: AT,
    },
    {
      id: 'g-lata',
      householdId: 'h-rao',
      firstName: 'Lata',
      side: 'groom',
      tags: [],
      plusOneAllowed: false,
      isChild: false,
      createdAt: AT,
    },
  ],
  answers: [
    { id: 'g-ravi.reception', guestId: 'g-ravi', eventId: 'reception', status: 'awaiting', createdAt: AT },
    { id: 'g-lata.reception', guestId: 'g-lata', eventId: 'reception', status: 'awaiting', createdAt: AT },
  ],
});

export function guestCommandsContract(subject: Subject) {
  describe(`the guest list's commands (${subject.name})`, () => {
    test('addHousehold stores the household, its guests and their invitations; its undo takes them away', async () => {
      const { a } = await subject.couples();
      await store(a.collections);
      const stored = await ids(a.collections);
      const ran = await runCommand(a.collections, addHousehold, newFamily(familyToken('r')));
      expect(ran.label).toBe('Added "The Rao family"');
      const after = await ids(a.collections);
      expect(after.households).toEqual(['h-kapoor', 'h-rao', 'h-sharma']);
      expect(after.guests).toContain('g-lata');
      expect(after.rsvp_answers).toContain('g-ravi.reception');
      await a.collections.apply(ran.inverse);
      expect(await ids(a.collections)).toEqual(stored);
    });

    test('addHousehold refused at its guests leaves no household behind', async () => {
      const { a } = await subject.couples();
      await store(a.collections);
      const stored = await ids(a.collections);
      await subject.refuseWritesTo('guests');
      await expect(runCommand(a.collections, addHousehold, newFamily(familyToken('r')))).rejects.toThrow();
      expect(await ids(a.collections)).toEqual(stored);
    });

    test('importGuests lands whole, or, refused at its answers, not at all', async () => {
      const { a } = await subject.couples();
      await store(a.collections);
      const stored = await ids(a.collections);
      const family = newFamily(familyToken('s'));
      const plan = { households: [family.household], guests: family.guests, answers: family.answers };
      await subject.refuseWritesTo('rsvp_answers');
      await expect(runCommand(a.collections, importGuests, plan)).rejects.toThrow();
      expect(await ids(a.collections)).toEqual(stored);
    });

    test('importGuests says how many it imported and is undone whole', async () => {
      const { a } = await subject.couples();
      const family = newFamily(familyToken('t'));
      await store(a.collections);
      const ran = await runCommand(a.collections, importGuests, {
        households: [family.household],
        guests: family.guests,
        answers: family.answers,
      });
      expect(ran.label).toBe('Imported 2 guests');
      await a.collections.apply(ran.inverse);
      expect((await ids(a.collections)).guests).toEqual(['g-arjun', 'g-priya', 'g-priya-plus']);
    });

    test('removeHousehold takes its guests, answers and seats, and its undo brings them all back', async () => {
      const { a } = await subject.couples();
      await store(a.collections);
      const stored = await ids(a.collections);
      const ran = await runCommand(a.collections, removeHousehold, { id: 'h-sharma' });
      expect(ran.label).toBe('Deleted "The Sharma family"');
      const after = await ids(a.collections);
      expect(after.guests).toEqual(['g-arjun']);
      expect(after.seat_assignments).toEqual(['g-arjun.reception']);
      expect(after.rsvp_answers).toEqual(['g-arjun.reception']);
      await a.collections.apply(ran.inverse);
      expect(await ids(a.collections)).toEqual(stored);
    });

    test('removeEvent takes its invitations, answers and seating chart, and its undo brings them all back', async () => {
      const { a } = await subject.couples();
      await store(a.collections);
      const stored = await ids(a.collections);
      const ran = await runCommand(a.collections, removeEvent, { id: 'reception' });
      expect(ran.label).toBe('Deleted the Reception');
      const after = await ids(a.collections);
      expect(after.events).toEqual(['sangeet']);
      expect(after.rsvp_answers.some((id) => id.endsWith('.reception'))).toBe(false);
      expect(after.seating_tables).toEqual([]);
      expect(after.seat_assignments).toEqual([]);
      await a.collections.apply(ran.inverse);
      expect(await ids(a.collections)).toEqual(stored);
    });

    test('addEvent and updateEvent store an event and change what the couple changed', async () => {
      const { a, b } = await subject.couples();
      const mehndi = { id: 'mehndi', name: 'Mehndi', isPublic: false, createdAt: '2026-11-21T10:00:00.000Z' };
      await runCommand(a.collections, addEvent, mehndi);
      expect(await b.collections.get('events', 'mehndi')).toBeNull();
      await runCommand(a.collections, updateEvent, {
        id: 'mehndi',
        changes: { ...mehndi, name: 'Mehndi night' },
        seen: mehndi,
      });
      expect(await a.collections.get('events', 'mehndi')).toMatchObject({
        name: 'Mehndi night',
        isPublic: false,
      });
    });

    test('saveWebsite stores the site over the one stored; undone, the earlier site is back', async () => {
      const { a } = await subject.couples();
      const site = { id: 'site', slug: 'priya-and-arjun', published: true, title: 'Priya & Arjun' };
      await runCommand(a.collections, saveWebsite, site);
      const ran = await runCommand(a.collections, saveWebsite, { ...site, title: 'Our wedding' });
      expect(await a.collections.get('websites', 'site')).toMatchObject({ title: 'Our wedding' });
      await a.collections.apply(ran.inverse);
      expect(await a.collections.get('websites', 'site')).toMatchObject({ title: 'Priya & Arjun' });
    });

    test('removeHousehold based on a household changed since it was read is refused', async () => {
      const { a } = await subject.couples();
      const w = await store(a.collections);
      // Another tab renames the household between this command's read and its write.
      const reader = {
        ...a.collections,
        get: async <T extends Entity>(table: string, id: string) => {
          const read = await a.collections.get<T>(table, id);
          await a.collections.put('households', { ...w.households[0], name: 'Renamed' });
          return read;
        },
      };
      await expect(runCommand(reader, removeHousehold, { id: 'h-sharma' })).rejects.toBeInstanceOf(
        VersionConflictError,
      );
      expect((await ids(a.collections)).guests).toHaveLength(3);
    });

    test('removeGuest takes the plus-one, answers and seats with them', async () => {
      const { a } = await subject.couples();
      await store(a.collections);
      const ran = await runCommand(a.collections, removeGuest, { id: 'g-priya' });
      expect(ran.label).toBe('Deleted "Priya"');
      const after = await ids(a.collections);
      expect(after.guests).toEqual(['g-arjun']);
      expect(after.seat_assignments).toEqual(['g-arjun.reception']);
    });

    test('saveGuest moves a guest with their plus-one and rewrites their invitations, or nothing when refused', async () => {
      const { a } = await subject.couples();
      const w = await store(a.collections);
      const priya = { ...w.guests[0], householdId: 'h-kapoor', lastName: 'Kapoor' };
      const change = { guest: priya, invitations: { reception: 'attending' as const, sangeet: null } };
      const stored = await ids(a.collections);
      await subject.refuseWritesTo('rsvp_answers');
      await expect(runCommand(a.collections, saveGuest, change)).rejects.toThrow();
      expect(await ids(a.collections)).toEqual(stored);
    });

    test('saveGuest writes the guest, moves the plus-one, answers as the couple; undone exactly', async () => {
      const { a } = await subject.couples();
      const w = await store(a.collections);
      const priya = { ...w.guests[0], householdId: 'h-kapoor', lastName: 'Kapoor' };
      const ran = await runCommand(a.collections, saveGuest, {
        guest: priya,
        invitations: { reception: 'attending', sangeet: null },
      });
      const guests = await a.collections.list<Entity & { householdId: string }>('guests');
      expect(
        guests
          .filter((g) => g.householdId === 'h-kapoor')
          .map((g) => g.id)
          .sort(),
      ).toEqual(['g-arjun', 'g-priya', 'g-priya-plus']);
      const answer = await a.collections.get<Entity & { status: string; answeredBy?: string }>(
        'rsvp_answers',
        'g-priya.reception',
      );
      expect(answer).toMatchObject({ status: 'attending', answeredBy: 'couple' });
      expect(await a.collections.get('rsvp_answers', 'g-priya.sangeet')).toBeNull();
      await a.collections.apply(ran.inverse);
      expect(await a.collections.get('rsvp_answers', 'g-priya.sangeet')).not.toBeNull();
      expect(await a.collections.get('guests', 'g-priya-plus')).toMatchObject({ householdId: 'h-sharma' });
    });

    test('markInvitationsSent marks only those not sent yet, keeping every other field as stored', async () => {
      const { a } = await subject.couples();
      const w = await store(a.collections);
      await a.collections.put('households', { ...w.households[1], sentAt: AT, sentVia: 'email' });
      // Stored with a note the caller never saw: the command writes over the stored record, not a copy.
      await a.collections.put('households', { ...w.households[0], notes: 'Vegetarian table' });
      const ran = await runCommand(a.collections, markInvitationsSent, {
        householdIds: ['h-sharma', 'h-kapoor'],
        via: 'whatsapp',
      });
      expect(ran.result).toBe(1);
      expect(await a.collections.get('households', 'h-sharma')).toMatchObject({
        notes: 'Vegetarian table',
        sentVia: 'whatsapp',
      });
      expect(await a.collections.get('households', 'h-kapoor')).toMatchObject({ sentVia: 'email' });
      await a.collections.apply(inverseOf(ran.touched));
      expect(await a.collections.get('households', 'h-sharma')).not.toHaveProperty('sentAt');
    });

    test('updateHousehold writes the fields the couple changed, keeps another tab’s other change, refuses the same field', async () => {
      const { a } = await subject.couples();
      const w = await store(a.collections);
      const seen = w.households[0];
      await a.collections.put('households', { ...seen, notes: 'Vegetarian table' });
      const ran = await runCommand(a.collections, updateHousehold, {
        id: seen.id,
        changes: { ...seen, name: 'The Sharmas' },
        seen,
      });
      expect(ran.label).toBe('Changed the household "The Sharmas"');
      expect(await a.collections.get('households', seen.id)).toMatchObject({
        name: 'The Sharmas',
        notes: 'Vegetarian table',
      });
      await expect(
        runCommand(a.collections, updateHousehold, {
          id: seen.id,
          changes: { ...seen, name: 'Sharma' },
          seen,
        }),
      ).rejects.toMatchObject({ name: 'VersionConflictError', reason: 'changed' });
      expect(await a.collections.get('households', seen.id)).toMatchObject({ name: 'The Sharmas' });
    });

    test('a command refuses input its schema does not accept, before anything is read or written', async () => {
      const { a } = await subject.couples();
      await expect(
        runCommand(a.collections, addHousehold, { household: { id: '', name: '' }, guests: [], answers: [] }),
      ).rejects.toMatchObject({ name: '$ZodError' });
      expect((await ids(a.collections)).households).toEqual([]);
    });
  });
}
