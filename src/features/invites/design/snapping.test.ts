import { snap, SNAP_THRESHOLD } from './snapping';

describe('snap', () => {
  it('pulls a box to the canvas centre lines when its middle comes close', () => {
    const s = snap({ x: 297, y: 283, width: 200, height: 30 }, []);
    expect(s).toMatchObject({ x: 300, y: 285, vertical: [400], horizontal: [300] });
  });

  it('pulls an edge to the canvas edges', () => {
    expect(snap({ x: 4, y: 567, width: 100, height: 30 }, [])).toMatchObject({
      x: 0,
      y: 570,
      vertical: [0],
      horizontal: [600],
    });
  });

  it("lines edges up with another element's edges and middle", () => {
    const other = { x: 500, y: 100, width: 100, height: 50 };
    // Left edge 3 px right of the other's right edge → snaps to 600.
    expect(snap({ x: 603, y: 400, width: 40, height: 40 }, [other])).toMatchObject({
      x: 600,
      vertical: [600],
    });
    // Top 2 px below the other's top → snaps to 100.
    expect(snap({ x: 50, y: 102, width: 40, height: 40 }, [other])).toMatchObject({
      y: 100,
      horizontal: [100],
    });
  });

  it('takes the nearest guide and leaves the box alone beyond the threshold', () => {
    const far = snap({ x: 200, y: 200, width: 10, height: 10 }, [], SNAP_THRESHOLD);
    expect(far).toEqual({ x: 200, y: 200, vertical: [], horizontal: [] });
    // Lines at 200/205/210: one element's left edge is 2 px from the right edge, another's right edge 1 px from the left.
    const near = snap({ x: 200, y: 50, width: 10, height: 10 }, [
      { x: 212, y: 500, width: 100, height: 10 },
      { x: 149, y: 500, width: 50, height: 10 },
    ]);
    expect(near).toMatchObject({ x: 199, vertical: [199] });
  });
});
