/** Amounts formatted with 0 to 2 decimals (spec §9). Registry and vendor amounts always use USD. */
export function formatCurrency(amount: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);
}

export const formatUsd = (amount: number) => formatCurrency(amount, 'USD');
