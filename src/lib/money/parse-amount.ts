/**
 * Turns what a couple types into an amount (spec §5), or null when it is not a positive number.
 * INR understands the lakh/crore shorthand: "30L", "30 lakhs", "3Cr", "2.5 crore" (a rupee sign, "Rs" and
 * grouping commas are allowed). Every other currency keeps only digits and the decimal point, so "$1,250.50"
 * and "1250.5" both read as 1250.5.
 */
const MULTIPLIERS: Record<string, number> = {
  cr: 1e7,
  crore: 1e7,
  crores: 1e7,
  l: 1e5,
  lakh: 1e5,
  lakhs: 1e5,
};
const INR_PATTERN = /^(?:₹|rs\.?|inr)?(\d+(?:\.\d*)?|\.\d+)(cr|crores?|l|lakhs?)?$/;
/** Larger amounts are refused (the database bound); they are typing accidents, not wedding budgets. */
export const MAX_AMOUNT = 1e15;

export function parseAmount(text: string, currency: string): number | null {
  let value: number;
  if (currency === 'INR') {
    const match = INR_PATTERN.exec(text.trim().toLowerCase().replace(/[\s,]/g, ''));
    if (!match) return null;
    value = Number(match[1]) * (match[2] ? MULTIPLIERS[match[2]] : 1);
  } else {
    const digits = text.replace(/[^\d.]/g, '');
    if (!/^(\d+(\.\d*)?|\.\d+)$/.test(digits)) return null;
    value = Number(digits);
  }
  // Amounts are kept to the paisa/cent; this also removes floating-point dust (0.1 * 1e5 = 10000.000000000002).
  value = Math.round(value * 100) / 100;
  return Number.isFinite(value) && value > 0 && value <= MAX_AMOUNT ? value : null;
}
