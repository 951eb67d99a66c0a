import type { ProfileData, ProfilePatch } from './types';

/** A new user's profile: the spec's defaults (budget 3,000,000 INR, notification toggles true/false/true/true/true). */
export function defaultProfile(email: string): ProfileData {
  return {
    profile: { firstName: '', lastName: '', email, phone: '' },
    wedding: {
      partnerFirstName: '',
      partnerLastName: '',
      weddingDate: '',
      guestCount: null,
      location: '',
      phoneCountry: '',
    },
    notifications: {
      email: true,
      browser: false,
      reminders: true,
      weeklyUpdates: true,
      vendorMessages: true,
    },
    reminders: { frequency: '1 week before' },
    budget: { total: 3_000_000, currency: 'INR' },
    // On: the planner answers about the couple's own wedding; the panel shows what it sees and turns it off.
    ai: { sharePlan: true },
    taskReminders: {},
  };
}

/** Merges a partial update field by field, so saving one tab (or one switch) never clears another. */
export function mergeProfile(base: ProfileData, patch: ProfilePatch): ProfileData {
  return {
    profile: { ...base.profile, ...patch.profile },
    wedding: { ...base.wedding, ...patch.wedding },
    notifications: { ...base.notifications, ...patch.notifications },
    reminders: { ...base.reminders, ...patch.reminders },
    budget: { ...base.budget, ...patch.budget },
    ai: { ...base.ai, ...patch.ai },
    taskReminders: { ...base.taskReminders, ...patch.taskReminders },
  };
}
