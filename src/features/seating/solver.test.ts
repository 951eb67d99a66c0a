import { seededRandom, type Random } from '@/features/sample-wedding/random';
import { brokenRules, type SeatingRule } from './rules';
import { seatedAt, seatGuest, type Assignments, type SeatingGuest, type SeatingTable } from './seating';
import { solveSeating, type SolveInput } from './solver';

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
const table = (id: string, seats: number, head = false): SeatingTable => ({ id, name: id, seats, head });
const rule = (
  id: string,
  kind: SeatingRule['kind'],
  a: string,
  b: string,
  of: SeatingRule['of'] = 'guest',
) => ({
  id,
  kind,
  of,
  a,
  b,
});
const none: Assignments = new Map();
const tableOf = (r: { assignments: Assignments }, id: string) => r.assignments.get(id)?.tableId;

describe('the seating solver', () => {
  it('keeps two guests apart who would otherwise share the only roomy table', () => {
    const guests = [guest('meera', 'h1'), guest('arjun', 'h2')];
    const tables = [table('t1', 8), table('t2', 8)];
    const without = solveSeating({ assignments: none, guests, tables, rules: [] });
    expect(tableOf(without, 'meera')).toBe(tableOf(without, 'arjun'));
    const r = solveSeating({
      assignments: none,
      guests,
      tables,
      rules: [rule('r1', 'apart', 'meera', 'arjun')],
    });
    expect(tableOf(r, 'meera')).toBeDefined();
    expect(tableOf(r, 'arjun')).toBeDefined();
    expect(tableOf(r, 'meera')).not.toBe(tableOf(r, 'arjun'));
    expect(r.unmet).toEqual([]);
  });

  it('seats two households together when asked, and with the seated guest of a keep-together', () => {
    const guests = [
      guest('a1', 'ha', { side: 'groom' }),
      guest('b1', 'hb'),
      guest('c1', 'hc', { side: 'groom' }),
      guest('d1', 'hd'),
    ];
    const tables = [table('t1', 4), table('t2', 4)];
    const r = solveSeating({
      assignments: new Map([['d1', { tableId: 't2', seat: 0 }]]),
      guests,
      tables,
      rules: [rule('r1', 'together', 'ha', 'hb', 'household'), rule('r2', 'together', 'c1', 'd1')],
    });
    expect(tableOf(r, 'a1')).toBe(tableOf(r, 'b1'));
    expect(tableOf(r, 'c1')).toBe('t2');
    expect(r.unmet).toEqual([]);
  });

  it('leaves the head table and seated guests alone, unless asked to re-arrange everyone', () => {
    const guests = [guest('couple', 'h0'), guest('ann', 'h1'), guest('bob', 'h2'), guest('cat', 'h3')];
    const tables = [table('head', 4, true), table('t1', 4), table('t2', 4)];
    const assignments = new Map([
      ['couple', { tableId: 'head', seat: 0 }],
      ['ann', { tableId: 't1', seat: 0 }],
      ['bob', { tableId: 't1', seat: 1 }],
    ]);
    const rules = [rule('r1', 'apart', 'ann', 'bob')];
    const kept = solveSeating({ assignments, guests, tables, rules });
    expect(kept.assignments.get('ann')).toEqual({ tableId: 't1', seat: 0 });
    expect(kept.assignments.get('bob')).toEqual({ tableId: 't1', seat: 1 });
    expect(tableOf(kept, 'cat')).not.toBe('head');
    expect(kept.unmet).toEqual(['ann and bob should sit apart but share t1.']);
    const all = solveSeating({ assignments, guests, tables, rules, everyone: true });
    expect(all.assignments.get('couple')).toEqual({ tableId: 'head', seat: 0 });
    expect(tableOf(all, 'ann')).not.toBe(tableOf(all, 'bob'));
    expect(all.unmet).toEqual([]);
  });

  it('reports in words a rule no arrangement can keep', () => {
    // One table: the keep-apart cannot be kept, so one of the two waits unseated and the rule is told.
    const guests = [guest('meera', 'h1'), guest('arjun', 'h2')];
    const r = solveSeating({
      assignments: none,
      guests,
      tables: [table('t1', 8)],
      rules: [rule('r1', 'apart', 'meera', 'arjun')],
    });
    expect(r.unplaced).toHaveLength(1);
    expect(r.heldByRules).toEqual(r.unplaced);
    expect(r.unmet).toEqual([
      `No table had room to keep meera and arjun apart: ${r.unplaced[0]} waits unseated.`,
    ]);
    // Within one household: the household stays whole, and the rule is reported broken.
    const same = solveSeating({
      assignments: none,
      guests: [guest('x', 'h1'), guest('y', 'h1')],
      tables: [table('t1', 4), table('t2', 4)],
      rules: [rule('r1', 'apart', 'x', 'y')],
    });
    expect(tableOf(same, 'x')).toBe(tableOf(same, 'y'));
    expect(same.unmet).toEqual([`x and y should sit apart but share ${tableOf(same, 'x')}.`]);
  });
});

describe('auto-arrange without rules', () => {
  const guests = [
    ...['a', 'b', 'c', 'd'].map((id) => guest(`big-${id}`, 'big', { tags: ['family'] })),
    ...['a', 'b'].map((id) => guest(`fam-${id}`, 'fam', { tags: ['family'] })),
    ...['a', 'b', 'c'].map((id) => guest(`work-${id}`, 'work', { tags: ['work'], side: 'groom' })),
    guest('solo', 'solo', { tags: ['work'], side: 'groom' }),
    guest('no', 'no', { rsvp: 'declined' }),
  ];
  const tables = [table('t1', 6), table('t2', 6)];

  it('seats every guest who has not declined without splitting a household, grouping tags', () => {
    const { assignments, unplaced } = solveSeating({ assignments: none, guests, tables, rules: [] });
    expect(unplaced).toEqual([]);
    expect(assignments.has('no')).toBe(false);
    const at = (id: string) => assignments.get(id)!.tableId;
    for (const household of ['big', 'fam', 'work']) {
      const members = guests.filter((g) => g.householdId === household);
      expect(new Set(members.map((m) => at(m.id))).size, household).toBe(1);
    }
    expect(at('fam-a')).toBe(at('big-a'));
    expect(at('solo')).toBe(at('work-a'));
    for (const t of tables) expect(seatedAt(assignments, t.id).length).toBeLessThanOrEqual(t.seats);
  });

  it('is deterministic and keeps what the couple already placed', () => {
    const placed = seatGuest(none, 'solo', tables[0]!);
    const first = solveSeating({ assignments: placed, guests, tables, rules: [] });
    const second = solveSeating({ assignments: placed, guests: [...guests].reverse(), tables, rules: [] });
    expect([...first.assignments].sort()).toEqual([...second.assignments].sort());
    expect(first.assignments.get('solo')).toEqual({ tableId: 't1', seat: 0 });
  });

  it('leaves a household that fits no table whole unseated rather than splitting it', () => {
    const { assignments, unplaced, heldByRules } = solveSeating({
      assignments: none,
      guests,
      tables: [table('t1', 3), table('t2', 3)],
      rules: [],
    });
    expect(heldByRules).toEqual([]);
    expect(unplaced.sort()).toEqual(['big-a', 'big-b', 'big-c', 'big-d']);
    expect(['big-a', 'big-b', 'big-c', 'big-d'].some((id) => assignments.has(id))).toBe(false);
  });
});

/** A random wedding: households of 1-5, tags and sides, tables with room to spare, keep-apart rules. */
function randomWedding(r: Random, apartRules: number): SolveInput {
  const guests: SeatingGuest[] = [];
  const households = r.int(5, 40);
  for (let h = 0; h < households; h++) {
    const size = r.int(1, 5);
    const side = r.pick(['bride', 'groom', 'both'] as const);
    const tags = r.chance(0.5) ? [r.pick(['college', 'work', 'family'])] : [];
    for (let i = 0; i < size; i++)
      guests.push(
        guest(`g${h}-${i}`, `h${h}`, {
          side,
          tags,
          rsvp: r.weighted([
            ['attending', 8],
            ['declined', 1],
            ['awaiting', 1],
          ]),
        }),
      );
  }
  const coming = guests.filter((g) => g.rsvp !== 'declined').length;
  const tables: SeatingTable[] = [];
  for (let seats = 0, t = 0; seats < coming * 1.6 || tables.length < 3; t++) {
    const n = r.int(6, 12);
    tables.push(table(`t${t}`, n));
    seats += n;
  }
  const rules: SeatingRule[] = [];
  for (let i = 0; i < apartRules; i++) {
    const a = r.int(0, households - 1);
    const b = r.int(0, households - 1);
    if (a !== b) rules.push(rule(`r${i}`, 'apart', `h${a}`, `h${b}`, 'household'));
  }
  return { assignments: none, guests, tables, rules };
}

describe('the seating solver on random weddings', () => {
  const seeds = Array.from({ length: 60 }, (_, i) => i + 1);

  it.each(seeds)('seed %i: households whole, everyone seated, no keep-apart broken', (seed) => {
    const input = randomWedding(seededRandom(seed), seed % 6);
    const result = solveSeating(input);
    expect(result.unplaced).toEqual([]);
    expect(result.unmet).toEqual([]);
    expect(brokenRules(result.assignments, input.guests, input.rules)).toEqual([]);
    const coming = input.guests.filter((g) => g.rsvp !== 'declined');
    expect(result.assignments.size).toBe(coming.length);
    const perHousehold = new Map<string, Set<string>>();
    for (const g of coming)
      perHousehold.set(
        g.householdId,
        (perHousehold.get(g.householdId) ?? new Set()).add(tableOf(result, g.id)!),
      );
    for (const [h, tablesUsed] of perHousehold) expect(tablesUsed.size, h).toBe(1);
    const seated = new Map<string, number>();
    for (const s of result.assignments.values()) seated.set(s.tableId, (seated.get(s.tableId) ?? 0) + 1);
    for (const t of input.tables) expect(seated.get(t.id) ?? 0).toBeLessThanOrEqual(t.seats);
  });

  it.each(seeds.slice(0, 20))('seed %i: the same input gives the same chart', (seed) => {
    const input = randomWedding(seededRandom(seed), 3);
    const again = randomWedding(seededRandom(seed), 3);
    expect([...solveSeating(input).assignments]).toEqual([...solveSeating(again).assignments]);
  });

  it.each(seeds.slice(0, 20))(
    'seed %i: a keep-apart with every table taken by its other side is reported',
    (seed) => {
      const input = randomWedding(seededRandom(seed), 0);
      // The lone guest must avoid a household seated at every table: no arrangement keeps the rules.
      const lone = guest('lone', 'h-lone');
      const others = input.tables.map((_, i) => guest(`o${i}`, `ho${i}`));
      const assignments = new Map(others.map((o, i) => [o.id, { tableId: input.tables[i]!.id, seat: 0 }]));
      const rules = others.map((o, i) => rule(`x${i}`, 'apart', 'lone', o.id));
      const result = solveSeating({
        ...input,
        guests: [...input.guests, lone, ...others],
        assignments,
        rules,
      });
      expect(result.unplaced).toContain('lone');
      expect(result.unmet.length).toBe(rules.length);
      expect(brokenRules(result.assignments, [...input.guests, lone, ...others], rules)).toEqual([]);
    },
  );
});
