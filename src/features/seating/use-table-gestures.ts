import type { Layer as KonvaLayer } from 'konva/lib/Layer';
import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { ChartAction, Chart } from './chart';
import type { TableHandlers } from './table-node';

export interface TableGestureProps {
  chart: Chart;
  dispatch: (action: ChartAction) => void;
  onSelectTable: (id: string | null) => void;
  /** A click or tap on a table (or one of its seats). */
  onTableTap: (tableId: string, seat: number | null) => void;
  onEditTable: (id: string) => void;
  /** A pointer went down on a seated guest: the start of a drag, or a tap. */
  onGuestPointerDown: (guestId: string, evt: PointerEvent, tap: () => void) => void;
}

/**
 * What the tables report, as one stable object (a table that did not change is not drawn again). A dragged table is
 * lifted onto the top layer, so each frame of the drag redraws one table rather than the hall, and nothing renders
 * while it moves; on drop it goes back to its layer and its place is written (snapped to the grid by the chart), and
 * it is selected.
 */
export function useTableGestures(
  props: TableGestureProps,
  layers: { tables: RefObject<KonvaLayer | null>; overlay: RefObject<KonvaLayer | null> },
) {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const { tables, overlay } = layers;
  return useMemo<TableHandlers>(
    () => ({
      onTap: (tableId, seat) => latest.current.onTableTap(tableId, seat),
      onEdit: (tableId) => latest.current.onEditTable(tableId),
      onGuestPointerDown: (guestId, tableId, seat, evt) =>
        latest.current.onGuestPointerDown(guestId, evt, () => latest.current.onTableTap(tableId, seat)),
      onDragStart: (node) => {
        node.setAttr('restingIndex', node.zIndex());
        if (overlay.current) node.moveTo(overlay.current);
        tables.current?.batchDraw();
      },
      onDragEnd: (node, tableId) => {
        const x = node.x();
        const y = node.y();
        if (tables.current) {
          node.moveTo(tables.current);
          node.zIndex(Math.min(node.getAttr('restingIndex') ?? 0, tables.current.children.length - 1));
        }
        const table = latest.current.chart.tables.find((t) => t.id === tableId);
        // The drop lands on the grid; where the chart does not change, the table goes back to its place.
        if (table) node.position({ x: table.x, y: table.y });
        latest.current.onSelectTable(tableId);
        latest.current.dispatch({ type: 'moveTable', id: tableId, x, y });
        tables.current?.batchDraw();
        overlay.current?.batchDraw();
      },
    }),
    [tables, overlay],
  );
}
