import { isPublishedName } from '../published';
import type { FilePort } from '../types';
import type { LocalDb } from './db';

/** Published blobs live with the owner's files under this prefix; the public port finds them through the owner. */
export const publishedKey = (name: string) => {
  if (!isPublishedName(name)) throw new Error(`Not a published name: ${name}`);
  return `published/${name}`;
};

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
    async publish(name, blob) {
      await db.put('files', { userId, key: publishedKey(name), blob });
    },
    async readPublished(name) {
      return (await db.get('files', [userId, publishedKey(name)]))?.blob ?? null;
    },
    async unpublish(name) {
      await db.delete('files', [userId, publishedKey(name)]);
    },
  };
}
