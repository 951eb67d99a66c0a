import { useLayoutEffect, useMemo, useRef } from 'react';
import { twoFingers, type Point } from './viewport';

/**
 * A two-finger pinch over a zoomable view (the invitation editor, the seating floor plan). The first move with two
 * fingers down takes what the pinch starts from (`begin`: the zoom or view at that moment); each later move reports
 * how far the fingers have spread since, as a factor, and the point between them on screen. Lifting a finger ends it.
 */
export function usePinch<Start>({
  begin,
  pinch,
}: {
  begin: () => Start;
  pinch: (from: Start, factor: number, centre: Point) => void;
}) {
  const latest = useRef({ begin, pinch });
  useLayoutEffect(() => {
    latest.current = { begin, pinch };
  });
  const started = useRef<{ distance: number; from: Start } | null>(null);
  return useMemo(
    () => ({
      /** A touch move: true when two fingers are down (the caller stops drags and the browser's own zoom). */
      move(touches: ArrayLike<{ clientX: number; clientY: number }>) {
        const fingers = twoFingers(touches);
        if (!fingers) return false;
        if (!started.current) started.current = { distance: fingers.distance, from: latest.current.begin() };
        else
          latest.current.pinch(
            started.current.from,
            fingers.distance / started.current.distance,
            fingers.centre,
          );
        return true;
      },
      end() {
        started.current = null;
      },
      /** Whether a pinch is under way (a zoom it makes follows the fingers rather than animating). */
      active: () => started.current !== null,
    }),
    [],
  );
}
