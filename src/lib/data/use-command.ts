import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth, useUserBackend } from '@/lib/auth';
import { VersionConflictError, type Change, type CollectionPort, type Entity } from '@/lib/backend';
import { runCommand, type Command } from '@/lib/commands/command';
import { z } from '@/lib/zod';
import { notify } from './notifier';
import { queryKeys } from './query-keys';
import { inOrder } from './record-queue';
import { conflictMessage, SaveError } from './save-error';
import { syncStoreOf } from './sync-store';
import { showTouched, type Placement } from './touched-cache';
import { describeWriteFailure } from './write-failure';

/** How long a delete can be undone from its notice (issue #16: a toast with Undo for 6 s). */
export const UNDO_WINDOW_MS = 6000;

export interface CommandOptions<R> {
  /** What the command changes, for failure notices: "household". */
  noun: string;
  /**
   * A notice with Undo when the command has run (a delete says what went): its words, or null for none. The change
   * can then be undone for UNDO_WINDOW_MS (from the notice or with Ctrl/Cmd+Z), and `onGone` runs once it cannot.
   */
  notice?: (result: R) => string | null;
  /** What only goes for good once the Undo has passed (a stored file), with the records the command removed. */
  onGone?: (removed: readonly Entity[]) => void;
  /**
   * Off the app's undo: a document editor (the seating chart) keeps its own history and undoes through its own
   * commands. Default: on.
   */
  undoable?: boolean;
}

/** One couple's commands run one after another: each plans from what the one before it stored. */
const commandQueue = (userId: string) => `${userId}:commands`;

/**
 * Puts a change back: the inverse batch, applied and shown. `placement` says where removed records stood in their
 * lists, so they come back in their places. The undo of the undo is not kept (no redo).
 */
export async function applyUndo(
  client: QueryClient,
  collections: CollectionPort,
  userId: string,
  inverse: readonly Change[],
  placement: Placement,
): Promise<void> {
  showPredicted(client, userId, inverse, placement);
  try {
    const touched = await inOrder([commandQueue(userId)], () => collections.apply(inverse));
    showTouched(client, userId, touched, placement);
  } catch (error) {
    rereadLists(client, userId, inverse);
    throw error;
  }
}

/**
 * A batch shown before the store has answered, as every change is shown at once: what it puts replaces or joins its
 * list, what it removes leaves it (what cascades follows with the store's answer).
 */
function showPredicted(
  client: QueryClient,
  userId: string,
  changes: readonly Change[],
  placement?: Placement,
): Placement {
  const predicted = changes.map((change) =>
    change.op === 'put'
      ? { table: change.table, id: change.record.id, before: null, position: null, after: change.record }
      : { table: change.table, id: change.id, before: null, position: null, after: null },
  );
  return showTouched(client, userId, predicted, placement, { predicted: true });
}

/** After a refused batch, the lists it would have changed are read again: they show what is stored. */
function rereadLists(client: QueryClient, userId: string, changes: readonly Change[]) {
  for (const table of new Set(changes.map((c) => c.table)))
    void client.invalidateQueries({ queryKey: queryKeys.collection(userId, table) });
}

/** What the couple is told when an undo cannot be done (`noun`: what it would bring back). */
export function undoFailure(error: unknown, label: string, noun = 'change'): string {
  if (error instanceof VersionConflictError)
    return `"${label}" can't be undone: it was changed in another tab or on another device since.`;
  return describeWriteFailure(error, noun, 'restore');
}

/**
 * A feature's `api/` hooks run commands through this: the command runs (one batch, one transaction or request), its
 * result shows in every loaded list it touched, and its undo goes on the app's one undo stack. A failure is told in a
 * notice and rejects with a SaveError (a $ZodError for bad input, before anything ran), so a form keeps what was typed.
 *
 *     const removeHousehold = useCommand(removeHouseholdCommand, { noun: 'household', notice: (r) => `Deleted "${r.name}".` });
 *     await removeHousehold({ id });
 */
export function useCommand<I, R>(command: Command<I, R>, options: CommandOptions<R>) {
  const { user } = useAuth();
  const { collections } = useUserBackend();
  const client = useQueryClient();
  const userId = user!.id;
  const { noun, notice, onGone, undoable = true } = options;

  const { mutateAsync } = useMutation({
    mutationKey: ['command', userId, command.name],
    mutationFn: async (input: I) => {
      let planned: readonly Change[] = [];
      // Where the records the change removes stood, read as it is shown (before the store has answered).
      let placement: Placement = new Map();
      try {
        const ran = await inOrder([commandQueue(userId)], () =>
          runCommand(collections, command, input, {
            onPlanned: (changes) => {
              planned = changes;
              placement = showPredicted(client, userId, changes);
            },
          }),
        );
        return { ran, placement };
      } catch (error) {
        rereadLists(client, userId, planned);
        throw error;
      }
    },
  });

  return useCallback(
    async (input: I): Promise<R> => {
      let ran, shown: Placement;
      try {
        ({ ran, placement: shown } = await mutateAsync(input));
      } catch (error) {
        if (error instanceof VersionConflictError) {
          const message = conflictMessage(noun, error.reason, 'notice');
          notify(message, 'error');
          throw new SaveError(message, error, error.reason);
        }
        if (error instanceof SaveError || error instanceof z.core.$ZodError) throw error;
        const message = describeWriteFailure(error, noun, 'save');
        notify(message, 'error');
        throw new SaveError(message, error);
      }
      const placement = new Map([...shown, ...showTouched(client, userId, ran.touched)]);
      const removed = ran.touched.filter((t) => t.after === null).map((t) => t.before!);
      const message = notice?.(ran.result) ?? null;
      const gone = () => onGone?.(removed);
      if (!undoable || !ran.inverse.length) {
        gone();
        return ran.result;
      }
      const stack = syncStoreOf(client).undo;
      const entry = stack.push({
        label: ran.label,
        undo: () => applyUndo(client, collections, userId, ran.inverse, placement),
        onExpire: gone,
        expiresIn: message !== null || onGone ? UNDO_WINDOW_MS : undefined,
      });
      if (message !== null)
        notify(message, 'info', {
          action: {
            label: 'Undo',
            altText: `Undo: ${ran.label}`,
            onAction: () =>
              void stack
                .undo(entry)
                .catch((error: unknown) => notify(undoFailure(error, ran.label), 'error')),
          },
          duration: UNDO_WINDOW_MS,
          // Dismissed without Undo: what goes for good goes now.
          onExpire: () => stack.expire(entry),
        });
      return ran.result;
    },
    [mutateAsync, client, collections, userId, noun, notice, onGone, undoable],
  );
}
