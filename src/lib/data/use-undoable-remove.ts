import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth, useUserBackend } from '@/lib/auth';
import type { Entity, TakenRecords } from '@/lib/backend';
import { notify } from './notifier';
import { queryKeys } from './query-keys';
import { inOrder, recordQueueKey } from './record-queue';
import type { CollectionDef } from './use-collection';
import { describeWriteFailure } from './write-failure';

/** How long a delete can be undone (issue #16: a toast with Undo for 6 s). */
export const UNDO_WINDOW_MS = 6000;

export interface UndoableRemoveOptions {
  /** How the notice names what went (`Deleted "First Dance".`); the collection's noun when absent. */
  name?: string;
  /**
   * Runs once the delete can no longer be undone (the notice timed out or was dismissed), with the whole records that
   * went (the item first, then what cascaded from it): what only goes for good, such as a stored file, goes then,
   * so an Undo brings everything back.
   */
  onGone?: (records: readonly Entity[]) => void;
}

interface Taken<S> {
  taken: TakenRecords;
  /** The listed item and where it stood, to show it back in place at once. */
  item: S | undefined;
  index: number;
  options: UndoableRemoveOptions;
}

const gone =
  ({ taken, options }: Taken<unknown>) =>
  () =>
    options.onGone?.(taken.rows.map((row) => row.record));

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

function putInList<S extends Entity>(
  client: QueryClient,
  key: readonly unknown[],
  item: S | undefined,
  index: number,
) {
  if (!item) return;
  client.setQueryData<S[]>(key, (list = []) =>
    list.some((x) => x.id === item.id) ? list : [...list.slice(0, index), item, ...list.slice(index)],
  );
}

/**
 * The one way a planning tool deletes: the item leaves the list and the store at once, and a notice offers Undo for
 * six seconds, which puts it back (with what cascaded from it) under its id, in its place. A failure in either
 * direction shows the list as stored and says so. Returns true once the item is gone; it never rejects.
 *
 *     const removeWithUndo = useUndoableRemove(songsCollection);
 *     removeWithUndo(song.id, { name: song.title });
 */
export function useUndoableRemove<T extends Entity, S extends Entity = T>(def: CollectionDef<T, S>) {
  const { user } = useAuth();
  const { collections } = useUserBackend();
  const queryClient = useQueryClient();
  const userId = user!.id;
  const key = queryKeys.collection(userId, def.table);
  const queueKeys = (taken: TakenRecords) =>
    taken.rows.map((row) => recordQueueKey(userId, row.table, row.record.id));

  /** Lists and open records that must re-read after records of these tables came or went. */
  const refresh = (ids: readonly string[]) => {
    for (const id of ids)
      void queryClient.invalidateQueries({ queryKey: queryKeys.record(userId, def.table, id), exact: true });
    for (const rule of def.cascade ?? [])
      void queryClient.invalidateQueries({ queryKey: queryKeys.collection(userId, rule.table) });
  };

  const putBack = useMutation({
    mutationKey: key,
    mutationFn: ({ taken }: Taken<S>) => inOrder(queueKeys(taken), () => collections.putBack(taken)),
    onMutate: ({ item, index }) => putInList(queryClient, key, item, index),
    onSuccess: (_done, { taken }) =>
      refresh(taken.rows.filter((r) => r.table === def.table).map((r) => r.record.id)),
    onError: (error, undo) => {
      if (undo.item) {
        const id = undo.item.id;
        queryClient.setQueryData<S[]>(key, (list = []) => list.filter((x) => x.id !== id));
      }
      // The records are still in hand: the couple can try again for as long as the notice stays.
      notify(describeWriteFailure(error, def.noun, 'restore'), 'error', {
        action: {
          label: 'Try again',
          altText: `Try again to bring back the ${def.noun}`,
          onAction: () => putBack.mutate(undo),
        },
        duration: UNDO_WINDOW_MS,
        onExpire: gone(undo),
      });
    },
  });

  const take = useMutation({
    mutationKey: key,
    mutationFn: ({ id }: { id: string; options: UndoableRemoveOptions }) =>
      inOrder([recordQueueKey(userId, def.table, id)], () =>
        collections.take(def.table, [id], { cascade: def.cascade }),
      ),
    onMutate: async ({ id }) => {
      // As useCollection's writes: while the list is loading, the delete waits for it rather than race it.
      if (queryClient.getQueryState(key)?.fetchStatus !== 'idle')
        await queryClient.cancelQueries({ queryKey: key, exact: true });
      const list = queryClient.getQueryData<S[]>(key) ?? [];
      const index = list.findIndex((x) => x.id === id);
      if (index >= 0) queryClient.setQueryData<S[]>(key, [...list.slice(0, index), ...list.slice(index + 1)]);
      return { item: list[index] as S | undefined, index };
    },
    onError: (error, _vars, context) => {
      if (context) putInList(queryClient, key, context.item, context.index);
      notify(describeWriteFailure(error, def.noun, 'remove'), 'error');
    },
    onSuccess: (taken, { id, options }, context) => {
      refresh([id]);
      // Nothing went (another tab or device deleted it first): there is nothing to undo.
      if (!taken.rows.length) return;
      const undo: Taken<S> = { taken, item: context.item, index: context.index, options };
      notify(options.name ? `Deleted "${options.name}".` : `${capitalised(def.noun)} deleted.`, 'info', {
        action: {
          label: 'Undo',
          altText: `Undo deleting the ${def.noun}`,
          onAction: () => putBack.mutate(undo),
        },
        duration: UNDO_WINDOW_MS,
        onExpire: gone(undo),
      });
    },
  });

  const { mutateAsync } = take;
  return useCallback(
    (id: string, options: UndoableRemoveOptions = {}): Promise<boolean> =>
      mutateAsync({ id, options }).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
}
