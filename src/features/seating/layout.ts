/**
 * The floor plan's geometry, as pure maths the canvas and the tests share: table sizes, where each seat sits around a
 * table, rotation, and snapping a table's position to the plan's grid.
 */
export type TableShape = 'round' | 'long';

export const MIN_SEATS = 2;
export const MAX_SEATS = 24;
/** The floor plan in plan units (one unit ≈ one centimetre of a room 20 m × 15 m). */
export const PLAN = { width: 2000, height: 1500 } as const;
export const GRID = 25;
export const ROTATION_STEP = 15;
/** Room at the table per seated person, and the seat marker's radius. */
const SEAT_SPACING = 60;
export const SEAT_RADIUS = 18;
const LONG_DEPTH = 90;

export interface TablePlacement {
  shape: TableShape;
  seats: number;
  x: number;
  y: number;
  rotation: number;
}

/** A round table's radius grows with its seats so neighbours keep their elbow room (never under 45). */
export function roundRadius(seats: number): number {
  return Math.max(45, Math.round((seats * SEAT_SPACING) / (2 * Math.PI)));
}

/** A long table seats people along both long sides; a head table (one side) is the same shape. */
export function longSize(seats: number, oneSided = false): { width: number; height: number } {
  const perSide = oneSided ? seats : Math.ceil(seats / 2);
  return { width: Math.max(2, perSide) * SEAT_SPACING, height: LONG_DEPTH };
}

/** The table's footprint (width × height before rotation), centred on (x, y). */
export function tableSize(
  t: Pick<TablePlacement, 'shape' | 'seats'>,
  oneSided = false,
): { width: number; height: number } {
  if (t.shape === 'round') {
    const d = roundRadius(t.seats) * 2;
    return { width: d, height: d };
  }
  return longSize(t.seats, oneSided);
}

const rotate = (x: number, y: number, degrees: number) => {
  const r = (degrees * Math.PI) / 180;
  return { x: x * Math.cos(r) - y * Math.sin(r), y: x * Math.sin(r) + y * Math.cos(r) };
};

/**
 * Where each seat sits, in plan units: around a round table evenly from the top, clockwise; along a long table's two
 * sides (or only the far side for a head table, so everyone faces the room), then rotated with the table.
 */
export function seatPositions(t: TablePlacement, oneSided = false): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  if (t.shape === 'round') {
    const r = roundRadius(t.seats) + SEAT_RADIUS + 6;
    for (let i = 0; i < t.seats; i++) {
      const a = (i / t.seats) * 2 * Math.PI - Math.PI / 2;
      out.push({ x: Math.cos(a) * r, y: Math.sin(a) * r });
    }
  } else {
    const { width, height } = longSize(t.seats, oneSided);
    const perSide = oneSided ? t.seats : Math.ceil(t.seats / 2);
    const offset = height / 2 + SEAT_RADIUS + 6;
    for (let i = 0; i < t.seats; i++) {
      const side = oneSided ? -1 : i < perSide ? -1 : 1;
      const k = oneSided || i < perSide ? i : i - perSide;
      const count = oneSided || side === -1 ? perSide : t.seats - perSide;
      out.push({ x: -width / 2 + (width / count) * (k + 0.5), y: side * offset });
    }
  }
  return out.map((p) => {
    const q = rotate(p.x, p.y, t.rotation);
    return { x: Math.round((t.x + q.x) * 10) / 10, y: Math.round((t.y + q.y) * 10) / 10 };
  });
}

/** A position kept on the plan and on its grid. */
export function snapToGrid(x: number, y: number, grid = GRID): { x: number; y: number } {
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
  return {
    x: clamp(Math.round(x / grid) * grid, PLAN.width),
    y: clamp(Math.round(y / grid) * grid, PLAN.height),
  };
}

/** A rotation in whole steps, kept in [0, 360). */
export function snapRotation(degrees: number, step = ROTATION_STEP): number {
  const snapped = Math.round(degrees / step) * step;
  return ((snapped % 360) + 360) % 360;
}

export const rotateBy = (rotation: number, by: number) => snapRotation(rotation + by);

export interface PlacedTable extends TablePlacement {
  id: string;
  head: boolean;
}

type Point = { x: number; y: number };

/** The seat a point falls on (within the seat marker and a finger's slack), nearest first. */
export function seatAt(
  tables: readonly PlacedTable[],
  p: Point,
  slack = 8,
): { tableId: string; seat: number } | null {
  let best: { tableId: string; seat: number } | null = null;
  let bestDistance = SEAT_RADIUS + slack;
  for (const t of tables) {
    const { width, height } = tableSize(t, t.head);
    if (Math.hypot(t.x - p.x, t.y - p.y) > Math.hypot(width, height) / 2 + SEAT_RADIUS * 3) continue;
    const positions = seatPositions(t, t.head);
    for (let seat = 0; seat < positions.length; seat++) {
      const d = Math.hypot(positions[seat]!.x - p.x, positions[seat]!.y - p.y);
      if (d <= bestDistance) {
        bestDistance = d;
        best = { tableId: t.id, seat };
      }
    }
  }
  return best;
}

/** The table a point falls on: its top, or the ring of seats around it. The last drawn (topmost) wins. */
export function tableAt(tables: readonly PlacedTable[], p: Point): string | null {
  const ring = SEAT_RADIUS * 2 + 6;
  for (let i = tables.length - 1; i >= 0; i--) {
    const t = tables[i]!;
    const local = rotate(p.x - t.x, p.y - t.y, -t.rotation);
    const { width, height } = tableSize(t, t.head);
    const inside =
      t.shape === 'round'
        ? Math.hypot(local.x, local.y) <= width / 2 + ring
        : Math.abs(local.x) <= width / 2 + ring && Math.abs(local.y) <= height / 2 + ring;
    if (inside) return t.id;
  }
  return null;
}
