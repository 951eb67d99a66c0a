import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from '@/lib/zod';
import { GUEST_LIMITS as L } from '@/lib/backend';
import { useProfile } from '@/lib/data';
import { phoneCountryName, phoneCountryOf, type PhoneCountry } from '@/lib/phone-countries';
import type { Guest, Household } from './model';

/**
 * Phone numbers that work (issue 33 item 2): typed as the couple's guests give them ("98765 43210"), stored in
 * E.164 ("+919876543210") with the couple's default country's code when none was typed, shown in that country's
 * national format, so every WhatsApp link carries the country code. libphonenumber-js with its smallest metadata,
 * imported only by the guest planner's chunk (never by the guests' model, which other pages load).
 */

/** Digits, spaces, "+" and the punctuation people write numbers with: a letter means it is not a number. */
const NUMBER_CHARACTERS = /^[\d\s+().\-/]+$/;

function parse(text: string, country: PhoneCountry) {
  if (!NUMBER_CHARACTERS.test(text)) return null;
  const number = parsePhoneNumberFromString(text, country);
  return number?.isValid() ? number : null;
}

/** The number in E.164, or null when it is not a valid number (read as the country's when it has no "+"). */
export function toE164(text: string, country: PhoneCountry): string | null {
  return parse(text.trim(), country)?.number ?? null;
}

/**
 * A stored number as the couple reads it: the default country's in its national format ("98765 43210"), another
 * country's with its code ("+44 7400 123456"), and one saved before numbers were checked, as it was typed.
 */
export function displayPhone(stored: string, country: PhoneCountry): string {
  const number = parse(stored, country);
  if (!number) return stored;
  return number.country === country
    ? number.format('NATIONAL', { nationalPrefix: false })
    : number.formatInternational();
}

/** What a link dials: E.164 when the number is valid, else as typed (an old free-text number still opens). */
export const dialable = (stored: string | undefined, country: PhoneCountry) =>
  stored && (toE164(stored, country) ?? stored);

/** The number a household's message goes to: its own, else its first guest's with one. */
export const householdNumber = (
  household: Pick<Household, 'phone'>,
  guests: readonly Pick<Guest, 'phone'>[],
  country: PhoneCountry,
) => dialable(household.phone ?? guests.find((g) => g.phone)?.phone, country);

/** The couple's default country (set in Settings, else guessed from their currency). */
export function usePhoneCountry(): PhoneCountry {
  const { data } = useProfile();
  return phoneCountryOf(data);
}

/** A form's phone field: empty is none; anything else must be a valid number, and is stored in E.164. */
export const phoneField = (country: PhoneCountry) =>
  z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(L.phone, `Keep the phone under ${L.phone} characters`),
        z.refine(
          (v) => v === '' || toE164(v, country) !== null,
          `Enter a valid phone number for ${phoneCountryName(country)}, or start with + and the country code`,
        ),
      ),
      z.transform((v: string) => (v ? (toE164(v, country) ?? v) : undefined)),
    ),
  );
