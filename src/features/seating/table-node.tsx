import type Konva from 'konva/lib/Core';
import type { KonvaEventObject } from 'konva/lib/Node';
import { Circle, Group, Rect, Text } from 'react-konva/lib/ReactKonvaCore';
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

const seatIndexOf = (e: KonvaEventObject<Event>): number | null => {
  const seat: unknown = (e.target as Konva.Node).getAttr('seatIndex');
  return typeof seat === 'number' ? seat : null;
};

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
        onClick={(e) => handlers.onTap(table.id, seatIndexOf(e))}
        onTap={(e) => handlers.onTap(table.id, seatIndexOf(e))}
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
        {positions.map((p, i) => {
          const seat = seats[i] ?? null;
          const picked = pickedSeat === i;
          return (
            <Group key={i} x={p.x} y={p.y}>
              <Circle
                radius={SEAT_RADIUS}
                seatIndex={i}
                fill={seat ? (seat.warn ? COLOURS.warn : COLOURS.taken) : COLOURS.seat}
                stroke={
                  picked
                    ? COLOURS.picked
                    : seat?.warn
                      ? COLOURS.warnStroke
                      : seat
                        ? COLOURS.tableStroke
                        : COLOURS.seatStroke
                }
                strokeWidth={picked ? 4 : 2}
                perfectDrawEnabled={false}
                onPointerDown={(e) => {
                  if (!seat) return;
                  e.cancelBubble = true;
                  handlers.onGuestPointerDown(seat.guestId, table.id, i, e.evt);
                }}
                // The seated guest moves, not the table or the view under them.
                onMouseDown={(e) => void (seat && (e.cancelBubble = true))}
                onTouchStart={(e) => void (seat && (e.cancelBubble = true))}
              />
              {seat && (
                <Text
                  text={seat.label}
                  width={SEAT_RADIUS * 2}
                  height={SEAT_RADIUS * 2}
                  offsetX={SEAT_RADIUS}
                  offsetY={SEAT_RADIUS}
                  rotation={upright}
                  align="center"
                  verticalAlign="middle"
                  fontSize={13}
                  fontStyle="bold"
                  fontFamily={FONT}
                  fill={seat.warn ? COLOURS.warnText : COLOURS.takenText}
                  listening={false}
                  perfectDrawEnabled={false}
                />
              )}
            </Group>
          );
        })}
        <Group rotation={upright} listening={false}>
          <Text
            text={table.name}
            width={textWidth}
            offsetX={textWidth / 2}
            y={-20}
            align="center"
            fontSize={17}
            fontStyle="bold"
            fontFamily={FONT}
            fill={COLOURS.text}
            wrap="none"
            ellipsis
            perfectDrawEnabled={false}
          />
          <Text
            text={`${seated}/${table.seats}`}
            width={textWidth}
            offsetX={textWidth / 2}
            y={2}
            align="center"
            fontSize={15}
            fontFamily={FONT}
            fontStyle={over ? 'bold' : 'normal'}
            fill={over ? COLOURS.over : COLOURS.muted}
            perfectDrawEnabled={false}
          />
        </Group>
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
