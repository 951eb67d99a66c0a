import { renderHook } from '@testing-library/react';
import { usePinch } from './use-pinch';

const fingers = (...points: [number, number][]) => points.map(([clientX, clientY]) => ({ clientX, clientY }));

describe('usePinch', () => {
  it('starts from what the first two-finger move finds, then reports the spread since as a factor', () => {
    let zoom = 1.2;
    const steps: { from: number; factor: number; centre: { x: number; y: number } }[] = [];
    const { result } = renderHook(() =>
      usePinch({ begin: () => zoom, pinch: (from, factor, centre) => steps.push({ from, factor, centre }) }),
    );
    expect(result.current.move(fingers([0, 0]))).toBe(false);
    expect(result.current.active()).toBe(false);

    expect(result.current.move(fingers([0, 0], [100, 0]))).toBe(true);
    expect(result.current.active()).toBe(true);
    expect(steps).toEqual([]);
    zoom = 5; // what the view became meanwhile does not move the pinch's start
    result.current.move(fingers([0, 0], [200, 0]));
    result.current.move(fingers([0, 0], [50, 0]));
    expect(steps).toEqual([
      { from: 1.2, factor: 2, centre: { x: 100, y: 0 } },
      { from: 1.2, factor: 0.5, centre: { x: 25, y: 0 } },
    ]);

    // A finger lifted ends it; the next pinch starts afresh.
    result.current.end();
    expect(result.current.active()).toBe(false);
    result.current.move(fingers([0, 0], [10, 0]));
    result.current.move(fingers([0, 0], [30, 0]));
    expect(steps.at(-1)).toEqual({ from: 5, factor: 3, centre: { x: 15, y: 0 } });
  });
});
