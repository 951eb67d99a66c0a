import { useCallback, useId, useReducer, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { shortId } from '@/lib/ids';
import { lastCall } from '@/lib/last-call';
import { useStableCallback } from '@/lib/use-stable-callback';
import { assignmentMap, type Chart } from './chart';
import { FloorPlan, type FloorPlanApi } from './floor-plan';
import { initialSeatingUi, seatingUiReducer } from './interaction';
import { tableSheets } from './outputs';
import { PrintView } from './print-view';
import { RulesPanel } from './rules-panel';
import type { SeatingGuest } from './seating';
import { ChartSummary, NoEventYet, SeatingToolbar } from './seating-toolbar';
import { TableDialog } from './table-form';
import { TablesPanel } from './tables-panel';
import { UnseatedPanel } from './unseated-panel';
import { usePicking } from './use-picking';
import { useChartEditor, useSeatingData } from './use-seating';
import { useSeatingDrag } from './use-seating-drag';
import { useSeatingKeys } from './use-seating-keys';
import { useSeatingOutputs } from './use-seating-outputs';
import { useTableActions } from './use-table-actions';
import { WarningsPanel } from './warnings-panel';
import { warningMarks, type Warning } from './warnings';

// What the planner derives from the chart, kept from one opening of the tab to the next as the chart itself is
// (use-seating.ts): with 300 tables and 3,000 guests, going back to the tab does not derive it all again.
const byIdOf = lastCall((guests: readonly SeatingGuest[]) => new Map(guests.map((g) => [g.id, g])));
const unseatedOf = lastCall((guests: readonly SeatingGuest[], chart: Chart) => {
  const seats = assignmentMap(chart);
  return guests.filter((g) => !seats.has(g.id));
});
const sheetsOf = lastCall(tableSheets);
const marksOf = lastCall(warningMarks);
/** Each warned guest's first warning. */
const warnedOf = lastCall((warnings: readonly Warning[]) => {
  const first = new Map<string, Warning>();
  for (const w of warnings) if (w.guestId && !first.has(w.guestId)) first.set(w.guestId, w);
  return first;
});

/**
 * The Seating tab of /planner (issue #14), its own chunk with the canvas library: one chart per event (Reception
 * unless the couple picks another, kept in the URL), tables on a floor plan, guests seated by drag or by keyboard
 * (pick a guest, then "Seat here" on a table), seating rules and auto-arrange, warnings, Undo, and the outputs — a print view, the caterer's CSV and a
 * PNG of the plan. Every change is announced to screen readers. The chart and its Undo are `useChartEditor`'s; what
 * is picked, selected and open is `seatingUiReducer`'s.
 */
export default function SeatingPlanner() {
  const [params, setParams] = useSearchParams();
  const data = useSeatingData(params.get('event'));
  const editor = useChartEditor(data);
  const { dispatch, arrange, undo, announce } = editor;
  const { chart, guests, event, warnings } = data;
  const [ui, dispatchUi] = useReducer(seatingUiReducer, initialSeatingUi);
  const { picked, selectedTableId } = ui;
  const floor = useRef<FloorPlanApi>(null);
  const root = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const keysHintId = useId();
  const planHintId = useId();

  const guestsById = byIdOf(guests);
  const unseated = unseatedOf(guests, chart);
  const sheets = sheetsOf(chart, guests);
  const marks = marksOf(warnings);
  const warnedGuests = warnedOf(warnings);
  const tableName = useCallback(
    (id: string) => chart.tables.find((t) => t.id === id)?.name ?? 'the table',
    [chart.tables],
  );

  const picking = { chart, guestsById, picked, dispatch, dispatchUi, announce };
  const { subjectName, pick, seatAt, onTableTap, cancel } = usePicking(picking);

  const over = { tableId: ui.dropTableId, list: ui.overList };
  const drag = useSeatingDrag({ floor, guests, guestsById, tableName, dispatch, dispatchUi, seatAt, over });
  const tableActions = useTableActions({ picked, seatAt, pick, dispatch, dispatchUi, addButton });
  // The unseated list is memoised: it gets callbacks that stay the same from render to render.
  const onPick = useStableCallback(pick);
  // So are the warnings.
  const onShowTable = useCallback((id: string) => dispatchUi({ type: 'selectTable', id }), []);
  const onUnseat = useCallback(
    (guestId: string) => dispatch({ type: 'unseat', guestIds: [guestId] }),
    [dispatch],
  );
  const onArrangeEveryone = useCallback(() => void arrange(true), [arrange]);
  useSeatingKeys(root, { undo, cancel, active: Boolean(picked || selectedTableId) });
  const outputs = useSeatingOutputs({ floor, event, sheets, announce, dispatchUi });

  if (data.isLoading) return <Spinner label="Loading your seating chart" />;
  if (!event) return <NoEventYet />;

  const editingTable = ui.tableForm?.id
    ? (chart.tables.find((t) => t.id === ui.tableForm?.id) ?? null)
    : null;
  return (
    <div ref={root} className="space-y-4" onPointerMove={drag.trackDropZones}>
      <SeatingToolbar
        events={data.events}
        eventId={event.id}
        onChooseEvent={(id) => {
          const next = new URLSearchParams(params);
          next.set('event', id);
          setParams(next, { replace: true });
          dispatchUi({ type: 'cancel' });
        }}
        addButton={addButton}
        onAddTable={() => dispatchUi({ type: 'openTableForm', id: null })}
        onAutoArrange={() => void arrange(false)}
        onUndo={undo}
        canUndo={editor.canUndo}
        lastChange={editor.lastChange}
        onPrint={outputs.print}
        onCsv={outputs.csv}
        onPng={outputs.png}
      />
      <ChartSummary
        seated={guests.length - unseated.length}
        guests={guests.length}
        tables={chart.tables.length}
        seats={chart.tables.reduce((n, t) => n + t.seats, 0)}
        eventName={event.name}
      />
      <WarningsPanel warnings={warnings} onShowTable={onShowTable} onUnseat={onUnseat} />
      <RulesPanel
        guests={guests}
        rules={chart.rules}
        dispatch={dispatch}
        onArrangeEveryone={onArrangeEveryone}
      />
      <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
          <UnseatedPanel
            guests={guests}
            unseated={unseated}
            picked={picked}
            onPick={onPick}
            onDragStart={drag.beginDrag}
            dropActive={ui.overList}
          />
        </div>
        <div className="min-w-0 space-y-4">
          <p id={planHintId} className="text-xs text-subtle-foreground">
            Drag tables to place them and guests onto seats. With the plan focused: arrow keys move the
            selected table (Shift for bigger steps), R turns a long table, + and − zoom, 0 fits, Delete
            removes the table. Ctrl+Z undoes.
          </p>
          <FloorPlan
            chart={chart}
            guestsById={guestsById}
            warnedGuests={marks.guests}
            selectedTableId={selectedTableId}
            pickedGuestId={picked && !picked.household ? picked.guestId : null}
            dispatch={dispatch}
            onSelectTable={(id) => dispatchUi({ type: 'selectTable', id })}
            onTableTap={onTableTap}
            onEditTable={(id) => dispatchUi({ type: 'openTableForm', id })}
            onGuestPointerDown={drag.beginSeated}
            onEscape={cancel}
            apiRef={floor}
            describedBy={planHintId}
          />
          <p id={keysHintId} className="sr-only">
            Arrow keys move the table on the floor plan.
          </p>
          {chart.tables.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tables yet. Add one to start your chart.</p>
          ) : (
            <TablesPanel
              sheets={sheets}
              selectedTableId={selectedTableId}
              picked={picked}
              pickedName={picked ? subjectName(picked) : ''}
              warnedGuests={warnedGuests}
              dropTableId={ui.dropTableId}
              keysHintId={keysHintId}
              actions={tableActions}
            />
          )}
        </div>
      </div>

      {/* What each change did, for screen readers; a repeated sentence changes by a trailing space, so it is read again. */}
      <p role="status" aria-live="polite" className="sr-only">
        {editor.announcement.text}
        {editor.announcement.n % 2 ? '\u00a0' : ''}
      </p>

      <TableDialog
        open={ui.tableForm !== null}
        table={editingTable}
        tables={chart.tables}
        onClose={() => dispatchUi({ type: 'closeTableForm' })}
        onSubmit={(values) => {
          if (editingTable) dispatch({ type: 'updateTable', id: editingTable.id, patch: values });
          else {
            const id = shortId();
            dispatch({ type: 'addTable', id, table: values });
            dispatchUi({ type: 'selectTable', id });
          }
          dispatchUi({ type: 'closeTableForm' });
        }}
      />

      <PrintView
        open={ui.printImage !== undefined}
        onOpenChange={(open) => !open && dispatchUi({ type: 'closePrint' })}
        title={`Seating chart — ${event.name}`}
        subtitle={[
          data.coupleNames,
          `${guests.length - unseated.length} of ${guests.length} guests seated at ${chart.tables.length} tables`,
        ]
          .filter(Boolean)
          .join(' · ')}
        planImage={ui.printImage ?? null}
        sheets={sheets}
      />
    </div>
  );
}
