import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth, useUserBackend } from '@/lib/auth';
import { VersionConflictError, type Change, type Entity } from '@/lib/backend';
import { runCommand, type Command } from '@/lib/commands/command';
import { z } from '@/lib/zod';
import { notify, UNDO_WINDOW_MS } from './notifier';
import { inOrder } from './record-queue';
import { conflictMessage, SaveError } from './save-error';
import type * as Undo from './undo';
import type { Placement } from './undo';
import { describeWriteFailure } from './write-failure';

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

/** What one run of a command may add to its step on the undo stack. */
export interface RunOptions {
  /**
   * Puts back what the same step changed outside the couple's collections (profile fields, a published file): run by
   * its Undo after the batch's inverse has landed, so the whole step is one Undo.
   */
  undoAlso?: () => Promise<void>;
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
      // What a write leaves behind (shown in the lists, its undo) is a chunk of its own, fetched with the first one.
      const undo = await import('./undo');
      let planned: readonly Change[] = [];
      // Where the records the change removes stood, read as it is shown (before the store has answered).
      let placement: Placement = new Map();
      let putBack = () => {};
      try {
        const ran = await inOrder([undo.commandQueue(userId)], () =>
          runCommand(collections, command, input, {
            onPlanned: (changes) => {
              planned = changes;
              putBack = undo.listsBefore(client, userId, changes);
              placement = undo.showPredicted(client, userId, changes);
            },
          }),
        );
        return { ran, placement, undo };
      } catch (error) {
        putBack();
        undo.rereadLists(client, userId, planned);
        throw error;
      }
    },
  });

  return useCallback(
    async (input: I, { undoAlso }: RunOptions = {}): Promise<R> => {
      let ran, shown: Placement, undo: typeof Undo;
      try {
        ({ ran, placement: shown, undo } = await mutateAsync(input));
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
      const placement = new Map([...shown, ...undo.showTouched(client, userId, ran.touched)]);
      const removed = ran.touched.filter((t) => t.after === null).map((t) => t.before!);
      const message = notice?.(ran.result) ?? null;
      const gone = () => onGone?.(removed);
      if (!undoable || (!ran.inverse.length && !undoAlso)) {
        gone();
        return ran.result;
      }
      const stack = undo.undoStackOf(client);
      const entry = stack.push({
        label: ran.label,
        undo: async () => {
          await undo.applyUndo(client, collections, userId, ran.inverse, placement);
          await undoAlso?.();
        },
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
                .catch((error: unknown) => notify(undo.undoFailure(error, ran.label), 'error')),
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
