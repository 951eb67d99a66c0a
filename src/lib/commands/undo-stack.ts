import { VersionConflictError } from '@/lib/backend';

/**
 * The app's one undo: every change a couple makes to the plan (a command, a saved form, a delete) leaves an entry
 * here saying how to put it back, and the toast's Undo, Ctrl/Cmd+Z on planning pages and the AI planner's applied
 * changes all take entries from it. Document editors (the invitation editor, the seating chart) keep their own
 * step-by-step history as documents do (src/lib/history.ts) and write through commands that stay off this stack.
 *
 * An entry whose change must be finished for good after a while (a deleted vendor's contract file goes once the Undo
 * has passed) carries `expiresIn` and `onExpire`: it can be undone until then, and `onExpire` runs once it cannot.
 * Entries past the limit fall off the bottom (and expire).
 */
export interface UndoEntry {
  id: number;
  /** What the change was, as the couple would say it: "Deleted "First Dance"", "Added 3 tasks". */
  label: string;
  /** Puts the change back. Rejects when it can no longer be undone (another tab or device changed the records). */
  undo: () => Promise<void>;
  onExpire?: () => void;
}

export interface UndoStack {
  /** Adds an entry on top; returns its id. */
  push(entry: Omit<UndoEntry, 'id'> & { expiresIn?: number }): number;
  /** Undoes the entry `id` (default: the newest) and takes it off the stack; false when there is none. */
  undo(id?: number): Promise<boolean>;
  /** The newest entry, if any. */
  peek(): UndoEntry | undefined;
  has(id: number): boolean;
  /** Ends the entry's chance now (its notice was dismissed): it leaves the stack and its `onExpire` runs. */
  expire(id: number): void;
  /** Forgets every entry without undoing it (sign-out): each one's `onExpire` runs. */
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/** How many changes Ctrl/Cmd+Z reaches back. */
export const UNDO_LIMIT = 50;

export function createUndoStack(limit = UNDO_LIMIT): UndoStack {
  let entries: UndoEntry[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const drop = (id: number, expired: boolean) => {
    const entry = entries.find((e) => e.id === id);
    if (!entry) return undefined;
    entries = entries.filter((e) => e.id !== id);
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (expired) entry.onExpire?.();
    changed();
    return entry;
  };

  return {
    push({ expiresIn, ...entry }) {
      const id = nextId++;
      entries = [...entries, { ...entry, id }];
      if (expiresIn !== undefined)
        timers.set(
          id,
          setTimeout(() => drop(id, true), expiresIn),
        );
      while (entries.length > limit) drop(entries[0].id, true);
      changed();
      return id;
    },
    async undo(id) {
      const entry = id === undefined ? entries.at(-1) : entries.find((e) => e.id === id);
      if (!entry) return false;
      // Off the stack while it runs, so a second press cannot run it twice. Back on if it failed for a reason that may
      // pass (offline), to try again; not when another tab or device changed the records since: it never will.
      drop(entry.id, false);
      try {
        await entry.undo();
      } catch (error) {
        if (!(error instanceof VersionConflictError)) {
          entries = [...entries, entry];
          changed();
        } else entry.onExpire?.();
        throw error;
      }
      return true;
    },
    peek: () => entries.at(-1),
    has: (id) => entries.some((e) => e.id === id),
    expire: (id) => void drop(id, true),
    clear() {
      for (const entry of [...entries]) drop(entry.id, true);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
