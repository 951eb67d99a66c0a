import { Armchair, Copy, Pencil, RotateCw, Trash2 } from 'lucide-react';
import { memo, type KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { VirtualList, type ListSlot } from '@/components/ui/virtual-list';
import { GRID, ROTATION_STEP } from './layout';
import { mealsText, type TableSheet } from './outputs';
import type { Picked } from './unseated-panel';
import type { Warning } from './warnings';
import { Move, UserMinus, Users } from './list-icons';

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export interface TableActions {
  onSelect: (id: string) => void;
  onSeatHere: (tableId: string) => void;
  onNudge: (id: string, dx: number, dy: number) => void;
  onRotate: (id: string) => void;
  onEdit: (id: string) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
  onPickGuest: (guestId: string) => void;
  onUnseat: (guestId: string) => void;
}

/**
 * Every table as a card: its count (seated / seats, red when over), its meals for the caterer and its guests in seat
 * order. The table's name selects it on the plan (arrow keys then move it); with a guest picked, "Seat here" seats
 * them — the keyboard's way to seat — and a guest can also be dropped on the card. Cards are memoised: selecting a
 * table re-renders two cards, not three hundred guests; of 300 tables only the cards on screen are mounted.
 */
export function TablesPanel({
  sheets,
  selectedTableId,
  picked,
  pickedName,
  warnedGuests,
  dropTableId,
  keysHintId,
  actions,
}: {
  sheets: readonly TableSheet[];
  selectedTableId: string | null;
  picked: Picked | null;
  /** The picked guest's (or household's) name. */
  pickedName: string;
  /** Each warned guest's first warning. */
  warnedGuests: ReadonlyMap<string, Warning>;
  /** The card a dragged guest is over. */
  dropTableId: string | null;
  keysHintId: string;
  /** Stable across renders. */
  actions: TableActions;
}) {
  const seatLabel = picked ? `Seat ${pickedName} at` : null;
  const movingGuest = picked && !picked.household ? picked.guestId : null;
  return (
    <section aria-labelledby="tables-heading" className="space-y-3">
      <h3 id="tables-heading" className="font-semibold">
        Tables ({sheets.length})
      </h3>
      <VirtualList
        aria-label="Tables"
        className="grid gap-x-3 sm:grid-cols-2"
        items={sheets}
        itemKey={(sheet) => sheet.table.id}
        estimateSize={420}
        gap={12}
        renderItem={(sheet, slot) => (
          <TableCard
            {...slot}
            sheet={sheet}
            selected={sheet.table.id === selectedTableId}
            seatLabel={seatLabel}
            household={Boolean(picked?.household)}
            movingGuest={sheet.guests.some((g) => g.guest.id === movingGuest) ? movingGuest : null}
            warnedGuests={warnedGuests}
            dropActive={dropTableId === sheet.table.id}
            keysHintId={keysHintId}
            actions={actions}
          />
        )}
      />
    </section>
  );
}

const TableCard = memo(function TableCard({
  sheet: { table, guests, seated, meals },
  selected,
  seatLabel,
  household,
  movingGuest,
  warnedGuests,
  dropActive,
  keysHintId,
  actions,
  ...slot
}: ListSlot & {
  sheet: TableSheet;
  selected: boolean;
  /** "Seat Asha Rao at" while someone is picked. */
  seatLabel: string | null;
  household: boolean;
  /** The picked guest, when they sit here. */
  movingGuest: string | null;
  warnedGuests: ReadonlyMap<string, Warning>;
  dropActive: boolean;
  keysHintId: string;
  actions: TableActions;
}) {
  const over = seated > table.seats;
  const onNameKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[e.key];
    if (!arrow) return;
    e.preventDefault();
    const step = e.shiftKey ? GRID * 4 : GRID;
    actions.onNudge(table.id, arrow[0] * step, arrow[1] * step);
  };
  return (
    <li
      {...slot}
      data-seating-drop="table"
      data-table-id={table.id}
      aria-label={table.name}
      className={cn(
        'space-y-2 rounded-xl border border-border p-3',
        selected && 'border-primary ring-1 ring-primary',
        over && 'border-destructive',
        dropActive && 'bg-accent outline-2 outline-primary outline-dashed',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={selected}
          aria-describedby={keysHintId}
          onClick={() => actions.onSelect(table.id)}
          onKeyDown={onNameKey}
          className={cn(
            'min-h-8 max-w-full truncate rounded-md px-2 text-left font-semibold hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring',
            selected && 'bg-accent-strong text-primary-deep',
          )}
        >
          {table.name}
        </button>
        <span
          className={cn(
            'text-sm tabular-nums',
            over ? 'font-semibold text-destructive-strong' : 'text-muted-foreground',
          )}
        >
          {seated} / {table.seats} seated{over ? ' — over capacity' : ''}
        </span>
        <span className="text-xs text-subtle-foreground">
          {table.head
            ? 'Head table'
            : table.shape === 'round'
              ? 'Round'
              : `Long${table.rotation ? `, ${table.rotation}°` : ''}`}
        </span>
      </div>
      <div className="flex flex-wrap gap-1">
        {seatLabel && (
          <Button
            size="sm"
            onClick={() => actions.onSeatHere(table.id)}
            aria-label={`${seatLabel} ${table.name}`}
          >
            {household ? <Users aria-hidden="true" /> : <Armchair aria-hidden="true" />}
            Seat here
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => actions.onEdit(table.id)}
          aria-label={`Edit ${table.name}`}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        {table.shape === 'long' && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => actions.onRotate(table.id)}
            aria-label={`Turn ${table.name} ${ROTATION_STEP}°`}
          >
            <RotateCw aria-hidden="true" />
            Turn
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => actions.onDuplicate(table.id)}
          aria-label={`Duplicate ${table.name}`}
        >
          <Copy aria-hidden="true" />
          Duplicate
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => actions.onDelete(table.id)}
          aria-label={`Delete ${table.name}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      {meals.length > 0 && <p className="text-xs text-muted-foreground">Meals: {mealsText(meals)}</p>}
      {guests.length === 0 ? (
        <p className="text-sm text-subtle-foreground">No one seated yet.</p>
      ) : (
        <ol aria-label={`Seated at ${table.name}`} className="divide-y divide-border text-sm">
          {guests.map(({ seat, guest }) => {
            const warning = warnedGuests.get(guest.id);
            const isPicked = movingGuest === guest.id;
            return (
              <li key={guest.id} className={cn('flex items-center gap-2 py-1', isPicked && 'bg-accent')}>
                <span className="w-6 shrink-0 text-right text-xs text-subtle-foreground tabular-nums">
                  {seat ?? '–'}
                </span>
                <span className="min-w-0 flex-1 truncate">{guest.name}</span>
                {warning && (
                  <Badge tone={warning.kind === 'declined-seated' ? 'red' : 'yellow'} title={warning.text}>
                    {warning.kind === 'declined-seated'
                      ? 'Declined'
                      : warning.kind === 'awaiting-seated'
                        ? 'Awaiting'
                        : 'Apart'}
                  </Badge>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-pressed={isPicked}
                  aria-label={`Move ${guest.name}`}
                  onClick={() => actions.onPickGuest(guest.id)}
                >
                  <Move aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Unseat ${guest.name}`}
                  onClick={() => actions.onUnseat(guest.id)}
                >
                  <UserMinus aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </li>
  );
});
