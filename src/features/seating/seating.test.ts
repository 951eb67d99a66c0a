import {
  clearTable,
  conflicts,
  fitToSeats,
  freeSeats,
  seatedAt,
  seatGuest,
  seatHousehold,
  tableCounts,
  unseat,
  type Assignments,
  type SeatingGuest,
  type SeatingTable,
} from './seating';

const guest = (id: string, householdId: string, extra: Partial<SeatingGuest> = {}): SeatingGuest => ({
  id,
  name: id,
  householdId,
  householdName: householdId,
  side: 'bride',
  tags: [],
  rsvp: 'attending',
  ...extra,
});
const table = (id: string, seats: number): SeatingTable => ({ id, name: id, seats });
const none: Assignments = new Map();

describe('seating a guest', () => {
  it('takes the first free seat, or the seat asked for', () => {
    const t = table('t1', 4);
    let a = seatGuest(none, 'ann', t);
    a = seatGuest(a, 'bob', t);
    expect(a.get('ann')).toEqual({ tableId: 't1', seat: 0 });
    expect(a.get('bob')).toEqual({ tableId: 't1', seat: 1 });
    a = seatGuest(a, 'cat', t, 3);
    expect(a.get('cat')).toEqual({ tableId: 't1', seat: 3 });
    expect(freeSeats(a, t)).toBe(1);
  });

  it('never seats a guest twice: seating them elsewhere moves them', () => {
    const a = seatGuest(seatGuest(none, 'ann', table('t1', 4)), 'ann', table('t2', 4));
    expect([...a]).toEqual([['ann', { tableId: 't2', seat: 0 }]]);
    expect(seatedAt(a, 't1')).toEqual([]);
  });

  it('swaps with whoever sits on the seat asked for, or unseats them when the mover came from nowhere', () => {
    const t1 = table('t1', 2);
    const t2 = table('t2', 2);
    let a = seatGuest(seatGuest(none, 'ann', t1), 'bob', t2);
    a = seatGuest(a, 'ann', t2, 0);
    expect(a.get('ann')).toEqual({ tableId: 't2', seat: 0 });
    expect(a.get('bob')).toEqual({ tableId: 't1', seat: 0 });
    a = seatGuest(a, 'cat', t2, 0);
    expect(a.get('cat')).toEqual({ tableId: 't2', seat: 0 });
    expect(a.has('ann')).toBe(false);
  });

  it('lets a full table go over capacity (shown as a conflict) without a seat number', () => {
    const t = table('t1', 2);
    let a: Assignments = none;
    for (const id of ['a', 'b', 'c']) a = seatGuest(a, id, t);
    expect(a.get('c')).toEqual({ tableId: 't1', seat: null });
    expect(freeSeats(a, t)).toBe(-1);
    const found = conflicts(
      a,
      ['a', 'b', 'c'].map((id) => guest(id, id)),
      [t],
    );
    expect(found).toEqual([{ kind: 'over-capacity', tableId: 't1', seated: 3, seats: 2 }]);
  });

  it('unseats, clears a deleted table, and keeps seat numbers within a shrunk table', () => {
    const t = table('t1', 4);
    let a = seatGuest(seatGuest(seatGuest(none, 'a', t), 'b', t), 'c', t, 3);
    expect([...unseat(a, ['a']).keys()]).toEqual(['b', 'c']);
    a = fitToSeats(a, table('t1', 2));
    expect(a.get('c')).toEqual({ tableId: 't1', seat: null });
    expect(clearTable(a, 't1').size).toBe(0);
  });
});

describe('households', () => {
  const family = [
    guest('h1-a', 'h1'),
    guest('h1-b', 'h1'),
    guest('h1-c', 'h1'),
    guest('h1-d', 'h1', { rsvp: 'declined' }),
  ];

  it('seats the whole household (not those who declined) when the table has room', () => {
    const { assignments, together } = seatHousehold(none, family[0]!, family, table('t1', 4));
    expect(together).toBe(true);
    expect(seatedAt(assignments, 't1').sort()).toEqual(['h1-a', 'h1-b', 'h1-c']);
  });

  it('seats only the guest, and says so, when the household does not fit', () => {
    const { assignments, together } = seatHousehold(none, family[0]!, family, table('t1', 2));
    expect(together).toBe(false);
    expect(seatedAt(assignments, 't1')).toEqual(['h1-a']);
  });
});

describe('conflicts and counts', () => {
  it('warns about declined and awaiting guests seated, and a plus-one away from their guest', () => {
    const t1 = table('t1', 8);
    const t2 = table('t2', 8);
    const guests = [
      guest('ann', 'h1'),
      guest('ann+1', 'h1', { plusOneOf: 'ann' }),
      guest('bob', 'h2', { rsvp: 'declined' }),
      guest('cat', 'h3', { rsvp: 'awaiting' }),
    ];
    let a = seatGuest(none, 'ann', t1);
    a = seatGuest(a, 'ann+1', t2);
    a = seatGuest(a, 'bob', t1);
    a = seatGuest(a, 'cat', t1);
    expect(conflicts(a, guests, [t1, t2])).toEqual([
      { kind: 'plus-one-alone', guestId: 'ann+1', hostId: 'ann', tableId: 't2' },
      { kind: 'declined-seated', guestId: 'bob', tableId: 't1' },
      { kind: 'awaiting-seated', guestId: 'cat', tableId: 't1' },
    ]);
    expect(
      conflicts(seatGuest(a, 'ann+1', t1), guests, [t1, t2]).some((c) => c.kind === 'plus-one-alone'),
    ).toBe(false);
  });

  it('counts seated guests and meals per table for the caterer', () => {
    const t = table('t1', 8);
    const u = table('t2', 8);
    const guests = [
      guest('a', 'h', { meal: 'Vegetarian' }),
      guest('b', 'h', { meal: 'Fish' }),
      guest('c', 'h', { meal: 'Vegetarian' }),
      guest('d', 'h'),
      guest('e', 'h', { meal: 'Fish' }),
    ];
    let a: Assignments = none;
    for (const g of guests.slice(0, 4)) a = seatGuest(a, g.id, t);
    a = seatGuest(a, 'e', u);
    // Someone no longer on the guest list still takes a seat, and has no meal to count.
    a = seatGuest(a, 'gone', u);
    expect(tableCounts(a, guests)).toEqual(
      new Map([
        [
          't1',
          {
            seated: 4,
            meals: [
              ['Fish', 1],
              ['No meal chosen', 1],
              ['Vegetarian', 2],
            ],
          },
        ],
        ['t2', { seated: 2, meals: [['Fish', 1]] }],
      ]),
    );
  });
});
