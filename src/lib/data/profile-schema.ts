import { z } from 'zod';
import { defaultProfile } from '@/lib/backend/profile-defaults';
import type { ProfileData } from '@/lib/backend';
import { isIsoDate } from '@/lib/dates';
import { CURRENCY_CODES, MAX_AMOUNT } from '@/lib/money';

/**
 * The field rules of the profile (spec §3), the same bounds the `profiles` table checks: names and location
 * up to 200 characters, phone up to 50, guest count 0 to 100,000, a budget above 0 in a supported currency.
 */
export const NAME_MAX = 200;
export const PHONE_MAX = 50;
export const GUEST_COUNT_MAX = 100_000;
export const REMINDER_FREQUENCIES = ['1 week before', '3 days before', '1 day before', 'On the day'] as const;

const name = (label: string) =>
  z.string().trim().max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`);

export const profileSectionSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z.string().max(320),
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX, `Phone number must be at most ${PHONE_MAX} characters`)
    .regex(/^[\d\s+().\-/x]*$/i, 'Use digits, spaces and + ( ) - only'),
});

export const weddingSectionSchema = z.object({
  partnerFirstName: name("Partner's first name"),
  partnerLastName: name("Partner's last name"),
  weddingDate: z.string().refine((v) => v === '' || isIsoDate(v), 'Choose a real date'),
  guestCount: z
    .int('Enter a whole number of guests')
    .min(0, 'Guest count cannot be negative')
    .max(GUEST_COUNT_MAX, `Guest count must be at most ${GUEST_COUNT_MAX.toLocaleString('en-US')}`)
    .nullable(),
  location: name('Location'),
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
  total: z.number().positive('Enter an amount greater than 0').max(MAX_AMOUNT, 'That amount is too large'),
  currency: z.enum(CURRENCY_CODES),
});

const taskRemindersSchema = z.record(z.string().max(64), z.boolean());

/** A save: any sections, each possibly partial (sections are merged, see mergeProfile). */
export const profilePatchSchema = z.object({
  profile: profileSectionSchema.partial().optional(),
  wedding: weddingSectionSchema.partial().optional(),
  notifications: notificationsSectionSchema.partial().optional(),
  reminders: remindersSectionSchema.partial().optional(),
  budget: budgetSectionSchema.partial().optional(),
  taskReminders: taskRemindersSchema.optional(),
});

const sections = {
  profile: profileSectionSchema,
  wedding: weddingSectionSchema,
  notifications: notificationsSectionSchema,
  reminders: remindersSectionSchema,
  budget: budgetSectionSchema,
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
    taskReminders: pick('taskReminders'),
  };
}
