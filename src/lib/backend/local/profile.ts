import { defaultProfile, mergeProfile } from '../profile-defaults';
import type { ProfilePort } from '../types';
import type { LocalDb } from './db';

export function createLocalProfile(db: LocalDb, userId: string, email: string): ProfilePort {
  return {
    async get() {
      const row = await db.get('profiles', userId);
      return row ? mergeProfile(defaultProfile(email), row.data) : null;
    },
    async save(patch) {
      // Read and write in one transaction: two tabs saving at once each merge onto what the other stored.
      const tx = db.transaction('profiles', 'readwrite');
      const row = await tx.store.get(userId);
      const next = mergeProfile(row?.data ?? defaultProfile(email), patch);
      await tx.store.put({ userId, data: next });
      await tx.done;
      return next;
    },
  };
}
