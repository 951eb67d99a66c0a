import { Download, FileDown, ImageDown, Plus, Printer, Undo2, Wand2 } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { WeddingEvent } from '@/features/guests';
import { Button } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/dropdown-menu';
import { NativeSelect } from '@/components/ui/field';
import { paths } from '@/lib/paths';

/**
 * The chart's toolbar: which event's chart, Add table, Auto-arrange, Undo (naming the change it undoes) and, under
 * one Export menu, the outputs — the print view, the caterer's CSV and a PNG of the plan.
 */
export function SeatingToolbar({
  events,
  eventId,
  onChooseEvent,
  addButton,
  onAddTable,
  onAutoArrange,
  onUndo,
  canUndo,
  lastChange,
  onPrint,
  onCsv,
  onPng,
}: {
  events: readonly WeddingEvent[];
  eventId: string;
  onChooseEvent: (id: string) => void;
  /** Where the keyboard goes when a table card (and its buttons) goes away. */
  addButton: Ref<HTMLButtonElement>;
  onAddTable: () => void;
  onAutoArrange: () => void;
  onUndo: () => void;
  canUndo: boolean;
  lastChange: string | null;
  onPrint: () => void;
  onCsv: () => void;
  onPng: () => void;
}) {
  return (
    // Two rows at a phone's width (issue 36 item 3): the event and the outputs, then the two actions a chart is built
    // with and Undo; one row on a wide screen.
    <div role="group" aria-label="Seating chart actions" className="flex flex-wrap items-end gap-2">
      <label className="block min-w-0 flex-1 text-sm font-medium text-copy sm:flex-none">
        Event
        <NativeSelect
          className="mt-1 min-w-40"
          value={eventId}
          onChange={(e) => onChooseEvent(e.target.value)}
        >
          {events.map((ev) => (
            <option key={ev.id} value={ev.id}>
              {ev.name}
            </option>
          ))}
        </NativeSelect>
      </label>
      <MenuButton
        label="Export"
        icon={<Download aria-hidden="true" />}
        align="end"
        className="sm:order-last"
        actions={[
          { label: 'Print view', icon: <Printer aria-hidden="true" />, onSelect: onPrint },
          { label: 'CSV for the caterer', icon: <FileDown aria-hidden="true" />, onSelect: onCsv },
          { label: 'PNG', icon: <ImageDown aria-hidden="true" />, onSelect: onPng },
        ]}
      />
      <div className="flex basis-full gap-2 sm:basis-auto">
        <Button ref={addButton} onClick={onAddTable}>
          <Plus aria-hidden="true" />
          Add table
        </Button>
        <Button variant="secondary" onClick={onAutoArrange}>
          <Wand2 aria-hidden="true" />
          Auto-arrange
        </Button>
        <Button
          variant="secondary"
          onClick={onUndo}
          disabled={!canUndo}
          title={lastChange ? `Undo: ${lastChange}` : undefined}
          className="max-sm:px-2.5"
        >
          <Undo2 aria-hidden="true" />
          <span className="max-sm:sr-only">Undo</span>
        </Button>
      </div>
    </div>
  );
}

/** How far the chart has come: guests seated, tables and seats; with no guests, where to invite them. */
export function ChartSummary({
  seated,
  guests,
  tables,
  seats,
  eventName,
}: {
  seated: number;
  guests: number;
  tables: number;
  seats: number;
  eventName: string;
}) {
  return (
    <p className="text-sm text-muted-foreground">
      {seated} of {guests} invited guests seated · {tables} {tables === 1 ? 'table' : 'tables'} · {seats}{' '}
      seats
      {guests === 0 && (
        <>
          {' '}
          · Only guests invited to {eventName} appear here: invite them in the{' '}
          <Link className="text-primary-strong underline" to={paths.planner({ tab: 'guests' })}>
            guest list
          </Link>
          .
        </>
      )}
    </p>
  );
}

/** Before there is an event there is no chart: each event has its own. */
export function NoEventYet() {
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
}
