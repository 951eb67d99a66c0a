import { CASCADES } from './relations';
import type { Change, Touched } from './types';
import { versionOf } from './versions';

/*
 * A batch's undo, apart from mergeTouched (touched.ts), which the local adapter runs on every write: this is needed
 * only once something is to be undone, so it stays out of the pages' first loads.
 */

/** How deep a table sits under the cascades: 0 for a table nothing hangs off, one more than its deepest parent. */
function depthOf(table: string, seen: ReadonlySet<string> = new Set()): number {
  const parents = CASCADES.filter((c) => c.child === table && c.parent !== table && !seen.has(c.parent));
  return Math.max(0, ...parents.map((c) => 1 + depthOf(c.parent, new Set([...seen, table]))));
}

/**
 * The changes that undo a batch, from what it touched: what it created goes (newest first, so children before their
 * parents), what it changed or removed comes back as it was, in its old place, parents before children (the cloud's
 * foreign keys refuse a child first): a table after every table it hangs off (an answer whose event and guest both
 * went comes back after both), a record after the one of its own table it hangs off (a named plus-one after their
 * host), otherwise in the order touched. Every change is based on the version the batch left, so an undo never
 * overwrites what another tab or device changed since: that is refused as a conflict instead. Undoing the undo is the
 * same function again.
 */
export function inverseOf(touched: readonly Touched[]): Change[] {
  const created = touched.filter((t) => t.before === null && t.after !== null);
  const comingBack = touched.filter((t) => t.before !== null);
  const depth = new Map<string, number>();
  const depthFor = (table: string) => depth.get(table) ?? depth.set(table, depthOf(table)).get(table)!;
  const back = new Set(comingBack.map((t) => `${t.table}\u0000${t.id}`));
  const hangsOffOwnTable = ({ table, before }: Touched) =>
    CASCADES.some((c) => {
      const parent =
        c.parent === table && c.child === table && (before as unknown as Record<string, unknown>)[c.field];
      return typeof parent === 'string' && back.has(`${table}\u0000${parent}`);
    });
  const restored = comingBack
    .map((t, order) => ({ t, order, depth: depthFor(t.table), own: hangsOffOwnTable(t) ? 1 : 0 }))
    .sort((a, b) => a.depth - b.depth || a.own - b.own || a.order - b.order)
    .map(({ t }) => t);
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
