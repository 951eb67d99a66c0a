import type { QueryClient } from '@tanstack/react-query';
import { VersionConflictError, type Change, type CollectionPort, type Entity } from '@/lib/backend';
import type { Command } from '@/lib/commands/command';
import { runCommand, type Ran } from '@/lib/commands/run-command';
import { createUndoStack, type UndoStack } from '@/lib/commands/undo-stack';
import { notify, UNDO_WINDOW_MS } from './notifier';
import { queryKeys } from './query-keys';
import { commandQueue, inOrder } from './write-queue';
import { whileSaving } from './saving';
import { syncStoreOf } from './sync-store';
import { showTouched, type Placement } from './touched-cache';
import { describeWriteFailure } from './write-failure';

export { inverseOf } from '@/lib/backend/inverse';
export { showTouched, type Placement };

/*
 * What a write leaves behind once the store has answered: what it touched shown in every loaded list, and its undo
 * on the app's one undo stack. Nothing here is needed before something is written or undone, so it is a chunk of its
 * own, fetched with a page's first write (`import('./undo')`), never in a page's first load.
 */

/** The app's one undo stack of a query client (lib/commands/undo-stack.ts), made with the first change it keeps. */
export function undoStackOf(client: QueryClient): UndoStack {
  const store = syncStoreOf(client);
  return (store.undo ??= createUndoStack());
}

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
    const touched = await whileSaving(inOrder([commandQueue(userId)], () => collections.apply(inverse)));
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
export function showPredicted(
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

/**
 * The loaded lists a batch will change, as they are before it is shown: a refused batch puts them back at once (the
 * form that asked still open beside a list without its record), before they are read again.
 */
export function listsBefore(client: QueryClient, userId: string, changes: readonly Change[]): () => void {
  const saved = [...new Set(changes.map((c) => c.table))].map((table) => {
    const key = queryKeys.collection(userId, table);
    return { key, list: client.getQueryData<unknown[]>(key) };
  });
  return () => saved.forEach(({ key, list }) => list && client.setQueryData(key, list));
}

/** After a refused batch, the lists it would have changed are read again: they show what is stored. */
export function rereadLists(client: QueryClient, userId: string, changes: readonly Change[]) {
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
 * Undoes entry `entry` of the stack and says so when it cannot: a failure that may pass (offline) offers to try again
 * while the entry lasts (`noun`: what it brings back).
 */
export function undoOrOfferRetry(client: QueryClient, entry: number, label: string, noun: string): void {
  const stack = undoStackOf(client);
  void stack.undo(entry).catch((error: unknown) =>
    notify(
      undoFailure(error, label, noun),
      'error',
      stack.has(entry)
        ? {
            action: {
              label: 'Try again',
              altText: `Try again to bring back the ${noun}`,
              onAction: () => undoOrOfferRetry(client, entry, label, noun),
            },
            duration: UNDO_WINDOW_MS,
          }
        : undefined,
    ),
  );
}

/** A command's run as useCommand shows it: what it did, and where the records it removed stood in their lists. */
export interface Shown<R> {
  ran: Ran<R>;
  placement: Placement;
}

/**
 * Runs a command for `useCommand`, in its turn of the couple's writes (`commandQueue`, taken by useCommand at the
 * click): its batch shows as soon as it is planned (before the store has answered), and a refused batch puts the lists
 * back and reads them again.
 */
export async function runShown<I, R>(
  client: QueryClient,
  collections: CollectionPort,
  userId: string,
  command: Command<I, R>,
  input: I,
): Promise<Shown<R>> {
  let planned: readonly Change[] = [];
  // Where the records the change removes stood, read as it is shown (before the store has answered).
  let placement: Placement = new Map();
  let putBack = () => {};
  try {
    const ran = await runCommand(collections, command, input, {
      onPlanned: (changes) => {
        planned = changes;
        putBack = listsBefore(client, userId, changes);
        placement = showPredicted(client, userId, changes);
      },
    });
    return { ran, placement: new Map([...placement, ...showTouched(client, userId, ran.touched)]) };
  } catch (error) {
    putBack();
    rereadLists(client, userId, planned);
    throw error;
  }
}

export interface KeepOptions {
  /** The notice with Undo, or null for none. */
  message: string | null;
  /** What goes for good once the Undo has passed, with the records the command removed. */
  onGone?: (removed: readonly Entity[]) => void;
  /** False for a command off the app's undo (a document editor's, which keeps its own history). */
  undoable: boolean;
  /** What the same step changed outside the collections, put back after the batch's inverse. */
  undoAlso?: () => Promise<void>;
}

/**
 * A command's undo on the app's one undo stack (see useCommand's options): its notice's Undo and Ctrl/Cmd+Z undo it
 * while it lasts, and `onGone` runs once it cannot be undone any more.
 */
export function keepRun<R>(
  client: QueryClient,
  collections: CollectionPort,
  userId: string,
  { ran, placement }: Shown<R>,
  { message, onGone, undoable, undoAlso }: KeepOptions,
): void {
  const removed = ran.touched.filter((t) => t.after === null).map((t) => t.before!);
  const gone = () => onGone?.(removed);
  if (!undoable || (!ran.inverse.length && !undoAlso)) return gone();
  const stack = undoStackOf(client);
  const entry = stack.push({
    label: ran.label,
    undo: async () => {
      // A step may have changed only what is outside the collections (the wedding details): no batch to put back.
      if (ran.inverse.length) await applyUndo(client, collections, userId, ran.inverse, placement);
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
          void stack.undo(entry).catch((error: unknown) => notify(undoFailure(error, ran.label), 'error')),
      },
      duration: UNDO_WINDOW_MS,
      // Dismissed without Undo: what goes for good goes now.
      onExpire: () => stack.expire(entry),
    });
}
