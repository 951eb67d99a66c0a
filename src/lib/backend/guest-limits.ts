/**
 * The bounds on guests' data, shared by the feature's zod schemas, the local adapter's public port and (repeated as
 * check constraints) the cloud tables in supabase/migrations/…_guests.sql.
 */
export const GUEST_LIMITS = {
  eventName: 120,
  venue: 200,
  address: 500,
  dressCode: 200,
  householdName: 120,
  firstName: 100,
  lastName: 100,
  email: 320,
  phone: 50,
  notes: 1000,
  message: 1000,
  tags: 20,
  tagLength: 40,
  meal: 100,
  dietary: 500,
  buyer: 100,
  mealOptions: 12,
  title: 120,
  welcome: 600,
  story: 5000,
  travel: 3000,
  stay: 3000,
  faqItems: 30,
  faqQuestion: 200,
  faqAnswer: 1000,
  /** Guests the RSVP page takes in one reply. */
  replyGuests: 100,
  /** Travel and stay (issue 33 item 3): a flight or train number, a station or airport, notes, a hotel. */
  travelNumber: 40,
  travelPlace: 120,
  travelNotes: 1000,
  hotel: 120,
  blockRooms: 1000,
  /** Questions per event (issue 33 item 1): how many an event asks, a question's words, its choices, an answer. */
  eventQuestions: 5,
  questionLabel: 200,
  questionChoices: 10,
  questionChoice: 60,
  questionAnswer: 300,
} as const;

/** How an event's own question is answered: in a few words, by one of its choices, or yes or no. */
export const QUESTION_KINDS = ['text', 'choice', 'yesno'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** How guests travel (issue 33 item 3): the cloud's travel table checks the same list. */
export const TRAVEL_MODES = ['flight', 'train', 'bus', 'car', 'other'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];
export const TRAVEL_MODE_LABELS: Record<TravelMode, string> = {
  flight: 'Flight',
  train: 'Train',
  bus: 'Bus',
  car: 'Car',
  other: 'Other',
};

/** `<guest id>.<event id>`: one answer per guest and event (the cloud table checks the same). */
export const answerId = (guestId: string, eventId: string) => `${guestId}.${eventId}`;

/** A guest's named plus-one has a fixed id, so a repeated RSVP names the same plus-one again. */
export const plusOneId = (hostId: string) => `${hostId.slice(0, 59)}-plus`;

/** A website's address: 3 to 50 lower-case letters, digits and inner hyphens. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$/;

/**
 * Who marked a registry gift, as the couple sees it: the name the guest gave and the household whose RSVP link made
 * the mark ("Auntie Lata (The Sharma family)"), at most `buyer` characters (the cloud's api.mark_gift_bought writes
 * the same).
 */
export function giftMarkedBy(buyer: string | null, household: string): string {
  const name = buyer?.trim() ? buyer.trim().slice(0, 60) : null;
  if (!name) return household.slice(0, GUEST_LIMITS.buyer);
  return `${name} (${household.slice(0, GUEST_LIMITS.buyer - name.length - 3)})`;
}
