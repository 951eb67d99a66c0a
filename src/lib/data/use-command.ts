import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useAuth, useUserBackend } from '@/lib/auth';
import { VersionConflictError, type Entity, type StoredNow } from '@/lib/backend';
import type { Command, LazyCommand } from '@/lib/commands/command';
import { z } from '@/lib/zod';
import { collectionOf, listItemOf } from './collections';
import { notify } from './notifier';
import { queryKeys } from './query-keys';
import { conflictMessage } from './conflict-message';
import { SaveError } from './save-error';
import type * as Undo from './undo';
import type { Shown } from './undo';
import { whileSaving } from './saving';
import { syncStoreOf } from './sync-store';
import { commandQueue, inOrder } from './write-queue';
import { describeWriteFailure } from './write-failure';

/** The record an edit began from (`seen`: an edit dialog's record), when the command's input names one. */
const seenOf = (input: unknown): object | undefined => {
  const seen = typeof input === 'object' && input !== null ? (input as { seen?: unknown }).seen : undefined;
  return typeof seen === 'object' && seen !== null ? seen : undefined;
};

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
 *
 * Another feature's command comes as a `lazyCommand` (lib/commands/command.ts): fetched once the page has rendered,
 * so a click finds it loaded and shows its change in the same task.
 */
export function useCommand<I, R>(source: Command<I, R> | LazyCommand<I, R>, options: CommandOptions<R>) {
  const { user } = useAuth();
  const { collections, live } = useUserBackend();
  const client = useQueryClient();
  const userId = user!.id;
  const { noun, notice, onGone, undoable = true } = options;

  const { mutateAsync } = useMutation({
    mutationKey: ['command', userId, source.name],
    mutationFn: async ({ command, input }: { command: Command<I, R>; input: I }) => {
      // Running it and what it leaves behind (shown in the lists, its undo) are a chunk of their own, fetched with the
      // first change, not with every page that can make one.
      const undo = await import('./undo');
      return { run: await undo.runShown(client, collections, userId, command, input), undo };
    },
  });

  useEffect(() => {
    if ('load' in source) source.load().catch(() => undefined); // a change asks again, and says if it cannot
  }, [source]);

  return useCallback(
    async (input: I, { undoAlso }: RunOptions = {}): Promise<R> => {
      // After a conflict the couple was told about, an edit is based on the version that refused it: saving again
      // replaces that version knowingly.
      const { rebased } = syncStoreOf(client);
      const seen = seenOf(input);
      const base = seen && rebased.get(seen);
      const sent = base ? { ...input, seen: base } : input;
      const loaded = 'load' in source ? source.loaded : source;
      const unpredict = loaded ? showAtOnce(client, userId, loaded, sent) : () => {};
      let run: Shown<R>, undo: typeof Undo;
      try {
        // The command's turn among the couple's writes is taken now, at the click: a delete or another change made
        // next waits for this one, even while its code is still being fetched. Waiting its turn is saving too (the
        // page says so, and a reload waits for it).
        ({ run, undo } = await whileSaving(
          inOrder([commandQueue(userId)], async () =>
            mutateAsync({ command: loaded ?? (await (source as LazyCommand<I, R>).load()), input: sent }),
          ),
        ));
      } catch (error) {
        unpredict();
        if (error instanceof VersionConflictError) {
          // The lists show the record as it now stands (or no longer), not the change that was refused.
          if (error.latest) showInLists(client, userId, [error.latest]);
          if (seen && error.latest?.record) rebased.set(seen, error.latest.record);
          // Who made the change that won, when another member of the wedding did (cloud): asked once it has lost.
          const by =
            error.reason === 'changed' && error.latest
              ? await live?.changedBy(error.latest.table, error.latest.id).catch(() => null)
              : null;
          const message = conflictMessage(noun, error.reason, 'notice', by);
          notify(message, 'error');
          throw new SaveError(message, error, error.reason, by);
        }
        if (error instanceof SaveError || error instanceof z.core.$ZodError) throw error;
        const message = describeWriteFailure(error, noun, 'save');
        notify(message, 'error');
        throw new SaveError(message, error);
      }
      const message = notice?.(run.ran.result) ?? null;
      undo.keepRun(client, collections, userId, run, { message, onGone, undoable, undoAlso });
      return run.ran.result;
    },
    [mutateAsync, client, collections, live, userId, source, noun, notice, onGone, undoable],
  );
}

/**
 * Shows a command's prediction (`Command.predict`) in the loaded lists in this very task, and returns what puts the
 * lists back if the command is refused. Nothing for a command that predicts nothing, or for input it will refuse.
 */
function showAtOnce<I, R>(client: QueryClient, userId: string, command: Command<I, R>, input: I): () => void {
  if (!command.predict) return () => {};
  let records: StoredNow[];
  try {
    records = command
      .predict(command.input.parse(input), (table, id) =>
        client.getQueryData<Entity[]>(queryKeys.collection(userId, table))?.find((item) => item.id === id),
      )
      .map(({ table, record }) => ({ table, id: record.id, record }));
  } catch {
    return () => {};
  }
  const before = [...new Set(records.map((r) => r.table))].map((table) => {
    const key = queryKeys.collection(userId, table);
    return { key, list: client.getQueryData<Entity[]>(key) };
  });
  showInLists(client, userId, records);
  return () => before.forEach(({ key, list }) => list && client.setQueryData(key, list));
}

/** A record as its list shows it (a list that summarises shows only its fields). */
const shown = (table: string, record: Entity) => {
  const def = collectionOf(table);
  return (def && listItemOf(def, record)) ?? record;
};

/** Records shown as they are (or will be) stored, in the loaded lists that hold them: replaced, or gone. */
function showInLists(client: QueryClient, userId: string, records: readonly StoredNow[]) {
  for (const { table, id, record } of records)
    client.setQueryData<Entity[]>(queryKeys.collection(userId, table), (list) =>
      record
        ? list?.map((item) => (item.id === id ? shown(table, record) : item))
        : list?.filter((item) => item.id !== id),
    );
}
