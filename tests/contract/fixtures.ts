/**
 * A small wedding, valid for both adapters (the features' schemas and the cloud's check constraints), with every
 * field a store would add given explicitly, so a record reads back the same from either.
 */
const AT = '2026-11-20T10:00:00.000Z';

export function wedding({ tokens = 'a' }: { tokens?: string } = {}) {
  // Link tokens as the app makes them look: varied enough for the cloud's check (…_published_cards.sql).
  const token = (n: number) => `${tokens.repeat(4)}_Qw3rty-Asdfgh-token-${n}`;
  const events = [
    { id: 'reception', name: 'Reception', isPublic: true, createdAt: AT },
    { id: 'sangeet', name: 'Sangeet', isPublic: true, createdAt: AT },
  ];
  const households = [
    { id: 'h-sharma', name: 'The Sharma family', rsvpToken: token(1), createdAt: AT },
    { id: 'h-kapoor', name: 'The Kapoor family', rsvpToken: token(2), createdAt: AT },
  ];
  const guest = (id: string, householdId: string, firstName: string, extra = {}) => ({
    id,
    householdId,
    firstName,
    side: 'both',
    tags: [],
    plusOneAllowed: false,
    isChild: false,
    createdAt: AT,
    ...extra,
  });
  const guests = [
    guest('g-priya', 'h-sharma', 'Priya', { plusOneAllowed: true }),
    guest('g-priya-plus', 'h-sharma', 'Rahul', { plusOneOf: 'g-priya' }),
    guest('g-arjun', 'h-kapoor', 'Arjun'),
  ];
  const answer = (guestId: string, eventId: string) => ({
    id: `${guestId}.${eventId}`,
    guestId,
    eventId,
    status: 'awaiting',
    createdAt: AT,
  });
  const answers = [
    answer('g-priya', 'reception'),
    answer('g-priya', 'sangeet'),
    answer('g-priya-plus', 'reception'),
    answer('g-arjun', 'reception'),
  ];
  const tables = [
    {
      id: 't-1',
      eventId: 'reception',
      name: 'Table 1',
      shape: 'round',
      seats: 8,
      head: false,
      x: 100,
      y: 100,
      rotation: 0,
      createdAt: AT,
    },
  ];
  const seat = (guestId: string, n: number) => ({
    id: `${guestId}.reception`,
    guestId,
    eventId: 'reception',
    tableId: 't-1',
    seat: n,
    createdAt: AT,
  });
  const seats = [seat('g-priya', 0), seat('g-priya-plus', 1), seat('g-arjun', 2)];
  return { events, households, guests, answers, tables, seats };
}

export type Wedding = ReturnType<typeof wedding>;
