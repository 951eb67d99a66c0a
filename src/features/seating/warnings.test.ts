import type { SeatingGuest } from './seating';
import { chartWarnings, warningMarks } from './warnings';

const guest = (id: string, name: string, extra: Partial<SeatingGuest> = {}): SeatingGuest => ({
  id,
  name,
  householdId: id,
  householdName: name,
  side: 'both',
  tags: [],
  rsvp: 'attending',
  ...extra,
});

describe('the chart’s warnings in words', () => {
  const guests = [
    guest('a', 'Asha Rao'),
    guest('b', 'Ben Rao', { rsvp: 'declined' }),
    guest('c', 'Cy Lee', { rsvp: 'awaiting' }),
    guest('p', 'Pat (guest of Asha)', { plusOneOf: 'a' }),
    guest('q', 'Quinn', { plusOneOf: 'z' }),
    guest('z', 'Zed'),
  ];
  const tables = [
    { id: 't1', name: 'Table 1', seats: 2 },
    { id: 't2', name: 'Table 2', seats: 8 },
  ];
  const at = (tableId: string, seat: number | null = null) => ({ tableId, seat });
  const seats = new Map([
    ['a', at('t1', 0)],
    ['b', at('t1', 1)],
    ['c', at('t1')],
    ['p', at('t2')],
    ['q', at('t2')],
  ]);

  it('says what is wrong and where, tables first, and marks them', () => {
    const warnings = chartWarnings(seats, guests, tables);
    expect(warnings.map((w) => [w.kind, w.text])).toEqual([
      ['over-capacity', 'Table 1 is over capacity: 3 seated at 2 seats.'],
      ['declined-seated', 'Ben Rao declined but is seated at Table 1.'],
      ['awaiting-seated', 'Cy Lee has not answered yet but is seated at Table 1.'],
      [
        'plus-one-alone',
        'Pat (guest of Asha) (plus-one of Asha Rao) sits at Table 2, apart from Asha Rao at Table 1.',
      ],
      ['plus-one-alone', 'Quinn (plus-one of Zed) is seated at Table 2, but Zed is not seated.'],
    ]);
    const marks = warningMarks(warnings);
    expect([...marks.tables]).toEqual(['t1']);
    expect([...marks.guests]).toEqual(['b', 'c', 'p', 'q']);
  });

  it('names each broken seating rule and where it is broken', () => {
    const rules = [
      { id: 'r1', kind: 'apart' as const, of: 'guest' as const, a: 'p', b: 'q' },
      { id: 'r2', kind: 'together' as const, of: 'household' as const, a: 'a', b: 'p' },
      { id: 'r3', kind: 'apart' as const, of: 'guest' as const, a: 'a', b: 'p' },
      // Zed is not seated: a rule about him is not broken yet.
      { id: 'r4', kind: 'together' as const, of: 'guest' as const, a: 'a', b: 'z' },
    ];
    const broken = chartWarnings(seats, guests, tables, rules).filter((w) => w.kind === 'rule-broken');
    expect(broken.map((w) => [w.key, w.tableId, w.text])).toEqual([
      ['rule-broken:r1', 't2', 'Pat (guest of Asha) and Quinn should sit apart but share Table 2.'],
      [
        'rule-broken:r2',
        't1',
        'Asha Rao and Pat (guest of Asha) should sit together but are split across Table 1 and Table 2.',
      ],
    ]);
  });
});
