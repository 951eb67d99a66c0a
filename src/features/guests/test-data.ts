import { answerId } from '@/lib/backend';
import type { Guest, Household, RsvpAnswer, RsvpStatus, WeddingEvent } from './model';

/** Small builders for the guest feature's tests. */
export const at = '2026-01-01T00:00:00.000Z';

export const household = (id: string, extra: Partial<Household> = {}): Household => ({
  id,
  name: `Household ${id}`,
  rsvpToken: `token-${id}`.padEnd(22, '0'),
  createdAt: at,
  ...extra,
});

export const guest = (id: string, householdId: string, extra: Partial<Guest> = {}): Guest => ({
  id,
  householdId,
  firstName: `First${id}`,
  side: 'both',
  tags: [],
  plusOneAllowed: false,
  isChild: false,
  createdAt: at,
  ...extra,
});

export const event = (id: string, extra: Partial<WeddingEvent> = {}): WeddingEvent => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  isPublic: true,
  ...extra,
});

export const answer = (
  guestId: string,
  eventId: string,
  status: RsvpStatus = 'awaiting',
  extra: Partial<RsvpAnswer> = {},
): RsvpAnswer => ({
  id: answerId(guestId, eventId),
  guestId,
  eventId,
  status,
  ...extra,
});
