import { fitView, panBy, zoomAt, type Box, type View } from '@/lib/viewport';
import { PLAN, tableSize } from './layout';
import type { TableRecord } from './model';

export type { View } from '@/lib/viewport';

/** How close and how far the floor plan zooms; a button or key zooms one step. */
export const ZOOM_LIMITS = { min: 0.05, max: 3, step: 1.25 } as const;

/** The plan's area the tables use (with room for their seats and a margin), or the whole plan when there are none. */
export function contentBox(
  tables: readonly Pick<TableRecord, 'x' | 'y' | 'shape' | 'seats' | 'head'>[],
  margin = 60,
): Box {
  if (!tables.length) return { x: 0, y: 0, width: PLAN.width, height: PLAN.height };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const t of tables) {
    const { width, height } = tableSize(t, t.head);
    const r = Math.hypot(width, height) / 2 + 45;
    minX = Math.min(minX, t.x - r);
    minY = Math.min(minY, t.y - r);
    maxX = Math.max(maxX, t.x + r);
    maxY = Math.max(maxY, t.y + r);
  }
  const x = Math.max(0, minX - margin);
  const y = Math.max(0, minY - margin);
  return {
    x,
    y,
    width: Math.min(PLAN.width, maxX + margin) - x,
    height: Math.min(PLAN.height, maxY + margin) - y,
  };
}

/** The view that shows a box of the plan whole, centred in a width × height area. */
export const planFit = (box: Box, width: number, height: number): View =>
  fitView(box, width, height, { limits: ZOOM_LIMITS });

/**
 * The floor plan's view. Until the couple zooms or pans it follows the tables (`follow`: a table added, the area
 * resized); once they have, it stays theirs until they fit it again (Fit, the 0 key).
 */
export interface FloorView {
  /** Null until the plan's area has a size. */
  view: View | null;
  moved: boolean;
}

export type FloorViewAction =
  /** The fitted view, taken only while the couple has not moved the view. */
  | { type: 'follow'; fitted: View }
  /** Fit again: the view follows the tables from here on. */
  | { type: 'fit'; fitted: View }
  /** Zoom one step or more about a point of the area (its middle for the buttons, the pointer for a wheel). */
  | { type: 'zoom'; factor: number; at: { x: number; y: number } }
  /** Two fingers: zoom from the view the pinch started on, about the point between them. */
  | { type: 'pinch'; from: View; factor: number; at: { x: number; y: number } }
  | { type: 'panBy'; dx: number; dy: number }
  /** The floor dragged: its new place, at the same scale. */
  | { type: 'panTo'; x: number; y: number };

export function floorViewReducer(state: FloorView, action: FloorViewAction): FloorView {
  const mine = (view: View): FloorView => ({ view, moved: true });
  switch (action.type) {
    case 'follow':
      return state.moved ? state : { view: action.fitted, moved: false };
    case 'fit':
      return { view: action.fitted, moved: false };
    case 'pinch':
      return mine(zoomAt(action.from, action.factor, action.at.x, action.at.y, ZOOM_LIMITS));
  }
  if (!state.view) return state;
  switch (action.type) {
    case 'zoom':
      return mine(zoomAt(state.view, action.factor, action.at.x, action.at.y, ZOOM_LIMITS));
    case 'panBy':
      return mine(panBy(state.view, action.dx, action.dy));
    case 'panTo':
      return mine({ ...state.view, x: action.x, y: action.y });
  }
}

/** "Asha Rao" → "AR"; "Priya" → "PR"; for a seat marker. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words.at(-1)![0]!).toUpperCase();
}
