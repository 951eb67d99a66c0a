import { CURRENCIES, CURRENCY_CODES, currencyForCountry, getCurrency, isCurrencyCode } from './currencies';

describe('currencies', () => {
  it('lists the eight supported currencies with their symbols', () => {
    expect(CURRENCIES.map((c) => [c.code, c.symbol])).toEqual([
      ['USD', '$'],
      ['EUR', '€'],
      ['GBP', '£'],
      ['INR', '₹'],
      ['AUD', 'A$'],
      ['CAD', 'C$'],
      ['SGD', 'S$'],
      ['AED', 'د.إ'],
    ]);
    expect(CURRENCIES.map((c) => c.code)).toEqual([...CURRENCY_CODES]);
  });

  it('gives no country two currencies', () => {
    const all = CURRENCIES.flatMap((c) => c.countries);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each([
    ['US', 'USD'],
    ['pr', 'USD'],
    ['DE', 'EUR'],
    ['FR', 'EUR'],
    ['HR', 'EUR'],
    ['GB', 'GBP'],
    ['JE', 'GBP'],
    ['IM', 'GBP'],
    ['IN', 'INR'],
    ['BT', 'INR'],
    ['AU', 'AUD'],
    ['CA', 'CAD'],
    ['SG', 'SGD'],
    ['BN', 'SGD'],
    ['AE', 'AED'],
    [' ae ', 'AED'],
  ])('%s -> %s', (country, code) => {
    expect(currencyForCountry(country)).toBe(code);
  });

  it('has no currency for other countries', () => {
    expect(currencyForCountry('JP')).toBeNull();
    expect(currencyForCountry('')).toBeNull();
  });

  it('looks codes up and checks them', () => {
    expect(getCurrency('GBP').name).toBe('British Pound');
    expect(getCurrency('XXX').code).toBe('USD');
    expect(isCurrencyCode('INR')).toBe(true);
    expect(isCurrencyCode('inr')).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });
});
