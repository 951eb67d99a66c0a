import { z } from '@/lib/zod';
import { defaultProfile } from '@/lib/backend/profile-defaults';
import type { ProfileData } from '@/lib/backend';
import { isIsoDate } from '@/lib/dates';
import { CURRENCY_CODES, MAX_AMOUNT } from '@/lib/money';
import { formatCount } from '@/lib/format-number';

/**
 * The field rules of the profile (spec §3), the same bounds the `profiles` table checks: names and location
 * up to 200 characters, phone up to 50, guest count 0 to 100,000, a budget above 0 in a supported currency.
 */
export const NAME_MAX = 200;
export const PHONE_MAX = 50;
export const GUEST_COUNT_MAX = 100_000;
export const REMINDER_FREQUENCIES = ['1 week before', '3 days before', '1 day before', 'On the day'] as const;

const name = (label: string) =>
  z.string().check(z.trim(), z.maxLength(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`));

export const profileSectionSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z.string().check(z.maxLength(320)),
  phone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(PHONE_MAX, `Phone number must be at most ${PHONE_MAX} characters`),
      z.regex(/^[\d\s+().\-/x]*$/i, 'Use digits, spaces and + ( ) - only'),
    ),
});

export const weddingSectionSchema = z.object({
  partnerFirstName: name("Partner's first name"),
  partnerLastName: name("Partner's last name"),
  weddingDate: z.string().check(z.refine((v) => v === '' || isIsoDate(v), 'Choose a real date')),
  guestCount: z.nullable(
    z
      .int('Enter a whole number of guests')
      .check(
        z.gte(0, 'Guest count cannot be negative'),
        z.lte(GUEST_COUNT_MAX, `Guest count must be at most ${formatCount(GUEST_COUNT_MAX)}`),
      ),
  ),
  location: name('Location'),
  /**
   * '' until the couple picks one (then guessed from the currency, src/lib/phone-countries.ts). Only its length here:
   * Settings offers a list, the table checks the shape, and a code the app does not list reads as unset
   * (phoneCountryOf); a pattern and its message (about 45 bytes gzip) put /account over its first-load budget.
   */
  phoneCountry: z.string().check(z.maxLength(2)),
});

export const notificationsSectionSchema = z.object({
  email: z.boolean(),
  browser: z.boolean(),
  reminders: z.boolean(),
  weeklyUpdates: z.boolean(),
  vendorMessages: z.boolean(),
});

export const remindersSectionSchema = z.object({
  frequency: z.enum(REMINDER_FREQUENCIES),
});

export const budgetSectionSchema = z.object({
  total: z
    .number()
    .check(z.positive('Enter an amount greater than 0'), z.lte(MAX_AMOUNT, 'That amount is too large')),
  currency: z.enum(CURRENCY_CODES),
});

export const aiSectionSchema = z.object({
  sharePlan: z.boolean(),
});

const taskRemindersSchema = z.record(z.string().check(z.maxLength(64)), z.boolean());

/** A save: any sections, each possibly partial (sections are merged, see mergeProfile). */
export const profilePatchSchema = z.object({
  profile: z.optional(z.partial(profileSectionSchema)),
  wedding: z.optional(z.partial(weddingSectionSchema)),
  notifications: z.optional(z.partial(notificationsSectionSchema)),
  reminders: z.optional(z.partial(remindersSectionSchema)),
  budget: z.optional(z.partial(budgetSectionSchema)),
  ai: z.optional(z.partial(aiSectionSchema)),
  taskReminders: z.optional(taskRemindersSchema),
});

const sections = {
  profile: profileSectionSchema,
  wedding: weddingSectionSchema,
  notifications: notificationsSectionSchema,
  reminders: remindersSectionSchema,
  budget: budgetSectionSchema,
  ai: aiSectionSchema,
  taskReminders: taskRemindersSchema,
} as const;

/**
 * A stored profile made safe to render: each section that no longer fits its rules falls back to the
 * defaults (one bad field never blanks the whole profile), and the email is always the signed-in user's.
 */
export function sanitizeProfile(stored: ProfileData, email: string): ProfileData {
  const defaults = defaultProfile(email);
  const pick = <K extends keyof ProfileData>(k: K): ProfileData[K] => {
    const parsed = sections[k].safeParse(stored[k]);
    return parsed.success ? (parsed.data as ProfileData[K]) : defaults[k];
  };
  return {
    profile: { ...pick('profile'), email },
    wedding: pick('wedding'),
    notifications: pick('notifications'),
    reminders: pick('reminders'),
    budget: pick('budget'),
    ai: pick('ai'),
    taskReminders: pick('taskReminders'),
  };
}
