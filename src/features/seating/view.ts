import { PLAN, tableSize } from './layout';
import type { TableRecord } from './model';

/** How the floor plan sits on screen: plan units × scale, then shifted by (x, y) pixels. */
export interface View {
  x: number;
  y: number;
  scale: number;
}

export const ZOOM_LIMITS = { min: 0.05, max: 3, step: 1.25 } as const;

const clampScale = (s: number) => Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, s));

/** The plan's area the tables use (with room for their seats and a margin), or the whole plan when there are none. */
export function contentBox(
  tables: readonly Pick<TableRecord, 'x' | 'y' | 'shape' | 'seats' | 'head'>[],
  margin = 60,
) {
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
export function fitView(
  box: { x: number; y: number; width: number; height: number },
  width: number,
  height: number,
): View {
  const scale = clampScale(Math.min(width / box.width, height / box.height));
  return {
    scale,
    x: (width - box.width * scale) / 2 - box.x * scale,
    y: (height - box.height * scale) / 2 - box.y * scale,
  };
}

/** Zooms by `factor` keeping the plan point under (px, py) on screen where it is. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const scale = clampScale(view.scale * factor);
  const k = scale / view.scale;
  return { scale, x: px - (px - view.x) * k, y: py - (py - view.y) * k };
}

/** A screen point (relative to the floor plan's box) as a plan point. */
export const toPlanPoint = (view: View, px: number, py: number) => ({
  x: (px - view.x) / view.scale,
  y: (py - view.y) / view.scale,
});

/** "Asha Rao" → "AR"; "Priya" → "PR"; for a seat marker. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words.at(-1)![0]!).toUpperCase();
}
