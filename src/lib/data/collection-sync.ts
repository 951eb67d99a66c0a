import {
  VersionConflictError,
  versionOf,
  type CollectionPort,
  type Entity,
  type Touched,
} from '@/lib/backend';
import type { CollectionDef, CollectionSchema } from './collections';
import { recordQueueKey } from './record-queue';
import { changedFields } from './same-value';
import { conflictMessage, SaveError, type ConflictReason } from './save-error';
import type { SyncStore } from './sync-store';

/** Keeps only what fits the schema: stored data is re-validated, a record that no longer fits is left out. */
export function valid<R>(schema: CollectionSchema<R>, rows: readonly unknown[]): R[] {
  return rows.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Versions. Every stored record has a version (the store's stamp of its last write, `versionOf`), and an update is
 * written *based on* one: the store refuses it when the record has been written since, or deleted (cloud: the
 * `row_version` trigger; local: the same check in the adapter's transaction). An update remembers the record as the
 * user saw it when they began (its `base`: the list item a switch was flipped on, or the record an edit form
 * opened with) and the fields the user changed from it. In the record's turn it is applied to the latest stored
 * record this tab knows; when that has moved on since the base, the fields the other tab or device changed are
 * compared with the user's: if they are apart, both changes are kept (the user's fields written over the latest
 * record, based on its version); if the same field changed on both sides, the save is refused as a conflict —
 * the list shows the latest record, the form keeps what was typed and says so, and saving again (with the same
 * base) replaces that version knowingly. A record deleted elsewhere is never written back by an edit.
 *
 * The last stored state of each record of a full list (item and version together) is kept in the query client's
 * sync store (sync-store.ts), so a write usually needs one request; a stale entry costs a second one (the store
 * refuses, the record is read again), never a wrong write.
 */

/** Field values an update sets: `undefined` clears an optional field. */
export type Changes = readonly (readonly [string, unknown])[];

export function applyChanges<R extends object>(record: R, changes: Changes): R {
  const next = { ...record } as Record<string, unknown>;
  for (const [field, value] of changes) {
    if (value === undefined) delete next[field];
    else next[field] = value;
  }
  return next as R;
}

/** A save refused because of another tab's or device's change; `latest` is the record as it now stands. */
export class ConflictError<S> extends SaveError {
  constructor(
    noun: string,
    reason: ConflictReason,
    readonly latest?: { item: S; version: string | undefined },
  ) {
    super(conflictMessage(noun, reason, 'notice'), undefined, reason);
  }
}

/**
 * One collection's sync engine, apart from React so it can be made and tested on its own: reading the list (seeding
 * the samples the first time, remembering each record's version), and saving an update over the latest stored record
 * (see "Versions" above). `store` is the query client's sync store, `collections` the signed-in couple's port.
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
  const recordKey = (id: string) => recordQueueKey(userId, def.table, id);
  /** A stored record as the list shows it (its summary when the list has one). */
  const toItem = (record: T): S =>
    def.summary ? def.summary.schema.parse(record) : (record as unknown as S);

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
      if (version) confirmed.set(recordKey(row.id), { item: parsed.data, version });
      return [parsed.data as unknown as S];
    });
  }

  /** The latest stored record: the last one this tab knows (full lists) or, when `fresh`, read from the store. */
  async function latestStored(id: string, fresh: boolean) {
    const known = def.summary || fresh ? undefined : confirmed.get(recordKey(id));
    if (known) return { record: known.item as T, version: known.version, fresh: false };
    const stored = await collections.get<T>(def.table, id);
    if (!stored) return null;
    const parsed = def.schema.safeParse(stored);
    if (!parsed.success) throw new SaveError(`That ${def.noun} can't be read any more.`);
    return { record: parsed.data, version: versionOf(stored), fresh: true };
  }

  /** An update in its turn: the user's changes over the latest stored record, based on its version. */
  async function saveUpdate(op: UpdateOp<S>): Promise<Touched[]> {
    const ours = new Set(op.changes.map(([field]) => field));
    let fresh = false;
    for (let attempt = 0; ; attempt++) {
      const latest = await latestStored(op.id, fresh);
      if (!latest) throw new ConflictError<S>(def.noun, 'deleted');
      const theirs = changedFields(op.base, toItem(latest.record));
      const clash = [...theirs].some((field) => ours.has(field));
      // Only a record read from the store just now proves a clash; a remembered one may be out of date.
      if (clash && latest.fresh)
        throw new ConflictError(def.noun, 'changed', {
          item: toItem(latest.record),
          version: latest.version,
        });
      if (!clash) {
        const next = def.schema.parse(applyChanges(latest.record, op.changes));
        try {
          return await collections.apply([
            { op: 'put', table: def.table, record: next, base: latest.version },
          ]);
        } catch (error) {
          if (!(error instanceof VersionConflictError)) throw error;
          if (error.reason === 'deleted') throw new ConflictError<S>(def.noun, 'deleted');
        }
      }
      if (attempt >= 3) throw new ConflictError<S>(def.noun, 'changed');
      fresh = true;
    }
  }

  return { load, saveUpdate, toItem, recordKey };
}

/** An update of one record (see "Versions" above): the fields it sets, over the record as the user saw it. */
export interface UpdateOp<S> {
  id: string;
  changes: Changes;
  base: S;
}
