import {
  clampZoom,
  fitView,
  panBy,
  stepZoom,
  toDrawing,
  twoFingers,
  zoomAt,
  type View,
  type ZoomSteps,
} from './viewport';

const onScreen = (view: View, p: { x: number; y: number }) => ({
  x: p.x * view.scale + view.x,
  y: p.y * view.scale + view.y,
});

describe('the viewport', () => {
  it('fits a box whole and centred, inside a margin, and zooms the fitted size', () => {
    // An 800×600 card in a 1000×500 area with a 50 px margin: the height limits it to 400/600.
    const card = { x: 0, y: 0, width: 800, height: 600 };
    const fitted = fitView(card, 1000, 500, { margin: 50 });
    expect(fitted.scale).toBeCloseTo(2 / 3);
    expect(onScreen(fitted, { x: 0, y: 0 })).toEqual({ x: (1000 - 800 * fitted.scale) / 2, y: 50 });
    expect(onScreen(fitted, { x: 400, y: 300 }).x).toBeCloseTo(500);
    const zoomed = fitView(card, 1000, 500, { margin: 50, zoom: 1.5 });
    expect(zoomed.scale).toBeCloseTo(1);
    // Still centred on the area.
    expect(onScreen(zoomed, { x: 400, y: 300 })).toEqual({ x: 500, y: 250 });
  });

  it('fits a box away from the origin and keeps the scale within limits', () => {
    const box = { x: 1000, y: 500, width: 100, height: 100 };
    const close = fitView(box, 400, 400, { limits: { min: 0.05, max: 3 } });
    expect(close.scale).toBe(3);
    expect(onScreen(close, { x: 1050, y: 550 })).toEqual({ x: 200, y: 200 });
    expect(fitView(box, 1, 1, { limits: { min: 0.05, max: 3 } }).scale).toBe(0.05);
  });

  it('zooms about a point, which stays where it is on screen, within limits', () => {
    const view = { x: 10, y: 20, scale: 1 };
    const limits = { min: 0.5, max: 2 };
    const zoomed = zoomAt(view, 1.5, 110, 70, limits);
    expect(zoomed.scale).toBe(1.5);
    expect(onScreen(zoomed, toDrawing(view, 110, 70))).toEqual({ x: 110, y: 70 });
    expect(zoomAt(view, 10, 0, 0, limits).scale).toBe(2);
    expect(zoomAt(view, 0.01, 0, 0, limits).scale).toBe(0.5);
  });

  it('pans, and reads a screen point back as a point of the drawing', () => {
    const view = panBy({ x: 10, y: 20, scale: 2 }, 5, -5);
    expect(view).toEqual({ x: 15, y: 15, scale: 2 });
    expect(toDrawing(view, 35, 55)).toEqual({ x: 10, y: 20 });
  });

  it('steps a zoom evenly between limits, without drift; anything but a number is the start', () => {
    const steps: ZoomSteps = { start: 1, step: 0.1, min: 0.5, max: 2 };
    expect(stepZoom(1, 1, steps)).toBe(1.1);
    expect(stepZoom(stepZoom(stepZoom(1, 1, steps), 1, steps), 1, steps)).toBe(1.3);
    expect(stepZoom(0.5, -1, steps)).toBe(0.5);
    expect(stepZoom(1.97, 1, steps)).toBe(2);
    expect(clampZoom(Number.NaN, steps)).toBe(1);
    expect(clampZoom(9, steps)).toBe(2);
  });

  it('reads a pinch only from exactly two fingers', () => {
    const finger = (clientX: number, clientY: number) => ({ clientX, clientY });
    expect(twoFingers([finger(0, 0), finger(30, 40)])).toEqual({ distance: 50, centre: { x: 15, y: 20 } });
    expect(twoFingers([finger(0, 0)])).toBeNull();
    expect(twoFingers([finger(0, 0), finger(1, 1), finger(2, 2)])).toBeNull();
  });
});
