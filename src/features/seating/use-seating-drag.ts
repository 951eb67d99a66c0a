import { useCallback, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { ChartAction } from './chart';
import type { SeatingUiAction } from './interaction';
import type { SeatingGuest } from './seating';
import type { Picked } from './unseated-panel';
import type { DropTarget, FloorPlanApi } from './use-floor-plan-api';
import { useGuestDrag, type DragSubject } from './use-guest-drag';

/** The element a dragged guest is over, when it is a table card or the unseated list (`data-seating-drop`). */
const dropZoneAt = (x: number, y: number) =>
  document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-seating-drop]') ?? null;

/**
 * Dragging guests on the seating tab: from the unseated list or a seat, onto a seat or table on the plan, a table
 * card, or back to the list. The ghost names where the guest would land; the plan rings it and the card or list it
 * is over lights up (`dragOver`); a drop seats the guest (or their household), or unseats them.
 */
export function useSeatingDrag({
  floor,
  guests,
  guestsById,
  tableName,
  dispatch,
  dispatchUi,
  seatAt,
  over,
}: {
  floor: RefObject<FloorPlanApi | null>;
  guests: readonly SeatingGuest[];
  guestsById: ReadonlyMap<string, SeatingGuest>;
  tableName: (id: string) => string;
  dispatch: (action: ChartAction) => void;
  dispatchUi: (action: SeatingUiAction) => void;
  seatAt: (subject: Picked, tableId: string, seat: number | null) => void;
  /** What is lit up now. */
  over: { tableId: string | null; list: boolean };
}) {
  const drag = useGuestDrag({
    targetAt: (x, y) => {
      const el = dropZoneAt(x, y);
      if (el?.dataset.seatingDrop === 'unseated') return { kind: 'unseated' };
      if (el?.dataset.seatingDrop === 'table' && el.dataset.tableId)
        return { kind: 'table', tableId: el.dataset.tableId };
      return floor.current?.targetAt(x, y) ?? null;
    },
    describe: (target: DropTarget) =>
      target.kind === 'unseated'
        ? 'Unseated'
        : target.kind === 'seat'
          ? `${tableName(target.tableId)}, seat ${target.seat + 1}`
          : tableName(target.tableId),
    onHover: (target) => {
      floor.current?.highlight(target);
    },
    onDrop: (subject, target) => {
      dispatchUi({ type: 'dropped' });
      if (target.kind === 'unseated') {
        const members = subject.household
          ? guests
              .filter((g) => g.householdId === guestsById.get(subject.guestId)?.householdId)
              .map((g) => g.id)
          : [subject.guestId];
        dispatch({ type: 'unseat', guestIds: members });
        dispatchUi({ type: 'putDown' });
        return;
      }
      seatAt(subject, target.tableId, target.kind === 'seat' ? target.seat : null);
    },
  });

  const { begin, dragging } = drag;
  return {
    /** A drag from the unseated list (its handle). */
    beginDrag: useCallback(
      (subject: DragSubject, e: ReactPointerEvent) => begin(subject, e.nativeEvent),
      [begin],
    ),
    /** A press on a seated guest on the plan: a drag, or a tap (`tap`) when it never moves. */
    beginSeated: (guestId: string, evt: PointerEvent, tap: () => void) =>
      begin({ guestId, household: false, label: guestsById.get(guestId)?.name ?? 'Guest' }, evt, tap),
    /** The card or list a dragged guest is over lights up; read from pointer moves only while dragging. */
    trackDropZones: (e: ReactPointerEvent) => {
      if (!dragging) return;
      const el = dropZoneAt(e.clientX, e.clientY);
      const tableId = el?.dataset.seatingDrop === 'table' ? (el.dataset.tableId ?? null) : null;
      const list = el?.dataset.seatingDrop === 'unseated';
      // Pointer moves come at every frame: the tab renders only when what is lit changes.
      if (tableId !== over.tableId || list !== over.list) dispatchUi({ type: 'dragOver', tableId, list });
    },
  };
}
