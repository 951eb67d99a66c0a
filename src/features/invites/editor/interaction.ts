import type { Point } from '@/lib/viewport';
import { fromCss, toCss } from '../design/color';
import type { Design, DesignElement } from '../design/document';
import type { ExportKind } from '../design/geometry';
import { DEFAULT_FILL } from '../design/operations';
import { clampZoom, zoomIn, zoomOut, ZOOM } from '../design/zoom';

/**
 * How the couple is working on the card, apart from the card itself (Excalidraw's AppState beside its document): the
 * tool, the zoom and pan, the colour new text takes, the text being edited in place, what is running. The design and
 * its selection are the document's (`actions.ts`), kept in its undo history; none of this is undone.
 */
export interface EditorUi {
  /** `pan`: a drag moves the view rather than an element (the Move tool). */
  tool: 'select' | 'pan';
  /** Spec §9: 1 is the whole card fitted to the screen. */
  zoom: number;
  /** How far the card has been moved from the middle, in screen pixels. */
  pan: Point;
  /** The colour new text takes, and the picker shows when nothing is selected. */
  colour: string;
  /** The text being edited in place (its words in a box over the card). */
  editingId: string | null;
  /** A just-added element that fades in (spec §4). */
  fadeInId: string | null;
  /** The layers sheet (phones; a side panel shows them on a wide screen). */
  layersOpen: boolean;
  /** What is running: every download and Save waits for it. */
  busy: null | 'save' | ExportKind | 'upload';
}

export type UiAction =
  | { type: 'toggleTool' }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  /** Back to the fitted card, in the middle. */
  | { type: 'resetView' }
  /** Fingers pinching: a zoom that follows them, within the limits. */
  | { type: 'pinchZoom'; zoom: number }
  | { type: 'panTo'; pan: Point }
  | { type: 'setColour'; colour: string }
  | { type: 'added'; id: string | null }
  | { type: 'editText'; id: string | null }
  | { type: 'layers'; open: boolean }
  | { type: 'busy'; task: NonNullable<EditorUi['busy']> }
  | { type: 'idle' };

export const initialUi: EditorUi = {
  tool: 'select',
  zoom: ZOOM.start,
  pan: { x: 0, y: 0 },
  colour: DEFAULT_FILL,
  editingId: null,
  fadeInId: null,
  layersOpen: false,
  busy: null,
};

export function uiReducer(ui: EditorUi, action: UiAction): EditorUi {
  switch (action.type) {
    case 'toggleTool':
      return { ...ui, tool: ui.tool === 'pan' ? 'select' : 'pan' };
    case 'zoomIn':
      return { ...ui, zoom: zoomIn(ui.zoom) };
    case 'zoomOut':
      return { ...ui, zoom: zoomOut(ui.zoom) };
    case 'resetView':
      return { ...ui, zoom: ZOOM.start, pan: { x: 0, y: 0 } };
    case 'pinchZoom': {
      const zoom = clampZoom(action.zoom);
      return zoom === ui.zoom ? ui : { ...ui, zoom };
    }
    case 'panTo':
      return { ...ui, pan: action.pan };
    case 'setColour':
      return { ...ui, colour: action.colour };
    case 'added':
      return { ...ui, fadeInId: action.id };
    case 'editText':
      return { ...ui, editingId: action.id };
    case 'layers':
      return { ...ui, layersOpen: action.open };
    case 'busy':
      return { ...ui, busy: action.task };
    case 'idle':
      return { ...ui, busy: null };
  }
}

/**
 * The colour the picker shows: the selected text's, the selected image's tint, or the colour new text takes. An
 * untinted image starts from that colour at a light tint, so a swatch shows on it at once.
 */
export function shownColour(selected: DesignElement | undefined, colour: string) {
  if (selected?.type === 'text') return selected.fill;
  if (selected?.type === 'image') return selected.tint ?? toCss({ ...fromCss(colour), a: 0.35 });
  return colour;
}

/**
 * The keys the canvas answers itself (the document's shortcuts are `shortcut` in actions.ts): Escape lets go of the
 * selection and Enter edits the one selected text. Nothing while a text is being edited.
 */
export function canvasKey(
  key: string,
  {
    design,
    selection,
    editingId,
  }: { design: Design; selection: readonly string[]; editingId: string | null },
): { type: 'deselect' } | { type: 'edit'; id: string } | null {
  if (editingId) return null;
  if (key === 'Escape' && selection.length) return { type: 'deselect' };
  if (key === 'Enter' && selection.length === 1) {
    const el = design.elements.find((x) => x.id === selection[0]);
    if (el?.type === 'text') return { type: 'edit', id: el.id };
  }
  return null;
}
