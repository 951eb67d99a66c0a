import type { CurrencyCode } from '@/lib/money';

/**
 * The countries a couple can pick as their phone numbers' default (issue 33 item 2): a number typed without "+" and
 * a country code is read as one of this country's. The countries of the supported currencies and the ones couples
 * planning from them most often invite from; any other country's number is typed with "+" and its code. Kept
 * apart from the phone library (guests' page only) so Settings can offer the choice without loading it.
 */
export const PHONE_COUNTRIES = [
  { code: 'AE', name: 'United Arab Emirates' },
  { code: 'AU', name: 'Australia' },
  { code: 'AT', name: 'Austria' },
  { code: 'BD', name: 'Bangladesh' },
  { code: 'BE', name: 'Belgium' },
  { code: 'CA', name: 'Canada' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'DE', name: 'Germany' },
  { code: 'ES', name: 'Spain' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'GR', name: 'Greece' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IN', name: 'India' },
  { code: 'IT', name: 'Italy' },
  { code: 'LK', name: 'Sri Lanka' },
  { code: 'MY', name: 'Malaysia' },
  { code: 'MU', name: 'Mauritius' },
  { code: 'MX', name: 'Mexico' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NP', name: 'Nepal' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'PK', name: 'Pakistan' },
  { code: 'PT', name: 'Portugal' },
  { code: 'QA', name: 'Qatar' },
  { code: 'SA', name: 'Saudi Arabia' },
  { code: 'SG', name: 'Singapore' },
  { code: 'US', name: 'United States' },
  { code: 'ZA', name: 'South Africa' },
] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['code'];

export const isPhoneCountry = (value: string): value is PhoneCountry =>
  PHONE_COUNTRIES.some((c) => c.code === value);

export const phoneCountryName = (code: PhoneCountry) => PHONE_COUNTRIES.find((c) => c.code === code)!.name;

/** Each currency's home country; the euro's is the euro zone's largest, unless the browser says which one. */
const HOME: Record<CurrencyCode, PhoneCountry> = {
  INR: 'IN',
  USD: 'US',
  GBP: 'GB',
  EUR: 'DE',
  AUD: 'AU',
  CAD: 'CA',
  SGD: 'SG',
  AED: 'AE',
};
const EURO_ZONE: readonly PhoneCountry[] = ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'GR', 'IE', 'IT', 'NL', 'PT'];

/**
 * The default country before the couple picks one: the budget currency's country. The euro is many countries', so
 * the browser's region (the `FR` of `fr-FR`) decides when it is a euro country.
 */
export function guessPhoneCountry(currency: string, locale = ''): PhoneCountry {
  const region = /[-_]([A-Za-z]{2})\b/.exec(locale)?.[1]?.toUpperCase() ?? '';
  if (currency === 'EUR' && (EURO_ZONE as readonly string[]).includes(region)) return region as PhoneCountry;
  return HOME[currency as CurrencyCode] ?? 'US';
}

/** The couple's default country: the one they set, or the guess from their currency. */
export function phoneCountryOf(
  profile: { wedding: { phoneCountry: string }; budget: { currency: string } },
  locale = typeof navigator === 'undefined' ? '' : navigator.language,
): PhoneCountry {
  const set = profile.wedding.phoneCountry;
  return isPhoneCountry(set) ? set : guessPhoneCountry(profile.budget.currency, locale);
}
