import { FileDown, ImageDown, Plus, Printer, Undo2, Wand2 } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { downloadBlob, downloadText } from '@/lib/download';
import { shortId } from '@/lib/ids';
import { assignmentMap, nextTableName } from './chart';
import { NO_FILTERS, type UnseatedFilters } from './event-guests';
import { FloorPlan, type DropTarget, type FloorPlanApi } from './floor-plan';
import { cateringCsv, fileName, tableSheets } from './outputs';
import { PrintView } from './print-view';
import { TableForm } from './table-form';
import { ROTATION_STEP } from './layout';
import { TablesPanel, type TableActions } from './tables-panel';
import { UnseatedPanel, type Picked } from './unseated-panel';
import { useGuestDrag, type DragSubject } from './use-guest-drag';
import { useChartEditor, useSeatingData } from './use-seating';
import { WarningsPanel } from './warnings-panel';
import { warningMarks, type Warning } from './warnings';

/** Where the picture of the floor plan is drawn at for the PNG and the print view. */
const IMAGE_WIDTH = 2000;

const isTyping = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

/**
 * The Seating tab of /planner (issue #14), its own chunk with the canvas library: one chart per event (Reception
 * unless the couple picks another, kept in the URL), tables on a floor plan, guests seated by drag or by keyboard
 * (pick a guest, then "Seat here" on a table), warnings, Undo, and the outputs — a print view, the caterer's CSV and a
 * PNG of the plan. Every change is announced to screen readers.
 */
export default function SeatingPlanner() {
  const [params, setParams] = useSearchParams();
  const data = useSeatingData(params.get('event'));
  const editor = useChartEditor(data);
  const { dispatch, undo, announce } = editor;
  const { chart, guests, event, warnings } = data;

  const [picked, setPicked] = useState<Picked | null>(null);
  const [selectedTableId, setSelectedTableId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [printImage, setPrintImage] = useState<string | null | undefined>(undefined);
  const [filters, setFilters] = useState<UnseatedFilters>(NO_FILTERS);
  const [dropTableId, setDropTableId] = useState<string | null>(null);
  const [overList, setOverList] = useState(false);
  const floor = useRef<FloorPlanApi>(null);
  const root = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const keysHintId = useId();
  const planHintId = useId();

  const guestsById = useMemo(() => new Map(guests.map((g) => [g.id, g])), [guests]);
  const seats = useMemo(() => assignmentMap(chart), [chart]);
  const unseated = useMemo(() => guests.filter((g) => !seats.has(g.id)), [guests, seats]);
  const sheets = useMemo(() => tableSheets(chart, guests), [chart, guests]);
  const marks = useMemo(() => warningMarks(warnings), [warnings]);
  const warnedGuests = useMemo(() => {
    const first = new Map<string, Warning>();
    for (const w of warnings) if (w.guestId && !first.has(w.guestId)) first.set(w.guestId, w);
    return first;
  }, [warnings]);
  const tableName = useCallback(
    (id: string) => chart.tables.find((t) => t.id === id)?.name ?? 'the table',
    [chart.tables],
  );

  const subjectName = (p: Picked) => {
    const g = guestsById.get(p.guestId);
    return p.household ? (g?.householdName ?? 'the household') : (g?.name ?? 'the guest');
  };

  const pick = (next: Picked) => {
    if (picked && picked.guestId === next.guestId && picked.household === next.household) {
      setPicked(null);
      announce(`${subjectName(next)} put down.`);
      return;
    }
    setPicked(next);
    announce(`${subjectName(next)} picked. Choose a table and press Enter, or press Escape to cancel.`);
  };

  const seatAt = (subject: Picked, tableId: string, seat: number | null) => {
    if (subject.household) dispatch({ type: 'seatHousehold', guestId: subject.guestId, tableId });
    else dispatch({ type: 'seat', guestId: subject.guestId, tableId, seat });
    setPicked(null);
  };

  const onTableTap = (tableId: string, seat: number | null) => {
    if (picked) return seatAt(picked, tableId, seat);
    setSelectedTableId(tableId);
    // Tapping a seated guest picks them up, so a finger can move them without dragging.
    const sitting =
      seat === null ? undefined : chart.assignments.find((a) => a.tableId === tableId && a.seat === seat);
    if (sitting) pick({ guestId: sitting.guestId, household: false });
  };

  const describe = (target: DropTarget) =>
    target.kind === 'unseated'
      ? 'Unseated'
      : target.kind === 'seat'
        ? `${tableName(target.tableId)}, seat ${target.seat + 1}`
        : tableName(target.tableId);

  const drag = useGuestDrag({
    targetAt: (x, y) => {
      const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-seating-drop]');
      if (el?.dataset.seatingDrop === 'unseated') return { kind: 'unseated' };
      if (el?.dataset.seatingDrop === 'table' && el.dataset.tableId)
        return { kind: 'table', tableId: el.dataset.tableId };
      return floor.current?.targetAt(x, y) ?? null;
    },
    describe,
    onHover: (target) => {
      floor.current?.highlight(target);
    },
    onDrop: (subject, target) => {
      setDropTableId(null);
      setOverList(false);
      if (target.kind === 'unseated') {
        const members = subject.household
          ? guests
              .filter((g) => g.householdId === guestsById.get(subject.guestId)?.householdId)
              .map((g) => g.id)
          : [subject.guestId];
        dispatch({ type: 'unseat', guestIds: members });
        setPicked(null);
        return;
      }
      seatAt(subject, target.tableId, target.kind === 'seat' ? target.seat : null);
    },
  });

  // The list and cards a dragged guest is over light up; set from pointer moves only while dragging.
  const trackDropZones = (e: ReactPointerEvent) => {
    if (!drag.dragging) return;
    const el = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-seating-drop]');
    const table = el?.dataset.seatingDrop === 'table' ? (el.dataset.tableId ?? null) : null;
    if (table !== dropTableId) setDropTableId(table);
    const list = el?.dataset.seatingDrop === 'unseated';
    if (list !== overList) setOverList(list);
  };

  const { begin } = drag;
  const beginDrag = useCallback(
    (subject: DragSubject, e: ReactPointerEvent) => begin(subject, e.nativeEvent),
    [begin],
  );

  const cancel = () => {
    if (picked) announce(`${subjectName(picked)} put down.`);
    setPicked(null);
    setSelectedTableId(null);
  };

  // The table cards' actions, stable so a card re-renders only when its own table, guests or state change.
  const cards = useRef({ picked, selectedTableId, seatAt, pick });
  useLayoutEffect(() => {
    cards.current = { picked, selectedTableId, seatAt, pick };
  });
  const tableActions = useMemo<TableActions>(
    () => ({
      onSelect: (id) => setSelectedTableId((current) => (current === id ? null : id)),
      onSeatHere: (tableId) => {
        const { picked, seatAt } = cards.current;
        if (picked) seatAt(picked, tableId, null);
      },
      onNudge: (id, dx, dy) => dispatch({ type: 'nudgeTable', id, dx, dy }),
      onRotate: (id) => dispatch({ type: 'rotateTable', id, by: ROTATION_STEP }),
      onEdit: (id) => setEditing({ id }),
      onDuplicate: (id) => {
        const newId = shortId();
        dispatch({ type: 'duplicateTable', id, newId });
        setSelectedTableId(newId);
      },
      onDelete: (id) => {
        dispatch({ type: 'deleteTable', id });
        setSelectedTableId((current) => (current === id ? null : current));
        // The card and its buttons are gone: keep the keyboard in the tab.
        addButton.current?.focus();
      },
      onPickGuest: (guestId) => cards.current.pick({ guestId, household: false }),
      onUnseat: (guestId) => dispatch({ type: 'unseat', guestIds: [guestId] }),
    }),
    [dispatch],
  );

  const onPick = useCallback((next: Picked) => cards.current.pick(next), []);

  // Ctrl+Z and Escape anywhere in the tab, or with focus nowhere (on the page itself, after a deleted table's button
  // went away); not while typing, where they belong to the field.
  const keys = useRef({ undo, cancel, active: false });
  useLayoutEffect(() => {
    keys.current = { undo, cancel, active: Boolean(picked || selectedTableId) };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as Node | null;
      const inTab = target === document.body || Boolean(target && root.current?.contains(target));
      if (e.defaultPrevented || !inTab || isTyping(e.target)) return;
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        keys.current.undo();
      } else if (e.key === 'Escape' && keys.current.active) {
        e.preventDefault();
        keys.current.cancel();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const chooseEvent = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('event', id);
    setParams(next, { replace: true });
    setPicked(null);
    setSelectedTableId(null);
  };

  const downloadCsv = () =>
    event && downloadText(cateringCsv(sheets), fileName(event.name, 'csv'), 'text/csv;charset=utf-8');

  const downloadPng = () => {
    const canvas = floor.current?.toCanvas(IMAGE_WIDTH);
    if (!canvas || !event) return announce('The floor plan is not drawn yet.');
    canvas.toBlob((blob) => blob && downloadBlob(blob, fileName(event.name, 'png')), 'image/png');
  };

  const openPrint = () => setPrintImage(floor.current?.toCanvas(1600)?.toDataURL('image/png') ?? null);

  if (data.isLoading) return <Spinner label="Loading your seating chart" />;
  if (!event)
    return (
      <p className="text-muted-foreground">
        Add an event first (Guests → Events): each event has its own seating chart.{' '}
        <Link
          className="text-primary-strong underline"
          to={paths.planner({ tab: 'guests', section: 'events' })}
        >
          Go to events
        </Link>
      </p>
    );

  const editingTable = editing?.id ? (chart.tables.find((t) => t.id === editing.id) ?? null) : null;
  const seatedCount = guests.length - unseated.length;
  const totalSeats = chart.tables.reduce((n, t) => n + t.seats, 0);

  return (
    <div ref={root} className="space-y-4" onPointerMove={trackDropZones}>
      <div className="flex flex-wrap items-end gap-2">
        <label className="block text-sm font-medium text-copy">
          Event
          <NativeSelect
            className="mt-1 min-w-40"
            value={event.id}
            onChange={(e) => chooseEvent(e.target.value)}
          >
            {data.events.map((ev) => (
              <option key={ev.id} value={ev.id}>
                {ev.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button ref={addButton} onClick={() => setEditing({ id: null })}>
          <Plus aria-hidden="true" />
          Add table
        </Button>
        <Button variant="secondary" onClick={() => dispatch({ type: 'autoArrange' })}>
          <Wand2 aria-hidden="true" />
          Auto-arrange
        </Button>
        <Button
          variant="secondary"
          onClick={undo}
          disabled={!editor.canUndo}
          title={editor.lastChange ? `Undo: ${editor.lastChange}` : undefined}
        >
          <Undo2 aria-hidden="true" />
          Undo
        </Button>
        <Button variant="secondary" onClick={openPrint}>
          <Printer aria-hidden="true" />
          Print view
        </Button>
        <Button variant="secondary" onClick={downloadCsv}>
          <FileDown aria-hidden="true" />
          CSV for the caterer
        </Button>
        <Button variant="secondary" onClick={downloadPng}>
          <ImageDown aria-hidden="true" />
          PNG
        </Button>
      </div>

      <p className="text-sm text-muted-foreground">
        {seatedCount} of {guests.length} invited guests seated · {chart.tables.length}{' '}
        {chart.tables.length === 1 ? 'table' : 'tables'} · {totalSeats} seats
        {guests.length === 0 && (
          <>
            {' '}
            · Only guests invited to {event.name} appear here: invite them in the{' '}
            <Link className="text-primary-strong underline" to={paths.planner({ tab: 'guests' })}>
              guest list
            </Link>
            .
          </>
        )}
      </p>

      <WarningsPanel
        warnings={warnings}
        onShowTable={(id) => setSelectedTableId(id)}
        onUnseat={(guestId) => dispatch({ type: 'unseat', guestIds: [guestId] })}
      />

      <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
          <UnseatedPanel
            guests={guests}
            unseated={unseated}
            filters={filters}
            onFilters={setFilters}
            picked={picked}
            onPick={onPick}
            onDragStart={beginDrag}
            dropActive={overList}
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
            onSelectTable={setSelectedTableId}
            onTableTap={onTableTap}
            onEditTable={(id) => setEditing({ id })}
            onGuestPointerDown={(guestId, evt, tap) =>
              drag.begin(
                { guestId, household: false, label: guestsById.get(guestId)?.name ?? 'Guest' },
                evt,
                tap,
              )
            }
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
              dropTableId={dropTableId}
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

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editingTable ? `Edit ${editingTable.name}` : 'Add a table'}
      >
        <TableForm
          table={editingTable}
          suggestedName={nextTableName(chart.tables)}
          onCancel={() => setEditing(null)}
          onSubmit={(values) => {
            if (editingTable) dispatch({ type: 'updateTable', id: editingTable.id, patch: values });
            else {
              const id = shortId();
              dispatch({ type: 'addTable', id, table: values });
              setSelectedTableId(id);
            }
            setEditing(null);
          }}
        />
      </Dialog>

      <PrintView
        open={printImage !== undefined}
        onOpenChange={(open) => !open && setPrintImage(undefined)}
        title={`Seating chart — ${event.name}`}
        subtitle={[
          data.coupleNames,
          `${seatedCount} of ${guests.length} guests seated at ${chart.tables.length} tables`,
        ]
          .filter(Boolean)
          .join(' · ')}
        planImage={printImage ?? null}
        sheets={sheets}
      />
    </div>
  );
}
