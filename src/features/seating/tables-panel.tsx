import { Armchair, Copy, Move, Pencil, RotateCw, Trash2, UserMinus, Users } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { GRID, ROTATION_STEP } from './layout';
import { mealsText, type TableSheet } from './outputs';
import type { Picked } from './unseated-panel';
import type { Warning } from './warnings';

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Every table as a card: its count (seated / seats, red when over), its meals for the caterer and its guests in seat
 * order. The table's name selects it on the plan (arrow keys then move it); with a guest picked, "Seat here" seats
 * them — the keyboard's way to seat — and a guest can also be dropped on the card.
 */
export function TablesPanel({
  sheets,
  selectedTableId,
  picked,
  pickedName,
  warnings,
  dropTableId,
  keysHintId,
  onSelect,
  onSeatHere,
  onNudge,
  onRotate,
  onEdit,
  onDuplicate,
  onDelete,
  onPickGuest,
  onUnseat,
}: {
  sheets: readonly TableSheet[];
  selectedTableId: string | null;
  picked: Picked | null;
  /** The picked guest's (or household's) name. */
  pickedName: string;
  warnings: readonly Warning[];
  /** The card a dragged guest is over. */
  dropTableId: string | null;
  keysHintId: string;
  onSelect: (id: string) => void;
  onSeatHere: (tableId: string) => void;
  onNudge: (id: string, dx: number, dy: number) => void;
  onRotate: (id: string) => void;
  onEdit: (id: string) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
  onPickGuest: (guestId: string) => void;
  onUnseat: (guestId: string) => void;
}) {
  const warned = new Map<string, Warning>();
  for (const w of warnings) if (w.guestId && !warned.has(w.guestId)) warned.set(w.guestId, w);

  const onNameKey = (id: string) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[e.key];
    if (!arrow) return;
    e.preventDefault();
    const step = e.shiftKey ? GRID * 4 : GRID;
    onNudge(id, arrow[0] * step, arrow[1] * step);
  };

  return (
    <section aria-labelledby="tables-heading" className="space-y-3">
      <h3 id="tables-heading" className="font-semibold">
        Tables ({sheets.length})
      </h3>
      <ul aria-label="Tables" className="grid gap-3 sm:grid-cols-2">
        {sheets.map(({ table, guests, seated, meals }) => {
          const over = seated > table.seats;
          const selected = table.id === selectedTableId;
          return (
            <li
              key={table.id}
              data-seating-drop="table"
              data-table-id={table.id}
              aria-label={table.name}
              className={cn(
                'border-border space-y-2 rounded-xl border p-3',
                selected && 'border-primary ring-primary ring-1',
                over && 'border-destructive',
                dropTableId === table.id && 'bg-accent outline-primary outline-2 outline-dashed',
              )}
            >
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-pressed={selected}
                  aria-describedby={keysHintId}
                  onClick={() => onSelect(table.id)}
                  onKeyDown={onNameKey(table.id)}
                  className="text-foreground min-w-0 shrink px-2 text-base font-semibold"
                >
                  <span className="truncate">{table.name}</span>
                </Button>
                <span className={cn('text-sm tabular-nums', over ? 'text-destructive-strong font-semibold' : 'text-muted-foreground')}>
                  {seated} / {table.seats} seated{over ? ' — over capacity' : ''}
                </span>
                <span className="text-subtle-foreground text-xs">
                  {table.head ? 'Head table' : table.shape === 'round' ? 'Round' : `Long${table.rotation ? `, ${table.rotation}°` : ''}`}
                </span>
              </div>
              <div className="flex flex-wrap gap-1">
                {picked && (
                  <Button size="sm" onClick={() => onSeatHere(table.id)} aria-label={`Seat ${pickedName} at ${table.name}`}>
                    {picked.household ? <Users aria-hidden="true" /> : <Armchair aria-hidden="true" />}
                    Seat here
                  </Button>
                )}
                <Button variant="ghost" size="sm" onClick={() => onEdit(table.id)} aria-label={`Edit ${table.name}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                {table.shape === 'long' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onRotate(table.id)}
                    aria-label={`Turn ${table.name} ${ROTATION_STEP}°`}
                  >
                    <RotateCw aria-hidden="true" />
                    Turn
                  </Button>
                )}
                <Button variant="ghost" size="sm" onClick={() => onDuplicate(table.id)} aria-label={`Duplicate ${table.name}`}>
                  <Copy aria-hidden="true" />
                  Duplicate
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onDelete(table.id)} aria-label={`Delete ${table.name}`}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
              {meals.length > 0 && <p className="text-muted-foreground text-xs">Meals: {mealsText(meals)}</p>}
              {guests.length === 0 ? (
                <p className="text-subtle-foreground text-sm">No one seated yet.</p>
              ) : (
                <ol aria-label={`Seated at ${table.name}`} className="divide-border divide-y text-sm">
                  {guests.map(({ seat, guest }) => {
                    const warning = warned.get(guest.id);
                    const isPicked = picked && !picked.household && picked.guestId === guest.id;
                    return (
                      <li key={guest.id} className={cn('flex items-center gap-2 py-1', isPicked && 'bg-accent')}>
                        <span className="text-subtle-foreground w-6 shrink-0 text-right text-xs tabular-nums">
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
                          aria-pressed={Boolean(isPicked)}
                          aria-label={`Move ${guest.name}`}
                          onClick={() => onPickGuest(guest.id)}
                        >
                          <Move aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label={`Unseat ${guest.name}`}
                          onClick={() => onUnseat(guest.id)}
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
        })}
      </ul>
    </section>
  );
}
