/**
 * Undo and redo over whole snapshots of a document (the invitation editor's design, a seating chart): the one history
 * module both editors keep their in-document history with. Snapshots are never mutated, so a step shares most of
 * its data with the one before. Pure: each function returns the next history.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /**
   * The gesture the last step belongs to (a colour being dragged across the picker, a font size being typed): the
   * next step of the same gesture replaces it instead of adding another, so one Undo takes the whole gesture back.
   */
  gesture?: string | null;
}

export interface RecordOptions<T> {
  /** How many steps back Undo reaches; older ones are forgotten. */
  limit: number;
  /** Part of one continuous change, undone as one step (null: a step of its own). */
  gesture?: string | null;
  /** A next snapshot that is no step of its own (the editor's selection changed, not its design): it only replaces the present. */
  unchanged?: (present: T, next: T) => boolean;
}

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/**
 * A new step: the old present becomes undoable and redo is forgotten. A step of the same `gesture` as the last one
 * folds into it.
 */
export function record<T>(
  history: History<T>,
  next: T,
  { limit, gesture = null, unchanged }: RecordOptions<T>,
) {
  if (unchanged?.(history.present, next)) return replacePresent(history, next);
  if (gesture && history.gesture === gesture && history.past.length)
    return { past: history.past, present: next, future: [], gesture };
  const past = [...history.past, history.present];
  return {
    past: past.length > limit ? past.slice(past.length - limit) : past,
    present: next,
    future: [],
    gesture,
  };
}

/** Ends the current gesture: the next change is a step of its own. */
export const endGesture = <T>(history: History<T>): History<T> =>
  history.gesture ? { ...history, gesture: null } : history;

/** A change that is not a step of its own (a selection, the chart as the store now has it). */
export const replacePresent = <T>(history: History<T>, present: T): History<T> => ({ ...history, present });

export function undo<T>(history: History<T>): History<T> {
  if (!history.past.length) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past.at(-1)!,
    future: [history.present, ...history.future],
    gesture: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  if (!history.future.length) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next!, future: rest, gesture: null };
}

export const canUndo = <T>(history: History<T>) => history.past.length > 0;
export const canRedo = <T>(history: History<T>) => history.future.length > 0;
