import type { Circle as KonvaCircle } from 'konva/lib/shapes/Circle';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import { useImperativeHandle, type Ref, type RefObject } from 'react';
import { toDrawing, type View } from '@/lib/viewport';
import { SEAT_RADIUS, seatAt, seatPositions, tableAt, tableSize } from './layout';
import type { TableRecord } from './model';
import { contentBox } from './view';

/** Where a dragged guest would land. */
export type DropTarget =
  { kind: 'seat'; tableId: string; seat: number } | { kind: 'table'; tableId: string } | { kind: 'unseated' };

/** What the page asks of the floor plan: drop targets under the pointer, a ring on one, a picture of the plan. */
export interface FloorPlanApi {
  /** The plan point under a point on screen, or null when the screen point is outside the floor plan. */
  toPlan: (clientX: number, clientY: number) => { x: number; y: number } | null;
  /** The seat or table under a point on screen. */
  targetAt: (clientX: number, clientY: number) => DropTarget | null;
  /** Rings the seat or table a dragged guest would land on. */
  highlight: (target: DropTarget | null) => void;
  /** The tables' part of the floor plan as a picture about `width` pixels wide (PNG data). */
  toCanvas: (width: number) => HTMLCanvasElement | null;
}

/** The floor plan's side of `FloorPlanApi`, over its area, stage, view and the ring drawn on its top layer. */
export function useFloorPlanApi(
  apiRef: Ref<FloorPlanApi>,
  {
    wrap,
    stageRef,
    ring,
    view,
    tables,
  }: {
    wrap: RefObject<HTMLDivElement | null>;
    stageRef: RefObject<KonvaStage | null>;
    ring: RefObject<KonvaCircle | null>;
    view: View | null;
    tables: readonly TableRecord[];
  },
) {
  useImperativeHandle(apiRef, (): FloorPlanApi => {
    const toPlan = (clientX: number, clientY: number) => {
      const el = wrap.current;
      if (!el || !view) return null;
      const box = el.getBoundingClientRect();
      const px = clientX - box.left;
      const py = clientY - box.top;
      if (px < 0 || py < 0 || px > box.width || py > box.height) return null;
      return toDrawing(view, px, py);
    };
    return {
      toPlan,
      targetAt: (clientX, clientY) => {
        const p = toPlan(clientX, clientY);
        if (!p) return null;
        const seat = seatAt(tables, p);
        if (seat) return { kind: 'seat', ...seat };
        const table = tableAt(tables, p);
        return table ? { kind: 'table', tableId: table } : null;
      },
      highlight: (target) => {
        const node = ring.current;
        if (!node) return;
        const table =
          target && target.kind !== 'unseated' ? tables.find((t) => t.id === target.tableId) : undefined;
        if (!table || !target || target.kind === 'unseated') {
          if (node.visible()) {
            node.visible(false);
            node.getLayer()?.batchDraw();
          }
          return;
        }
        if (target.kind === 'seat') {
          const p = seatPositions(table, table.head)[target.seat]!;
          node.setAttrs({ x: p.x, y: p.y, radius: SEAT_RADIUS + 7, visible: true });
        } else {
          const { width, height } = tableSize(table, table.head);
          node.setAttrs({
            x: table.x,
            y: table.y,
            radius: Math.hypot(width, height) / 2 + SEAT_RADIUS * 2 + 8,
            visible: true,
          });
        }
        node.getLayer()?.batchDraw();
      },
      toCanvas: (width) => {
        const stage = stageRef.current;
        if (!stage || !view) return null;
        const box = contentBox(tables, 40);
        // The picture shows the tables, not what the couple has selected or is dropping onto.
        const hidden = [...stage.find('.selection'), ...(ring.current ? [ring.current] : [])].filter((n) =>
          n.visible(),
        );
        hidden.forEach((n) => n.visible(false));
        try {
          return stage.toCanvas({
            x: view.x + box.x * view.scale,
            y: view.y + box.y * view.scale,
            width: box.width * view.scale,
            height: box.height * view.scale,
            pixelRatio: width / (box.width * view.scale),
          });
        } finally {
          hidden.forEach((n) => n.visible(true));
        }
      },
    };
  }, [wrap, stageRef, ring, view, tables]);
}
