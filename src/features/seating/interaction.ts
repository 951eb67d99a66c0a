import type { Picked } from './unseated-panel';

/**
 * How the couple is working on the chart, apart from the chart itself (Excalidraw's AppState beside its document):
 * the guest or household picked up to seat, the selected table, the table dialog, the print view and what a dragged
 * guest is over. The chart and its Undo are `useChartEditor`'s; the floor plan's zoom and pan are its own
 * (`floorViewReducer`); the unseated list's search and filters are the list's (a key re-renders the list only). None
 * of this is undone.
 */
export interface SeatingUi {
  picked: Picked | null;
  selectedTableId: string | null;
  /** The table dialog: a table being edited, or a new one (`id` null); null when closed. */
  tableForm: { id: string | null } | null;
  /** The print view's picture of the plan: undefined while closed, null when the plan could not be drawn. */
  printImage: string | null | undefined;
  /** The table card a dragged guest is over, lit up. */
  dropTableId: string | null;
  /** Whether a dragged guest is over the unseated list. */
  overList: boolean;
}

export type SeatingUiAction =
  /** Picks a guest or household up, or puts them down when they are the one picked. */
  | { type: 'pick'; subject: Picked }
  /** What was picked has been seated, dropped or put down. */
  | { type: 'putDown' }
  | { type: 'selectTable'; id: string | null }
  /** A table's name on its card: selects it, or lets go of it when it is the selected one. */
  | { type: 'toggleTable'; id: string }
  /** A table was deleted: it is no longer selected. */
  | { type: 'tableGone'; id: string }
  /** Escape, or another event's chart: nothing picked, no table selected. */
  | { type: 'cancel' }
  | { type: 'openTableForm'; id: string | null }
  | { type: 'closeTableForm' }
  | { type: 'openPrint'; image: string | null }
  | { type: 'closePrint' }
  | { type: 'dragOver'; tableId: string | null; list: boolean }
  | { type: 'dropped' };

export const initialSeatingUi: SeatingUi = {
  picked: null,
  selectedTableId: null,
  tableForm: null,
  printImage: undefined,
  dropTableId: null,
  overList: false,
};

export const samePick = (a: Picked | null, b: Picked) =>
  a !== null && a.guestId === b.guestId && a.household === b.household;

export function seatingUiReducer(ui: SeatingUi, action: SeatingUiAction): SeatingUi {
  switch (action.type) {
    case 'pick':
      return { ...ui, picked: samePick(ui.picked, action.subject) ? null : action.subject };
    case 'putDown':
      return ui.picked ? { ...ui, picked: null } : ui;
    case 'selectTable':
      return { ...ui, selectedTableId: action.id };
    case 'toggleTable':
      return { ...ui, selectedTableId: ui.selectedTableId === action.id ? null : action.id };
    case 'tableGone':
      return ui.selectedTableId === action.id ? { ...ui, selectedTableId: null } : ui;
    case 'cancel':
      return { ...ui, picked: null, selectedTableId: null };
    case 'openTableForm':
      return { ...ui, tableForm: { id: action.id } };
    case 'closeTableForm':
      return { ...ui, tableForm: null };
    case 'openPrint':
      return { ...ui, printImage: action.image };
    case 'closePrint':
      return { ...ui, printImage: undefined };
    case 'dragOver':
      // Pointer moves come often while dragging: the same place keeps the same state.
      return ui.dropTableId === action.tableId && ui.overList === action.list
        ? ui
        : { ...ui, dropTableId: action.tableId, overList: action.list };
    case 'dropped':
      return { ...ui, dropTableId: null, overList: false };
  }
}
