import type { CollectionPort, Entity } from '../types';
import type { LocalDb } from './db';

/** The signed-in user's records, one IndexedDB store keyed by (user, table, id). */
export function createLocalCollections(db: LocalDb, userId: string): CollectionPort {
  return {
    async list<T extends Entity>(table: string) {
      const rows = await db.getAllFromIndex('records', 'byTable', [userId, table]);
      // Insertion order is the natural order of a list; updatedAt would reorder on every edit.
      return rows.map((r) => r.data as T);
    },
    async put<T extends Entity>(table: string, item: T) {
      const existing = await db.get('records', [userId, table, item.id]);
      await db.put('records', { userId, table, id: item.id, data: item, updatedAt: existing?.updatedAt ?? Date.now() });
      return item;
    },
    async remove(table, id) {
      await db.delete('records', [userId, table, id]);
    },
    async claimSeed(table) {
      const key = `seed:${userId}:${table}`;
      const tx = db.transaction('meta', 'readwrite');
      const seen = await tx.store.get(key);
      if (seen) {
        await tx.done;
        return false;
      }
      await tx.store.put(true, key);
      await tx.done;
      return true;
    },
  };
}
