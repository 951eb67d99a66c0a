/**
 * Numbers written out the way the app's locale (en-US) writes them, in plain code rather than through Intl. A page's
 * first Intl call loads the browser's internationalisation data: about 30 ms on a fast machine and over 100 ms on a
 * phone, the longest single task in the load of the budget page and the wedding website, for a count or an amount.
 * The output is Intl's own (format-number.test.ts checks it against Intl for random values); what this code does not
 * cover (fractions of counts, values too large or small to write without an exponent) still goes through Intl.
 */

/** 1234567 → "1,234,567"; 1234567 in Indian grouping → "12,34,567". `digits` is a run of decimal digits. */
export function groupDigits(digits: string, grouping: 'western' | 'indian' = 'western'): string {
  if (grouping === 'western') return digits.replace(/\B(?=(\d{3})+$)/g, ',');
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}` : tail;
}

/**
 * A count as en-US writes it: 1234 → "1,234" (Number.prototype.toLocaleString('en-US') without loading Intl's data
 * for whole numbers).
 */
export function formatCount(n: number): string {
  // eslint-disable-next-line no-restricted-syntax -- the one fallback to Intl, for what is not a whole number
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  return `${n < 0 ? '-' : ''}${groupDigits(String(Math.abs(n)))}`;
}

/**
 * `value` with at most two decimals, as Intl rounds them: half away from zero on the number's shortest decimal
 * form (1.005 → "1.01", where toFixed's binary rounding gives "1.00"), trailing zeros dropped. Null where that form
 * needs an exponent (below 1e-6 or from 1e21), for the caller's fallback to Intl.
 */
export function twoDecimals(
  value: number,
  grouping: 'western' | 'indian' = 'western',
): { negative: boolean; text: string } | null {
  if (!Number.isFinite(value)) return null;
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return null;
  const [whole = '0', fraction = ''] = shortest.split('.');
  const up = (fraction[2] ?? '0') >= '5';
  const cents = (BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + (up ? 1n : 0n))
    .toString()
    .padStart(3, '0');
  const decimals = cents.slice(-2).replace(/0+$/, '');
  const text = groupDigits(cents.slice(0, -2), grouping) + (decimals ? `.${decimals}` : '');
  // Intl keeps the sign of a negative value that rounds to zero ("-$0"), and of -0.
  return { negative: value < 0 || Object.is(value, -0), text };
}

/**
 * A whole count as a guest page's language writes it: English 1,234,567; Hindi in Indian grouping 12,34,567 (Latin
 * digits, as Hindi pages commonly keep them); Spanish 1.234.567, with four-digit numbers left whole (1234), as CLDR's
 * Spanish does.
 */
export function formatCountIn(n: number, language: 'en' | 'hi' | 'es'): string {
  if (language === 'en' || !Number.isSafeInteger(n)) return formatCount(n);
  const digits = String(Math.abs(n));
  const sign = n < 0 ? '-' : '';
  if (language === 'hi') return sign + groupDigits(digits, 'indian');
  return sign + (digits.length <= 4 ? digits : groupDigits(digits).replaceAll(',', '.'));
}
