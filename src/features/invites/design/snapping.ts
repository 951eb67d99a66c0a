import { CANVAS_HEIGHT, CANVAS_WIDTH } from './document';

/** How close (in canvas pixels) an edge must come to a guide to snap to it. */
export const SNAP_THRESHOLD = 6;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Snap {
  x: number;
  y: number;
  /** Guide lines to draw: x positions of vertical lines, y positions of horizontal ones. */
  vertical: number[];
  horizontal: number[];
}

/** The lines an element's edges and middle can snap to: the canvas's edges and centre, and every other element's edges and middle. */
export function snapTargets(others: readonly Box[], canvas = { width: CANVAS_WIDTH, height: CANVAS_HEIGHT }) {
  const vertical = [0, canvas.width / 2, canvas.width];
  const horizontal = [0, canvas.height / 2, canvas.height];
  for (const b of others) {
    vertical.push(b.x, b.x + b.width / 2, b.x + b.width);
    horizontal.push(b.y, b.y + b.height / 2, b.y + b.height);
  }
  return { vertical, horizontal };
}

/** The nearest alignment of three lines of the moving box (start, middle, end) with any target, within the threshold. */
function nearest(start: number, length: number, targets: readonly number[], threshold: number) {
  let best: { delta: number; lines: number[] } | null = null;
  for (const offset of [0, length / 2, length]) {
    for (const target of targets) {
      const delta = target - (start + offset);
      if (Math.abs(delta) > threshold) continue;
      if (!best || Math.abs(delta) < Math.abs(best.delta) - 1e-9) best = { delta, lines: [target] };
      else if (
        Math.abs(Math.abs(delta) - Math.abs(best.delta)) < 1e-9 &&
        !best.lines.includes(target) &&
        delta === best.delta
      )
        best.lines.push(target);
    }
  }
  return best;
}

/**
 * Where a dragged box lands: each axis moves by the smallest distance that lines one of its edges (or its middle) up
 * with a guide, if any is within `threshold`, and reports the guides it lined up with.
 */
export function snap(
  box: Box,
  others: readonly Box[],
  threshold = SNAP_THRESHOLD,
  canvas = { width: CANVAS_WIDTH, height: CANVAS_HEIGHT },
): Snap {
  const targets = snapTargets(others, canvas);
  const sx = nearest(box.x, box.width, targets.vertical, threshold);
  const sy = nearest(box.y, box.height, targets.horizontal, threshold);
  return {
    x: box.x + (sx?.delta ?? 0),
    y: box.y + (sy?.delta ?? 0),
    vertical: sx?.lines ?? [],
    horizontal: sy?.lines ?? [],
  };
}
