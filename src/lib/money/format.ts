/** Amounts formatted with 0 to 2 decimals (spec §9). */
export function formatCurrency(amount: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

const indianGrouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * A budget amount in its currency: INR as the rupee sign with Indian grouping (₹30,00,000), every other
 * currency through the standard currency formatter.
 */
export function formatAmount(amount: number, currency: string): string {
  if (currency === 'INR') return `${amount < 0 ? '-' : ''}₹${indianGrouping.format(Math.abs(amount))}`;
  return formatCurrency(amount, currency);
}

/** The short Indian form (spec §9): 1e7 or more "3.00 Cr", 1e5 or more "30.00 L", below that plain grouping. */
export function formatShortIndian(amount: number): string {
  if (amount >= 1e7) return `${(amount / 1e7).toFixed(2)} Cr`;
  if (amount >= 1e5) return `${(amount / 1e5).toFixed(2)} L`;
  return indianGrouping.format(amount);
}

/** What a price form says about the currency its amounts are in: the couple's, set with their budget. */
export function pricesNote(currency: string): string {
  return `Prices are in ${currency}, your budget's currency (change it on the Budget page).`;
}
