import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const isTyping = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

/**
 * Ctrl/Cmd+Z undoes and Escape lets go (when something is picked or selected) anywhere in the tab, or with focus
 * nowhere (on the page itself, after a deleted table's button went away); not while typing, where they belong to the
 * field.
 */
export function useSeatingKeys(
  root: RefObject<HTMLElement | null>,
  { undo, cancel, active }: { undo: () => void; cancel: () => void; active: boolean },
) {
  const keys = useRef({ undo, cancel, active });
  useLayoutEffect(() => {
    keys.current = { undo, cancel, active };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as Node | null;
      const inTab = target === document.body || Boolean(target && root.current?.contains(target));
      if (e.defaultPrevented || !inTab || isTyping(e.target)) return;
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        keys.current.undo();
      } else if (e.key === 'Escape' && keys.current.active) {
        e.preventDefault();
        keys.current.cancel();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root]);
}
