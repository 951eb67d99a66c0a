import { lazy } from 'react';

/**
 * What other features use of the guest side (the planner's Guests tab, the account overview's counts, the registry's
 * sharing, the seating chart of issue 14): the guest planner's loader (its own chunk, for `lazy()`), the collections
 * and their types, and the pure guest-list helpers that read them.
 */
export const loadGuestPlanner = () => import('./guest-planner');

export {
  answersCollection,
  eventsCollection,
  fullName,
  guestsCollection,
  householdNameFor,
  householdsCollection,
  RSVP_LABELS,
  RSVP_STATUSES,
  SIDE_LABELS,
  SIDES,
  WEBSITE_ID,
  websitesCollection,
  type Guest,
  type Household,
  type RsvpAnswer,
  type RsvpStatus,
  type Side,
  type WeddingEvent,
  type Website,
} from './model';
export {
  buildEntries,
  countsByEvent,
  groupByHousehold,
  guestTotals,
  needingReminder,
  sortEvents,
  type EventCounts,
  type GuestEntry,
} from './guest-list';
export { ShareLinks } from './share-links';
/**
 * The overview's line counting guests arriving, pickups and rooms (issue 33 item 3): lazy, so the pages that load this
 * index (the registry's sharing, the account) do not carry travel's records.
 */
export const TravelLine = lazy(() => import('./travel-line'));
/** The guest list's commands, for the AI planner's tools (loaded with them, not with every page that counts guests). */
export const loadGuestCommands = () => import('./commands');
