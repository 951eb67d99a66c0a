import { twoDecimals } from '@/lib/format-number';
import type { CurrencyCode } from './currencies';

/**
 * Amounts are written in plain code (src/lib/format-number.ts), not with Intl, whose first use on a page costs about
 * 30 ms on a fast machine (over 100 ms on a phone). The output is Intl's own: en-US's currency formatter with 0 to 2
 * decimals, and en-IN's grouping for the rupee (format.test.ts checks both against Intl for random amounts). What
 * this table does not cover (another locale or currency, an amount that needs an exponent) still goes through Intl.
 */
const EN_US_SYMBOLS: Record<CurrencyCode, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  INR: '₹',
  AUD: 'A$',
  CAD: 'CA$',
  SGD: 'SGD\u00a0',
  AED: 'AED\u00a0',
};

/** Intl's formatters, one per locale and currency, made only when the table above cannot answer. */
const formatters = new Map<string, Intl.NumberFormat>();
function viaIntl(amount: number, locale: string, currency?: string): string {
  const key = `${locale} ${currency ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    // eslint-disable-next-line no-restricted-syntax -- the one fallback to Intl, for what the table cannot write
    made = new Intl.NumberFormat(locale, {
      ...(currency && { style: 'currency', currency }),
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    formatters.set(key, made);
  }
  return made.format(amount);
}

/** Amounts formatted with 0 to 2 decimals (spec §9). */
export function formatCurrency(amount: number, currency: string, locale = 'en-US'): string {
  const symbol = locale === 'en-US' ? EN_US_SYMBOLS[currency as CurrencyCode] : undefined;
  const written = symbol === undefined ? null : twoDecimals(amount);
  if (!written) return viaIntl(amount, locale, currency);
  return `${written.negative ? '-' : ''}${symbol}${written.text}`;
}

/** Indian digit grouping (30,00,000) with 0 to 2 decimals and no currency sign, as en-IN writes it. */
function indianGrouping(amount: number): string {
  const written = twoDecimals(amount, 'indian');
  if (!written) return viaIntl(amount, 'en-IN');
  return `${written.negative ? '-' : ''}${written.text}`;
}

/**
 * A budget amount in its currency: INR as the rupee sign with Indian grouping (₹30,00,000), every other
 * currency through the standard currency formatter.
 */
export function formatAmount(amount: number, currency: string): string {
  if (currency === 'INR') return `${amount < 0 ? '-' : ''}₹${indianGrouping(Math.abs(amount))}`;
  return formatCurrency(amount, currency);
}

/** The short Indian form (spec §9): 1e7 or more "3.00 Cr", 1e5 or more "30.00 L", below that plain grouping. */
export function formatShortIndian(amount: number): string {
  if (amount >= 1e7) return `${(amount / 1e7).toFixed(2)} Cr`;
  if (amount >= 1e5) return `${(amount / 1e5).toFixed(2)} L`;
  return indianGrouping(amount);
}

/** What a price form says about the currency its amounts are in: the couple's, set with their budget. */
export function pricesNote(currency: string): string {
  return `Prices are in ${currency}, your budget's currency (change it on the Budget page).`;
}
