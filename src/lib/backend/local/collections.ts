import type { CollectionPort, Entity } from '../types';
import type { LocalDb } from './db';

/**
 * A strictly increasing stamp, so records written in the same millisecond (a seed) keep the order they were
 * written in.
 */
let lastStamp = 0;
const nextStamp = () => (lastStamp = Math.max(Date.now(), lastStamp + 1));

/** The signed-in user's records, one IndexedDB store keyed by (user, table, id). */
export function createLocalCollections(db: LocalDb, userId: string): CollectionPort {
  return {
    async list<T extends Entity>(table: string) {
      const rows = await db.getAllFromIndex('records', 'byTable', [userId, table]);
      // The index returns rows by id; a list reads in the order its records were first added. `updatedAt`
      // keeps the first write's stamp (see put), so an edit never moves a record.
      return rows.sort((a, b) => a.updatedAt - b.updatedAt).map((r) => r.data as T);
    },
    async put<T extends Entity>(table: string, item: T) {
      const tx = db.transaction('records', 'readwrite');
      const existing = await tx.store.get([userId, table, item.id]);
      await tx.store.put({ userId, table, id: item.id, data: item, updatedAt: existing?.updatedAt ?? nextStamp() });
      await tx.done;
      return item;
    },
    async remove(table, id) {
      await db.delete('records', [userId, table, id]);
    },
    async seed(table, items) {
      // One transaction for the records and the marker: a reload in the middle leaves all of it or none.
      const tx = db.transaction(['records', 'meta'], 'readwrite');
      const marker = `seed:${userId}:${table}`;
      try {
        if (await tx.objectStore('meta').get(marker)) {
          await tx.done;
          return false;
        }
        const records = tx.objectStore('records');
        for (const item of items) {
          const existing = await records.get([userId, table, item.id]);
          if (!existing) await records.put({ userId, table, id: item.id, data: item, updatedAt: nextStamp() });
        }
        await tx.objectStore('meta').put(true, marker);
        await tx.done;
        return true;
      } catch (error) {
        // A write that throws does not end the transaction by itself; abort it so nothing of the seed stays
        // (a failed request has aborted it already).
        if (!tx.error) tx.abort();
        await tx.done.catch(() => undefined);
        throw error;
      }
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
