import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from './notifier';
import { undoFailure, undoStackOf } from './undo';

/** Where a key press is someone typing: the field's own undo is theirs, not the plan's. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl+Z (Cmd+Z on a Mac) on a planning page undoes the couple's last change to the plan, from the app's one undo
 * stack, and says what it undid. Not while typing in a field (the field undoes its own text), nor when a page
 * handled the key itself (the invitation editor and the seating chart undo their own document steps).
 */
export function useUndoShortcut() {
  const client = useQueryClient();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const undoKey = (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey;
      if (!undoKey || event.key.toLowerCase() !== 'z' || event.defaultPrevented || isEditing(event.target))
        return;
      const stack = undoStackOf(client);
      const entry = stack.peek();
      if (!entry) return;
      event.preventDefault();
      stack.undo(entry.id).then(
        () => notify(`Undone: ${entry.label}.`, 'info'),
        (error: unknown) => notify(undoFailure(error, entry.label), 'error'),
      );
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [client]);
}

/** The shortcut as a component that renders nothing, for the signed-in shell to mount lazily. */
export function UndoShortcut() {
  useUndoShortcut();
  return null;
}
