import { fromMinor, sumMinor, toMinor } from './minor-units';

describe('money in minor units', () => {
  it('adds amounts without floating-point dust', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromMinor(sumMinor([0.1, 0.2]))).toBe(0.3);
    expect(sumMinor([1250.5, 1249.5, 0.01])).toBe(250_001);
  });

  it('rounds an amount to the nearest paisa', () => {
    expect(toMinor(300_000)).toBe(30_000_000);
    expect(toMinor(10.005)).toBe(1001);
    expect(toMinor(2.675)).toBe(268);
  });

  it('sums nothing to zero', () => {
    expect(sumMinor([])).toBe(0);
  });
});
