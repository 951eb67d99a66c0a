import type { FilePort } from '../types';
import type { LocalDb } from './db';

/** Blobs (mood board images, contracts) kept in IndexedDB under the user's id. */
export function createLocalFiles(db: LocalDb, userId: string): FilePort {
  return {
    async put(key, blob) {
      await db.put('files', { userId, key, blob });
      return key;
    },
    async get(key) {
      return (await db.get('files', [userId, key]))?.blob ?? null;
    },
    async remove(key) {
      await db.delete('files', [userId, key]);
    },
  };
}
