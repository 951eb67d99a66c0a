import fc from 'fast-check';
import { CURRENCY_CODES } from './currencies';
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

describe('written without Intl, exactly as Intl writes them', () => {
  const intl = (locale: string, options: Intl.NumberFormatOptions = {}) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2, ...options });
  // Amounts people type (whole, cents, half-cents that round either way) and any double in the budget's range.
  const amounts = fc.oneof(
    fc.integer({ min: -1e12, max: 1e12 }),
    fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100),
    fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
    fc.double({ min: -1e15, max: 1e15, noNaN: true }),
    fc.constantFrom(-0, 0, 1.005, 2.675, -0.004, -0.005, 0.005, 1e15 + 0.3, 999.995, 99_999.995),
  );

  it.each(CURRENCY_CODES.filter((c) => c !== 'INR'))('%s through the currency formatter', (currency) => {
    const expected = intl('en-US', { style: 'currency', currency });
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatAmount(amount, currency)).toBe(expected.format(amount));
      }),
      { numRuns: 2000 },
    );
  });

  it('INR as the rupee sign and en-IN grouping, and the short form below a lakh', () => {
    const grouping = intl('en-IN');
    fc.assert(
      fc.property(amounts, (amount) => {
        const sign = amount < 0 ? '-' : '';
        expect(formatAmount(amount, 'INR')).toBe(`${sign}₹${grouping.format(Math.abs(amount))}`);
        if (amount < 1e5) expect(formatShortIndian(amount)).toBe(grouping.format(amount));
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves what it does not know to Intl', () => {
    expect(formatCurrency(1234.5, 'JPY')).toBe(
      intl('en-US', { style: 'currency', currency: 'JPY' }).format(1234.5),
    );
    expect(formatCurrency(1234.5, 'EUR', 'de-DE')).toBe(
      intl('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(formatAmount(1e22, 'USD')).toBe(
      intl('en-US', { style: 'currency', currency: 'USD' }).format(1e22),
    );
    expect(formatAmount(Number.NaN, 'USD')).toBe('$NaN');
  });
});

describe('formatters', () => {
  it('are not made for the currencies the app writes itself, and once per locale and currency otherwise', async () => {
    vi.resetModules();
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    });
    try {
      const fresh = await import('./format');
      fresh.formatAmount(1, 'USD');
      fresh.formatAmount(3, 'INR');
      fresh.formatShortIndian(4);
      expect(made).not.toHaveBeenCalled();
      fresh.formatCurrency(5, 'JPY');
      fresh.formatCurrency(6, 'JPY');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
