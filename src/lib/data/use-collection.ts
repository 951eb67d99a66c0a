import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth, useUserBackend } from '@/lib/auth';
import type { Entity } from '@/lib/backend';
import type { CollectionDef } from './collections';
import { collectionSync, valid } from './collection-sync';
import { queryKeys } from './query-keys';
import { SaveError } from './save-error';
import { syncStoreOf } from './sync-store';
import { refetchOnFocus } from './tab-sync';
import { useLoading } from './use-loading';

export { defineCollection, type CollectionDef, type CollectionSchema } from './collections';
export { SaveError };

/**
 * The signed-in couple's records of one kind, as loaded once and kept (seeded with the samples the first time,
 * read again when another tab or device changed them). Nothing writes through here: a change is a named command
 * (use-command.ts, through a feature's `api/` hook) and a delete `useUndoableRemove`; each shows what it stored in
 * this list at once.
 */
/**
 * The list while it loads: one array, not a new one per render, so what is derived from it (a memo, an effect that
 * hands it on) does not run again on every render until the data arrives.
 */
const NOTHING_YET: never[] = [];

export function useCollection<T extends Entity, S extends Entity = T>(def: CollectionDef<T, S>) {
  const { user } = useAuth();
  const { collections } = useUserBackend();
  const queryClient = useQueryClient();
  const userId = user!.id;
  const query = useQuery({
    queryKey: queryKeys.collection(userId, def.table),
    queryFn: collectionSync({ def, collections, store: syncStoreOf(queryClient), userId }).load,
    staleTime: Infinity,
    refetchOnWindowFocus: refetchOnFocus(queryClient),
  });
  const isLoading = useLoading(query.isPending);
  return { items: query.data ?? NOTHING_YET, isLoading, error: query.error };
}

/**
 * The record `id` of `items` as it was when the edit of it began (when `id` was first passed), for an edit form to
 * save with as a command's `seen`: a change another tab makes while the form is open is then noticed
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
