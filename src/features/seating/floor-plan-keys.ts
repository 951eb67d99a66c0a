import { GRID, ROTATION_STEP } from './layout';
import { ZOOM_LIMITS } from './view';

/** What a key pressed on the focused floor plan asks for. */
export type PlanCommand =
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'pan'; dx: number; dy: number }
  | { type: 'zoom'; factor: number }
  | { type: 'fit' }
  | { type: 'rotate'; by: number }
  | { type: 'delete' }
  | { type: 'duplicate' }
  | { type: 'escape' };

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** How far an arrow key moves the view, in screen pixels. */
const PAN_STEP = 40;

/**
 * The floor plan's keys: arrows move the selected table a grid step (Shift: four) or, with none selected, the view;
 * + and − zoom, 0 fits; R turns the selected table (Shift: back); Delete or Backspace removes it and Ctrl/Cmd+D
 * duplicates it; Escape puts down what was picked. Null for any other key (it is left to the page).
 */
export function planKey(
  e: { key: string; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean },
  { tableSelected, hasView }: { tableSelected: boolean; hasView: boolean },
): PlanCommand | null {
  const arrow = ARROWS[e.key];
  const mod = e.ctrlKey || e.metaKey;
  const step = e.shiftKey ? GRID * 4 : GRID;
  if (arrow && tableSelected) return { type: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
  if (arrow && hasView) return { type: 'pan', dx: (0 - arrow[0]) * PAN_STEP, dy: (0 - arrow[1]) * PAN_STEP };
  if ((e.key === '+' || e.key === '=') && !mod) return { type: 'zoom', factor: ZOOM_LIMITS.step };
  if (e.key === '-' && !mod) return { type: 'zoom', factor: 1 / ZOOM_LIMITS.step };
  if (e.key === '0' && !mod) return { type: 'fit' };
  if ((e.key === 'r' || e.key === 'R') && !mod && tableSelected)
    return { type: 'rotate', by: e.shiftKey ? -ROTATION_STEP : ROTATION_STEP };
  if ((e.key === 'Delete' || e.key === 'Backspace') && tableSelected) return { type: 'delete' };
  if (e.key.toLowerCase() === 'd' && mod && tableSelected) return { type: 'duplicate' };
  if (e.key === 'Escape') return { type: 'escape' };
  return null;
}
