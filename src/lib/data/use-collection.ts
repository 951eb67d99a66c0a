import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth, useUserBackend } from '@/lib/auth';
import { versionOf, type Change, type Entity, type Touched } from '@/lib/backend';
import type { CollectionDef } from './collections';
import { applyChanges, collectionSync, ConflictError, valid, type Changes } from './collection-sync';
import { notify } from './notifier';
import { queryKeys } from './query-keys';
import { inOrder } from './record-queue';
import { syncStoreOf } from './sync-store';
import type * as Undo from './undo';
import type { Placement } from './undo';
import { describeWriteFailure, pluralOf } from './write-failure';
import { sameValue } from './same-value';
import { conflictMessage, SaveError } from './save-error';
import { refetchOnFocus } from './tab-sync';
import { useLoading } from './use-loading';

export { defineCollection, type CollectionDef, type CollectionSchema } from './collections';
export { SaveError };

/**
 * A write. `update` changes some fields of one record (see "Versions" in collection-sync.ts): `base` is the record as the user saw
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
  const store = syncStoreOf(queryClient);
  const { confirmed, rebased, latestWrite } = store;
  const sync = collectionSync({ def, collections, store, userId });
  const { recordKey, toItem } = sync;
  const queryOptions = {
    queryKey: key,
    queryFn: sync.load,
    staleTime: Infinity,
    refetchOnWindowFocus: refetchOnFocus(queryClient),
  };
  /** A listed item with changes applied, as far as the list shows them. */
  const changed = (item: S, changes: Changes): S => {
    const next = (def.summary?.schema ?? def.schema).safeParse(applyChanges(item, changes));
    return next.success ? (next.data as S) : item;
  };

  const query = useQuery(queryOptions);
  const isLoading = useLoading(query.isPending);

  /** A write's undo, on the app's one undo stack (what is not the plan, such as chat messages, stays off it). */
  const rememberUndo = (
    { applyUndo, inverseOf, undoStackOf }: typeof Undo,
    touched: readonly Touched[],
    kind: Op<S>['kind'],
    placement: Placement,
  ) => {
    const inverse = inverseOf(touched);
    if (def.undoable === false || !inverse.length) return;
    const count = touched.filter((t) => t.table === def.table).length;
    const what = count === 1 ? `the ${def.noun}` : `${count} ${pluralOf(def.noun)}`;
    const label =
      kind === 'remove' ? `Deleted ${what}` : kind === 'update' ? `Changed ${what}` : `Added ${what}`;
    undoStackOf(queryClient).push({
      label,
      undo: () => applyUndo(queryClient, collections, userId, inverse, placement),
    });
  };

  const write = useMutation({
    mutationKey: key,
    // Every write is one batch (CollectionPort.apply): what it touched, cascades included, is its own undo.
    mutationFn: (op: Op<S>) =>
      inOrder(opIds(op).map(recordKey), async (): Promise<Touched[]> => {
        if (op.kind === 'update') return sync.saveUpdate(op);
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
    onSuccess: async (touched, op, context) => {
      // An open record (the editor's) reads what was stored, and keeps showing what it has meanwhile: removing its
      // query would put the page back in a loading state on its next render.
      for (const id of opIds(op))
        void queryClient.invalidateQueries({
          queryKey: queryKeys.record(userId, def.table, id),
          exact: true,
        });
      if (op.kind === 'remove') for (const id of op.ids) confirmed.delete(recordKey(id));
      else {
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
      }
      // The rest comes with the first write's chunk (undo.ts; the signed-in shell's Ctrl+Z has usually fetched it):
      // what cascaded from a removed record leaves its own lists (a household's guests, their answers and seats),
      // and the write's undo is kept.
      const undo = await import('./undo');
      const placement = undo.showTouched(
        queryClient,
        userId,
        touched.filter((t) => t.table !== def.table),
      );
      for (const [id, { index }] of context.before) placement.set(`${def.table}:${id}`, index);
      rememberUndo(undo, touched, op.kind, placement);
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
