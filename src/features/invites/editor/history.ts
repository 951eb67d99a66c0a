import * as history from '@/lib/history';
import type { Design } from '../design/document';

/** What the editor is showing: the design and which elements are selected. */
export interface EditorSnapshot {
  design: Design;
  selection: string[];
}

/** The editor's undo and redo, on the shared history module: a selection alone is no step of its own. */
export type History = history.History<EditorSnapshot>;

/** How many steps back Undo reaches. */
export const HISTORY_LIMIT = 100;

export const startHistory = (present: EditorSnapshot): History => history.startHistory(present);

/** A new step; a step of the same `gesture` as the last one folds into it. */
export const record = (h: History, next: EditorSnapshot, gesture: string | null = null): History =>
  history.record(h, next, {
    limit: HISTORY_LIMIT,
    gesture,
    unchanged: (present, snapshot) => present.design === snapshot.design,
  });

export { canRedo, canUndo, endGesture, redo, replacePresent, undo } from '@/lib/history';
