import fc from 'fast-check';
import { CURRENCY_CODES } from './currencies';
import { formatAmount } from './format';
import { MAX_AMOUNT, parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it.each([
    ['30L', 3_000_000],
    ['30l', 3_000_000],
    ['30 lakh', 3_000_000],
    ['30 Lakhs', 3_000_000],
    ['3Cr', 30_000_000],
    ['3 crore', 30_000_000],
    ['2.5 crores', 25_000_000],
    ['1.25L', 125_000],
    ['0.1L', 10_000],
    ['30,00,000', 3_000_000],
    ['₹30,00,000', 3_000_000],
    ['Rs. 45,000', 45_000],
    ['1500.75', 1500.75],
    ['.5L', 50_000],
  ])('INR %j -> %d', (text, expected) => {
    expect(parseAmount(text, 'INR')).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '0',
    '0L',
    '-5L',
    'L',
    'Cr',
    '3 Crs',
    '3LCr',
    '1.2.3',
    '30L extra',
    'lakh 30',
    '1e5',
  ])('INR refuses %j', (text) => {
    expect(parseAmount(text, 'INR')).toBeNull();
  });

  it.each([
    ['$1,250.50', 'USD', 1250.5],
    ['1250', 'USD', 1250],
    ['€ 20.000', 'EUR', 20],
    ['A$45,000', 'AUD', 45_000],
    ['3Cr', 'USD', 3],
    ['AED 12,000', 'AED', 12_000],
  ])('%j in %s -> %d (only digits and the point are kept)', (text, currency, expected) => {
    expect(parseAmount(text, currency)).toBe(expected);
  });

  it.each(['', 'abc', '0', '0.00', '1.2.3', '.', '$'])('USD refuses %j', (text) => {
    expect(parseAmount(text, 'USD')).toBeNull();
  });

  it('refuses amounts above the stored bound', () => {
    expect(parseAmount('1000000000000000', 'USD')).toBe(MAX_AMOUNT);
    expect(parseAmount('1000000000000001', 'USD')).toBeNull();
    expect(parseAmount('10000000000Cr', 'INR')).toBeNull();
  });

  // Whole cents, so that formatting (0 to 2 decimals) loses nothing.
  const amounts = fc.integer({ min: 1, max: 1e14 }).map((cents) => cents / 100);

  it('round-trips: parse(format(x)) === x in every currency', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom(...CURRENCY_CODES), (x, currency) => {
        expect(parseAmount(formatAmount(x, currency), currency)).toBe(x);
      }),
    );
  });

  it('reads lakh and crore shorthand as the multiple', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.constantFrom('L', 'l', 'lakh', 'lakhs', ' Lakh'),
        (n, suffix) => {
          expect(parseAmount(`${n}${suffix}`, 'INR')).toBe(n * 1e5);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.constantFrom('Cr', 'cr', 'crore', 'crores', ' CR'),
        (n, suffix) => {
          expect(parseAmount(`${n}${suffix}`, 'INR')).toBe(n * 1e7);
        },
      ),
    );
  });

  it('gives nothing for text without a digit', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/\d/.test(s)),
        fc.constantFrom(...CURRENCY_CODES),
        (junk, currency) => {
          expect(parseAmount(junk, currency)).toBeNull();
        },
      ),
    );
  });

  it('never returns zero, a negative, or a non-finite number', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...CURRENCY_CODES), (text, currency) => {
        const value = parseAmount(text, currency);
        expect(value === null || (Number.isFinite(value) && value > 0 && value <= MAX_AMOUNT)).toBe(true);
      }),
    );
  });
});
