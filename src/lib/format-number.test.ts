import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, groupDigits, twoDecimals } from './format-number';

describe('formatCount', () => {
  it('writes whole numbers as en-US does', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      }),
      { numRuns: 3000 },
    );
    expect(formatCount(0)).toBe('0');
    expect(formatCount(-1234)).toBe('-1,234');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('leaves a fraction to Intl', () => {
    expect(formatCount(1234.5678)).toBe('1,234.568');
  });
});

describe('groupDigits', () => {
  it('groups by thousands, or the Indian way (the last three, then twos)', () => {
    expect(groupDigits('1')).toBe('1');
    expect(groupDigits('123456789')).toBe('123,456,789');
    expect(groupDigits('123')).toBe('123');
    expect(groupDigits('1234', 'indian')).toBe('1,234');
    expect(groupDigits('3000000', 'indian')).toBe('30,00,000');
    expect(groupDigits('300000000', 'indian')).toBe('30,00,00,000');
  });
});

describe('twoDecimals', () => {
  it('rounds half away from zero on the shortest decimal form, as Intl does', () => {
    expect(twoDecimals(1.005)).toEqual({ negative: false, text: '1.01' });
    expect(twoDecimals(2.675)).toEqual({ negative: false, text: '2.68' });
    expect(twoDecimals(999.995)).toEqual({ negative: false, text: '1,000' });
    expect(twoDecimals(-0.004)).toEqual({ negative: true, text: '0' });
    expect(twoDecimals(0.1)).toEqual({ negative: false, text: '0.1' });
  });

  it('gives up where the number needs an exponent', () => {
    expect(twoDecimals(1e21)).toBeNull();
    expect(twoDecimals(1e-7)).toBeNull();
    expect(twoDecimals(Number.POSITIVE_INFINITY)).toBeNull();
    expect(twoDecimals(Number.NaN)).toBeNull();
  });
});
