/**
 * The maths of a zoomable, pannable view over a drawing: the invitation card in its editor and the seating chart's
 * floor plan. A point of the drawing lands on screen at `point × scale + (x, y)`. Pure, so both Konva features share
 * one tested version of it; each keeps its own limits (the editor's zoom steps are the spec's, the floor plan's are
 * not) and its own state (see `src/lib/use-pinch.ts` for the two-finger gesture).
 */
export interface View {
  x: number;
  y: number;
  scale: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

export interface ScaleLimits {
  min: number;
  max: number;
}

export const clampScale = (scale: number, { min, max }: ScaleLimits) => Math.min(max, Math.max(min, scale));

/**
 * The view that shows `box` whole, centred in a `width` × `height` area, `margin` pixels in from its edges; its scale
 * kept within `limits`, then multiplied by `zoom` (a zoom relative to the fitted size, as the editor's is).
 */
export function fitView(
  box: Box,
  width: number,
  height: number,
  { margin = 0, limits, zoom = 1 }: { margin?: number; limits?: ScaleLimits; zoom?: number } = {},
): View {
  const fit = Math.min((width - 2 * margin) / box.width, (height - 2 * margin) / box.height);
  const scale = (limits ? clampScale(fit, limits) : fit) * zoom;
  return {
    scale,
    x: (width - box.width * scale) / 2 - box.x * scale,
    y: (height - box.height * scale) / 2 - box.y * scale,
  };
}

/** Zooms by `factor` (within `limits`), keeping the drawing's point under the screen point (px, py) where it is. */
export function zoomAt(view: View, factor: number, px: number, py: number, limits: ScaleLimits): View {
  const scale = clampScale(view.scale * factor, limits);
  const k = scale / view.scale;
  return { scale, x: px - (px - view.x) * k, y: py - (py - view.y) * k };
}

export const panBy = (view: View, dx: number, dy: number): View => ({
  ...view,
  x: view.x + dx,
  y: view.y + dy,
});

/** A screen point (relative to the view's area) as a point of the drawing. */
export const toDrawing = (view: View, px: number, py: number): Point => ({
  x: (px - view.x) / view.scale,
  y: (py - view.y) / view.scale,
});

/** A zoom that moves in even steps between limits (the spec's editor: 0.5 to 2 in steps of 0.1). */
export interface ZoomSteps extends ScaleLimits {
  start: number;
  step: number;
}

/** A zoom within the steps' limits; anything that is not a number is the start. */
export const clampZoom = (zoom: number, steps: ZoomSteps) =>
  clampScale(Number.isFinite(zoom) ? zoom : steps.start, steps);

/** One step in (`by` 1) or out (-1), landing on a whole step so repeated steps never drift (1.1, not 1.1000000000000001). */
export function stepZoom(zoom: number, by: 1 | -1, steps: ZoomSteps) {
  const perStep = 1 / steps.step;
  return clampZoom(Math.round((zoom + by * steps.step) * perStep) / perStep, steps);
}

/** Where two fingers are: their spread and the point between them; null unless exactly two touch. */
export function twoFingers(
  touches: ArrayLike<{ clientX: number; clientY: number }>,
): { distance: number; centre: Point } | null {
  if (touches.length !== 2) return null;
  const [a, b] = [touches[0]!, touches[1]!];
  return {
    distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
    centre: { x: (a.clientX + b.clientX) / 2, y: (a.clientY + b.clientY) / 2 },
  };
}
