import type { Design } from '../design/document';

/** What the editor is showing: the design and which elements are selected. */
export interface EditorSnapshot {
  design: Design;
  selection: string[];
}

/** Undo and redo over whole snapshots (designs are small and never mutated, so a step shares most of its data). */
export interface History {
  past: EditorSnapshot[];
  present: EditorSnapshot;
  future: EditorSnapshot[];
  /**
   * The gesture the last step belongs to (a colour being dragged across the picker, a font size being typed): the
   * next step of the same gesture replaces it instead of adding another, so one Undo takes the whole gesture back.
   */
  gesture?: string | null;
}

/** How many steps back Undo reaches. */
export const HISTORY_LIMIT = 100;

export const startHistory = (present: EditorSnapshot): History => ({ past: [], present, future: [] });

/**
 * A new step: the old present becomes undoable, redo is forgotten. A step of the same `gesture` as the last one
 * folds into it.
 */
export function record(
  history: History,
  next: EditorSnapshot,
  { limit = HISTORY_LIMIT, gesture = null }: { limit?: number; gesture?: string | null } = {},
): History {
  if (next.design === history.present.design) return { ...history, present: next };
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
export const endGesture = (history: History): History =>
  history.gesture ? { ...history, gesture: null } : history;

/** A change that is not a step of its own (a selection, a preview while dragging). */
export const replacePresent = (history: History, next: EditorSnapshot): History => ({
  ...history,
  present: next,
});

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    gesture: null,
  };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest, gesture: null };
}

export const canUndo = (history: History) => history.past.length > 0;
export const canRedo = (history: History) => history.future.length > 0;
