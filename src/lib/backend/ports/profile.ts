/** The profile port: the couple's profile, wedding details, preferences and budget settings. */

export interface ProfileData {
  profile: { firstName: string; lastName: string; email: string; phone: string };
  wedding: {
    partnerFirstName: string;
    partnerLastName: string;
    weddingDate: string;
    guestCount: number | null;
    location: string;
    /** Where a phone number typed without a country code is from (ISO 3166 alpha-2); '' until set: guessed. */
    phoneCountry: string;
  };
  notifications: {
    email: boolean;
    browser: boolean;
    reminders: boolean;
    weeklyUpdates: boolean;
    vendorMessages: boolean;
  };
  /** How long before each reminder it is alerted; whether alerts come at all is `notifications.browser`. */
  reminders: { frequency: string };
  budget: { total: number; currency: string };
  /** The AI planner: whether each chat request carries a summary of the plan (see "What the planner can see"). */
  ai: { sharePlan: boolean };
  /** Per-task reminder switches for Upcoming Tasks, keyed by task id (default on). */
  taskReminders: Record<string, boolean>;
}

/** Some fields of some sections; the store merges them field by field (reminder switches key by key). */
export type ProfilePatch = {
  [K in Exclude<keyof ProfileData, 'taskReminders'>]?: Partial<ProfileData[K]>;
} & {
  taskReminders?: Record<string, boolean>;
};

export interface ProfilePort {
  get(): Promise<ProfileData | null>;
  save(patch: ProfilePatch): Promise<ProfileData>;
}
