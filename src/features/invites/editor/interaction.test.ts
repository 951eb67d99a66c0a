import { emptyDesign } from '../design/document';
import { addImage, addText } from '../design/operations';
import { canvasKey, initialUi, shownColour, uiReducer, type UiAction } from './interaction';

const run = (...actions: UiAction[]) => actions.reduce(uiReducer, initialUi);

describe('the editor’s interaction state', () => {
  it('starts selecting, at zoom 1, in the middle, with black for new text', () => {
    expect(initialUi).toMatchObject({ tool: 'select', zoom: 1, pan: { x: 0, y: 0 }, colour: '#000000' });
  });

  it('switches between selecting and moving the view', () => {
    expect(run({ type: 'toggleTool' }).tool).toBe('pan');
    expect(run({ type: 'toggleTool' }, { type: 'toggleTool' }).tool).toBe('select');
  });

  it('zooms in steps within 0.5 and 2, follows a pinch within them, and resets zoom and pan together', () => {
    expect(run({ type: 'zoomIn' }, { type: 'zoomIn' }).zoom).toBe(1.2);
    expect(run(...Array.from({ length: 30 }, () => ({ type: 'zoomOut' }) as const)).zoom).toBe(0.5);
    expect(run({ type: 'pinchZoom', zoom: 1.37 }).zoom).toBe(1.37);
    expect(run({ type: 'pinchZoom', zoom: 9 }).zoom).toBe(2);
    const unchanged = uiReducer(initialUi, { type: 'pinchZoom', zoom: 1 });
    expect(unchanged).toBe(initialUi);
    const moved = run({ type: 'zoomIn' }, { type: 'panTo', pan: { x: 40, y: -10 } });
    expect(moved.pan).toEqual({ x: 40, y: -10 });
    expect(uiReducer(moved, { type: 'resetView' })).toMatchObject({ zoom: 1, pan: { x: 0, y: 0 } });
  });

  it('keeps the text being edited, the element fading in, the layers sheet and what is running', () => {
    const ui = run(
      { type: 'added', id: 'a' },
      { type: 'editText', id: 'a' },
      { type: 'layers', open: true },
      { type: 'busy', task: 'print' },
    );
    expect(ui).toMatchObject({ fadeInId: 'a', editingId: 'a', layersOpen: true, busy: 'print' });
    expect(uiReducer(ui, { type: 'idle' }).busy).toBeNull();
    expect(uiReducer(ui, { type: 'editText', id: null }).editingId).toBeNull();
  });

  it('shows the selected text’s colour, the image’s tint (or a light one of the chosen colour), else the chosen one', () => {
    const withText = addText(emptyDesign(null), { fill: '#9d174d', id: 't' }).design;
    const withImage = addImage(
      withText,
      { kind: 'asset', path: '/a.png' },
      { width: 100, height: 100 },
      'i',
    ).design;
    const [text, image] = withImage.elements;
    expect(shownColour(text, '#000000')).toBe('#9d174d');
    expect(shownColour(image, '#1e3a8a')).toBe('rgba(30, 58, 138, 0.35)');
    expect(shownColour({ ...image!, tint: '#c9a227' } as typeof image, '#1e3a8a')).toBe('#c9a227');
    expect(shownColour(undefined, '#1e3a8a')).toBe('#1e3a8a');
  });

  it('answers Escape and Enter on the canvas, but not while a text is being edited', () => {
    const design = addImage(
      addText(emptyDesign(null), { id: 't' }).design,
      { kind: 'asset', path: '/a.png' },
      { width: 100, height: 100 },
      'i',
    ).design;
    expect(canvasKey('Enter', { design, selection: ['t'], editingId: null })).toEqual({
      type: 'edit',
      id: 't',
    });
    expect(canvasKey('Enter', { design, selection: ['i'], editingId: null })).toBeNull();
    expect(canvasKey('Enter', { design, selection: ['t', 'i'], editingId: null })).toBeNull();
    expect(canvasKey('Escape', { design, selection: ['t'], editingId: null })).toEqual({ type: 'deselect' });
    expect(canvasKey('Escape', { design, selection: [], editingId: null })).toBeNull();
    expect(canvasKey('Escape', { design, selection: ['t'], editingId: 't' })).toBeNull();
  });
});
