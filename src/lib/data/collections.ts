import type { z } from '@/lib/zod';
import type { Entity } from '@/lib/backend';

/**
 * A collection's schema: any zod schema whose output is the record (the features write theirs with `zod/mini`; a
 * classic zod schema fits too), with the `parse` and `safeParse` methods both APIs give every schema. The record
 * type is inferred from the schema's output alone (`NoInfer` on the methods).
 */
export type CollectionSchema<T> = z.core.$ZodType<T> & {
  parse(data: unknown): NoInfer<T>;
  safeParse(data: unknown): z.core.util.SafeParseResult<NoInfer<T>>;
};

/**
 * A feature declares its collection once: the zod schema (the single source of field rules), the table, and
 * the sample seed a new user starts with. What goes with a record when it goes is the backend's to know
 * (src/lib/backend/relations.ts), the same in both modes.
 */
export interface CollectionDef<T extends Entity, S extends Entity = T> {
  table: string;
  schema: CollectionSchema<T>;
  /**
   * A list that leaves heavy fields out (an invitation's design): the fields it reads and the schema its items fit.
   * `useRecord` reads a whole record when a page needs one.
   */
  summary?: { fields: readonly (keyof T & string)[]; schema: CollectionSchema<S> };
  /** Sample records; seeded once per user (a user who deletes them all never sees them return). */
  seed?: () => T[];
  /** Human name used in notices, e.g. "expense". */
  noun: string;
}

const byTable = new Map<string, CollectionDef<Entity, Entity>>();

/** Declares a collection, and makes it known by its table to what writes across tables (commands, undo). */
export function defineCollection<T extends Entity, S extends Entity = T>(def: CollectionDef<T, S>) {
  byTable.set(def.table, def as unknown as CollectionDef<Entity, Entity>);
  return def;
}

/** The collection declared for `table` (once its feature's model has loaded), if any. */
export const collectionOf = (table: string) => byTable.get(table);

/** The item a list of this collection shows for a stored record (its summary when it has one); null when invalid. */
export function listItemOf(def: CollectionDef<Entity, Entity>, record: unknown): Entity | null {
  const parsed = (def.summary?.schema ?? def.schema).safeParse(record);
  return parsed.success ? parsed.data : null;
}
