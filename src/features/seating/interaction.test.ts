import { initialSeatingUi, seatingUiReducer, type SeatingUiAction } from './interaction';

const run = (...actions: SeatingUiAction[]) => actions.reduce(seatingUiReducer, initialSeatingUi);
const asha = { guestId: 'asha', household: false };
const raos = { guestId: 'asha', household: true };

describe('the seating chart’s interaction state', () => {
  it('starts with nothing picked or selected, no dialog, and the print view closed', () => {
    expect(initialSeatingUi).toEqual({
      picked: null,
      selectedTableId: null,
      tableForm: null,
      printImage: undefined,
      dropTableId: null,
      overList: false,
    });
  });

  it('picks a guest or their household up, and puts the same one down when picked again', () => {
    expect(run({ type: 'pick', subject: asha }).picked).toEqual(asha);
    expect(run({ type: 'pick', subject: asha }, { type: 'pick', subject: asha }).picked).toBeNull();
    // The household is another pick than its guest.
    expect(run({ type: 'pick', subject: asha }, { type: 'pick', subject: raos }).picked).toEqual(raos);
    expect(run({ type: 'pick', subject: asha }, { type: 'putDown' }).picked).toBeNull();
    expect(seatingUiReducer(initialSeatingUi, { type: 'putDown' })).toBe(initialSeatingUi);
  });

  it('selects a table, lets go of it from its card, and forgets a deleted one', () => {
    expect(run({ type: 'toggleTable', id: 't1' }).selectedTableId).toBe('t1');
    expect(
      run({ type: 'toggleTable', id: 't1' }, { type: 'toggleTable', id: 't1' }).selectedTableId,
    ).toBeNull();
    expect(run({ type: 'selectTable', id: 't1' }, { type: 'toggleTable', id: 't2' }).selectedTableId).toBe(
      't2',
    );
    expect(run({ type: 'selectTable', id: 't1' }, { type: 'tableGone', id: 't2' }).selectedTableId).toBe(
      't1',
    );
    expect(
      run({ type: 'selectTable', id: 't1' }, { type: 'tableGone', id: 't1' }).selectedTableId,
    ).toBeNull();
  });

  it('lets go of the pick and the selected table together on Escape or another event', () => {
    expect(
      run({ type: 'pick', subject: asha }, { type: 'selectTable', id: 't1' }, { type: 'cancel' }),
    ).toEqual(initialSeatingUi);
  });

  it('opens the table dialog for a table or a new one, and the print view with its picture or without one', () => {
    expect(run({ type: 'openTableForm', id: 't1' }).tableForm).toEqual({ id: 't1' });
    expect(run({ type: 'openTableForm', id: null }).tableForm).toEqual({ id: null });
    expect(run({ type: 'openTableForm', id: null }, { type: 'closeTableForm' }).tableForm).toBeNull();
    expect(run({ type: 'openPrint', image: 'data:image/png;base64,AA' }).printImage).toBe(
      'data:image/png;base64,AA',
    );
    expect(run({ type: 'openPrint', image: null }).printImage).toBeNull();
    expect(run({ type: 'openPrint', image: null }, { type: 'closePrint' }).printImage).toBeUndefined();
  });

  it('lights what a dragged guest is over, renders nothing for a move over the same place, and clears it on drop', () => {
    const over = run({ type: 'dragOver', tableId: 't1', list: false });
    expect(over).toMatchObject({ dropTableId: 't1', overList: false });
    expect(seatingUiReducer(over, { type: 'dragOver', tableId: 't1', list: false })).toBe(over);
    expect(seatingUiReducer(over, { type: 'dragOver', tableId: null, list: true })).toMatchObject({
      dropTableId: null,
      overList: true,
    });
    expect(seatingUiReducer(over, { type: 'dropped' })).toMatchObject({ dropTableId: null, overList: false });
  });
});
