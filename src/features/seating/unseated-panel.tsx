import { GripVertical, Users } from './list-icons';
import { memo, useDeferredValue, useMemo, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { SIDE_LABELS, SIDES } from '@/features/guests';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { ShowMoreButton } from '@/components/ui/show-more';
import { cn } from '@/components/ui/cn';
import { usePaged } from '@/lib/use-paged';
import { ALL, byHousehold, filterGuests, NO_FILTERS, tagsOf, type UnseatedFilters } from './event-guests';
import type { SeatingGuest } from './seating';
import type { DragSubject } from './use-guest-drag';
import { formatCount } from '@/lib/format-number';
import { usePainted } from './use-painted';

export interface Picked {
  guestId: string;
  household: boolean;
}

/** Households in the panel's first frame: about two screens of guests. */
export const FIRST_FRAME = 10;

const RSVP_FILTERS: [UnseatedFilters['rsvp'], string][] = [
  ['open', 'Attending or awaiting'],
  ['attending', 'Attending'],
  ['awaiting', 'Awaiting'],
  ['declined', 'Declined'],
  ['all', 'Any answer'],
];

/**
 * The guests of the event without a seat: searchable, household by household, filtered by side, tag and answer. Each
 * guest (or whole household) is picked with a button — then a table's "Seat here" seats them, the keyboard's way — or
 * dragged by its handle onto the plan or a table. Guests dropped here go back to unseated. Memoised: the plan's
 * selection does not redraw the list. The search and filters are its own state, so a key re-renders this panel and
 * not the planner (plan, cards, warnings); the list follows the search in the background, so a key shows at once
 * with 3,000 guests.
 */
export const UnseatedPanel = memo(function UnseatedPanel({
  guests,
  unseated,
  picked,
  onPick,
  onDragStart,
  dropActive,
}: {
  /** Everyone invited to the event (for the tag list). */
  guests: readonly SeatingGuest[];
  unseated: readonly SeatingGuest[];
  picked: Picked | null;
  onPick: (picked: Picked) => void;
  onDragStart: (subject: DragSubject, e: ReactPointerEvent) => void;
  dropActive: boolean;
}) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const deferred = useDeferredValue(filters);
  const tags = useMemo(() => tagsOf(guests), [guests]);
  const shown = useMemo(() => filterGuests(unseated, deferred), [unseated, deferred]);
  const groups = useMemo(() => byHousehold(shown), [shown]);
  const paged = usePaged(groups, JSON.stringify(deferred), 40);
  // The panel's first frame holds the households of about two screens, the rest of the page follows once it is
  // painted: 40 households are about 1,000 elements, most of them out of sight, made, styled and laid out before
  // the seating tab's first paint.
  const painted = usePainted();
  const page = painted ? paged.page : paged.page.slice(0, FIRST_FRAME);
  const set = (patch: Partial<UnseatedFilters>) => setFilters({ ...filters, ...patch });

  return (
    <section
      aria-labelledby="unseated-heading"
      data-seating-drop="unseated"
      className={cn(
        'space-y-3 rounded-xl border border-border p-3',
        dropActive && 'border-primary bg-accent outline-2 outline-primary outline-dashed',
      )}
    >
      <h3 id="unseated-heading" className="font-semibold">
        Unseated ({formatCount(unseated.length)})
      </h3>
      <SearchInput
        aria-label="Search unseated guests"
        placeholder="Search by name"
        value={filters.query}
        onChange={(e) => set({ query: e.target.value })}
      />
      <div className="grid grid-cols-2 gap-2">
        <NativeSelect aria-label="Side" value={filters.side} onChange={(e) => set({ side: e.target.value })}>
          <option value={ALL}>All sides</option>
          {SIDES.map((s) => (
            <option key={s} value={s}>
              {SIDE_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect aria-label="Tag" value={filters.tag} onChange={(e) => set({ tag: e.target.value })}>
          <option value={ALL}>All tags</option>
          {tags.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Answer"
          className="col-span-2"
          value={filters.rsvp}
          onChange={(e) => set({ rsvp: e.target.value as UnseatedFilters['rsvp'] })}
        >
          {RSVP_FILTERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {unseated.length === 0 ? 'Everyone invited has a seat.' : 'No unseated guest matches.'}
        </p>
      ) : (
        <UnseatedGroups groups={page} picked={picked} onPick={onPick} onDragStart={onDragStart} />
      )}
      {painted && <ShowMoreButton remaining={paged.remaining} onClick={paged.showMore} of="Unseated" />}
    </section>
  );
});

/** The households and their guests to pick or drag; memoised: a keystroke in the search does not redraw them. */
const UnseatedGroups = memo(function UnseatedGroups({
  groups,
  picked,
  onPick,
  onDragStart,
}: {
  groups: readonly ReturnType<typeof byHousehold>[number][];
  picked: Picked | null;
  onPick: (picked: Picked) => void;
  onDragStart: (subject: DragSubject, e: ReactPointerEvent) => void;
}) {
  return (
    <ul aria-label="Unseated guests by household" className="space-y-3">
      {groups.map((group) => {
        const open = group.guests.filter((g) => g.rsvp !== 'declined');
        const householdPicked = picked?.household && group.guests.some((g) => g.id === picked.guestId);
        return (
          <li key={group.id} className="space-y-1">
            <div className="flex items-center gap-1">
              {open.length > 1 ? (
                <>
                  <DragHandle
                    label={group.name}
                    onPointerDown={(e) =>
                      onDragStart({ guestId: open[0]!.id, household: true, label: group.name }, e)
                    }
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-pressed={Boolean(householdPicked)}
                    className={cn(
                      'min-w-0 flex-1 justify-start',
                      householdPicked && 'bg-accent-strong text-primary-deep',
                    )}
                    onClick={() => onPick({ guestId: open[0]!.id, household: true })}
                    onPointerDown={(e) =>
                      e.pointerType === 'mouse' &&
                      onDragStart({ guestId: open[0]!.id, household: true, label: group.name }, e)
                    }
                  >
                    <Users aria-hidden="true" />
                    <span className="truncate font-semibold">{group.name}</span>
                    <span className="sr-only">: pick the household ({open.length} guests)</span>
                  </Button>
                </>
              ) : (
                <p className="px-1 text-xs font-semibold text-subtle-foreground">{group.name}</p>
              )}
            </div>
            <ul className="space-y-1">
              {group.guests.map((g) => {
                const isPicked = picked && !picked.household && picked.guestId === g.id;
                const subject = { guestId: g.id, household: false, label: g.name };
                return (
                  <li key={g.id} className="flex items-center gap-1">
                    <DragHandle label={g.name} onPointerDown={(e) => onDragStart(subject, e)} />
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-pressed={Boolean(isPicked)}
                      className={cn(
                        'min-w-0 flex-1 justify-between',
                        isPicked && 'border-primary bg-accent-strong text-primary-deep',
                      )}
                      onClick={() => onPick({ guestId: g.id, household: false })}
                      onPointerDown={(e) => e.pointerType === 'mouse' && onDragStart(subject, e)}
                    >
                      <span className="truncate">{g.name}</span>
                      {g.rsvp !== 'attending' && (
                        <Badge tone={g.rsvp === 'declined' ? 'red' : 'yellow'}>
                          {g.rsvp === 'declined' ? 'Declined' : 'Awaiting'}
                        </Badge>
                      )}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
});

/** The grip a finger (or mouse) drags a guest by; the keyboard picks instead, so it is not a tab stop. */
function DragHandle({
  label,
  onPointerDown,
}: {
  label: string;
  onPointerDown: (e: ReactPointerEvent) => void;
}) {
  return (
    <span
      aria-hidden="true"
      title={`Drag ${label}`}
      data-drag-handle
      onPointerDown={onPointerDown}
      className="inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-faint-foreground hover:bg-secondary"
    >
      <GripVertical className="size-4" />
    </span>
  );
}
