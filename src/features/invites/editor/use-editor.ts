import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { Design } from '../design/document';
import { editorReducer, shortcut } from './actions';
import { clearDraft, readDraft, sameDesign, writeDraft } from './draft';
import { canRedo, canUndo, startHistory } from './history';

/** Focus is somewhere typing happens: the editor's shortcuts leave the keys alone. */
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return Boolean(
    target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"]'),
  );
}

/**
 * The editor's state: the undo history over the design and selection, the draft kept in this browser while the
 * design differs from the saved one, and the keyboard shortcuts (window-wide, except while typing or in a dialog).
 */
export function useEditor({ saved, draftKey }: { saved: Design; draftKey: string }) {
  const [restored] = useState(() => {
    const draft = readDraft(localStorage, draftKey);
    return draft && !sameDesign(draft, saved) ? draft : null;
  });
  const [history, dispatch] = useReducer(editorReducer, null, () =>
    startHistory({ design: restored ?? saved, selection: [] }),
  );
  const [savedDesign, setSavedDesign] = useState(saved);
  const { design, selection } = history.present;
  const dirty = useMemo(() => !sameDesign(design, savedDesign), [design, savedDesign]);
  const [draftRefused, setDraftRefused] = useState(false);

  useEffect(() => {
    if (!dirty) clearDraft(localStorage, draftKey);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- whether the browser kept it is only known after writing
    else setDraftRefused(!writeDraft(localStorage, draftKey, design));
  }, [design, dirty, draftKey]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      const action = shortcut(event);
      if (!action) return;
      // Arrows and Backspace mean nothing here but scrolling or "back": the editor owns them.
      event.preventDefault();
      dispatch(action);
    };
    // On the document, which a key reaches before the window: the app's own Ctrl+Z (useUndoShortcut, on the window)
    // then sees the editor took it, whichever was listening first, and does not undo the invitation itself.
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return {
    history,
    design,
    selection,
    dispatch,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    dirty,
    restored: restored !== null,
    draftRefused,
    /** The design is stored: it becomes the one unsaved changes are measured against, and the draft goes. */
    markSaved: useCallback(
      (design: Design) => {
        setSavedDesign(design);
        clearDraft(localStorage, draftKey);
      },
      [draftKey],
    ),
    /** Back to the stored design, dropping the draft. */
    discardChanges: useCallback(() => {
      dispatch({ type: 'load', design: savedDesign });
      clearDraft(localStorage, draftKey);
    }, [draftKey, savedDesign]),
  };
}
