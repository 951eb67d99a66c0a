/**
 * What a refused write tells the couple. A full disk or the account's limits are not "try again" failures: the
 * message says what to do, and that what was saved before is safe (the optimistic change was rolled back; nothing
 * stored was touched).
 */
export type WriteKind = 'save' | 'remove' | 'restore';

/** The errors along a cause chain (SaveError wraps the port's error, which may wrap the store's). */
function* causes(error: unknown): Generator<unknown> {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) yield e;
}

/** IndexedDB (or any Web storage) refused the write because the browser's quota for the site is used up. */
export function isQuotaError(error: unknown): boolean {
  for (const e of causes(error)) {
    const { name, code } = e as { name?: unknown; code?: unknown };
    // Old WebKit reports the legacy code 22 instead of the name.
    if (name === 'QuotaExceededError' || (e instanceof DOMException && code === 22)) return true;
  }
  return false;
}

/** The cloud's per-account caps (migration …_storage_and_user_limits.sql) say which with a hint. */
function accountLimit(error: unknown): 'row_limit' | 'byte_limit' | null {
  for (const e of causes(error)) {
    const hint = (e as { hint?: unknown }).hint;
    if (hint === 'row_limit' || hint === 'byte_limit') return hint;
  }
  return null;
}

/** "household" → "households", "RSVP answer" → "RSVP answers", "entry" → "entries". */
export const pluralOf = (noun: string) =>
  /(s|sh|ch|x)$/.test(noun) ? `${noun}es` : noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`;

export function describeWriteFailure(error: unknown, noun: string, kind: WriteKind): string {
  const what =
    kind === 'remove'
      ? `the ${noun} wasn't deleted`
      : kind === 'restore'
        ? `the ${noun} couldn't be brought back`
        : `the ${noun} wasn't saved`;
  if (isQuotaError(error))
    return `This browser has run out of storage space for your plan, so ${what}. Everything saved before is safe. Download a backup (Account Settings → Your data), then free up space on this device — or delete something you no longer need — and try again.`;
  const limit = accountLimit(error);
  if (limit === 'row_limit')
    return `You've reached the most ${pluralOf(noun)} one plan can keep, so ${what}. Delete some you no longer need to make room.`;
  if (limit === 'byte_limit')
    return `Your plan has reached its storage limit, so ${what}. Delete something you no longer need to make room.`;
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return `You're offline, so ${what}. Everything saved before is safe; try again once you're back online.`;
  if (kind === 'remove') return `Couldn't delete the ${noun}. Please try again.`;
  if (kind === 'restore') return `Couldn't bring back the ${noun}.`;
  return `Couldn't save the ${noun}. Your changes were not kept — please try again.`;
}
