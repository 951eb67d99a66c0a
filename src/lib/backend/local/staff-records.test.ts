import { timedId } from './staff-records';

describe('timedId', () => {
  it('sorts ids made in the same millisecond in the order they were made, and after earlier times', () => {
    const at = '2026-11-25T01:00:00.000Z';
    const ids = Array.from({ length: 40 }, () => timedId(at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(40);
    const later = timedId('2026-11-25T01:00:00.001Z');
    expect([...ids, later].sort().at(-1)).toBe(later);
    expect(ids[0] < timedId('2026-11-25T00:59:59.999Z')).toBe(false);
  });
});
