import { compareCodeUnits } from '@/lib/compare';
import { brokenRules, describeBroken, partyGuests, partyName, type SeatingRule } from './rules';
import { seatGuest, type Assignments, type Seat, type SeatingGuest, type SeatingTable } from './seating';

/**
 * Auto-arrange as a small constraint solver (issue 33). Households never split when a table can hold them; a
 * keep-together joins two households into one group; a keep-apart is never broken by a seat the solver gives (the
 * guest waits unseated instead); sides and tags are kept close; the head table and already-seated guests stay where
 * they are unless `everyone` asks to re-arrange all but the head table. Pure and deterministic: the same input gives
 * the same chart on every machine. Runs in a worker (solver.worker.ts) for big weddings.
 */
export interface SolveInput {
  assignments: Assignments;
  guests: readonly SeatingGuest[];
  tables: readonly SeatingTable[];
  rules: readonly SeatingRule[];
  /** Re-arrange everyone (the head table's guests stay). */
  everyone?: boolean;
}

export interface SolveResult {
  assignments: Map<string, Seat>;
  /** Guests who are coming and got no seat. */
  unplaced: string[];
  /** Those of `unplaced` who wait because of a rule (named in `unmet`), not for want of a table big enough. */
  heldByRules: string[];
  /** Each rule the chart still breaks or could not honour, in words. */
  unmet: string[];
}

/** How many placements the search for rule-bound groups tries before it settles for the greedy answer. */
const SEARCH_BUDGET = 20_000;

interface Group {
  id: string;
  members: string[];
  tags: string[];
  side: string;
  /** A table a keep-together with a seated guest asks for. */
  pin: string | null;
}

export function solveSeating({
  assignments,
  guests,
  tables,
  rules,
  everyone = false,
}: SolveInput): SolveResult {
  const heads = new Set(tables.filter((t) => t.head).map((t) => t.id));
  const open = tables.filter((t) => !t.head).sort((a, b) => compareCodeUnits(a.id, b.id));
  const coming = guests.filter((g) => g.rsvp !== 'declined');
  const guestById = new Map(guests.map((g) => [g.id, g]));

  // Who stays: everyone seated, or only the head table's guests when re-arranging everyone.
  const fixed = new Map([...assignments].filter(([, s]) => !everyone || heads.has(s.tableId)));
  const free = new Map(open.map((t) => [t.id, t.seats]));
  for (const s of fixed.values()) if (free.has(s.tableId)) free.set(s.tableId, free.get(s.tableId)! - 1);

  // Groups: the waiting guests by household, then households joined by keep-together (unless that breaks a keep-apart
  // or no table could hold them).
  const waiting = coming.filter((g) => !fixed.has(g.id));
  const parent = new Map<string, string>();
  const members = new Map<string, string[]>();
  for (const g of [...waiting].sort((a, b) => compareCodeUnits(a.id, b.id))) {
    parent.set(g.householdId, g.householdId);
    members.set(g.householdId, [...(members.get(g.householdId) ?? []), g.id]);
  }
  const root = (h: string): string => {
    let r = h;
    while (parent.get(r) !== r) r = parent.get(r)!;
    return r;
  };
  const householdsOf = (rule: SeatingRule, side: 'a' | 'b') =>
    new Set(partyGuests(coming, rule.of, rule[side]).map((g) => g.householdId));
  const sorted = [...rules].sort((x, y) => compareCodeUnits(x.id, y.id));
  const apart = sorted.filter((r) => r.kind === 'apart');
  const apartPairs = apart.flatMap((r) =>
    [...householdsOf(r, 'a')].flatMap((ha) => [...householdsOf(r, 'b')].map((hb) => [ha, hb] as const)),
  );
  const largest = Math.max(0, ...free.values());
  const sizeOf = (r: string) =>
    [...members].filter(([h]) => root(h) === r).reduce((n, [, m]) => n + m.length, 0);
  for (const rule of sorted.filter((r) => r.kind === 'together')) {
    const hs = [...householdsOf(rule, 'a'), ...householdsOf(rule, 'b')].filter((h) => parent.has(h));
    for (const h of hs.slice(1)) {
      const [x, y] = [root(hs[0]!), root(h)];
      if (x === y) continue;
      const clash = apartPairs.some(([p, q]) => {
        if (!parent.has(p) || !parent.has(q)) return false;
        const [rp, rq] = [root(p), root(q)];
        return (rp === x && rq === y) || (rp === y && rq === x);
      });
      if (clash || sizeOf(x) + sizeOf(y) > largest) continue;
      parent.set(y, x);
    }
  }

  const groups = new Map<string, Group>();
  for (const [h, ids] of members) {
    const r = root(h);
    const group = groups.get(r) ?? { id: r, members: [], tags: [], side: '', pin: null };
    group.members.push(...ids);
    groups.set(r, group);
  }
  for (const group of groups.values()) {
    const people = group.members.map((id) => guestById.get(id)!);
    group.tags = [...new Set(people.flatMap((g) => g.tags))];
    const sides = new Map<string, number>();
    for (const g of people) sides.set(g.side, (sides.get(g.side) ?? 0) + 1);
    group.side = [...sides].sort((x, y) => y[1] - x[1] || compareCodeUnits(x[0], y[0]))[0]![0];
  }
  const groupOf = (guestId: string) => {
    const g = guestById.get(guestId);
    return g && parent.has(g.householdId) && !fixed.has(guestId) ? root(g.householdId) : null;
  };

  // Keep-apart between groups, and the tables a group may not take because a seated guest it must avoid is there.
  const conflicts = new Map<string, Set<string>>();
  const forbidden = new Map<string, Set<string>>();
  const add = (m: Map<string, Set<string>>, k: string, v: string) => m.set(k, (m.get(k) ?? new Set()).add(v));
  const sides = (rule: SeatingRule) => [rule.a, rule.b].map((id) => partyGuests(coming, rule.of, id));
  for (const rule of apart) {
    const [a, b] = sides(rule);
    for (const x of a!)
      for (const y of b!) {
        const [gx, gy] = [groupOf(x.id), groupOf(y.id)];
        if (gx && gy && gx !== gy) {
          add(conflicts, gx, gy);
          add(conflicts, gy, gx);
        } else if (gx && !gy && fixed.has(y.id)) add(forbidden, gx, fixed.get(y.id)!.tableId);
        else if (gy && !gx && fixed.has(x.id)) add(forbidden, gy, fixed.get(x.id)!.tableId);
      }
  }
  for (const rule of sorted.filter((r) => r.kind === 'together')) {
    const [a, b] = sides(rule);
    const seatedAt = [...a!, ...b!].flatMap((g) => fixed.get(g.id)?.tableId ?? []);
    const pin = seatedAt.find((t) => free.has(t));
    if (!pin) continue;
    for (const g of [...a!, ...b!]) {
      const gid = groupOf(g.id);
      if (gid && !groups.get(gid)!.pin) groups.get(gid)!.pin = pin;
    }
  }

  // Per table: the groups there, and the tags and sides of everyone there (for keeping like with like).
  const at = new Map<string, string>();
  const tagCount = new Map(open.map((t) => [t.id, new Map<string, number>()]));
  const sideCount = new Map(open.map((t) => [t.id, new Map<string, number>()]));
  const count = (tableId: string, g: SeatingGuest, by: number) => {
    const tags = tagCount.get(tableId);
    if (!tags) return;
    for (const tag of g.tags) tags.set(tag, (tags.get(tag) ?? 0) + by);
    const s = sideCount.get(tableId)!;
    s.set(g.side, (s.get(g.side) ?? 0) + by);
  };
  for (const [id, s] of fixed) if (guestById.get(id)) count(s.tableId, guestById.get(id)!, 1);
  const place = (group: Group, tableId: string, by: 1 | -1) => {
    if (by === 1) at.set(group.id, tableId);
    else at.delete(group.id);
    free.set(tableId, free.get(tableId)! - by * group.members.length);
    for (const id of group.members) count(tableId, guestById.get(id)!, by);
  };
  const allowed = (group: Group, tableId: string, strict: boolean) =>
    free.get(tableId)! >= group.members.length &&
    !forbidden.get(group.id)?.has(tableId) &&
    ![...(conflicts.get(group.id) ?? [])].some((other) => at.get(other) === tableId) &&
    (!strict || !group.pin || group.pin === tableId);
  const score = (group: Group, tableId: string) => {
    const tags = tagCount.get(tableId)!;
    return [
      group.tags.reduce((n, tag) => n + (tags.get(tag) ?? 0), 0),
      sideCount.get(tableId)!.get(group.side) ?? 0,
      free.get(tableId)!,
    ];
  };
  const candidates = (group: Group, strict: boolean) =>
    open
      .filter((t) => allowed(group, t.id, strict))
      .map((t) => ({ id: t.id, s: score(group, t.id) }))
      .sort(
        (x, y) => y.s[0]! - x.s[0]! || y.s[1]! - x.s[1]! || y.s[2]! - x.s[2]! || compareCodeUnits(x.id, y.id),
      )
      .map((c) => c.id);

  const bySize = (x: Group, y: Group) => y.members.length - x.members.length || compareCodeUnits(x.id, y.id);
  const bound = [...groups.values()]
    .filter((g) => conflicts.has(g.id) || forbidden.has(g.id) || g.pin)
    .sort((x, y) => (conflicts.get(y.id)?.size ?? 0) - (conflicts.get(x.id)?.size ?? 0) || bySize(x, y));
  const rest = [...groups.values()].filter((g) => !bound.includes(g)).sort(bySize);

  // The rule-bound groups first, searched with backtracking so a keep-apart that can be kept is kept.
  let budget = SEARCH_BUDGET;
  const search = (i: number): boolean => {
    if (i === bound.length) return true;
    const group = bound[i]!;
    for (const tableId of candidates(group, true)) {
      if (--budget < 0) return false;
      place(group, tableId, 1);
      if (search(i + 1)) return true;
      place(group, tableId, -1);
    }
    return false;
  };
  if (!search(0)) for (const g of bound) if (at.has(g.id)) place(g, at.get(g.id)!, -1);
  for (const group of [...bound.filter((g) => !at.has(g.id)), ...rest]) {
    const tableId = candidates(group, true)[0] ?? candidates(group, false)[0];
    if (tableId) place(group, tableId, 1);
  }

  let next: Map<string, Seat> = new Map(fixed);
  const tableById = new Map(open.map((t) => [t.id, t]));
  const unplaced: string[] = [];
  for (const group of groups.values()) {
    const tableId = at.get(group.id);
    if (!tableId) unplaced.push(...group.members);
    else for (const id of group.members) next = seatGuest(next, id, tableById.get(tableId)!);
  }

  const left = new Set(unplaced);
  const held = new Set<string>();
  const unmet = [
    ...brokenRules(next, guests, sorted).map((b) => describeBroken(b, guests, tables)),
    ...sorted.flatMap((rule) => {
      const waitingOnes = sides(rule)
        .flat()
        .filter((g) => left.has(g.id));
      if (!waitingOnes.length) return [];
      for (const g of waitingOnes) held.add(g.id);
      const who = `${partyName(guests, rule.of, rule.a)} and ${partyName(guests, rule.of, rule.b)}`;
      const how = rule.kind === 'apart' ? 'apart' : 'together';
      const names = waitingOnes.map((g) => g.name).join(', ');
      return [
        `No table had room to keep ${who} ${how}: ${names} ${waitingOnes.length === 1 ? 'waits' : 'wait'} unseated.`,
      ];
    }),
  ];
  return {
    assignments: next,
    unplaced: unplaced.sort(compareCodeUnits),
    heldByRules: [...held].sort(compareCodeUnits),
    unmet,
  };
}
