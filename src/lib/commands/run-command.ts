import type { Change, CollectionPort, Touched } from '@/lib/backend';
import { inverseOf } from '@/lib/backend/inverse';
import type { Command } from './command';

/*
 * Running a command (command.ts) is apart from declaring one: a page that declares its commands loads this, and the
 * undo's maker, only with its first change.
 */

export interface Ran<R> {
  result: R;
  /** Every record the command touched (cascades included), before and after. */
  touched: Touched[];
  /** The changes that put it all back. */
  inverse: Change[];
  label: string;
}

/**
 * Runs a command on a couple's collections: input checked (a $ZodError, before anything is read or written), the
 * batch planned from what is stored now, then applied as one unit (`onPlanned` hears the batch first, to show it before
 * the store answers). A `VersionConflictError` means the plan was based on a version another tab or device has since
 * replaced; nothing was written.
 */
export async function runCommand<I, R>(
  collections: CollectionPort,
  command: Command<I, R>,
  input: unknown,
  { onPlanned }: { onPlanned?: (changes: readonly Change[]) => void } = {},
): Promise<Ran<R>> {
  const checked = command.input.parse(input);
  const { changes, result } = await command.plan(checked, collections);
  onPlanned?.(changes);
  const touched = changes.length ? await collections.apply(changes) : [];
  return { result, touched, inverse: inverseOf(touched), label: command.describe(checked, result) };
}
