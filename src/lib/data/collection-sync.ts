import { versionOf, type CollectionPort, type Entity } from '@/lib/backend';
import type { CollectionDef, CollectionSchema } from './collections';
import { recordKey } from './write-queue';
import type { SyncStore } from './sync-store';

/** Keeps only what fits the schema: stored data is re-validated, a record that no longer fits is left out. */
export function valid<R>(schema: CollectionSchema<R>, rows: readonly unknown[]): R[] {
  return rows.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * One collection's sync engine, apart from React so it can be made and tested on its own: reading the list (seeding
 * the samples the first time) and remembering each record's version, the version a command's change of it is based
 * on (lib/commands; `useListedVersion`). Writes are commands (use-command.ts), deletes `useUndoableRemove`: both
 * show what they stored in every loaded list (touched-cache.ts). `store` is the query client's sync store,
 * `collections` the signed-in couple's port.
 */
export function collectionSync<T extends Entity, S extends Entity = T>({
  def,
  collections,
  store,
  userId,
}: {
  def: CollectionDef<T, S>;
  collections: CollectionPort;
  store: SyncStore;
  userId: string;
}) {
  const { confirmed } = store;
  const keyOf = (id: string) => recordKey(userId, def.table, id);

  /** Reads the user's records, seeding the samples the first time. */
  async function load(): Promise<S[]> {
    if (def.seed) await collections.seed(def.table, def.seed());
    if (def.summary)
      return valid(def.summary.schema, await collections.list(def.table, { fields: def.summary.fields }));
    const rows = await collections.list<T>(def.table);
    return rows.flatMap((row) => {
      const parsed = def.schema.safeParse(row);
      if (!parsed.success) return [];
      const version = versionOf(row);
      if (version) confirmed.set(keyOf(row.id), { item: parsed.data, version });
      return [parsed.data as unknown as S];
    });
  }

  return { load };
}
