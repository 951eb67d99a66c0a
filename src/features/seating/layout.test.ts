import {
  longSize,
  PLAN,
  rotateBy,
  roundRadius,
  seatAt,
  seatPositions,
  snapRotation,
  snapToGrid,
  tableAt,
  tableSize,
} from './layout';

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('floor plan geometry', () => {
  it('gives a round table room for its seats, and a long table length for half of them per side', () => {
    expect(roundRadius(2)).toBe(45);
    expect(roundRadius(24)).toBeGreaterThan(roundRadius(10));
    expect(tableSize({ shape: 'round', seats: 10 })).toEqual({
      width: roundRadius(10) * 2,
      height: roundRadius(10) * 2,
    });
    expect(longSize(8)).toEqual({ width: 240, height: 90 });
    expect(longSize(7)).toEqual({ width: 240, height: 90 });
    expect(longSize(8, true)).toEqual({ width: 480, height: 90 });
  });

  it('places round seats evenly around the table, the first at the top', () => {
    const seats = seatPositions({ shape: 'round', seats: 8, x: 500, y: 400, rotation: 0 });
    expect(seats).toHaveLength(8);
    expect(seats[0]!.x).toBeCloseTo(500);
    expect(seats[0]!.y).toBeLessThan(400);
    const r = dist(seats[0]!, { x: 500, y: 400 });
    for (const s of seats) expect(dist(s, { x: 500, y: 400 })).toBeCloseTo(r, 0);
    expect(dist(seats[0]!, seats[1]!)).toBeCloseTo(dist(seats[4]!, seats[5]!), 0);
  });

  it('places long-table seats on both sides, or on one side for a head table, and rotates them with the table', () => {
    const both = seatPositions({ shape: 'long', seats: 6, x: 0, y: 0, rotation: 0 });
    expect(both.filter((s) => s.y < 0)).toHaveLength(3);
    expect(both.filter((s) => s.y > 0)).toHaveLength(3);
    const head = seatPositions({ shape: 'long', seats: 6, x: 0, y: 0, rotation: 0 }, true);
    expect(head.every((s) => s.y < 0)).toBe(true);
    const turned = seatPositions({ shape: 'long', seats: 6, x: 0, y: 0, rotation: 90 });
    // A quarter turn swaps the axes: the sides are now left and right.
    expect(turned.filter((s) => s.x > 0)).toHaveLength(3);
    expect(turned.filter((s) => s.x < 0)).toHaveLength(3);
  });

  it('snaps positions to the grid inside the plan, and rotations to 15° steps in [0, 360)', () => {
    expect(snapToGrid(112, 38)).toEqual({ x: 100, y: 50 });
    expect(snapToGrid(-40, 99_999)).toEqual({ x: 0, y: PLAN.height });
    expect(snapRotation(22)).toBe(15);
    expect(snapRotation(23)).toBe(30);
    expect(snapRotation(-15)).toBe(345);
    expect(snapRotation(725)).toBe(0);
    expect(rotateBy(345, 15)).toBe(0);
  });
});

describe('hit testing on the floor plan', () => {
  const round = { id: 'r', shape: 'round' as const, seats: 8, x: 300, y: 300, rotation: 0, head: false };
  const long = { id: 'l', shape: 'long' as const, seats: 6, x: 1000, y: 300, rotation: 90, head: false };

  it('finds the seat under a point, nearest first, within the marker and some slack', () => {
    const seats = seatPositions(round);
    expect(seatAt([round, long], seats[2]!)).toEqual({ tableId: 'r', seat: 2 });
    expect(seatAt([round], { x: seats[5]!.x + 20, y: seats[5]!.y })).toEqual({ tableId: 'r', seat: 5 });
    expect(seatAt([round], { x: 300, y: 300 })).toBeNull();
    const turned = seatPositions(long);
    expect(seatAt([round, long], turned[4]!)).toEqual({ tableId: 'l', seat: 4 });
  });

  it('finds the table under a point: its top or its ring of seats, turned with it', () => {
    expect(tableAt([round, long], { x: 300, y: 300 })).toBe('r');
    expect(tableAt([round, long], seatPositions(round)[0]!)).toBe('r');
    expect(tableAt([round, long], { x: 600, y: 300 })).toBeNull();
    // Turned a quarter, the long table runs up and down.
    expect(tableAt([long], { x: 1000, y: 300 + longSize(6).width / 2 - 5 })).toBe('l');
    expect(tableAt([long], { x: 1000 + longSize(6).width / 2 + 30, y: 300 })).toBeNull();
  });
});
