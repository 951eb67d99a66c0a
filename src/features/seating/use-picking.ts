import type { ChartAction, Chart } from './chart';
import { samePick, type SeatingUiAction } from './interaction';
import type { SeatingGuest } from './seating';
import type { Picked } from './unseated-panel';

/**
 * Seating without dragging, the keyboard's and a finger's way: pick a guest or household up, then a table (or one of
 * its seats on the plan) seats them; tapping a seated guest picks them up again. Each step is announced.
 */
export function usePicking({
  chart,
  guestsById,
  picked,
  dispatch,
  dispatchUi,
  announce,
}: {
  chart: Chart;
  guestsById: ReadonlyMap<string, SeatingGuest>;
  picked: Picked | null;
  dispatch: (action: ChartAction) => void;
  dispatchUi: (action: SeatingUiAction) => void;
  announce: (text: string) => void;
}) {
  const subjectName = (p: Picked) => {
    const g = guestsById.get(p.guestId);
    return p.household ? (g?.householdName ?? 'the household') : (g?.name ?? 'the guest');
  };
  const pick = (next: Picked) => {
    dispatchUi({ type: 'pick', subject: next });
    announce(
      samePick(picked, next)
        ? `${subjectName(next)} put down.`
        : `${subjectName(next)} picked. Choose a table and press Enter, or press Escape to cancel.`,
    );
  };
  const seatAt = (subject: Picked, tableId: string, seat: number | null) => {
    if (subject.household) dispatch({ type: 'seatHousehold', guestId: subject.guestId, tableId });
    else dispatch({ type: 'seat', guestId: subject.guestId, tableId, seat });
    dispatchUi({ type: 'putDown' });
  };
  return {
    subjectName,
    pick,
    seatAt,
    /** A click or tap on a table or one of its seats on the plan. */
    onTableTap: (tableId: string, seat: number | null) => {
      if (picked) return seatAt(picked, tableId, seat);
      dispatchUi({ type: 'selectTable', id: tableId });
      // Tapping a seated guest picks them up, so a finger can move them without dragging.
      const sitting =
        seat === null ? undefined : chart.assignments.find((a) => a.tableId === tableId && a.seat === seat);
      if (sitting) pick({ guestId: sitting.guestId, household: false });
    },
    /** Escape: puts down what was picked and lets go of the table. */
    cancel: () => {
      if (picked) announce(`${subjectName(picked)} put down.`);
      dispatchUi({ type: 'cancel' });
    },
  };
}
