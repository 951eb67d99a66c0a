import { defaultProfile, mergeProfile } from '../profile-defaults';
import type { ProfileData, ProfilePort } from '../types';
import type { LocalDb } from './db';

/** What earlier builds stored: the Notifications page kept its own email and browser switches. */
type StoredProfile = Omit<ProfileData, 'reminders'> & {
  reminders: ProfileData['reminders'] & { email?: boolean; browser?: boolean };
};

/**
 * Earlier builds kept two browser-notification settings (only the Notifications page's drove alerts) and two
 * email ones; there is one of each now, in `notifications`. A stored profile is read with the old switches folded
 * in (the one that drove alerts wins; email stays on only if both were on) and written back without them.
 * The same fold runs in Postgres (migration 20261125050001).
 */
export function foldLegacySwitches(stored: StoredProfile): ProfileData {
  // A profile stored before a section existed lacks it (mergeProfile fills in the defaults).
  const legacy: StoredProfile['reminders'] | undefined = stored.reminders;
  if (legacy?.email === undefined && legacy?.browser === undefined) return stored;
  const { email, browser, ...reminders } = legacy;
  return {
    ...stored,
    reminders,
    notifications: {
      ...stored.notifications,
      ...(browser !== undefined ? { browser } : {}),
      ...(email !== undefined ? { email: email && (stored.notifications?.email ?? true) } : {}),
    },
  };
}

export function createLocalProfile(db: LocalDb, userId: string, email: string): ProfilePort {
  return {
    async get() {
      const row = await db.get('profiles', userId);
      return row ? mergeProfile(defaultProfile(email), foldLegacySwitches(row.data)) : null;
    },
    async save(patch) {
      // Read and write in one transaction: two tabs saving at once each merge onto what the other stored.
      const tx = db.transaction('profiles', 'readwrite');
      const row = await tx.store.get(userId);
      const next = mergeProfile(row ? foldLegacySwitches(row.data) : defaultProfile(email), patch);
      await tx.store.put({ userId, data: next });
      await tx.done;
      return next;
    },
  };
}
