import {
  buildEntries,
  countsByEvent,
  filterEntries,
  groupByHousehold,
  guestTotals,
  needingReminder,
  NO_FILTERS,
  NO_MEAL,
  sendStatus,
  sortEvents,
  tagsInUse,
} from './guest-list';
import { answer, event, guest, household } from './test-data';

const households = [
  household('h1', { name: 'The Sharmas' }),
  household('h2', { name: 'The Kapoors', sentAt: 'x' }),
];
const guests = [
  guest('g1', 'h1', {
    firstName: 'Rohan',
    lastName: 'Sharma',
    email: 'Rohan@Example.com',
    phone: '+91 98765 43210',
    side: 'groom',
    tags: ['Family'],
    plusOneAllowed: true,
    meal: 'Veg',
  }),
  guest('g1-plus', 'h1', { firstName: 'Kavya', plusOneOf: 'g1', meal: 'Veg' }),
  guest('g2', 'h1', { firstName: 'Meera', lastName: 'Sharma', isChild: true, side: 'groom' }),
  guest('g3', 'h2', { firstName: 'Anil', lastName: 'Kapoor', side: 'bride', tags: ['work', 'family'] }),
];
const answers = [
  answer('g1', 'ceremony', 'attending'),
  answer('g1', 'mehndi', 'declined'),
  answer('g1-plus', 'ceremony', 'attending'),
  answer('g2', 'ceremony', 'awaiting'),
  answer('g3', 'reception', 'declined'),
];
const entries = buildEntries(guests, households, answers);
const names = (list: typeof entries) => list.map((e) => e.guest.firstName);

describe('the guest list', () => {
  it('searches name, e-mail and phone, case-insensitively, a phone by its digits too', () => {
    expect(names(filterEntries(entries, { ...NO_FILTERS, query: 'SHARMA' }))).toEqual(['Rohan', 'Meera']);
    expect(names(filterEntries(entries, { ...NO_FILTERS, query: 'rohan@example' }))).toEqual(['Rohan']);
    expect(names(filterEntries(entries, { ...NO_FILTERS, query: '9876543210' }))).toEqual(['Rohan']);
    expect(names(filterEntries(entries, { ...NO_FILTERS, query: '98765 43' }))).toEqual(['Rohan']);
    expect(filterEntries(entries, { ...NO_FILTERS, query: 'nobody' })).toEqual([]);
  });

  it('filters by side, tag, event and RSVP status', () => {
    expect(names(filterEntries(entries, { ...NO_FILTERS, side: 'groom' }))).toEqual(['Rohan', 'Meera']);
    expect(names(filterEntries(entries, { ...NO_FILTERS, tag: 'family' }))).toEqual(['Rohan', 'Anil']);
    expect(names(filterEntries(entries, { ...NO_FILTERS, event: 'ceremony' }))).toEqual([
      'Rohan',
      'Kavya',
      'Meera',
    ]);
    expect(names(filterEntries(entries, { ...NO_FILTERS, event: 'ceremony', status: 'awaiting' }))).toEqual([
      'Meera',
    ]);
    // Without an event: any answer with that status.
    expect(names(filterEntries(entries, { ...NO_FILTERS, status: 'declined' }))).toEqual(['Rohan', 'Anil']);
  });

  it('counts per event: invited, answers, plus-ones, children and the meals of those attending', () => {
    const [ceremony, mehndi, reception] = countsByEvent(
      [event('ceremony'), event('mehndi'), event('reception')],
      entries,
    );
    expect(ceremony).toMatchObject({
      invited: 3,
      attending: 2,
      declined: 0,
      awaiting: 1,
      plusOnes: 1,
      children: 1,
      meals: [['Veg', 2]],
    });
    expect(mehndi).toMatchObject({ invited: 1, declined: 1, meals: [] });
    expect(reception).toMatchObject({ invited: 1, declined: 1 });
    const noMeal = buildEntries([guest('x', 'h1')], households, [answer('x', 'ceremony', 'attending')]);
    expect(countsByEvent([event('ceremony')], noMeal)[0]!.meals).toEqual([[NO_MEAL, 1]]);
  });

  it('totals guests by the answers they gave anywhere', () => {
    expect(guestTotals(entries)).toEqual({ guests: 4, attending: 2, declined: 2, awaiting: 1 });
  });

  it('groups by household with plus-ones after their host', () => {
    const groups = groupByHousehold(households, entries);
    expect(groups.map((g) => [g.household.id, names(g.members)])).toEqual([
      ['h1', ['Rohan', 'Kavya', 'Meera']],
      ['h2', ['Anil']],
    ]);
    expect(entries[1]!.plusOneOfName).toBe('Rohan Sharma');
  });

  it('knows where each invitation stands and whom to remind', () => {
    expect(sendStatus({})).toBe('not-sent');
    expect(sendStatus({ sentAt: 'x' })).toBe('sent');
    expect(sendStatus({ sentAt: 'x', openedAt: 'y' })).toBe('opened');
    expect(sendStatus({ openedAt: 'y', respondedAt: 'z' })).toBe('responded');
    // h1 has an awaiting answer; h2 has answered everything (declined) though it never responded online.
    expect(needingReminder(groupByHousehold(households, entries)).map((h) => h.id)).toEqual(['h1']);
  });

  it('lists tags once and sorts events by day and time, undated ones on the wedding day', () => {
    expect(tagsInUse(guests)).toEqual(['Family', 'work']);
    const sorted = sortEvents(
      [
        event('reception', { startTime: '19:00' }),
        event('mehndi', { date: '2027-12-10' }),
        event('ceremony', { startTime: '15:00' }),
      ],
      '2027-12-11',
    );
    expect(sorted.map((e) => e.id)).toEqual(['mehndi', 'ceremony', 'reception']);
  });
});
