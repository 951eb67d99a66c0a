import type Konva from 'konva/lib/Core';
import { Circle, Group, Rect, Shape } from 'react-konva/lib/ReactKonvaCore';
import { memo, useMemo } from 'react';
import { COLOURS, FONT } from './floor-plan-shapes';
import { SEAT_RADIUS, seatPositions, tableSize } from './layout';
import type { TableRecord } from './model';

/** A seated guest as their seat shows them. */
export interface SeatView {
  guestId: string;
  label: string;
  warn: boolean;
}

/** What a table reports; one stable object for every table, so a table that did not change is not drawn again. */
export interface TableHandlers {
  onTap: (tableId: string, seat: number | null) => void;
  onEdit: (tableId: string) => void;
  onGuestPointerDown: (guestId: string, tableId: string, seat: number, evt: PointerEvent) => void;
  onDragStart: (node: Konva.Group) => void;
  onDragEnd: (node: Konva.Group, tableId: string) => void;
}

interface TableNodeProps {
  table: TableRecord;
  seats: readonly (SeatView | null)[];
  /** A key of `seats`, so an unchanged table is not drawn again. */
  seatKey: string;
  seated: number;
  selected: boolean;
  pickedSeat: number | null;
  handlers: TableHandlers;
}

/** The seat (index) of `positions` under the pointer, in the coordinates of `node`'s table, if any. */
function seatUnderPointer(node: Konva.Node, positions: readonly { x: number; y: number }[]): number | null {
  const at = node.getRelativePointerPosition();
  if (!at) return null;
  const i = positions.findIndex((p) => Math.hypot(p.x - at.x, p.y - at.y) <= SEAT_RADIUS);
  return i === -1 ? null : i;
}

/** Text cut short with an ellipsis to fit `width` in the context's font; remembered, as the plan redraws often. */
const fittedText = new Map<string, string>();
function fitted(ctx: Konva.Context, text: string, width: number): string {
  const key = `${ctx.font}|${width}|${text}`;
  let out = fittedText.get(key);
  if (out === undefined) {
    out = text;
    while (out.length > 1 && ctx.measureText(out === text ? out : `${out}…`).width > width)
      out = out.slice(0, -1);
    if (out !== text) out = `${out}…`;
    if (fittedText.size > 2000) fittedText.clear();
    fittedText.set(key, out);
  }
  return out;
}

/** One table with its seats, drawn around its centre and turned with it; the words stay upright. */
export const TableNode = memo(
  function TableNode({ table, seats, seated, selected, pickedSeat, handlers }: TableNodeProps) {
    const { width, height } = tableSize(table, table.head);
    const positions = useMemo(
      () => seatPositions({ ...table, x: 0, y: 0, rotation: 0 }, table.head),
      [table.shape, table.seats, table.head], // eslint-disable-line react-hooks/exhaustive-deps -- only the shape counts
    );
    const over = seated > table.seats;
    const stroke = over ? COLOURS.over : COLOURS.tableStroke;
    const upright = -table.rotation;
    const textWidth = table.shape === 'round' ? width - 12 : Math.max(width, height) - 12;
    return (
      <Group
        x={table.x}
        y={table.y}
        rotation={table.rotation}
        draggable
        onDragStart={(e) =>
          e.target === e.currentTarget && handlers.onDragStart(e.currentTarget as Konva.Group)
        }
        onDragEnd={(e) =>
          e.target === e.currentTarget && handlers.onDragEnd(e.currentTarget as Konva.Group, table.id)
        }
        onClick={(e) => handlers.onTap(table.id, seatUnderPointer(e.currentTarget, positions))}
        onTap={(e) => handlers.onTap(table.id, seatUnderPointer(e.currentTarget, positions))}
        onDblClick={() => handlers.onEdit(table.id)}
        onDblTap={() => handlers.onEdit(table.id)}
      >
        {selected && (
          <Rect
            name="selection"
            x={-width / 2 - SEAT_RADIUS * 2 - 10}
            y={-height / 2 - SEAT_RADIUS * 2 - 10}
            width={width + SEAT_RADIUS * 4 + 20}
            height={height + SEAT_RADIUS * 4 + 20}
            cornerRadius={table.shape === 'round' ? width / 2 + SEAT_RADIUS * 2 : 12}
            stroke={COLOURS.selected}
            strokeWidth={2}
            dash={[10, 6]}
            listening={false}
            perfectDrawEnabled={false}
          />
        )}
        {table.shape === 'round' ? (
          <Circle
            radius={width / 2}
            fill={COLOURS.table}
            stroke={stroke}
            strokeWidth={over ? 4 : 2}
            perfectDrawEnabled={false}
          />
        ) : (
          <Rect
            x={-width / 2}
            y={-height / 2}
            width={width}
            height={height}
            cornerRadius={8}
            fill={COLOURS.table}
            stroke={stroke}
            strokeWidth={over ? 4 : 2}
            perfectDrawEnabled={false}
          />
        )}
        <Shape
          // Every seat with its guest's initials, and the table's name and count, in one shape: 300 tables are 300
          // shapes, not 10,000 nodes to create and draw. Which seat a pointer is on is worked out from where it is.
          fill={COLOURS.seat}
          perfectDrawEnabled={false}
          sceneFunc={(ctx) => {
            positions.forEach((p, i) => {
              const seat = seats[i] ?? null;
              const picked = pickedSeat === i;
              ctx.beginPath();
              ctx.arc(p.x, p.y, SEAT_RADIUS, 0, Math.PI * 2);
              ctx.fillStyle = seat ? (seat.warn ? COLOURS.warn : COLOURS.taken) : COLOURS.seat;
              ctx.fill();
              ctx.lineWidth = picked ? 4 : 2;
              ctx.strokeStyle = picked
                ? COLOURS.picked
                : seat?.warn
                  ? COLOURS.warnStroke
                  : seat
                    ? COLOURS.tableStroke
                    : COLOURS.seatStroke;
              ctx.stroke();
            });
            ctx.font = `bold 13px ${FONT}`;
            ctx.textAlign = 'center';
            ctx.textBaseline = 'middle';
            positions.forEach((p, i) => {
              const seat = seats[i];
              if (!seat) return;
              ctx.fillStyle = seat.warn ? COLOURS.warnText : COLOURS.takenText;
              if (!upright) return ctx.fillText(seat.label, p.x, p.y);
              // The initials stay upright however the table turns.
              ctx.save();
              ctx.translate(p.x, p.y);
              ctx.rotate((upright * Math.PI) / 180);
              ctx.fillText(seat.label, 0, 0);
              ctx.restore();
            });
            // The table's name (cut short with an ellipsis to fit) and its count, upright in the middle.
            ctx.save();
            ctx.rotate((upright * Math.PI) / 180);
            ctx.font = `bold 17px ${FONT}`;
            ctx.fillStyle = COLOURS.text;
            ctx.fillText(fitted(ctx, table.name, textWidth), 0, -11);
            ctx.font = `${over ? 'bold ' : ''}15px ${FONT}`;
            ctx.fillStyle = over ? COLOURS.over : COLOURS.muted;
            ctx.fillText(`${seated}/${table.seats}`, 0, 10);
            ctx.restore();
          }}
          hitFunc={(ctx, shape) => {
            ctx.beginPath();
            for (const p of positions) {
              ctx.moveTo(p.x + SEAT_RADIUS, p.y);
              ctx.arc(p.x, p.y, SEAT_RADIUS, 0, Math.PI * 2);
            }
            ctx.closePath();
            ctx.fillStrokeShape(shape);
          }}
          onPointerDown={(e) => {
            const i = seatUnderPointer(e.target, positions);
            const seat = i === null ? null : seats[i];
            if (i === null || !seat) return;
            e.cancelBubble = true;
            handlers.onGuestPointerDown(seat.guestId, table.id, i, e.evt);
          }}
          // A seated guest moves, not the table or the view under them.
          onMouseDown={(e) => {
            const i = seatUnderPointer(e.target, positions);
            if (i !== null && seats[i]) e.cancelBubble = true;
          }}
          onTouchStart={(e) => {
            const i = seatUnderPointer(e.target, positions);
            if (i !== null && seats[i]) e.cancelBubble = true;
          }}
        />
      </Group>
    );
  },
  (a, b) =>
    a.table === b.table &&
    a.seatKey === b.seatKey &&
    a.seated === b.seated &&
    a.selected === b.selected &&
    a.pickedSeat === b.pickedSeat &&
    a.handlers === b.handlers,
);
