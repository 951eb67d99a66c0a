import { inverseOf } from './inverse';
import { mergeTouched } from './touched';
import type { Touched } from './types';
import { stampVersion, versionOf } from './versions';

const rec = (id: string, version: string, extra = {}) => stampVersion({ id, ...extra }, version);

describe('what a batch touched', () => {
  it('is one entry a record: its first state before and its last after; one made and removed again is none', () => {
    const merged = mergeTouched([
      { table: 'guests', id: 'g1', before: rec('g1', 'v1'), position: 1, after: rec('g1', 'v2') },
      { table: 'seat_assignments', id: 's1', before: rec('s1', 'v1'), position: 2, after: null },
      { table: 'guests', id: 'g1', before: rec('g1', 'v2'), position: 1, after: rec('g1', 'v3') },
      { table: 'seat_assignments', id: 's1', before: null, position: null, after: null },
      { table: 'tasks', id: 't1', before: null, position: null, after: rec('t1', 'v1') },
      { table: 'tasks', id: 't1', before: rec('t1', 'v1'), position: 5, after: null },
    ]);
    expect(merged.map((t) => [t.table, t.id, versionOf(t.before!), t.after && versionOf(t.after)])).toEqual([
      ['guests', 'g1', 'v1', 'v3'],
      ['seat_assignments', 's1', 'v1', null],
    ]);
  });

  it('is undone by removing what it made (newest first) and putting back what it changed or removed, in place', () => {
    const touched: Touched[] = [
      { table: 'households', id: 'h1', before: null, position: null, after: rec('h1', 'a1') },
      { table: 'guests', id: 'g1', before: null, position: null, after: rec('g1', 'a2') },
      {
        table: 'tasks',
        id: 't1',
        before: rec('t1', 'b1', { title: 'Old' }),
        position: 7,
        after: rec('t1', 'b2'),
      },
      { table: 'songs', id: 's1', before: rec('s1', 'c1'), position: 3, after: null },
    ];
    expect(inverseOf(touched)).toEqual([
      { op: 'remove', table: 'guests', id: 'g1', base: 'a2' },
      { op: 'remove', table: 'households', id: 'h1', base: 'a1' },
      { op: 'put', table: 'tasks', record: { id: 't1', title: 'Old' }, base: 'b2', position: 7 },
      { op: 'put', table: 'songs', record: { id: 's1' }, base: undefined, position: 3 },
    ]);
  });

  it('puts back what went parents first: a table after those it hangs off, a plus-one after their host', () => {
    const gone = (table: string, id: string, extra = {}): Touched => ({
      table,
      id,
      before: rec(id, 'v1', extra),
      position: 0,
      after: null,
    });
    // The order a removal's cascade may report them in: children before the parents they hang off.
    const touched = [
      gone('rsvp_answers', 'g2.e1', { guestId: 'g2', eventId: 'e1' }),
      gone('seat_assignments', 's1', { guestId: 'g1', tableId: 't1' }),
      gone('guests', 'g2', { householdId: 'h1', plusOneOf: 'g1' }),
      gone('guests', 'g1', { householdId: 'h1' }),
      gone('seating_tables', 't1'),
      gone('events', 'e1'),
      gone('households', 'h1'),
    ];
    const order = inverseOf(touched).map((c) => (c.op === 'put' ? `${c.table}:${c.record.id}` : ''));
    const before = (a: string, b: string) => expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));
    before('households:h1', 'guests:g1');
    before('guests:g1', 'guests:g2');
    before('guests:g2', 'rsvp_answers:g2.e1');
    before('events:e1', 'rsvp_answers:g2.e1');
    before('seating_tables:t1', 'seat_assignments:s1');
    before('guests:g1', 'seat_assignments:s1');
  });
});
