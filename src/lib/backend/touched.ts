import type { Touched } from './types';

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
