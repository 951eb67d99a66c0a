import type { ActivityLine, LiveChange, LivePort } from './ports/live';

/** A live port for tests: `emit` plays a change to whoever listens now. Not shipped: imported by tests only. */
/** `names` answers `changedBy` by `table:id`; `lines` is the activity. */
export function fakeLive(
  names: Record<string, string> = {},
  lines: ActivityLine[] = [],
): LivePort & {
  emit(change: Partial<LiveChange> & { table: string }): void;
  listeners(): number;
} {
  const listeners = new Set<(change: LiveChange) => void>();
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    emit(change) {
      const full: LiveChange = { kind: 'put', id: null, version: null, by: null, ...change };
      listeners.forEach((listener) => listener(full));
    },
    listeners: () => listeners.size,
    changedBy: async (table, id) => names[`${table}:${id}`] ?? null,
    activity: async (limit) => lines.slice(0, limit),
  };
}
