import { startTransition, useEffect, useState } from 'react';

/**
 * `value` as it was one painted frame ago: `initial` (or `value`) at first, then each new value once the frame that
 * showed the change to the rest of the page has been painted, in a background (interruptible) render. For what is
 * expensive to show and can follow a moment later — 300 tables on a canvas, a list filtered from 3,000 guests — so
 * the click or the key that asked for it paints first. `useDeferredValue` renders its background value as soon as
 * React can, often before the browser has painted the change that asked for it.
 */
export function useAfterPaint<T>(value: T, initial: T = value): T {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callbacks run just before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(value)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value]);
  return shown;
}
