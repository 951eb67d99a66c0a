import { describe, expect, it } from 'vitest';
import { compareCodeUnits } from './compare';

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
