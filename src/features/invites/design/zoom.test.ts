import { canZoomIn, canZoomOut, clampZoom, zoomIn, zoomOut, ZOOM } from './zoom';

describe('zoom', () => {
  it('starts at 1 and steps by 0.1 without drifting', () => {
    expect(ZOOM.start).toBe(1);
    expect(zoomIn(1)).toBe(1.1);
    expect(zoomIn(zoomIn(zoomIn(1)))).toBe(1.3);
    expect(zoomOut(1)).toBe(0.9);
  });

  it('stays between 0.5 and 2', () => {
    let z = 1;
    for (let i = 0; i < 30; i++) z = zoomIn(z);
    expect(z).toBe(2);
    expect(canZoomIn(z)).toBe(false);
    for (let i = 0; i < 30; i++) z = zoomOut(z);
    expect(z).toBe(0.5);
    expect(canZoomOut(z)).toBe(false);
    expect(clampZoom(7)).toBe(2);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});
