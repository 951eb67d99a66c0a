import { FONT_SIZE, type Design, type FontFamily, type ImageSource } from '../design/document';
import * as ops from '../design/operations';
import {
  canRedo,
  canUndo,
  endGesture,
  record,
  redo,
  replacePresent,
  undo,
  type EditorSnapshot,
  type History,
} from './history';

/**
 * Every change a couple makes in the editor is an action (Excalidraw's model): a pure step from one editor state to
 * the next that says whether it is undoable. Keyboard shortcuts live on the actions, so the toolbar, the layers
 * panel and the keyboard all go through the same code.
 */
export type EditorAction =
  | { type: 'addText'; fill: string; id?: string }
  | { type: 'addImage'; src: ImageSource; natural: { width: number; height: number }; id?: string }
  | { type: 'select'; ids: string[] }
  | { type: 'move'; id: string; x: number; y: number }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'transform'; id: string; x: number; y: number; scaleX: number; scaleY: number; rotation: number }
  | { type: 'delete' }
  | { type: 'duplicate' }
  | { type: 'reorder'; id: string; to: ops.Reorder }
  /** `gesture`: a draft streaming in, one step however many pieces it arrives in. */
  | { type: 'setText'; id: string; text: string; gesture?: boolean }
  /** `gesture`: part of one continuous change (dragging across the colour picker), undone as one step. */
  | { type: 'setFill'; fill: string; gesture?: boolean }
  | { type: 'setFontSize'; fontSize: number; gesture?: boolean }
  | { type: 'setOpacity'; opacity: number; gesture?: boolean }
  | { type: 'endGesture' }
  | { type: 'clearTint' }
  | { type: 'setFont'; fontFamily: FontFamily }
  | { type: 'toggleStyle'; part: 'bold' | 'italic' }
  | { type: 'setAlign'; align: 'left' | 'center' | 'right' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'load'; design: Design };

const step = (
  history: History,
  design: Design,
  selection = history.present.selection,
  gesture: string | null = null,
): History => record(history, { design, selection }, gesture);
const gestureKey = (kind: string, on: boolean | undefined, ids: readonly string[]) =>
  on ? `${kind}:${ids.join(',')}` : null;
const selected = (s: EditorSnapshot) =>
  s.selection.filter((id) => s.design.elements.some((el) => el.id === id));

export function editorReducer(history: History, action: EditorAction): History {
  const { design } = history.present;
  const selection = selected(history.present);
  switch (action.type) {
    case 'addText': {
      const added = ops.addText(design, { fill: action.fill, id: action.id });
      return added.id ? step(history, added.design, [added.id]) : history;
    }
    case 'addImage': {
      const added = ops.addImage(design, action.src, action.natural, action.id);
      return added.id ? step(history, added.design, [added.id]) : history;
    }
    case 'select':
      return replacePresent(history, {
        design,
        selection: action.ids.filter((id) => design.elements.some((el) => el.id === id)),
      });
    case 'move': {
      const el = ops.elementById(design, action.id);
      if (!el || (el.x === action.x && el.y === action.y)) return history;
      return step(history, ops.moveTo(design, action.id, action.x, action.y));
    }
    case 'nudge':
      return selection.length ? step(history, ops.nudge(design, selection, action.dx, action.dy)) : history;
    case 'transform':
      return ops.elementById(design, action.id)
        ? step(history, ops.applyTransform(design, action.id, action))
        : history;
    case 'delete':
      return selection.length ? step(history, ops.remove(design, selection), []) : history;
    case 'duplicate': {
      if (!selection.length) return history;
      const copied = ops.duplicate(design, selection);
      return copied.ids.length ? step(history, copied.design, copied.ids) : history;
    }
    case 'reorder': {
      const next = ops.reorder(design, action.id, action.to);
      return next === design ? history : step(history, next);
    }
    case 'setText': {
      const el = ops.elementById(design, action.id);
      if (!el || el.type !== 'text' || el.text === action.text) return history;
      return step(
        history,
        ops.setText(design, action.id, action.text),
        undefined,
        gestureKey('text', action.gesture, [action.id]),
      );
    }
    case 'setFill':
      return selection.length
        ? step(
            history,
            ops.setFill(design, selection, action.fill),
            undefined,
            gestureKey('fill', action.gesture, selection),
          )
        : history;
    case 'setFontSize': {
      if (!selection.length || !Number.isFinite(action.fontSize)) return history;
      const fontSize =
        Math.round(Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, action.fontSize)) * 10) / 10;
      return step(
        history,
        ops.setTextStyle(design, selection, { fontSize }),
        undefined,
        gestureKey('fontSize', action.gesture, selection),
      );
    }
    case 'setOpacity':
      return selection.length
        ? step(
            history,
            ops.setOpacity(design, selection, action.opacity),
            undefined,
            gestureKey('opacity', action.gesture, selection),
          )
        : history;
    case 'endGesture':
      return endGesture(history);
    case 'clearTint': {
      const next = ops.clearTint(design, selection);
      return next.elements.every((el, i) => el === design.elements[i]) ? history : step(history, next);
    }
    case 'setFont':
      return selection.length
        ? step(history, ops.setTextStyle(design, selection, { fontFamily: action.fontFamily }))
        : history;
    case 'toggleStyle': {
      const first = design.elements.find((el) => selection.includes(el.id) && el.type === 'text');
      if (!first || first.type !== 'text') return history;
      return step(
        history,
        ops.setTextStyle(design, selection, { fontStyle: ops.toggleFontStyle(first.fontStyle, action.part) }),
      );
    }
    case 'setAlign':
      return selection.length
        ? step(history, ops.setTextStyle(design, selection, { align: action.align }))
        : history;
    case 'undo':
      return canUndo(history) ? undo(history) : history;
    case 'redo':
      return canRedo(history) ? redo(history) : history;
    case 'load':
      return { past: [], present: { design: action.design, selection: [] }, future: [] };
  }
}

/** The parts of a keyboard event the shortcuts look at. */
export interface KeyInput {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const NUDGE: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The editor's shortcuts: Delete/Backspace removes the selection, arrows nudge 1 px (Shift: 10 px), Ctrl/Cmd+D
 * duplicates, Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo. Null for any other key.
 */
export function shortcut(event: KeyInput): EditorAction | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (mod && !event.altKey) {
    if (key === 'z') return event.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (key === 'y' && event.ctrlKey) return { type: 'redo' };
    if (key === 'd') return { type: 'duplicate' };
    return null;
  }
  if (event.altKey) return null;
  if (key === 'Delete' || key === 'Backspace') return { type: 'delete' };
  const nudge = NUDGE[key];
  if (nudge) {
    const by = event.shiftKey ? 10 : 1;
    return { type: 'nudge', dx: nudge[0] * by, dy: nudge[1] * by };
  }
  return null;
}
