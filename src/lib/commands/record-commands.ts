import { VersionConflictError, type Entity } from '@/lib/backend';
import type { CollectionDef } from '@/lib/data/collections';
import { sameValue } from '@/lib/data/same-value';
import { z } from '@/lib/zod';
import { defineCommand, putBased } from './command';

const fields = z.record(z.string(), z.unknown());

type Title<T> = (record: T) => string;

/*
 * The two commands every planning list has, made from its collection (budget, tasks, vendors, schedule…): add a
 * record and change one. A feature names its own (`addExpense`, `updateTask`) in its `commands.ts` and adds what is
 * its alone (`completeTask`). Deletes go through `useUndoableRemove` (lib/data), one batch with its cascades and its
 * undo.
 */

/** Adds a new record its collection's schema accepts. */
export function addRecordCommand<T extends Entity>(
  def: CollectionDef<T, Entity>,
  name: string,
  title: Title<T>,
) {
  return defineCommand({
    name,
    input: def.schema,
    plan: (record: T) => ({ changes: [putBased(def.table, record)], result: record }),
    describe: (record: T) => `Added the ${def.noun} "${title(record)}"`,
  });
}

/**
 * Changes some fields of one record. `seen` is the record as the couple saw it when they began the change (an edit
 * dialog's record): only the fields they changed from it are written, over the record as stored now, so another
 * tab's change to other fields is kept, while another tab's change to the same field is refused as a conflict, as
 * is a record deleted meanwhile. Without `seen`, every field given is written (a checkbox's one field). The put is
 * based on the version read, so a change landing between this read and the write is refused too.
 */
export function updateRecordCommand<T extends Entity>(
  def: CollectionDef<T, Entity>,
  name: string,
  title: Title<T>,
) {
  return defineCommand({
    name,
    input: z.object({
      id: z.string().check(z.minLength(1), z.maxLength(64)),
      changes: fields,
      seen: z.optional(fields),
    }),
    async plan({ id, changes, seen }, read) {
      const stored = await read.get<T>(def.table, id);
      if (!stored) throw new VersionConflictError('deleted', { table: def.table, id, record: null });
      const edited = Object.keys(changes).filter(
        (key) => key !== 'id' && (!seen || !sameValue(changes[key], seen[key])),
      );
      const current = stored as Record<string, unknown>;
      if (seen && edited.some((key) => !sameValue(current[key], seen[key])))
        throw new VersionConflictError('changed', { table: def.table, id, record: stored });
      // A field changed to undefined is cleared (a vendor's contract removed), not stored as undefined.
      const merged = { ...current, ...Object.fromEntries(edited.map((key) => [key, changes[key]])) };
      const next = def.schema.parse(
        Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
      );
      return { changes: edited.length ? [putBased(def.table, next, stored)] : [], result: next };
    },
    // A change without a dialog behind it (a checkbox) shows in the same task as the click, not once planned.
    predict: ({ id, changes, seen }, listed) => {
      const item = seen ? undefined : listed(def.table, id);
      return item ? [{ table: def.table, record: { ...item, ...changes, id } }] : [];
    },
    describe: (_input, record) => `Changed the ${def.noun} "${title(record)}"`,
  });
}
