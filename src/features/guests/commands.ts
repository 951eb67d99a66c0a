import { answerId, type Change, type Entity } from '@/lib/backend';
import { defineCommand, putBased, removeBased } from '@/lib/commands/command';
import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import { formatCount } from '@/lib/format-number';
import { z } from '@/lib/zod';
import {
  answerSchema,
  eventsCollection,
  fullName,
  guestSchema,
  householdSchema,
  householdsCollection,
  RSVP_STATUSES,
  SEND_CHANNELS,
  type Guest,
  type Household,
  websiteSchema,
  type RsvpAnswer,
  type WeddingEvent,
  type Website,
} from './model';

/**
 * The guest list's commands (src/lib/commands): each one change to the plan, one batch in one transaction or
 * request, its undo what it touched. The contract suite runs every one on both adapters (tests/contract).
 */

const put = <T extends Entity>(table: string, record: T): Change => ({ op: 'put', table, record });

const newHousehold = z.object({
  household: householdSchema,
  guests: z.array(guestSchema),
  answers: z.array(answerSchema),
});

/** A new household with its guests and their invitations, whole or not at all. */
export const addHousehold = defineCommand({
  name: 'addHousehold',
  input: newHousehold,
  plan: ({ household, guests, answers }) => ({
    changes: [
      put('households', household),
      ...guests.map((g) => put('guests', g)),
      ...answers.map((a) => put('rsvp_answers', a)),
    ],
    result: household,
  }),
  describe: ({ household }) => `Added "${household.name}"`,
});

/** A CSV import: its households, guests and invitations land whole or not at all. */
export const importGuests = defineCommand({
  name: 'importGuests',
  input: z.object({
    households: z.array(householdSchema),
    guests: z.array(guestSchema),
    answers: z.array(answerSchema),
  }),
  plan: ({ households, guests, answers }) => ({
    changes: [
      ...households.map((h) => put('households', h)),
      ...guests.map((g) => put('guests', g)),
      ...answers.map((a) => put('rsvp_answers', a)),
    ],
    result: guests.length,
  }),
  describe: (_input, count) => `Imported ${formatCount(count)} ${count === 1 ? 'guest' : 'guests'}`,
});

/**
 * A household's own details changed (its name, where its link goes, notes): only the fields changed from what the
 * dialog showed, over the household as stored; another tab's change to the same field is refused.
 */
export const updateHousehold = updateRecordCommand(
  householdsCollection,
  'updateHousehold',
  (household) => household.name,
);

const byId = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** Deletes a household, with its guests, their answers and seats (the backend's cascades). */
export const removeHousehold = defineCommand({
  name: 'removeHousehold',
  input: byId,
  async plan({ id }, read) {
    const household = await read.get<Household>('households', id);
    return {
      changes: household ? [removeBased('households', household)] : [],
      result: household?.name ?? '',
    };
  },
  describe: (_input, name) => `Deleted "${name}"`,
});

/** Deletes a guest, with their named plus-one, answers and seats. */
export const removeGuest = defineCommand({
  name: 'removeGuest',
  input: byId,
  async plan({ id }, read) {
    const guest = await read.get<Guest>('guests', id);
    return { changes: guest ? [removeBased('guests', guest)] : [], result: guest ? fullName(guest) : '' };
  },
  describe: (_input, name) => `Deleted "${name}"`,
});

/**
 * Saves a guest and their invitations: answers appear for events newly invited to and go for events no longer, an
 * answer the couple changes is marked as theirs with the time, and moving a guest to another household moves their
 * plus-one along. Each change is based on the record as read, so an edit made meanwhile elsewhere is not overwritten.
 */
export const saveGuest = defineCommand({
  name: 'saveGuest',
  input: z.object({
    guest: guestSchema,
    invitations: z.record(z.string(), z.nullable(z.enum(RSVP_STATUSES))),
  }),
  async plan({ guest, invitations }, read) {
    const [previous, guests, answers] = await Promise.all([
      read.get<Guest>('guests', guest.id),
      read.list<Guest>('guests'),
      read.list<RsvpAnswer>('rsvp_answers'),
    ]);
    const changes: Change[] = [putBased('guests', guest, previous)];
    if (previous && previous.householdId !== guest.householdId)
      for (const plusOne of guests.filter((g) => g.plusOneOf === guest.id))
        changes.push(putBased('guests', { ...plusOne, householdId: guest.householdId }, plusOne));

    const now = new Date().toISOString();
    const current = new Map(answers.filter((a) => a.guestId === guest.id).map((a) => [a.eventId, a]));
    for (const [eventId, status] of Object.entries(invitations)) {
      const existing = current.get(eventId);
      if (status === null) {
        if (existing) changes.push(removeBased('rsvp_answers', existing));
      } else if (!existing) {
        changes.push(
          put('rsvp_answers', {
            id: answerId(guest.id, eventId),
            guestId: guest.id,
            eventId,
            status,
            ...(status !== 'awaiting' && { answeredAt: now, answeredBy: 'couple' as const }),
          }),
        );
      } else if (existing.status !== status) {
        changes.push(
          putBased('rsvp_answers', { ...existing, status, answeredAt: now, answeredBy: 'couple' }, existing),
        );
      }
    }
    return { changes, result: guest };
  },
  describe: ({ guest }) => `Saved ${fullName(guest)}`,
});

/**
 * Notes that households were sent their link (the first time, and how), leaving later steps and every other field as
 * stored: each household is read and written back based on the version read.
 */
export const markInvitationsSent = defineCommand({
  name: 'markInvitationsSent',
  input: z.object({
    householdIds: z.array(z.string().check(z.minLength(1), z.maxLength(64))),
    via: z.enum(SEND_CHANNELS),
  }),
  async plan({ householdIds, via }, read) {
    const now = new Date().toISOString();
    const stored = await Promise.all(householdIds.map((id) => read.get<Household>('households', id)));
    const unsent = stored.filter((h): h is Household => h !== null && !h.sentAt);
    return {
      changes: unsent.map((h) => putBased('households', { ...h, sentAt: now, sentVia: via }, h)),
      result: unsent.length,
    };
  },
  describe: (_input, count) =>
    `Marked ${formatCount(count)} ${count === 1 ? 'household' : 'households'} as sent`,
});

/** Adds an event (a mehndi, a sangeet) the couple can invite households to. */
export const addEvent = addRecordCommand(eventsCollection, 'addEvent', (event) => event.name);

/** Changes an event's details: only what the couple changed from what they saw (`seen`), over the event as stored. */
export const updateEvent = updateRecordCommand(eventsCollection, 'updateEvent', (event) => event.name);

/** Deletes an event, with its invitations and answers and its seating chart. */
export const removeEvent = defineCommand({
  name: 'removeEvent',
  input: byId,
  async plan({ id }, read) {
    const event = await read.get<WeddingEvent>('events', id);
    return { changes: event ? [removeBased('events', event)] : [], result: event?.name ?? '' };
  },
  describe: (_input, name) => `Deleted the ${name}`,
});

/** Saves the wedding website and its RSVP settings, over the site as stored (another couple's address is refused). */
export const saveWebsite = defineCommand({
  name: 'saveWebsite',
  input: websiteSchema,
  async plan(site: Website, read) {
    const stored = await read.get<Website>('websites', site.id);
    return { changes: [putBased('websites', site, stored)], result: site };
  },
  describe: () => 'Saved the wedding website',
});
