import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth, useUserBackend } from '@/lib/auth';
import {
  VersionConflictError,
  versionOf,
  type Change,
  type CollectionPort,
  type Entity,
  type Touched,
} from '@/lib/backend';
import { inverseOf } from '@/lib/backend/touched';
import type { CollectionDef, CollectionSchema } from './collections';
import { notify } from './notifier';
import { queryKeys } from './query-keys';
import { inOrder, recordQueueKey } from './record-queue';
import { syncStoreOf, type SyncStore } from './sync-store';
import { showTouched, type Placement } from './touched-cache';
import { applyUndo } from './use-command';
import { describeWriteFailure, pluralOf } from './write-failure';
import { changedFields, sameValue } from './same-value';
import { conflictMessage, SaveError, type ConflictReason } from './save-error';
import { refetchOnFocus } from './tab-sync';
import { useLoading } from './use-loading';

export { defineCollection, type CollectionDef, type CollectionSchema } from './collections';
export { SaveError };

/** Keeps only what fits the schema: stored data is re-validated, a record that no longer fits is left out. */
function valid<R>(schema: CollectionSchema<R>, rows: readonly unknown[]): R[] {
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

/** Reads the user's records, seeding the samples the first time. */
async function loadCollection<T extends Entity, S extends Entity>(
  collections: CollectionPort,
  def: CollectionDef<T, S>,
  recordKey: (id: string) => string,
  { confirmed }: SyncStore,
): Promise<S[]> {
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

/** Field values an update sets: `undefined` clears an optional field. */
type Changes = readonly (readonly [string, unknown])[];

function applyChanges<R extends object>(record: R, changes: Changes): R {
  const next = { ...record } as Record<string, unknown>;
  for (const [field, value] of changes) {
    if (value === undefined) delete next[field];
    else next[field] = value;
  }
  return next as R;
}

/**
 * A write. `update` changes some fields of one record (see "Versions" above): `base` is the record as the user saw
 * it, `baseRef` the object the caller named as the base (an edit form's record), kept to rebase it after a conflict.
 */
type Op<S> =
  | { kind: 'put'; items: Entity[] }
  | { kind: 'update'; id: string; changes: Changes; base: S; baseRef?: object }
  | { kind: 'remove'; ids: string[] };
/** What a write replaced, so a failed write undoes only itself and not other writes made meanwhile. */
type Undo<S> = { before: Map<string, { item: S; index: number }>; stamps: Map<string, number> };

const opIds = <S extends Entity>(op: Op<S>) =>
  op.kind === 'put' ? op.items.map((i) => i.id) : op.kind === 'update' ? [op.id] : op.ids;

/** A save refused because of another tab's or device's change; `latest` is the record as it now stands. */
class ConflictError<S> extends SaveError {
  constructor(
    noun: string,
    reason: ConflictReason,
    readonly latest?: { item: S; version: string | undefined },
  ) {
    super(conflictMessage(noun, reason, 'notice'), undefined, reason);
  }
}

function restore<S extends Entity>(
  client: QueryClient,
  key: readonly unknown[],
  ids: readonly string[],
  { before }: Undo<S>,
) {
  client.setQueryData<S[]>(key, (list = []) => {
    let next = list.filter((x) => !ids.includes(x.id) || before.has(x.id));
    next = next.map((x) => before.get(x.id)?.item ?? x);
    const missing = [...before.entries()]
      .filter(([id]) => !next.some((x) => x.id === id))
      .sort((a, b) => a[1].index - b[1].index);
    for (const [, { item, index }] of missing) next = [...next.slice(0, index), item, ...next.slice(index)];
    return next;
  });
}

/**
 * The signed-in user's records of one kind with optimistic writes: the list changes at once, and if the
 * backend refuses, it rolls back, a notice says what happened, and the returned promise rejects so the form
 * that asked keeps its values. Writes to one record reach the store one after another, in the order they were
 * made (two quick toggles never land the older value last), and the stored record the backend answers with
 * replaces the optimistic one.
 */
export interface UpdateOptions<S> {
  /**
   * The record as the user saw it when they began this change: an edit form passes the record it opened with
   * (`useEditBase`), so a change another tab made while the form was open is not silently overwritten. Default: the
   * record as the list shows it now.
   */
  base?: S;
}

export function useCollection<T extends Entity, S extends Entity = T>(def: CollectionDef<T, S>) {
  const { user } = useAuth();
  const { collections } = useUserBackend();
  const queryClient = useQueryClient();
  const userId = user!.id;
  const key = queryKeys.collection(userId, def.table);
  const recordKey = (id: string) => recordQueueKey(userId, def.table, id);
  const store = syncStoreOf(queryClient);
  const { confirmed, rebased, latestWrite } = store;
  const queryOptions = {
    queryKey: key,
    queryFn: () => loadCollection(collections, def, recordKey, store),
    staleTime: Infinity,
    refetchOnWindowFocus: refetchOnFocus(queryClient),
  };
  const toItem = (record: T): S =>
    def.summary ? def.summary.schema.parse(record) : (record as unknown as S);
  /** A listed item with changes applied, as far as the list shows them. */
  const changed = (item: S, changes: Changes): S => {
    const next = (def.summary?.schema ?? def.schema).safeParse(applyChanges(item, changes));
    return next.success ? (next.data as S) : item;
  };

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
  async function saveUpdate(op: Extract<Op<S>, { kind: 'update' }>): Promise<Touched[]> {
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

  const query = useQuery(queryOptions);
  const isLoading = useLoading(query.isPending);

  /** A write's undo, on the app's one undo stack (what is not the plan, such as chat messages, stays off it). */
  const rememberUndo = (touched: readonly Touched[], kind: Op<S>['kind'], placement: Placement) => {
    const inverse = inverseOf(touched);
    if (def.undoable === false || !inverse.length) return;
    const count = touched.filter((t) => t.table === def.table).length;
    const what = count === 1 ? `the ${def.noun}` : `${count} ${pluralOf(def.noun)}`;
    const label =
      kind === 'remove' ? `Deleted ${what}` : kind === 'update' ? `Changed ${what}` : `Added ${what}`;
    store.undo.push({ label, undo: () => applyUndo(queryClient, collections, userId, inverse, placement) });
  };

  const write = useMutation({
    mutationKey: key,
    // Every write is one batch (CollectionPort.apply): what it touched, cascades included, is its own undo.
    mutationFn: (op: Op<S>) =>
      inOrder(opIds(op).map(recordKey), async (): Promise<Touched[]> => {
        if (op.kind === 'update') return saveUpdate(op);
        if (op.kind === 'put')
          return collections.apply(
            op.items.map((record): Change => ({ op: 'put', table: def.table, record })),
          );
        return collections.apply(op.ids.map((id): Change => ({ op: 'remove', table: def.table, id })));
      }),
    onMutate: async (op): Promise<Undo<S>> => {
      // A write before the first load finishes would otherwise race the seeding and vanish from the list.
      // Once the list is loaded and idle, the change is applied without awaiting anything, so it lands in the
      // same event as the click: a controlled checkbox never flips back for a frame before its new state arrives.
      const state = queryClient.getQueryState<S[]>(key);
      if (state?.data === undefined || state.fetchStatus !== 'idle') {
        await queryClient.ensureQueryData(queryOptions);
        await queryClient.cancelQueries({ queryKey: key, exact: true });
      }
      const list = queryClient.getQueryData<S[]>(key) ?? [];
      const ids = opIds(op);
      const before = new Map<string, { item: S; index: number }>();
      const stamps = new Map<string, number>();
      for (const id of ids) {
        const index = list.findIndex((x) => x.id === id);
        if (index >= 0) before.set(id, { item: list[index], index });
        const stamp = store.nextWriteStamp();
        stamps.set(id, stamp);
        latestWrite.set(recordKey(id), stamp);
      }
      queryClient.setQueryData<S[]>(key, () => {
        if (op.kind === 'remove') return list.filter((x) => !ids.includes(x.id));
        if (op.kind === 'update') return list.map((x) => (x.id === op.id ? changed(x, op.changes) : x));
        const incoming = new Map(op.items.map((item) => [item.id, toItem(item as T)]));
        const updated = list.map((x) => incoming.get(x.id) ?? x);
        return [...updated, ...op.items.filter((i) => !before.has(i.id)).map((i) => incoming.get(i.id)!)];
      });
      return { before, stamps };
    },
    onSuccess: (touched, op, context) => {
      // An open record (the editor's) reads what was stored, and keeps showing what it has meanwhile: removing its
      // query would put the page back in a loading state on its next render.
      for (const id of opIds(op))
        void queryClient.invalidateQueries({
          queryKey: queryKeys.record(userId, def.table, id),
          exact: true,
        });
      // What cascaded from a removed record left its own lists (a household's guests, their answers and seats).
      const placement = showTouched(
        queryClient,
        userId,
        touched.filter((t) => t.table !== def.table),
      );
      for (const [id, { index }] of context.before) placement.set(`${def.table}:${id}`, index);
      rememberUndo(touched, op.kind, placement);
      if (op.kind === 'remove') {
        for (const id of op.ids) confirmed.delete(recordKey(id));
        return;
      }
      // The stored record (with what the server adds or normalises) replaces the optimistic one, unless a newer
      // change to that record was made since: its own answer will come.
      const fresh = new Map<string, S>();
      for (const { after: row } of touched.filter((t) => t.table === def.table && t.after)) {
        const parsed = def.schema.safeParse(row);
        if (!parsed.success) continue;
        const version = versionOf(row!);
        if (version && !def.summary) confirmed.set(recordKey(row!.id), { item: parsed.data, version });
        if (latestWrite.get(recordKey(row!.id)) === context.stamps.get(row!.id))
          fresh.set(row!.id, toItem(parsed.data));
      }
      if (fresh.size)
        queryClient.setQueryData<S[]>(key, (list = []) => list.map((x) => fresh.get(x.id) ?? x));
    },
    onSettled: (_stored, _error, _op, context) => {
      for (const [id, stamp] of context?.stamps ?? [])
        if (latestWrite.get(recordKey(id)) === stamp) latestWrite.delete(recordKey(id));
    },
    onError: (error, op, context) => {
      if (error instanceof ConflictError && op.kind === 'update') {
        // The list shows the record as it now stands (or no longer), not the change that was refused.
        const latest = (error as ConflictError<S>).latest;
        if (latest) {
          if (latest.version && !def.summary)
            confirmed.set(recordKey(op.id), { item: latest.item, version: latest.version });
          if (op.baseRef) rebased.set(op.baseRef, latest.item);
          queryClient.setQueryData<S[]>(key, (list = []) =>
            list.map((x) => (x.id === op.id ? latest.item : x)),
          );
        } else if (error.conflict === 'deleted') {
          confirmed.delete(recordKey(op.id));
          queryClient.setQueryData<S[]>(key, (list = []) => list.filter((x) => x.id !== op.id));
        } else if (context) restore(queryClient, key, [op.id], context);
        notify(error.message, 'error');
        return;
      }
      if (context) restore(queryClient, key, opIds(op), context);
      notify(describeWriteFailure(error, def.noun, op.kind === 'remove' ? 'remove' : 'save'), 'error');
    },
  });

  const putAll = async (items: readonly T[]): Promise<T[]> => {
    const parsed = items.map((item) => def.schema.parse(item));
    try {
      await write.mutateAsync({ kind: 'put', items: parsed });
      return parsed;
    } catch (error) {
      throw new SaveError(`Couldn't save the ${def.noun}.`, error);
    }
  };

  const removeAll = async (ids: readonly string[]) => {
    try {
      await write.mutateAsync({ kind: 'remove', ids: [...ids] });
    } catch (error) {
      throw new SaveError(`Couldn't delete the ${def.noun}.`, error);
    }
  };

  /**
   * Changes some fields of a record, based on the record as the user saw it (`options.base`, or the listed item):
   * see "Versions" above. Rejects with a $ZodError for invalid input (before anything changes), a SaveError with
   * `conflict` when another tab or device changed the same fields or deleted the record, a SaveError otherwise.
   */
  const update = async (id: string, patch: Partial<T>, options: UpdateOptions<S> = {}): Promise<T> => {
    const listed = (queryClient.getQueryData<S[]>(key) ?? []).find((x) => x.id === id);
    const deleted = () => new SaveError(conflictMessage(def.noun, 'deleted', 'notice'), undefined, 'deleted');
    const baseRef = options.base;
    let base = ((baseRef && rebased.get(baseRef)) ?? baseRef ?? listed) as S | undefined;
    // The user's changes, normalised by the schema (a $ZodError for bad input): the patched fields that differ from
    // the base. A list that summarises checks the patch against the whole stored record (the base when the list has
    // not loaded, e.g. an editor opened by its address); a full list holds it already, and no await comes before the
    // write, so the change shows in the same task.
    let next: T;
    if (def.summary) {
      const stored = await collections.get<T>(def.table, id);
      if (!stored) throw deleted();
      next = def.schema.parse({ ...stored, ...patch, id });
      base ??= toItem(def.schema.parse(stored));
    } else {
      if (!listed || !base) throw deleted();
      next = def.schema.parse({ ...listed, ...patch, id });
    }
    const changes: Changes = Object.keys(patch)
      .filter(
        (field) =>
          field !== 'id' &&
          !sameValue((next as Record<string, unknown>)[field], (base as Record<string, unknown>)[field]),
      )
      .map((field) => [field, (next as Record<string, unknown>)[field]] as const);
    try {
      const touched = await write.mutateAsync({ kind: 'update', id, changes, base, baseRef });
      return touched.find((t) => t.table === def.table && t.id === id)!.after as T;
    } catch (error) {
      if (error instanceof SaveError) throw error;
      throw new SaveError(`Couldn't save the ${def.noun}.`, error);
    }
  };

  return {
    items: query.data ?? [],
    isLoading,
    error: query.error,
    /** Adds (or replaces, by id) a record; rejects with a $ZodError for invalid input, SaveError when the store refuses. */
    add: async (item: T): Promise<T> => (await putAll([item]))[0],
    /** Adds or replaces many records in one write: all of them are kept, or none. */
    addMany: putAll,
    update,
    remove: (id: string) => removeAll([id]),
    /** Removes many records (and what cascades from them) in one write: all of them, or none. */
    removeMany: removeAll,
    isSaving: write.isPending,
  };
}

/**
 * The record `id` of `items` as it was when the edit of it began (when `id` was first passed), for an edit form to
 * save with as `update(id, values, { base })`: a change another tab makes while the form is open is then noticed
 * instead of overwritten. Null while nothing is being edited.
 */
export function useEditBase<S extends Entity>(items: readonly S[], id: string | null | undefined): S | null {
  const [base, setBase] = useState<{ id: string | null; item: S | null }>({ id: null, item: null });
  const wanted = id ?? null;
  // Captured when the id changes, or when the record first appears (an edit opened while the list was loading).
  const found =
    wanted !== null && (base.id !== wanted || !base.item) ? items.find((x) => x.id === wanted) : undefined;
  if (base.id !== wanted || found) {
    const next = { id: wanted, item: found ?? null };
    setBase(next);
    return next.item;
  }
  return base.item;
}

/** One whole record of a collection (e.g. the invitation a user opens in the editor); null when there is none. */
export function useRecord<T extends Entity, S extends Entity>(def: CollectionDef<T, S>, id: string) {
  const { user } = useAuth();
  const { collections } = useUserBackend();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.record(user!.id, def.table, id),
    queryFn: async () => {
      const stored = await collections.get<T>(def.table, id);
      return stored ? (valid(def.schema, [stored])[0] ?? null) : null;
    },
    staleTime: Infinity,
    refetchOnWindowFocus: refetchOnFocus(queryClient),
  });
  return { record: query.data ?? null, isLoading: query.isPending, error: query.error };
}
