import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth, useUserBackend } from '@/lib/auth';
import { type Entity } from '@/lib/backend';
import type { CollectionDef } from './collections';
import { notify, UNDO_WINDOW_MS } from './notifier';
import { queryKeys } from './query-keys';
import { commandQueue, inOrder } from './write-queue';
import { describeWriteFailure } from './write-failure';

export { UNDO_WINDOW_MS };

export interface UndoableRemoveOptions {
  /** How the notice names what went (`Deleted "First Dance".`); the collection's noun when absent. */
  name?: string;
  /**
   * Runs once the delete can no longer be undone (the Undo window passed), with the whole records that went (the item
   * first, then what cascaded from it): what only goes for good, such as a stored file, goes then, so an Undo brings
   * everything back.
   */
  onGone?: (records: readonly Entity[]) => void;
}

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
 * The one way a planning tool deletes a record: it leaves the list and the store at once (with what cascades from
 * it, in one batch), and a notice offers Undo for six seconds. The delete is an entry on the app's one undo stack, so
 * Ctrl/Cmd+Z undoes it too; Undo puts everything back under the same ids, in the same places. A failure in either
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

  const take = useMutation({
    mutationKey: key,
    mutationFn: ({ id }: { id: string; options: UndoableRemoveOptions }) =>
      inOrder([commandQueue(userId)], () => collections.apply([{ op: 'remove', table: def.table, id }])),
    onMutate: async ({ id }) => {
      // While the list is loading, the delete waits for it rather than race it.
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
    onSuccess: async (touched, { id, options }, context) => {
      // Nothing went (another tab or device deleted it first): there is nothing to undo.
      if (!touched.length) return;
      // The delete's aftermath and its undo load with the first write (undo.ts), not with the page.
      const { applyUndo, inverseOf, showTouched, undoOrOfferRetry, undoStackOf } = await import('./undo');
      const placement = showTouched(queryClient, userId, touched);
      if (context.index >= 0) placement.set(`${def.table}:${id}`, context.index);
      const removed = touched.map((t) => t.before!);
      const label = options.name ? `Deleted "${options.name}"` : `Deleted the ${def.noun}`;
      const inverse = inverseOf(touched);
      const stack = undoStackOf(queryClient);
      const entry = stack.push({
        label,
        undo: () => applyUndo(queryClient, collections, userId, inverse, placement),
        onExpire: () => options.onGone?.(removed),
        expiresIn: UNDO_WINDOW_MS,
      });
      notify(options.name ? `Deleted "${options.name}".` : `${capitalised(def.noun)} deleted.`, 'info', {
        action: {
          label: 'Undo',
          altText: `Undo deleting the ${def.noun}`,
          onAction: () => undoOrOfferRetry(queryClient, entry, label, def.noun),
        },
        duration: UNDO_WINDOW_MS,
        // Dismissed without Undo: what goes for good goes now.
        onExpire: () => stack.expire(entry),
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
