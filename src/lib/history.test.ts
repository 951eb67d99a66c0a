import { canRedo, canUndo, endGesture, record, redo, replacePresent, startHistory, undo } from './history';

describe('document history', () => {
  it('undoes and redoes steps; a new step forgets what could be redone', () => {
    let h = startHistory('a');
    expect(canUndo(h)).toBe(false);
    h = record(h, 'b', { limit: 10 });
    h = record(h, 'c', { limit: 10 });
    h = undo(h);
    expect(h.present).toBe('b');
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present).toBe('c');
    h = undo(undo(h));
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = record(redo(h), 'd', { limit: 10 });
    expect(h.past).toEqual(['a', 'b']);
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
  });

  it('reaches back only `limit` steps', () => {
    let h = startHistory(0);
    for (let i = 1; i <= 60; i++) h = record(h, i, { limit: 50 });
    expect(h.past).toHaveLength(50);
    expect(h.past[0]).toBe(10);
  });

  it('folds the steps of one gesture into one, until the gesture ends or an undo', () => {
    let h = startHistory('white');
    h = record(h, 'pink', { limit: 10, gesture: 'fill:a' });
    h = record(h, 'red', { limit: 10, gesture: 'fill:a' });
    expect(h.past).toEqual(['white']);
    expect(h.present).toBe('red');
    h = record(h, 'blue', { limit: 10, gesture: 'fill:b' });
    expect(h.past).toEqual(['white', 'red']);
    h = endGesture(h);
    h = record(h, 'navy', { limit: 10, gesture: 'fill:b' });
    expect(h.past).toEqual(['white', 'red', 'blue']);
    h = undo(h);
    h = record(h, 'teal', { limit: 10, gesture: 'fill:b' });
    expect(h.past).toEqual(['white', 'red', 'blue']);
  });

  it('only replaces the present for a change that is no step of its own', () => {
    const unchanged = (a: { doc: string }, b: { doc: string }) => a.doc === b.doc;
    let h = startHistory({ doc: 'a', selection: [] as string[] });
    h = record(h, { doc: 'a', selection: ['x'] }, { limit: 10, unchanged });
    expect(h.past).toEqual([]);
    expect(h.present.selection).toEqual(['x']);
    h = replacePresent(h, { doc: 'a2', selection: [] });
    expect(h.past).toEqual([]);
    expect(h.present.doc).toBe('a2');
  });
});
