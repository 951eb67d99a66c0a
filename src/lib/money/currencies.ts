/**
 * The supported currencies (spec §9) and the countries each is guessed for. USD covers the US and its
 * territories; EUR the euro-zone members (Bulgaria joined on 1 January 2026); AUD and CAD have no list in the
 * spec, so they take the countries that use them as their own currency.
 */
export interface Currency {
  code: CurrencyCode;
  symbol: string;
  name: string;
  countries: readonly string[];
}

export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'INR', 'AUD', 'CAD', 'SGD', 'AED'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const CURRENCIES: readonly Currency[] = [
  { code: 'USD', symbol: '$', name: 'US Dollar', countries: ['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM'] },
  {
    code: 'EUR',
    symbol: '€',
    name: 'Euro',
    countries: [
      'AT',
      'BE',
      'BG',
      'HR',
      'CY',
      'EE',
      'FI',
      'FR',
      'DE',
      'GR',
      'IE',
      'IT',
      'LV',
      'LT',
      'LU',
      'MT',
      'NL',
      'PT',
      'SK',
      'SI',
      'ES',
    ],
  },
  { code: 'GBP', symbol: '£', name: 'British Pound', countries: ['GB', 'IM', 'JE', 'GG'] },
  { code: 'INR', symbol: '₹', name: 'Indian Rupee', countries: ['IN', 'BT'] },
  {
    code: 'AUD',
    symbol: 'A$',
    name: 'Australian Dollar',
    countries: ['AU', 'CX', 'CC', 'NF', 'KI', 'NR', 'TV'],
  },
  { code: 'CAD', symbol: 'C$', name: 'Canadian Dollar', countries: ['CA'] },
  { code: 'SGD', symbol: 'S$', name: 'Singapore Dollar', countries: ['SG', 'BN'] },
  { code: 'AED', symbol: 'د.إ', name: 'UAE Dirham', countries: ['AE'] },
];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export const isCurrencyCode = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);

export function getCurrency(code: string): Currency {
  return CURRENCIES.find((c) => c.code === code) ?? CURRENCIES[0];
}

/** The currency used in a country (ISO 3166-1 alpha-2, any case), or null when none of ours is. */
export function currencyForCountry(countryCode: string): CurrencyCode | null {
  const cc = countryCode.trim().toUpperCase();
  return CURRENCIES.find((c) => c.countries.includes(cc))?.code ?? null;
}
