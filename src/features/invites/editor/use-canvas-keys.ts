import { useEffect } from 'react';
import type { Design } from '../design/document';
import type { EditorAction } from './actions';
import { canvasKey, type UiAction } from './interaction';

/** Enter edits the selected text and Escape lets go of the selection, when the canvas (or nothing) has focus. */
export function useCanvasKeys({
  design,
  selection,
  editingId,
  dispatch,
  dispatchUi,
}: {
  design: Design;
  selection: readonly string[];
  editingId: string | null;
  dispatch: (action: EditorAction) => void;
  dispatchUi: (action: UiAction) => void;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.defaultPrevented || (target && target !== document.body && !target.closest('[data-canvas]')))
        return;
      const answer = canvasKey(e.key, { design, selection, editingId });
      if (!answer) return;
      e.preventDefault();
      if (answer.type === 'deselect') dispatch({ type: 'select', ids: [] });
      else dispatchUi({ type: 'editText', id: answer.id });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [design, selection, editingId, dispatch, dispatchUi]);
}
