import { categoriesCollection, expensesCollection } from '@/features/budget';
import {
  answersCollection,
  eventsCollection,
  guestsCollection,
  householdsCollection,
  websitesCollection,
} from '@/features/guests';
import { invitesCollection } from '@/features/invites';
import { remindersCollection } from '@/features/notifications';
import { registryItemsCollection, registryStoresCollection } from '@/features/registry';
import { assignmentsCollection, tablesCollection } from '@/features/seating';
import { tasksCollection } from '@/features/tasks';
import { vendorsCollection } from '@/features/vendors';
import type { Change, CollectionPort, Entity } from '@/lib/backend';
import { CASCADES } from '@/lib/backend/relations';
import { defineCommand, removeBased } from '@/lib/commands/command';
import type { CollectionDef } from '@/lib/data';
import { z } from '@/lib/zod';
import { SAMPLE_HOUSEHOLD_PREFIX } from './ids';
import type { SampleRecords } from './build';

/**
 * The collections a sample wedding fills, a parent before what hangs off it (the order a batch writes them in): an
 * event before its answers and tables, a household before its guests, a host before a named plus-one.
 */
export const SAMPLE_COLLECTIONS = [
  eventsCollection,
  householdsCollection,
  guestsCollection,
  answersCollection,
  tablesCollection,
  assignmentsCollection,
  websitesCollection,
  invitesCollection,
  registryItemsCollection,
  registryStoresCollection,
  categoriesCollection,
  expensesCollection,
  vendorsCollection,
  tasksCollection,
  remindersCollection,
] as const;

/**
 * Stores the starting samples of the lists the wedding fills (a new account's sample tasks, vendors, events…) where
 * they have not been yet, so loading the wedding takes their place (and its undo brings them back) instead of their
 * being added to it on the list's first visit.
 */
export async function storeStartingSamples(collections: Pick<CollectionPort, 'seed'>) {
  const defs: readonly { table: string; seed?: () => Entity[] }[] = SAMPLE_COLLECTIONS;
  for (const def of defs) if (def.seed) await collections.seed(def.table, def.seed());
}

const records = <T extends Entity, S extends Entity>(def: CollectionDef<T, S>) => z.array(def.schema);

/** Every record of a sample wedding, each checked with its collection's schema. */
export const sampleRecordsSchema = z.object({
  events: records(eventsCollection),
  households: records(householdsCollection),
  guests: records(guestsCollection),
  rsvp_answers: records(answersCollection),
  seating_tables: records(tablesCollection),
  seat_assignments: records(assignmentsCollection),
  websites: records(websitesCollection),
  invites: records(invitesCollection),
  registry_items: records(registryItemsCollection),
  registry_stores: records(registryStoresCollection),
  budget_categories: records(categoriesCollection),
  expenses: records(expensesCollection),
  planning_vendors: records(vendorsCollection),
  tasks: records(tasksCollection),
  reminders: records(remindersCollection),
}) satisfies z.core.$ZodType<SampleRecords, unknown>;

const TABLES = SAMPLE_COLLECTIONS.map((def) => def.table);

/**
 * What a removal of every stored record of the sample's tables must name itself: the records no cascade reaches from
 * another record going too (a guest goes with their household, an answer with its event), so each goes once, a parent
 * before what cascades from it, and its undo brings parents back before their children.
 */
function roots(stored: ReadonlyMap<string, readonly Entity[]>): Change[] {
  const going = new Map([...stored].map(([table, rows]) => [table, new Set(rows.map((r) => r.id))]));
  const reached = (table: string, record: Entity) =>
    CASCADES.some(
      (c) =>
        c.child === table &&
        going.get(c.parent)?.has(String((record as unknown as Record<string, unknown>)[c.field])),
    );
  return TABLES.flatMap((table) =>
    (stored.get(table) ?? []).filter((r) => !reached(table, r)).map((r) => removeBased(table, r)),
  );
}

/**
 * Loads a sample wedding (build.ts) in place of what the couple's lists of those collections hold: one batch that
 * removes what is stored there (a new account's starting samples) and writes the wedding, so it lands whole or not at
 * all and its undo puts the lists back exactly as they were. Each removal is based on the version read: a list
 * changed meanwhile in another tab refuses the load rather than losing that change.
 */
export const loadSampleWedding = defineCommand({
  name: 'loadSampleWedding',
  input: sampleRecordsSchema,
  async plan(wedding, read) {
    const stored = new Map(
      await Promise.all(TABLES.map(async (table) => [table, await read.list(table)] as const)),
    );
    const puts = TABLES.flatMap((table) =>
      (wedding as Record<string, readonly Entity[]>)[table]!.map((record): Change => ({
        op: 'put',
        table,
        record,
      })),
    );
    return {
      changes: [...roots(stored), ...puts],
      result: { guests: wedding.guests.length, households: wedding.households.length },
    };
  },
  describe: () => 'Loaded a sample wedding',
});

/** Which records are the sample wedding's: its tables' record ids (the builder's ids do not depend on the day). */
export const sampleKeysSchema = z.record(z.string(), z.array(z.string()));

/**
 * Removes the sample wedding, whenever the couple is done with it: every record of its tables that has one of the
 * sample's ids, edited or not, in one batch (with its undo). What the couple added beside it stays.
 */
export const removeSampleWedding = defineCommand({
  name: 'removeSampleWedding',
  input: sampleKeysSchema,
  async plan(keys, read) {
    const stored = new Map(
      await Promise.all(
        TABLES.map(async (table) => {
          const ids = new Set(keys[table] ?? []);
          return [table, (await read.list(table)).filter((r) => ids.has(r.id))] as const;
        }),
      ),
    );
    const changes = roots(stored);
    return { changes, result: { removed: changes.length } };
  },
  describe: () => 'Removed the sample wedding',
});

/** The sample's record ids by table, for `removeSampleWedding`. */
export const sampleKeys = (records: SampleRecords): Record<string, string[]> =>
  Object.fromEntries(
    TABLES.map((table) => [
      table,
      (records as unknown as Record<string, readonly Entity[]>)[table]!.map((r) => r.id),
    ]),
  );

/** Whether the sample wedding is in the guest list (its households' ids are its own). */
export const hasSampleWedding = (households: readonly Entity[]) =>
  households.some((h) => h.id.startsWith(SAMPLE_HOUSEHOLD_PREFIX));
