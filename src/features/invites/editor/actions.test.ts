import { emptyDesign, parseDesign, type Design } from '../design/document';
import { editorReducer, shortcut, type EditorAction, type KeyInput } from './actions';
import { HISTORY_LIMIT, startHistory, type History } from './history';

const run = (history: History, ...actions: EditorAction[]) => actions.reduce(editorReducer, history);
const start = (design: Design = emptyDesign('1')) => startHistory({ design, selection: [] });
const ids = (h: History) => h.present.design.elements.map((e) => e.id);
const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('editor actions', () => {
  it('adding text selects it; selecting is not an undo step', () => {
    const h = run(start(), { type: 'addText', fill: '#123456', id: 'a' });
    expect(h.present.selection).toEqual(['a']);
    const selected = run(h, { type: 'select', ids: [] }, { type: 'select', ids: ['a', 'ghost'] });
    expect(selected.present.selection).toEqual(['a']);
    expect(selected.past).toHaveLength(1);
  });

  it('undoes and redoes across mixed actions, in order, and a new change forgets redo', () => {
    let h = run(
      start(),
      { type: 'addText', fill: '#000000', id: 'a' },
      { type: 'move', id: 'a', x: 300, y: 200 },
      { type: 'transform', id: 'a', x: 300, y: 200, scaleX: 2, scaleY: 1, rotation: 0 },
      { type: 'setText', id: 'a', text: 'Save the date' },
      { type: 'setFill', fill: '#9d174d' },
      { type: 'addText', fill: '#000000', id: 'b' },
      { type: 'reorder', id: 'b', to: 'back' },
      { type: 'select', ids: ['a'] },
      { type: 'delete' },
    );
    expect(ids(h)).toEqual(['b']);
    const back = () => (h = run(h, { type: 'undo' })).present.design.elements;
    expect(back().map((e) => e.id)).toEqual(['b', 'a']); // delete undone
    expect(back().map((e) => e.id)).toEqual(['a', 'b']); // reorder undone
    expect(back()).toEqual([expect.objectContaining({ id: 'a', fill: '#9d174d', text: 'Save the date' })]); // second text gone
    expect(back()[0]).toMatchObject({ fill: '#000000', text: 'Save the date' }); // colour undone
    expect(back()[0]).toMatchObject({ text: 'Double click to edit', width: 400, fontSize: 40 }); // text undone
    expect(back()[0]).toMatchObject({ x: 300, y: 200, width: 200, fontSize: 20 }); // resize undone
    expect(back()[0]).toMatchObject({ x: 100, y: 100 }); // move undone
    expect(back()).toEqual([]); // add undone
    expect(run(h, { type: 'undo' })).toBe(h);
    h = run(h, { type: 'redo' }, { type: 'redo' }, { type: 'redo' });
    expect(h.present.design.elements[0]).toMatchObject({ x: 300, y: 200, width: 400, fontSize: 40 });
    h = run(h, { type: 'nudge', dx: 1, dy: 0 });
    expect(h.future).toEqual([]);
    expect(run(h, { type: 'redo' })).toBe(h);
  });

  it('keeps at most the history limit of steps', () => {
    let h = run(start(), { type: 'addText', fill: '#000000', id: 'a' });
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) h = run(h, { type: 'nudge', dx: 1, dy: 0 });
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) h = run(h, { type: 'undo' });
    expect(h.present.design.elements[0].x).toBe(100 + 20);
  });

  it('duplicates and deletes the selection; does nothing without one', () => {
    let h = run(start(), { type: 'addText', fill: '#000000', id: 'a' }, { type: 'duplicate' });
    expect(ids(h)).toHaveLength(2);
    expect(h.present.selection).toEqual([ids(h)[1]]);
    h = run(h, { type: 'select', ids: [] });
    expect(run(h, { type: 'delete' })).toBe(h);
    expect(run(h, { type: 'duplicate' })).toBe(h);
    expect(run(h, { type: 'nudge', dx: 1, dy: 1 })).toBe(h);
  });

  it('changes style of the selected text: font, bold, italic, alignment', () => {
    const h = run(
      start(),
      { type: 'addText', fill: '#000000', id: 'a' },
      { type: 'setFont', fontFamily: 'Great Vibes' },
      { type: 'toggleStyle', part: 'bold' },
      { type: 'toggleStyle', part: 'italic' },
      { type: 'setAlign', align: 'center' },
    );
    expect(h.present.design.elements[0]).toMatchObject({
      fontFamily: 'Great Vibes',
      fontStyle: 'italic bold',
      align: 'center',
    });
  });

  it('a move to where the element already is, or unchanged text, is no step', () => {
    const h = run(start(), { type: 'addText', fill: '#000000', id: 'a' });
    expect(run(h, { type: 'move', id: 'a', x: 100, y: 100 })).toBe(h);
    expect(run(h, { type: 'setText', id: 'a', text: 'Double click to edit' })).toBe(h);
  });

  it('loading a design starts a fresh history', () => {
    const h = run(
      start(),
      { type: 'addText', fill: '#000000', id: 'a' },
      { type: 'load', design: emptyDesign('2') },
    );
    expect(h.past).toEqual([]);
    expect(h.present.design.template).toBe('2');
  });
});

describe('shortcuts', () => {
  it('map the spec keys to actions', () => {
    expect(shortcut(key('Delete'))).toEqual({ type: 'delete' });
    expect(shortcut(key('Backspace'))).toEqual({ type: 'delete' });
    expect(shortcut(key('ArrowLeft'))).toEqual({ type: 'nudge', dx: -1, dy: 0 });
    expect(shortcut(key('ArrowDown', { shiftKey: true }))).toEqual({ type: 'nudge', dx: 0, dy: 10 });
    expect(shortcut(key('d', { ctrlKey: true }))).toEqual({ type: 'duplicate' });
    expect(shortcut(key('d', { metaKey: true }))).toEqual({ type: 'duplicate' });
    expect(shortcut(key('z', { ctrlKey: true }))).toEqual({ type: 'undo' });
    expect(shortcut(key('Z', { metaKey: true, shiftKey: true }))).toEqual({ type: 'redo' });
    expect(shortcut(key('y', { ctrlKey: true }))).toEqual({ type: 'redo' });
    expect(shortcut(key('a'))).toBeNull();
    expect(shortcut(key('d'))).toBeNull();
    expect(shortcut(key('ArrowLeft', { altKey: true }))).toBeNull();
  });
});

describe('gestures, sizes and opacity', () => {
  it('folds one gesture (a slide across the colour picker) into a single undo step', () => {
    let h = run(start(), { type: 'addText', fill: '#000000', id: 'a' });
    h = run(
      h,
      { type: 'setFill', fill: '#110000', gesture: true },
      { type: 'setFill', fill: '#220000', gesture: true },
      { type: 'setFill', fill: '#330000', gesture: true },
    );
    expect(h.past).toHaveLength(2);
    expect(h.present.design.elements[0]).toMatchObject({ fill: '#330000' });
    h = run(h, { type: 'endGesture' }, { type: 'setFill', fill: '#440000', gesture: true });
    expect(h.past).toHaveLength(3);
    h = run(h, { type: 'undo' }, { type: 'undo' });
    expect(h.present.design.elements[0]).toMatchObject({ fill: '#000000' });
    // Without the gesture flag every change is its own step.
    h = run(h, { type: 'setFill', fill: '#010101' }, { type: 'setFill', fill: '#020202' });
    expect(h.past).toHaveLength(3);
  });

  it('a draft streaming into a text is one step: one Undo puts back the text it replaced', () => {
    let h = run(
      start(),
      { type: 'addText', fill: '#000000', id: 'a' },
      { type: 'setText', id: 'a', text: 'Old' },
    );
    h = run(
      h,
      { type: 'setText', id: 'a', text: 'Join ', gesture: true },
      { type: 'setText', id: 'a', text: 'Join us ', gesture: true },
      { type: 'setText', id: 'a', text: 'Join us in Udaipur', gesture: true },
      { type: 'endGesture' },
    );
    expect(h.past).toHaveLength(3);
    expect(h.present.design.elements[0]).toMatchObject({ text: 'Join us in Udaipur' });
    h = run(h, { type: 'undo' });
    expect(h.present.design.elements[0]).toMatchObject({ text: 'Old' });
  });

  it('sets font size within 1–400 and opacity within 0–1; each is undoable', () => {
    let h = run(start(), { type: 'addText', fill: '#000000', id: 'a' });
    h = run(h, { type: 'setFontSize', fontSize: 9999 });
    expect(h.present.design.elements[0]).toMatchObject({ fontSize: 400 });
    h = run(h, { type: 'setFontSize', fontSize: 0 }, { type: 'setOpacity', opacity: -3 });
    expect(h.present.design.elements[0]).toMatchObject({ fontSize: 1, opacity: 0 });
    expect(run(h, { type: 'setFontSize', fontSize: Number.NaN })).toBe(h);
    h = run(h, { type: 'undo' }, { type: 'undo' });
    expect(h.present.design.elements[0]).toMatchObject({ fontSize: 400, opacity: 1 });
  });

  it('adds an uploaded image in the middle of the card, selected, and undoes it', () => {
    let h = run(start(), {
      type: 'addImage',
      id: 'img',
      src: { kind: 'file', key: 'invite-images/i1/x.png' },
      natural: { width: 1600, height: 800 },
    });
    expect(h.present.selection).toEqual(['img']);
    expect(h.present.design.elements[0]).toMatchObject({
      type: 'image',
      width: 400,
      height: 200,
      x: 200,
      y: 200,
    });
    h = run(h, { type: 'undo' });
    expect(h.present.design.elements).toEqual([]);
  });

  it('moves that would lose an element are kept on the card; the design stays valid', () => {
    const h = run(
      start(),
      { type: 'addText', fill: '#000000', id: 'a' },
      { type: 'move', id: 'a', x: 1e9, y: -1e9 },
    );
    expect(h.present.design.elements[0]).toMatchObject({ x: 790, y: -20 });
    expect(parseDesign(h.present.design).ok).toBe(true);
  });

  it('never throws on actions about elements that do not exist', () => {
    const h = start();
    for (const action of [
      { type: 'move', id: 'ghost', x: 1, y: 1 },
      { type: 'transform', id: 'ghost', x: 0, y: 0, scaleX: 2, scaleY: 2, rotation: 0 },
      { type: 'reorder', id: 'ghost', to: 'front' },
      { type: 'setText', id: 'ghost', text: 'x' },
      { type: 'toggleStyle', part: 'bold' },
      { type: 'setAlign', align: 'center' },
    ] as EditorAction[])
      expect(() => run(h, action)).not.toThrow();
  });
});

describe('tinting an image', () => {
  it('the colour picker tints a selected image; Remove tint and Undo take it back; nothing to remove is no step', () => {
    let h = run(start(), {
      type: 'addImage',
      id: 'img',
      src: { kind: 'file', key: 'invite-images/i1/x.png' },
      natural: { width: 100, height: 100 },
    });
    expect(run(h, { type: 'clearTint' })).toBe(h);
    h = run(h, { type: 'setFill', fill: 'rgba(30, 58, 138, 0.35)' });
    expect(h.present.design.elements[0]).toMatchObject({ tint: 'rgba(30, 58, 138, 0.35)' });
    expect(parseDesign(h.present.design).ok).toBe(true);
    h = run(h, { type: 'clearTint' });
    expect(h.present.design.elements[0]).not.toHaveProperty('tint');
    h = run(h, { type: 'undo' });
    expect(h.present.design.elements[0]).toMatchObject({ tint: 'rgba(30, 58, 138, 0.35)' });
  });

  it('refuses a tint that is not a colour', () => {
    const h = run(start(), {
      type: 'addImage',
      id: 'img',
      src: { kind: 'file', key: 'a.png' },
      natural: { width: 10, height: 10 },
    });
    const bad = {
      ...h.present.design,
      elements: [{ ...h.present.design.elements[0], tint: 'url(javascript:x)' }],
    };
    expect(parseDesign(bad).ok).toBe(false);
  });
});
