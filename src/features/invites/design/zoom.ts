import { clampZoom as clampTo, stepZoom } from '@/lib/viewport';

/** Spec §9: zoom starts at 1, moves in steps of 0.1 and stays between 0.5 and 2. */
export const ZOOM = { start: 1, step: 0.1, min: 0.5, max: 2, animationSeconds: 0.3 } as const;

export const clampZoom = (z: number) => clampTo(z, ZOOM);
export const zoomIn = (z: number) => stepZoom(z, 1, ZOOM);
export const zoomOut = (z: number) => stepZoom(z, -1, ZOOM);
export const canZoomIn = (z: number) => z < ZOOM.max;
export const canZoomOut = (z: number) => z > ZOOM.min;
