import type { z } from '@/lib/zod';
import { versionOf, type Change, type CollectionPort, type Entity } from '@/lib/backend';

/**
 * A domain command: one named change to the plan (`addHousehold`, `importGuests`, `saveChart`, `completeTask`…), the
 * only way the UI, the AI planner and undo change what is stored. It checks its input with its zod schema, reads what
 * it needs (every record read carries its version), and says what changes as one batch, each change based on the
 * version it read, so a stale change is refused rather than applied. The batch runs as one IndexedDB transaction
 * locally and one request in the cloud (`CollectionPort.apply`), and what it touched is its own undo (`inverseOf`).
 *
 * A command is plain data and functions, with no React: features declare theirs in `commands.ts` (tested against
 * both adapters by the contract suite in tests/contract) and call them through their `api/` hooks (`useCommand`), which
 * run them with `runCommand` (run-command.ts, fetched with a page's first change).
 */
export interface Command<I, R = void> {
  name: string;
  input: z.core.$ZodType<I, unknown> & { parse(data: unknown): I };
  /** Reads what the change needs and says what changes, and what the caller gets back. */
  plan(input: I, read: Reader): Promise<Plan<R>> | Plan<R>;
  /**
   * What the change will look like, from the records as the lists show them, for changes the screen must show in the
   * same task as the click (a checkbox that would otherwise flip back until the plan is read); the planned batch
   * replaces it. Without it a change shows once it is planned.
   */
  predict?(
    input: I,
    listed: (table: string, id: string) => Entity | undefined,
  ): { table: string; record: Entity }[];
  /** What the change was, in the couple's words, for the undo notice and history: "Deleted the Sharma family". */
  describe(input: I, result: R): string;
}

export interface Plan<R> {
  changes: Change[];
  result: R;
}

/** What a command may read: the couple's records, each with its version. */
export type Reader = Pick<CollectionPort, 'list' | 'get'>;

export const defineCommand = <I, R = void>(command: Command<I, R>) => command;

/**
 * A command fetched with its feature's commands chunk when first needed, not with the page: a page running another
 * feature's command names it through that feature's index loader, so the command's schema and plan stay out of every
 * page that imports the index. `loaded` is there once fetched (a page fetches its commands after it first renders).
 *
 *     const updateTask = lazyCommand('updateTask', () => loadTaskCommands().then((m) => m.updateTask));
 */
export interface LazyCommand<I, R = void> {
  name: string;
  load(): Promise<Command<I, R>>;
  loaded?: Command<I, R>;
}

export function lazyCommand<I, R = void>(
  name: string,
  load: () => Promise<Command<I, R>>,
): LazyCommand<I, R> {
  let pending: Promise<Command<I, R>> | undefined;
  const lazy: LazyCommand<I, R> = {
    name,
    load: () =>
      (pending ??= load().then(
        (command) => (lazy.loaded = command),
        (error: unknown) => {
          pending = undefined; // offline: the next change asks again
          throw error;
        },
      )),
  };
  return lazy;
}

/** A put of `record` based on the version it was read at (none for a record the command makes). */
export const putBased = <T extends Entity>(table: string, record: T, readAt?: Entity | null): Change => ({
  op: 'put',
  table,
  record,
  base: readAt ? versionOf(readAt) : undefined,
});

/** A remove of `record` based on the version it was read at. */
export const removeBased = (table: string, record: Entity): Change => ({
  op: 'remove',
  table,
  id: record.id,
  base: versionOf(record),
});
