import { PLAN } from './layout';
import {
  contentBox,
  floorViewReducer,
  planFit,
  ZOOM_LIMITS,
  type FloorView,
  type FloorViewAction,
} from './view';

const run = (state: FloorView, ...actions: FloorViewAction[]) => actions.reduce(floorViewReducer, state);
const start: FloorView = { view: null, moved: false };

describe('the floor plan’s view', () => {
  it('fits the tables, or the whole plan when there are none, within the zoom limits', () => {
    const empty = planFit(contentBox([]), 1000, 750);
    expect(empty.scale).toBe(0.5);
    expect(empty).toMatchObject({ x: 0, y: 0 });
    const one = planFit(contentBox([{ x: 1000, y: 700, shape: 'round', seats: 8, head: false }]), 1000, 750);
    expect(one.scale).toBeLessThanOrEqual(ZOOM_LIMITS.max);
    // The table is in the middle of the area.
    expect(1000 * one.scale + one.x).toBeCloseTo(500);
    expect(PLAN.width * planFit(contentBox([]), 10, 10).scale).toBeCloseTo(PLAN.width * ZOOM_LIMITS.min);
  });

  it('follows the tables until the couple zooms or pans, and again once they fit it', () => {
    const a = { x: 0, y: 0, scale: 1 };
    const b = { x: 5, y: 5, scale: 0.5 };
    let state = run(start, { type: 'follow', fitted: a });
    expect(state).toEqual({ view: a, moved: false });
    state = run(state, { type: 'zoom', factor: ZOOM_LIMITS.step, at: { x: 0, y: 0 } });
    expect(state.moved).toBe(true);
    expect(run(state, { type: 'follow', fitted: b }).view).toBe(state.view);
    state = run(state, { type: 'fit', fitted: b });
    expect(state).toEqual({ view: b, moved: false });
    expect(run(state, { type: 'follow', fitted: a }).view).toBe(a);
  });

  it('zooms about a point, within its limits', () => {
    const state = run(start, { type: 'follow', fitted: { x: 100, y: 50, scale: 1 } });
    const zoomed = run(state, { type: 'zoom', factor: 2, at: { x: 300, y: 250 } }).view!;
    expect(zoomed).toEqual({ scale: 2, x: -100, y: -150 });
    expect(run(state, { type: 'zoom', factor: 100, at: { x: 0, y: 0 } }).view!.scale).toBe(ZOOM_LIMITS.max);
    expect(run(state, { type: 'zoom', factor: 0.0001, at: { x: 0, y: 0 } }).view!.scale).toBe(
      ZOOM_LIMITS.min,
    );
  });

  it('pinches from the view the pinch started on, and pans by keys or a drag of the floor', () => {
    const from = { x: 0, y: 0, scale: 1 };
    const state = run(start, { type: 'follow', fitted: { x: 9, y: 9, scale: 2 } });
    expect(run(state, { type: 'pinch', from, factor: 1.5, at: { x: 100, y: 0 } })).toEqual({
      view: { scale: 1.5, x: -50, y: 0 },
      moved: true,
    });
    expect(run(state, { type: 'panBy', dx: -40, dy: 0 }).view).toEqual({ x: -31, y: 9, scale: 2 });
    expect(run(state, { type: 'panTo', x: 3, y: 4 })).toEqual({
      view: { x: 3, y: 4, scale: 2 },
      moved: true,
    });
  });

  it('does nothing to a view it does not have yet', () => {
    expect(run(start, { type: 'zoom', factor: 2, at: { x: 0, y: 0 } })).toBe(start);
    expect(run(start, { type: 'panBy', dx: 1, dy: 1 })).toBe(start);
  });
});
