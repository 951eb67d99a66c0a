import { answerId } from '@/lib/backend';
import type { GuestChange } from './guest-form';
import type { NewHousehold } from './household-form';
import type { Guest, Household, RsvpAnswer, SendChannel } from './model';
import type { useGuestData } from './use-guest-data';

/** What a delete took away, to put back with Undo. */
export interface Removed {
  households: Household[];
  guests: Guest[];
  answers: RsvpAnswer[];
}

/**
 * The guest planner's writes, each over the collections in the order the tables need (a household before its guests,
 * guests before their answers), so the cloud's foreign keys always find the parent.
 */
export function useGuestActions(data: ReturnType<typeof useGuestData>) {
  const { households, guests, answers } = data;

  /** A household's or guests' rows with everything that hangs off them, before they go. */
  const snapshot = (householdIds: readonly string[], guestIds: readonly string[]): Removed => {
    const inHouseholds = new Set(householdIds);
    const gone = new Set(guestIds);
    for (const g of guests.items) if (inHouseholds.has(g.householdId)) gone.add(g.id);
    // A plus-one goes with their host.
    for (const g of guests.items) if (g.plusOneOf && gone.has(g.plusOneOf)) gone.add(g.id);
    return {
      households: households.items.filter((h) => inHouseholds.has(h.id)),
      guests: guests.items.filter((g) => gone.has(g.id)),
      answers: answers.items.filter((a) => gone.has(a.guestId)),
    };
  };

  const restore = async (removed: Removed) => {
    if (removed.households.length) await households.addMany(removed.households);
    if (removed.guests.length) await guests.addMany(removed.guests);
    if (removed.answers.length) await answers.addMany(removed.answers);
  };

  return {
    async addHousehold({ household, guests: members, answers: invitations }: NewHousehold) {
      await households.add(household);
      try {
        await guests.addMany(members);
        if (invitations.length) await answers.addMany(invitations);
      } catch (error) {
        // All of it or none: the household takes what did land with it.
        await households.remove(household.id).catch(() => undefined);
        throw error;
      }
    },

    updateHousehold: (id: string, patch: Partial<Household>) => households.update(id, patch),

    async removeHousehold(household: Household): Promise<Removed> {
      const removed = snapshot([household.id], []);
      await households.remove(household.id);
      return removed;
    },

    async removeGuest(guest: Guest): Promise<Removed> {
      const removed = snapshot([], [guest.id]);
      await guests.remove(guest.id);
      return removed;
    },

    restore,

    /**
     * Saves a guest and their invitations: answers appear for events newly invited to, go for events no longer, and
     * an answer the couple changes is marked as theirs with the time. Moving a guest moves their plus-one along.
     */
    async saveGuest({ guest, invitations }: GuestChange, isNew: boolean) {
      const previous = guests.items.find((g) => g.id === guest.id);
      const moved =
        previous && previous.householdId !== guest.householdId
          ? guests.items
              .filter((g) => g.plusOneOf === guest.id)
              .map((g) => ({ ...g, householdId: guest.householdId }))
          : [];
      if (isNew || moved.length === 0) await (isNew ? guests.add(guest) : guests.update(guest.id, guest));
      else await guests.addMany([guest, ...moved]);

      const now = new Date().toISOString();
      const current = new Map(answers.items.filter((a) => a.guestId === guest.id).map((a) => [a.eventId, a]));
      const put: RsvpAnswer[] = [];
      const drop: string[] = [];
      for (const [eventId, status] of Object.entries(invitations)) {
        const existing = current.get(eventId);
        if (status === null) {
          if (existing) drop.push(existing.id);
        } else if (!existing) {
          put.push({
            id: answerId(guest.id, eventId),
            guestId: guest.id,
            eventId,
            status,
            ...(status !== 'awaiting' && { answeredAt: now, answeredBy: 'couple' as const }),
          });
        } else if (existing.status !== status) {
          put.push({ ...existing, status, answeredAt: now, answeredBy: 'couple' });
        }
      }
      if (put.length) await answers.addMany(put);
      if (drop.length) await answers.removeMany(drop);
    },

    /** Notes that these households were sent their link (the first time, and how), leaving later steps as they are. */
    async markSent(targets: readonly Household[], via: SendChannel) {
      const now = new Date().toISOString();
      const unsent = targets.filter((h) => !h.sentAt);
      if (unsent.length) await households.addMany(unsent.map((h) => ({ ...h, sentAt: now, sentVia: via })));
    },

    async importGuests(plan: { households: Household[]; guests: Guest[]; answers: RsvpAnswer[] }) {
      if (plan.households.length) await households.addMany(plan.households);
      try {
        if (plan.guests.length) await guests.addMany(plan.guests);
        if (plan.answers.length) await answers.addMany(plan.answers);
      } catch (error) {
        // The import lands whole or not at all: its new households take its guests with them.
        if (plan.households.length)
          await households.removeMany(plan.households.map((h) => h.id)).catch(() => undefined);
        if (plan.guests.length) await guests.removeMany(plan.guests.map((g) => g.id)).catch(() => undefined);
        throw error;
      }
    },
  };
}
