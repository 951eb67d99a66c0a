import type Konva from 'konva/lib/Core';
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Rect';
import 'konva/lib/shapes/Text';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { Circle as KonvaCircle } from 'konva/lib/shapes/Circle';
import type { Layer as KonvaLayer } from 'konva/lib/Layer';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import { Maximize, Minus, Plus } from 'lucide-react';
import { Circle, Group, Layer, Rect, Shape, Stage, Text } from 'react-konva/lib/ReactKonvaCore';
import {
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
  type TouchEvent,
} from 'react';
import { Button } from '@/components/ui/button';
import { shortId } from '@/lib/ids';
import type { ChartAction, Chart } from './chart';
import { GRID, PLAN, ROTATION_STEP, SEAT_RADIUS, seatAt, seatPositions, tableAt, tableSize } from './layout';
import type { TableRecord } from './model';
import type { SeatingGuest } from './seating';
import { contentBox, fitView, initials, toPlanPoint, zoomAt, ZOOM_LIMITS, type View } from './view';

/** Where a dragged guest would land. */
export type DropTarget =
  { kind: 'seat'; tableId: string; seat: number } | { kind: 'table'; tableId: string } | { kind: 'unseated' };

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

const COLOURS = {
  room: '#ffffff',
  grid: '#f1f1f4',
  table: '#fdf2f8',
  tableStroke: '#be185d',
  selected: '#831843',
  over: '#b91c1c',
  seat: '#ffffff',
  seatStroke: '#9ca3af',
  taken: '#fce7f3',
  takenText: '#831843',
  warn: '#fef3c7',
  warnStroke: '#b45309',
  warnText: '#78350f',
  picked: '#1d4ed8',
  text: '#111827',
  muted: '#4b5563',
} as const;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

interface SeatView {
  guestId: string;
  label: string;
  warn: boolean;
}

interface TableHandlers {
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
const TableNode = memo(
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

/** The room: a white plan with a light one-metre grid, drawn as one shape. */
function Room() {
  return (
    <Shape
      listening={false}
      perfectDrawEnabled={false}
      sceneFunc={(ctx) => {
        ctx.fillStyle = COLOURS.room;
        ctx.fillRect(0, 0, PLAN.width, PLAN.height);
        ctx.beginPath();
        for (let x = 100; x < PLAN.width; x += 100) {
          ctx.moveTo(x, 0);
          ctx.lineTo(x, PLAN.height);
        }
        for (let y = 100; y < PLAN.height; y += 100) {
          ctx.moveTo(0, y);
          ctx.lineTo(PLAN.width, y);
        }
        ctx.strokeStyle = COLOURS.grid;
        ctx.lineWidth = 2;
        ctx.stroke();
      }}
    />
  );
}

export interface FloorPlanProps {
  chart: Chart;
  guestsById: ReadonlyMap<string, SeatingGuest>;
  warnedGuests: ReadonlySet<string>;
  selectedTableId: string | null;
  pickedGuestId: string | null;
  dispatch: (action: ChartAction) => void;
  onSelectTable: (id: string | null) => void;
  /** A click or tap on a table (or one of its seats). */
  onTableTap: (tableId: string, seat: number | null) => void;
  onEditTable: (id: string) => void;
  /** A pointer went down on a seated guest: the start of a drag, or a tap. */
  onGuestPointerDown: (guestId: string, evt: PointerEvent, tap: () => void) => void;
  onEscape: () => void;
  apiRef: Ref<FloorPlanApi>;
  /** The id of the words that explain the keys. */
  describedBy: string;
}

/**
 * The floor plan (react-konva over the chart, as the invitation editor draws its design): tables with their seats,
 * drawn from the chart and never changed here; gestures are reported as chart actions. A dragged table is lifted
 * onto a layer of its own, so each frame redraws one table rather than the hall; its place is written on drop,
 * snapped to the grid. The view zooms (buttons, Ctrl+wheel, pinch) and pans (drag the floor, arrow keys).
 */
export function FloorPlan(props: FloorPlanProps) {
  const { chart, guestsById, warnedGuests, selectedTableId, pickedGuestId, dispatch, apiRef, describedBy } =
    props;
  const wrap = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const stageRef = useRef<KonvaStage>(null);
  const tablesLayer = useRef<KonvaLayer>(null);
  const overlay = useRef<KonvaLayer>(null);
  const ring = useRef<KonvaCircle>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<View | null>(null);
  /** Once the couple zooms or pans, the view stays theirs; until then it follows the tables. */
  const moved = useRef(false);
  const pinch = useRef<{ distance: number; view: View } | null>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useLayoutEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const measure = () => {
      const width = Math.round(el.clientWidth);
      const height = Math.round(Math.min(640, Math.max(300, width * 0.7)));
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const fit = useCallback(() => {
    if (!size.width) return;
    setView(fitView(contentBox(latest.current.chart.tables), size.width, size.height));
  }, [size.width, size.height]);

  // Follows the tables (added, moved away) until the couple takes the view in hand.
  const tableCount = chart.tables.length;
  useEffect(() => {
    if (!moved.current) fit();
  }, [fit, tableCount]);

  const changeView = (next: View) => {
    moved.current = true;
    setView(next);
  };
  const zoomBy = (factor: number) =>
    view && changeView(zoomAt(view, factor, size.width / 2, size.height / 2));

  const v = view ?? { x: 0, y: 0, scale: 1 };

  const placeFrame = (at: View) => {
    const el = frame.current;
    if (!el) return;
    el.style.left = `${at.x}px`;
    el.style.top = `${at.y}px`;
    el.style.width = `${PLAN.width * at.scale}px`;
    el.style.height = `${PLAN.height * at.scale}px`;
  };
  useLayoutEffect(() => placeFrame(v));

  const placed = useMemo(() => chart.tables.map((t) => ({ ...t })), [chart.tables]);

  useImperativeHandle(apiRef, (): FloorPlanApi => {
    const toPlan = (clientX: number, clientY: number) => {
      const el = wrap.current;
      if (!el || !view) return null;
      const box = el.getBoundingClientRect();
      const px = clientX - box.left;
      const py = clientY - box.top;
      if (px < 0 || py < 0 || px > box.width || py > box.height) return null;
      return toPlanPoint(view, px, py);
    };
    return {
      toPlan,
      targetAt: (clientX, clientY) => {
        const p = toPlan(clientX, clientY);
        if (!p) return null;
        const seat = seatAt(placed, p);
        if (seat) return { kind: 'seat', ...seat };
        const table = tableAt(placed, p);
        return table ? { kind: 'table', tableId: table } : null;
      },
      highlight: (target) => {
        const node = ring.current;
        if (!node) return;
        const table =
          target && target.kind !== 'unseated' ? placed.find((t) => t.id === target.tableId) : undefined;
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
        const box = contentBox(latest.current.chart.tables, 40);
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
  }, [view, placed]);

  // Table gestures; stable, so a table that did not change is not drawn again.
  const handlers = useMemo<TableHandlers>(
    () => ({
      onTap: (tableId, seat) => latest.current.onTableTap(tableId, seat),
      onEdit: (tableId) => latest.current.onEditTable(tableId),
      onGuestPointerDown: (guestId, tableId, seat, evt) =>
        latest.current.onGuestPointerDown(guestId, evt, () => latest.current.onTableTap(tableId, seat)),
      onDragStart: (node) => {
        // The table is selected when it lands, with its new place: nothing re-renders while it moves.
        node.setAttr('restingIndex', node.zIndex());
        // Alone on the top layer, the table is the only thing each frame of the drag redraws.
        if (overlay.current) node.moveTo(overlay.current);
        tablesLayer.current?.batchDraw();
      },
      onDragEnd: (node, tableId) => {
        const x = node.x();
        const y = node.y();
        if (tablesLayer.current) {
          node.moveTo(tablesLayer.current);
          node.zIndex(Math.min(node.getAttr('restingIndex') ?? 0, tablesLayer.current.children.length - 1));
        }
        const table = latest.current.chart.tables.find((t) => t.id === tableId);
        // The drop lands on the grid; where the chart does not change, the table goes back to its place.
        if (table) node.position({ x: table.x, y: table.y });
        latest.current.onSelectTable(tableId);
        latest.current.dispatch({ type: 'moveTable', id: tableId, x, y });
        tablesLayer.current?.batchDraw();
        overlay.current?.batchDraw();
      },
    }),
    [],
  );

  const seatsByTable = useMemo(() => {
    const out = new Map<string, { seats: (SeatView | null)[]; key: string; seated: number }>();
    for (const t of chart.tables)
      out.set(t.id, { seats: Array.from({ length: t.seats }, () => null), key: '', seated: 0 });
    for (const a of chart.assignments) {
      const entry = out.get(a.tableId);
      if (!entry) continue;
      entry.seated++;
      if (a.seat === undefined) continue;
      const guest = guestsById.get(a.guestId);
      entry.seats[a.seat] = {
        guestId: a.guestId,
        label: initials(guest?.name ?? '?'),
        warn: warnedGuests.has(a.guestId),
      };
    }
    for (const entry of out.values())
      entry.key = entry.seats.map((s) => (s ? `${s.guestId}:${s.label}:${s.warn ? 1 : 0}` : '')).join('|');
    return out;
  }, [chart, guestsById, warnedGuests]);

  const pickedAt = useMemo(() => {
    const a = pickedGuestId ? chart.assignments.find((x) => x.guestId === pickedGuestId) : undefined;
    return a && a.seat !== undefined ? { tableId: a.tableId, seat: a.seat } : null;
  }, [chart.assignments, pickedGuestId]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    const step = e.shiftKey ? GRID * 4 : GRID;
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const arrow = arrows[e.key];
    const mod = e.ctrlKey || e.metaKey;
    let handled = true;
    if (arrow && selectedTableId)
      dispatch({ type: 'nudgeTable', id: selectedTableId, dx: arrow[0] * step, dy: arrow[1] * step });
    else if (arrow && view) changeView({ ...view, x: view.x - arrow[0] * 40, y: view.y - arrow[1] * 40 });
    else if ((e.key === '+' || e.key === '=') && !mod) zoomBy(ZOOM_LIMITS.step);
    else if (e.key === '-' && !mod) zoomBy(1 / ZOOM_LIMITS.step);
    else if (e.key === '0' && !mod) {
      moved.current = false;
      fit();
    } else if ((e.key === 'r' || e.key === 'R') && !mod && selectedTableId)
      dispatch({ type: 'rotateTable', id: selectedTableId, by: e.shiftKey ? -ROTATION_STEP : ROTATION_STEP });
    else if ((e.key === 'Delete' || e.key === 'Backspace') && selectedTableId) {
      dispatch({ type: 'deleteTable', id: selectedTableId });
      props.onSelectTable(null);
    } else if (e.key.toLowerCase() === 'd' && mod && selectedTableId) {
      const newId = shortId();
      dispatch({ type: 'duplicateTable', id: selectedTableId, newId });
      props.onSelectTable(newId);
    } else if (e.key === 'Escape') props.onEscape();
    else handled = false;
    if (handled) e.preventDefault();
  };

  const onWheel = (e: KonvaEventObject<WheelEvent>) => {
    // Ctrl+wheel (and a trackpad's pinch) zooms; a plain wheel scrolls the page as usual.
    if (!e.evt.ctrlKey || !view) return;
    e.evt.preventDefault();
    const pointer = stageRef.current?.getPointerPosition();
    if (!pointer) return;
    changeView(zoomAt(view, e.evt.deltaY < 0 ? 1.1 : 1 / 1.1, pointer.x, pointer.y));
  };

  // Pinch, read from the page's own touch events (Konva does not report moves while a finger drags the floor).
  const onTouchMove = (e: TouchEvent<HTMLDivElement>) => {
    const touches = e.touches;
    if (touches.length !== 2 || !view) return;
    const stage = stageRef.current;
    stage?.stopDrag();
    for (const node of stage?.find('Group') ?? []) if (node.isDragging()) node.stopDrag();
    const [a, b] = [touches[0]!, touches[1]!];
    const distance = Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
    const box = wrap.current!.getBoundingClientRect();
    const cx = (a.clientX + b.clientX) / 2 - box.left;
    const cy = (a.clientY + b.clientY) / 2 - box.top;
    if (!pinch.current) pinch.current = { distance, view };
    else changeView(zoomAt(pinch.current.view, distance / pinch.current.distance, cx, cy));
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="icon" aria-label="Zoom in" onClick={() => zoomBy(ZOOM_LIMITS.step)}>
          <Plus aria-hidden="true" />
        </Button>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Zoom out"
          onClick={() => zoomBy(1 / ZOOM_LIMITS.step)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            moved.current = false;
            fit();
          }}
        >
          <Maximize aria-hidden="true" />
          Fit
        </Button>
      </div>
      <div
        ref={wrap}
        data-floor-plan
        tabIndex={0}
        role="group"
        aria-roledescription="floor plan"
        aria-label="Floor plan"
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        onTouchMove={onTouchMove}
        onTouchEnd={() => (pinch.current = null)}
        className="relative touch-none overflow-hidden rounded-xl bg-secondary select-none focus-visible:outline-2 focus-visible:outline-ring"
        style={{ height: size.height || 300 }}
      >
        {size.width > 0 && view && (
          <Stage
            ref={stageRef}
            width={size.width}
            height={size.height}
            x={v.x}
            y={v.y}
            scaleX={v.scale}
            scaleY={v.scale}
            draggable
            onDragMove={(e) => {
              const stage = stageRef.current;
              if (stage && e.target === stage) placeFrame({ x: stage.x(), y: stage.y(), scale: v.scale });
            }}
            onDragEnd={(e) => {
              const stage = stageRef.current;
              if (stage && e.target === stage) changeView({ x: stage.x(), y: stage.y(), scale: v.scale });
            }}
            onClick={(e) => e.target === e.currentTarget && props.onSelectTable(null)}
            onTap={(e) => e.target === e.currentTarget && props.onSelectTable(null)}
            onWheel={onWheel}
          >
            <Layer listening={false}>
              <Room />
            </Layer>
            <Layer ref={tablesLayer}>
              {chart.tables.map((t) => {
                const entry = seatsByTable.get(t.id)!;
                return (
                  <TableNode
                    key={t.id}
                    table={t}
                    seats={entry.seats}
                    seatKey={entry.key}
                    seated={entry.seated}
                    selected={t.id === selectedTableId}
                    pickedSeat={pickedAt?.tableId === t.id ? pickedAt.seat : null}
                    handlers={handlers}
                  />
                );
              })}
            </Layer>
            <Layer ref={overlay}>
              <Circle
                ref={ring}
                visible={false}
                radius={SEAT_RADIUS}
                stroke={COLOURS.picked}
                strokeWidth={4}
                dash={[8, 6]}
                listening={false}
                perfectDrawEnabled={false}
              />
            </Layer>
          </Stage>
        )}
        <div
          ref={frame}
          data-testid="plan-frame"
          aria-hidden="true"
          className="pointer-events-none absolute border-2 border-border"
        />
      </div>
    </div>
  );
}
