/**
 * Writes to one record must reach the store in the order they were made: two quick toggles sent side by side
 * can land out of order (two parallel upserts), leaving the older value stored. Each record key has a queue; a
 * write waits for the writes before it on every record it touches, whatever became of them.
 */
const tails = new Map<string, Promise<unknown>>();

export function inOrder<R>(keys: readonly string[], work: () => Promise<R>): Promise<R> {
  const before = keys.map((k) => tails.get(k)).filter((p): p is Promise<unknown> => p !== undefined);
  const run = Promise.allSettled(before).then(work);
  const settled = run.catch(() => undefined);
  for (const key of keys) tails.set(key, settled);
  void settled.then(() => {
    for (const key of keys) if (tails.get(key) === settled) tails.delete(key);
  });
  return run;
}

/** The key a record's remembered version is kept under (the sync store's `confirmed`). */
export const recordKey = (userId: string, table: string, id: string) => `${userId}:${table}:${id}`;

/**
 * One couple's writes, one after another: every command, undo and delete plans from what the one before it stored,
 * so a delete made just after an edit never overtakes it (and the edit is never refused as deleted elsewhere).
 */
export const commandQueue = (userId: string) => `${userId}:commands`;
