import { Heart } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/components/ui/cn';
import { Dialog } from '@/components/ui/dialog';
import { formatLongDate, formatMonthYear, formatTime12, monthGrid } from '@/lib/dates';
import { CATEGORY_STYLES } from './category-styles';
import type { ScheduleEvent } from './model';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;
const IN_CELL = 4;

/** The real month of the wedding date, the wedding day highlighted with that day's events (sorted). */
export function CalendarView({ weddingDate, events }: { weddingDate: string; events: ScheduleEvent[] }) {
  const { month, cells } = monthGrid(weddingDate);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  return (
    <div className="space-y-4">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="mb-3 text-left font-serif text-xl font-semibold text-foreground">
          {formatMonthYear(month)}
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th
                key={short}
                scope="col"
                className="pb-2 text-center text-xs font-semibold text-muted-foreground"
              >
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                const isWedding = day === weddingDate;
                return (
                  <td
                    key={d}
                    aria-current={isWedding ? 'date' : undefined}
                    className={cn(
                      'h-14 border border-border p-1 align-top sm:h-28 sm:p-1.5',
                      day === null && 'bg-muted',
                      isWedding && 'bg-accent ring-2 ring-primary ring-inset',
                    )}
                  >
                    {day !== null && (
                      <div className="flex h-full flex-col gap-0.5 overflow-hidden">
                        <span
                          className={cn(
                            'text-xs sm:text-sm',
                            isWedding ? 'font-bold text-primary-deep' : 'text-muted-foreground',
                          )}
                        >
                          {Number(day.slice(8))}
                        </span>
                        {isWedding && <WeddingDayCell date={weddingDate} events={events} />}
                      </div>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      {/* Phones: the cell is too narrow for event names, so the day's events are listed under the grid. */}
      <section
        aria-labelledby="wedding-day-events"
        className="rounded-lg border border-accent-border bg-accent p-4 sm:hidden"
      >
        <h3 id="wedding-day-events" className="font-semibold text-primary-deep">
          Wedding Day · {formatLongDate(weddingDate)}
        </h3>
        <DayEvents events={events} className="mt-2" />
      </section>
    </div>
  );
}

/**
 * The wedding day's cell: its first events, and "+N more" for the rest, a button that opens the whole day in a
 * dialog (the cell has no room for them, and a count nobody can open tells nothing).
 */
function WeddingDayCell({ date, events }: { date: string; events: ScheduleEvent[] }) {
  const [open, setOpen] = useState(false);
  const more = events.length - IN_CELL;
  return (
    <>
      <span className="flex items-center gap-1 text-[0.7rem] font-semibold text-primary-deep">
        <Heart aria-hidden="true" className="size-3 shrink-0 fill-current" />
        <span className="hidden sm:inline">Wedding Day</span>
        <span className="sr-only sm:hidden">Wedding Day</span>
      </span>
      <div className="hidden sm:block">
        <DayEvents events={events.slice(0, IN_CELL)} compact />
        {more > 0 && (
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            aria-label={`+${more} more: all ${events.length} events on the wedding day`}
            className="rounded-sm text-[0.7rem] font-semibold text-primary-deep underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            +{more} more
          </button>
        )}
      </div>
      <Dialog open={open} onOpenChange={setOpen} title={`Wedding Day · ${formatLongDate(date)}`}>
        <DayEvents events={events} />
      </Dialog>
    </>
  );
}

function DayEvents({
  events,
  compact = false,
  className,
}: {
  events: ScheduleEvent[];
  compact?: boolean;
  className?: string;
}) {
  if (events.length === 0)
    return (
      <p className={cn('text-muted-foreground', compact ? 'text-[0.7rem]' : 'text-sm', className)}>
        No events yet
      </p>
    );
  return (
    <ul className={cn(compact ? 'space-y-0.5' : 'space-y-1.5', className)}>
      {events.map((e) => (
        <li
          key={e.id}
          className={cn('flex items-center gap-1.5', compact ? 'text-[0.7rem] leading-tight' : 'text-sm')}
        >
          <span
            aria-hidden="true"
            className={cn('size-1.5 shrink-0 rounded-full', CATEGORY_STYLES[e.category].dot)}
          />
          <span className={cn('min-w-0', compact ? 'truncate' : '[overflow-wrap:anywhere]')}>
            <span className="font-medium">{formatTime12(e.time)}</span> {e.title}
          </span>
        </li>
      ))}
    </ul>
  );
}
