import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { shortId } from '@/lib/ids';
import type { ChartAction } from './chart';
import type { SeatingUiAction } from './interaction';
import { ROTATION_STEP } from './layout';
import type { TableActions } from './tables-panel';
import type { Picked } from './unseated-panel';

/**
 * The table cards' actions, stable so a card re-renders only when its own table, guests or state change: select,
 * "Seat here" for what is picked, move, turn, edit, duplicate and delete a table, pick up or unseat its guests.
 */
export function useTableActions({
  picked,
  seatAt,
  pick,
  dispatch,
  dispatchUi,
  addButton,
}: {
  picked: Picked | null;
  seatAt: (subject: Picked, tableId: string, seat: number | null) => void;
  pick: (subject: Picked) => void;
  dispatch: (action: ChartAction) => void;
  dispatchUi: (action: SeatingUiAction) => void;
  /** Where the keyboard goes once a deleted table's card (and its buttons) is gone. */
  addButton: RefObject<HTMLButtonElement | null>;
}) {
  const latest = useRef({ picked, seatAt, pick });
  useLayoutEffect(() => {
    latest.current = { picked, seatAt, pick };
  });
  return useMemo<TableActions>(
    () => ({
      onSelect: (id) => dispatchUi({ type: 'toggleTable', id }),
      onSeatHere: (tableId) => {
        const { picked, seatAt } = latest.current;
        if (picked) seatAt(picked, tableId, null);
      },
      onNudge: (id, dx, dy) => dispatch({ type: 'nudgeTable', id, dx, dy }),
      onRotate: (id) => dispatch({ type: 'rotateTable', id, by: ROTATION_STEP }),
      onEdit: (id) => dispatchUi({ type: 'openTableForm', id }),
      onDuplicate: (id) => {
        const newId = shortId();
        dispatch({ type: 'duplicateTable', id, newId });
        dispatchUi({ type: 'selectTable', id: newId });
      },
      onDelete: (id) => {
        dispatch({ type: 'deleteTable', id });
        dispatchUi({ type: 'tableGone', id });
        addButton.current?.focus();
      },
      onPickGuest: (guestId) => latest.current.pick({ guestId, household: false }),
      onUnseat: (guestId) => dispatch({ type: 'unseat', guestIds: [guestId] }),
    }),
    [dispatch, dispatchUi, addButton],
  );
}
