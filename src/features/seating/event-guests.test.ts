import type { Guest, Household, RsvpAnswer } from '@/features/guests';
import { byHousehold, eventGuests, filterGuests, NO_FILTERS, tagsOf } from './event-guests';

const at = '2026-01-01T00:00:00.000Z';
const household = (id: string, name: string): Household => ({
  id,
  name,
  rsvpToken: `token-${id}`.padEnd(22, '0'),
  createdAt: at,
});
const guest = (id: string, householdId: string, extra: Partial<Guest> = {}): Guest => ({
  id,
  householdId,
  firstName: id,
  side: 'both',
  tags: [],
  plusOneAllowed: false,
  isChild: false,
  createdAt: at,
  ...extra,
});
const answer = (guestId: string, eventId: string, status: RsvpAnswer['status']): RsvpAnswer => ({
  id: `${guestId}.${eventId}`,
  guestId,
  eventId,
  status,
});

const households = [household('h1', 'The Sharmas'), household('h2', 'Ali Khan')];
const guests = [
  guest('Rohan', 'h1', {
    lastName: 'Sharma',
    side: 'groom',
    tags: ['Family'],
    meal: 'Veg',
    dietary: 'No nuts',
  }),
  guest('Ali', 'h2', { lastName: 'Khan', side: 'bride', tags: ['college', 'family'] }),
  guest('Meera', 'h1', { lastName: 'Sharma', side: 'groom' }),
  guest('Plus', 'h2', { plusOneOf: 'Ali' }),
  guest('NotInvited', 'h2'),
];
const answers = [
  answer('Rohan', 'reception', 'attending'),
  answer('Meera', 'reception', 'declined'),
  answer('Ali', 'reception', 'awaiting'),
  answer('Plus', 'reception', 'attending'),
  answer('NotInvited', 'ceremony', 'attending'),
];

describe('the guests of one event’s chart', () => {
  const list = eventGuests(guests, households, answers, 'reception');

  it('are those invited to it, with its answer, household by household in name order', () => {
    expect(list.map((g) => [g.name, g.householdName, g.rsvp])).toEqual([
      ['Ali Khan', 'Ali Khan', 'awaiting'],
      ['Plus', 'Ali Khan', 'attending'],
      ['Rohan Sharma', 'The Sharmas', 'attending'],
      ['Meera Sharma', 'The Sharmas', 'declined'],
    ]);
    expect(list[1]).toMatchObject({ plusOneOf: 'Ali', meal: null });
    expect(list[2]).toMatchObject({ side: 'groom', tags: ['Family'], meal: 'Veg', dietary: 'No nuts' });
    expect(byHousehold(list).map((h) => [h.name, h.guests.length])).toEqual([
      ['Ali Khan', 2],
      ['The Sharmas', 2],
    ]);
  });

  it('are searched by name or household and filtered by side, tag and answer (declined hidden by default)', () => {
    const names = (f: Partial<typeof NO_FILTERS>) =>
      filterGuests(list, { ...NO_FILTERS, ...f }).map((g) => g.id);
    expect(names({})).toEqual(['Ali', 'Plus', 'Rohan']);
    expect(names({ query: 'sharma' })).toEqual(['Rohan']);
    expect(names({ query: 'ALI K' })).toEqual(['Ali', 'Plus']);
    expect(names({ side: 'groom', rsvp: 'all' })).toEqual(['Rohan', 'Meera']);
    expect(names({ tag: 'FAMILY' })).toEqual(['Ali', 'Rohan']);
    expect(names({ rsvp: 'declined' })).toEqual(['Meera']);
    expect(names({ rsvp: 'awaiting' })).toEqual(['Ali']);
    // Each tag once, spelled as it first appears.
    expect(tagsOf(list)).toEqual(['college', 'family']);
  });
});
