import { formatAmount, formatCurrency, formatShortIndian, pricesNote } from './format';

describe('formatAmount', () => {
  it.each([
    [3_000_000, '₹30,00,000'],
    [30_000_000, '₹3,00,00,000'],
    [125_000.5, '₹1,25,000.5'],
    [999, '₹999'],
    [1234.567, '₹1,234.57'],
  ])('INR %d -> %s (rupee sign, Indian grouping)', (amount, expected) => {
    expect(formatAmount(amount, 'INR')).toBe(expected);
  });

  it.each([
    [3_000_000, 'USD', '$3,000,000'],
    [1250.5, 'USD', '$1,250.5'],
    [1250.555, 'USD', '$1,250.56'],
    [20_000, 'EUR', '€20,000'],
    [15_000, 'GBP', '£15,000'],
    [45_000, 'AUD', 'A$45,000'],
  ])('%d %s -> %s (currency formatter, 0 to 2 decimals)', (amount, currency, expected) => {
    expect(formatAmount(amount, currency)).toBe(expected);
  });

  it('formats any currency with the standard formatter, and says which one a price form uses', () => {
    expect(formatCurrency(49.99, 'USD')).toBe('$49.99');
    expect(formatCurrency(10, 'USD')).toBe('$10');
    expect(pricesNote('EUR')).toBe(
      "Prices are in EUR, your budget's currency (change it on the Budget page).",
    );
  });
});

describe('formatShortIndian', () => {
  it.each([
    [30_000_000, '3.00 Cr'],
    [10_000_000, '1.00 Cr'],
    [3_000_000, '30.00 L'],
    [125_000, '1.25 L'],
    [100_000, '1.00 L'],
    [99_999, '99,999'],
  ])('%d -> %s', (amount, expected) => {
    expect(formatShortIndian(amount)).toBe(expected);
  });
});
