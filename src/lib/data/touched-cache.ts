import type { QueryClient } from '@tanstack/react-query';
import { versionOf, type Entity, type Touched } from '@/lib/backend';
import { collectionOf, listItemOf } from './collections';
import { queryKeys } from './query-keys';
import { recordKey } from './write-queue';
import { syncStoreOf } from './sync-store';

/** Where records stood in their lists before a change took them out (`table:id` → index), to put them back there. */
export type Placement = Map<string, number>;

/**
 * Shows on screen what a batch did (`CollectionPort.apply`), in every list it touched that is loaded: records it
 * removed leave their lists (their places remembered in the returned placement), records it wrote replace the listed
 * ones or join their lists — where `placement` says they stood before (an undone delete comes back in its place),
 * else at the end. The versions the store remembers follow, and open records read again. A `predicted` batch is what
 * a change is about to do, shown before the store has answered (the store's own answer is shown after).
 */
export function showTouched(
  client: QueryClient,
  userId: string,
  touched: readonly Touched[],
  placement: Placement = new Map(),
  { predicted = false }: { predicted?: boolean } = {},
): Placement {
  const removedFrom: Placement = new Map();
  const { confirmed } = syncStoreOf(client);
  const tables = [...new Set(touched.map((t) => t.table))];
  for (const table of tables) {
    const def = collectionOf(table);
    const mine = touched.filter((t) => t.table === table);
    // A prediction (an undo shown before the store has answered) leaves the versions as they are.
    for (const t of predicted ? [] : mine) {
      const key = recordKey(userId, table, t.id);
      const version = t.after && versionOf(t.after);
      if (t.after && version && def && !def.summary) {
        const item = def.schema.safeParse(t.after);
        if (item.success) confirmed.set(key, { item: item.data, version });
      } else confirmed.delete(key);
      void client.invalidateQueries({ queryKey: queryKeys.record(userId, table, t.id), exact: true });
    }
    if (!def) continue;
    client.setQueryData<Entity[]>(queryKeys.collection(userId, table), (list) => {
      if (!list) return list;
      const gone = new Set(mine.filter((t) => !t.after).map((t) => t.id));
      list.forEach((item, index) => gone.has(item.id) && removedFrom.set(`${table}:${item.id}`, index));
      let next = list.filter((item) => !gone.has(item.id));
      const written = mine.flatMap((t) => {
        const item = t.after && listItemOf(def, t.after);
        return item ? [item] : [];
      });
      const replaced = new Map(written.map((item) => [item.id, item]));
      next = next.map((item) => replaced.get(item.id) ?? item);
      const joining = written
        .filter((item) => !list.some((x) => x.id === item.id && !gone.has(x.id)))
        .map((item) => ({ item, at: placement.get(`${table}:${item.id}`) }));
      // Back in their old places, earliest first, so each index means what it meant before; the rest at the end.
      for (const { item, at } of joining.filter((j) => j.at !== undefined).sort((x, y) => x.at! - y.at!))
        next = [...next.slice(0, at), item, ...next.slice(at)];
      return [...next, ...joining.filter((j) => j.at === undefined).map((j) => j.item)];
    });
  }
  if (!predicted) syncStoreOf(client).announce(tables.map((table) => queryKeys.collection(userId, table)));
  return removedFrom;
}
