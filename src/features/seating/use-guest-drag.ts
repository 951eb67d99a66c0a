import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DropTarget } from './use-floor-plan-api';

/** What is being dragged: one guest, or a guest's whole household ("seat household together"). */
export interface DragSubject {
  guestId: string;
  household: boolean;
  label: string;
}

/** How far a pointer moves before a press becomes a drag (a smaller move is a click or tap). */
const THRESHOLD = 6;

interface Options {
  /** The seat, table or list under a point on screen. */
  targetAt: (clientX: number, clientY: number) => DropTarget | null;
  describe: (target: DropTarget) => string;
  onHover: (target: DropTarget | null) => void;
  onDrop: (subject: DragSubject, target: DropTarget) => void;
}

/**
 * Dragging guests with any pointer (mouse, pen, finger) from the unseated list or a seat to a seat, a table (on the
 * plan or in the tables list) or back to the list. A label follows the pointer and says where the guest would land;
 * it is moved directly, not through React, so a drag costs no renders. Escape cancels. A press that never moves is a
 * click, handed back to the caller.
 */
export function useGuestDrag(options: Options) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [dragging, setDragging] = useState<DragSubject | null>(null);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => () => stop.current?.(), []);

  const begin = useCallback((subject: DragSubject, start: PointerEvent, onClick?: () => void) => {
    if (start.button !== 0 && start.pointerType === 'mouse') return;
    stop.current?.();
    const origin = { x: start.clientX, y: start.clientY };
    let ghost: HTMLDivElement | null = null;
    let target: DropTarget | null = null;

    const place = (x: number, y: number) => {
      if (!ghost) return;
      ghost.style.transform = `translate(${x + 12}px, ${y + 12}px)`;
      const next = latest.current.targetAt(x, y);
      if (JSON.stringify(next) === JSON.stringify(target)) return;
      target = next;
      latest.current.onHover(target && target.kind !== 'unseated' ? target : null);
      ghost.textContent = target ? `${subject.label} → ${latest.current.describe(target)}` : subject.label;
    };

    const move = (e: PointerEvent) => {
      if (e.pointerId !== start.pointerId) return;
      if (!ghost) {
        if (Math.hypot(e.clientX - origin.x, e.clientY - origin.y) < THRESHOLD) return;
        ghost = document.createElement('div');
        ghost.setAttribute('aria-hidden', 'true');
        ghost.dataset.dragGhost = '';
        ghost.className =
          'pointer-events-none fixed top-0 left-0 z-50 max-w-72 truncate rounded-lg bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground shadow-lg';
        ghost.textContent = subject.label;
        document.body.append(ghost);
        document.body.classList.add('select-none');
        setDragging(subject);
      }
      e.preventDefault();
      place(e.clientX, e.clientY);
    };

    const end = (e: PointerEvent, cancelled = false) => {
      if (e.pointerId !== start.pointerId) return;
      const wasDrag = Boolean(ghost);
      if (wasDrag) place(e.clientX, e.clientY);
      const landing = target;
      cleanup();
      if (!wasDrag) {
        if (!cancelled) onClick?.();
        return;
      }
      if (!cancelled && landing) latest.current.onDrop(subject, landing);
    };
    const up = (e: PointerEvent) => end(e);
    const cancel = (e: PointerEvent) => end(e, true);
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !ghost) return;
      e.preventDefault();
      cleanup();
    };

    function cleanup() {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', key, true);
      ghost?.remove();
      document.body.classList.remove('select-none');
      if (ghost) {
        latest.current.onHover(null);
        setDragging(null);
      }
      ghost = null;
      stop.current = null;
    }

    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', key, true);
    stop.current = cleanup;
  }, []);

  return { begin, dragging };
}
