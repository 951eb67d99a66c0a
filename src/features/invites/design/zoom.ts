/** Spec §9: zoom starts at 1, moves in steps of 0.1 and stays between 0.5 and 2. */
export const ZOOM = { start: 1, step: 0.1, min: 0.5, max: 2, animationSeconds: 0.3 } as const;

const round = (z: number) => Math.round(z * 10) / 10;

export const clampZoom = (z: number) =>
  Math.min(ZOOM.max, Math.max(ZOOM.min, Number.isFinite(z) ? z : ZOOM.start));
export const zoomIn = (z: number) => clampZoom(round(z + ZOOM.step));
export const zoomOut = (z: number) => clampZoom(round(z - ZOOM.step));
export const canZoomIn = (z: number) => z < ZOOM.max;
export const canZoomOut = (z: number) => z > ZOOM.min;
