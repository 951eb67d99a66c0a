import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Rect';
import type { Circle as KonvaCircle } from 'konva/lib/shapes/Circle';
import type { Layer as KonvaLayer } from 'konva/lib/Layer';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import { Maximize, Minus, Plus } from 'lucide-react';
import { Circle, Layer, Stage } from 'react-konva/lib/ReactKonvaCore';
import { useMemo, useRef, type KeyboardEvent, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { shortId } from '@/lib/ids';
import { lastCall } from '@/lib/last-call';
import { planKey } from './floor-plan-keys';
import { COLOURS, Room } from './floor-plan-shapes';
import { SEAT_RADIUS } from './layout';
import type { SeatingGuest } from './seating';
import { pickedSeat, seatViews } from './seat-views';
import { TableNode } from './table-node';
import { useFloorPlanApi, type FloorPlanApi } from './use-floor-plan-api';
import { useFloorView } from './use-floor-view';
import { usePainted } from './use-painted';
import { useTableGestures, type TableGestureProps } from './use-table-gestures';
import { ZOOM_LIMITS } from './view';

export type { DropTarget, FloorPlanApi } from './use-floor-plan-api';

export interface FloorPlanProps extends TableGestureProps {
  guestsById: ReadonlyMap<string, SeatingGuest>;
  warnedGuests: ReadonlySet<string>;
  selectedTableId: string | null;
  pickedGuestId: string | null;
  onEscape: () => void;
  apiRef: Ref<FloorPlanApi>;
  /** The id of the words that explain the keys. */
  describedBy: string;
}

/** The seats' views, kept from one opening of the tab to the next as the chart is (seating-planner.tsx). */
const seatViewsOf = lastCall(seatViews);

/**
 * The floor plan (react-konva over the chart, as the invitation editor draws its design): tables with their seats,
 * drawn from the chart and never changed here; gestures are reported as chart actions (`useTableGestures`). The view
 * zooms and pans (`useFloorView`); with the plan focused, keys move, turn, remove and duplicate the selected table
 * (`planKey`).
 */
export function FloorPlan(props: FloorPlanProps) {
  const { chart, selectedTableId, dispatch, onSelectTable } = props;
  const wrap = useRef<HTMLDivElement>(null);
  const stageRef = useRef<KonvaStage>(null);
  const tablesLayer = useRef<KonvaLayer>(null);
  const overlay = useRef<KonvaLayer>(null);
  const ring = useRef<KonvaCircle>(null);
  const {
    frame,
    size,
    view,
    dispatch: viewTo,
    ...floor
  } = useFloorView({ tables: chart.tables, wrap, stageRef });
  useFloorPlanApi(props.apiRef, { wrap, stageRef, ring, view, tables: chart.tables });
  const handlers = useTableGestures(props, { tables: tablesLayer, overlay });
  const seats = seatViewsOf(chart, props.guestsById, props.warnedGuests);
  const picked = useMemo(() => pickedSeat(chart, props.pickedGuestId), [chart, props.pickedGuestId]);
  // The canvas comes a frame after the page: the tab's lists and cards are painted without waiting for it.
  const painted = usePainted();

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    const command = planKey(e, { tableSelected: selectedTableId !== null, hasView: view !== null });
    if (!command) return;
    e.preventDefault();
    // planKey asks for a table's commands only when one is selected.
    const id = selectedTableId!;
    switch (command.type) {
      case 'nudge':
        return dispatch({ type: 'nudgeTable', id, dx: command.dx, dy: command.dy });
      case 'pan':
        return viewTo({ type: 'panBy', dx: command.dx, dy: command.dy });
      case 'zoom':
        return floor.zoomBy(command.factor);
      case 'fit':
        return floor.fit();
      case 'rotate':
        return dispatch({ type: 'rotateTable', id, by: command.by });
      case 'delete':
        dispatch({ type: 'deleteTable', id });
        return onSelectTable(null);
      case 'duplicate': {
        const newId = shortId();
        dispatch({ type: 'duplicateTable', id, newId });
        return onSelectTable(newId);
      }
      case 'escape':
        return props.onEscape();
    }
  };

  const v = view ?? { x: 0, y: 0, scale: 1 };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label="Zoom in"
          onClick={() => floor.zoomBy(ZOOM_LIMITS.step)}
        >
          <Plus aria-hidden="true" />
        </Button>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Zoom out"
          onClick={() => floor.zoomBy(1 / ZOOM_LIMITS.step)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Button variant="secondary" onClick={floor.fit}>
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
        aria-describedby={props.describedBy}
        onKeyDown={onKeyDown}
        onTouchMove={floor.onTouchMove}
        onTouchEnd={floor.onTouchEnd}
        className="relative touch-none overflow-hidden rounded-xl bg-secondary select-none focus-visible:outline-2 focus-visible:outline-ring"
        style={{ height: size.height || 300 }}
      >
        {painted && size.width > 0 && view && (
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
              if (stage && e.target === stage)
                floor.placeFrame({ x: stage.x(), y: stage.y(), scale: v.scale });
            }}
            onDragEnd={(e) => {
              const stage = stageRef.current;
              if (stage && e.target === stage) viewTo({ type: 'panTo', x: stage.x(), y: stage.y() });
            }}
            onClick={(e) => e.target === e.currentTarget && onSelectTable(null)}
            onTap={(e) => e.target === e.currentTarget && onSelectTable(null)}
            onWheel={floor.onWheel}
          >
            <Layer listening={false}>
              <Room />
            </Layer>
            <Layer ref={tablesLayer}>
              {chart.tables.map((t) => {
                const entry = seats.get(t.id)!;
                return (
                  <TableNode
                    key={t.id}
                    table={t}
                    seats={entry.seats}
                    seatKey={entry.key}
                    seated={entry.seated}
                    selected={t.id === selectedTableId}
                    pickedSeat={picked?.tableId === t.id ? picked.seat : null}
                    handlers={handlers}
                  />
                );
              })}
            </Layer>
            <Layer ref={overlay}>
              {/* The seat or table a dragged guest would land on (`FloorPlanApi.highlight`). */}
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
