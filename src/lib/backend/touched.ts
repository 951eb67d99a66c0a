import type { Change, Touched } from './types';
import { versionOf } from './versions';

/**
 * One entry per record a batch touched, in the order each was first touched: its state before the batch (the first
 * time it was seen) and after it (the last). A record reached twice (a seat that goes with its guest and with its
 * table) is one entry; one created and removed again is left out, as if never touched.
 */
export function mergeTouched(events: readonly Touched[]): Touched[] {
  const byKey = new Map<string, Touched>();
  for (const event of events) {
    const key = `${event.table}\u0000${event.id}`;
    const seen = byKey.get(key);
    if (seen) seen.after = event.after;
    else byKey.set(key, { ...event });
  }
  return [...byKey.values()].filter((t) => t.before !== null || t.after !== null);
}

/**
 * The changes that undo a batch, from what it touched: what it created goes (newest first, so children before their
 * parents), what it changed or removed comes back as it was, in its old place (oldest first, so parents before
 * children). Every change is based on the version the batch left, so an undo never overwrites what another tab or
 * device changed since: that is refused as a conflict instead. Undoing the undo is the same function again.
 */
export function inverseOf(touched: readonly Touched[]): Change[] {
  const created = touched.filter((t) => t.before === null && t.after !== null);
  const restored = touched.filter((t) => t.before !== null);
  return [
    ...created
      .slice()
      .reverse()
      .map((t): Change => ({ op: 'remove', table: t.table, id: t.id, base: versionOf(t.after!) })),
    ...restored.map((t): Change => ({
      op: 'put',
      table: t.table,
      record: t.before!,
      base: t.after ? versionOf(t.after) : undefined,
      position: t.position,
    })),
  ];
}
