import { describe, expect, it } from 'vitest';
import { compareCodeUnits, sortByName } from './compare';

describe('compareCodeUnits', () => {
  it('orders ISO dates, times and timestamps as they read', () => {
    expect(['2030-12-10', '2029-01-31', '2030-02-01'].sort(compareCodeUnits)).toEqual([
      '2029-01-31',
      '2030-02-01',
      '2030-12-10',
    ]);
    expect(['19:00', '09:30', '15:00', '99'].sort(compareCodeUnits)).toEqual([
      '09:30',
      '15:00',
      '19:00',
      '99',
    ]);
    expect(compareCodeUnits('2030-01-01T10:00:00.000Z', '2030-01-01T09:59:59.999Z')).toBe(1);
  });

  it('says equal strings are equal, and is antisymmetric', () => {
    expect(compareCodeUnits('a1', 'a1')).toBe(0);
    expect(compareCodeUnits('', 'a')).toBe(-1);
    expect(compareCodeUnits('a', '')).toBe(1);
    expect(compareCodeUnits('B', 'a')).toBe(-1);
  });
});

describe('sortByName', () => {
  const names = ['émile', 'Zoë', 'Eve', 'adam', 'Émile', 'zoe', 'Table 10', 'Table 2', 'Table 007'];
  it("orders as localeCompare does with sensitivity 'base', keeping equal names in their order", () => {
    const collator = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });
    expect(sortByName(names, (n) => n)).toEqual([...names].sort(collator));
    expect(sortByName(names, (n) => n)).toEqual([
      'adam',
      'émile',
      'Émile',
      'Eve',
      'Table 007',
      'Table 10',
      'Table 2',
      'Zoë',
      'zoe',
    ]);
  });

  it('orders numbers by their value when asked, as localeCompare does with numeric', () => {
    const collator = (a: string, b: string) =>
      a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
    expect(sortByName(names, (n) => n, { numeric: true })).toEqual([...names].sort(collator));
    expect(sortByName(['Table 10', 'Table 2', 'Table 007', 'Table 1'], (n) => n, { numeric: true })).toEqual([
      'Table 1',
      'Table 2',
      'Table 007',
      'Table 10',
    ]);
  });
});
