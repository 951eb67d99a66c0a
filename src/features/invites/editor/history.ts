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
}

/** How many steps back Undo reaches. */
export const HISTORY_LIMIT = 100;

export const startHistory = (present: EditorSnapshot): History => ({ past: [], present, future: [] });

/** A new step: the old present becomes undoable, redo is forgotten. */
export function record(history: History, next: EditorSnapshot, limit = HISTORY_LIMIT): History {
  if (next.design === history.present.design) return { ...history, present: next };
  const past = [...history.past, history.present];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, present: next, future: [] };
}

/** A change that is not a step of its own (a selection, a preview while dragging). */
export const replacePresent = (history: History, next: EditorSnapshot): History => ({
  ...history,
  present: next,
});

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

export const canUndo = (history: History) => history.past.length > 0;
export const canRedo = (history: History) => history.future.length > 0;
