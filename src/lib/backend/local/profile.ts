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
      const row = await db.get('profiles', userId);
      const next = mergeProfile(row?.data ?? defaultProfile(email), patch);
      await db.put('profiles', { userId, data: next });
      return next;
    },
  };
}
