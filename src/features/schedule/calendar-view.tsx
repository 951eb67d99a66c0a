import { format } from 'date-fns';
import { Heart } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { CATEGORY_STYLES } from './category-styles';
import { formatLongDate, formatTime12, monthGrid, parseIsoDate, type ScheduleEvent } from './model';

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
  const { year, month, cells } = monthGrid(weddingDate);
  const weddingDay = parseIsoDate(weddingDate).getDate();
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));

  return (
    <div className="space-y-4">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="mb-3 text-left font-serif text-xl font-semibold text-gray-900">
          {format(new Date(year, month, 1), 'MMMM yyyy')}
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" className="pb-2 text-center text-xs font-semibold text-gray-700">
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
                const isWedding = day === weddingDay;
                return (
                  <td
                    key={d}
                    aria-current={isWedding ? 'date' : undefined}
                    className={cn(
                      'h-14 border border-gray-200 p-1 align-top sm:h-28 sm:p-1.5',
                      day === null && 'bg-gray-50',
                      isWedding && 'bg-brand-50 ring-2 ring-brand-500 ring-inset',
                    )}
                  >
                    {day !== null && (
                      <div className="flex h-full flex-col gap-0.5 overflow-hidden">
                        <span className={cn('text-xs sm:text-sm', isWedding ? 'font-bold text-brand-800' : 'text-gray-700')}>{day}</span>
                        {isWedding && <WeddingDayCell events={events} />}
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
      <section aria-labelledby="wedding-day-events" className="rounded-lg border border-brand-200 bg-brand-50 p-4 sm:hidden">
        <h3 id="wedding-day-events" className="font-semibold text-brand-800">
          Wedding Day · {formatLongDate(weddingDate)}
        </h3>
        <DayEvents events={events} className="mt-2" />
      </section>
    </div>
  );
}

function WeddingDayCell({ events }: { events: ScheduleEvent[] }) {
  const more = events.length - IN_CELL;
  return (
    <>
      <span className="flex items-center gap-1 text-[0.7rem] font-semibold text-brand-800">
        <Heart aria-hidden="true" className="size-3 shrink-0 fill-current" />
        <span className="hidden sm:inline">Wedding Day</span>
        <span className="sr-only sm:hidden">Wedding Day</span>
      </span>
      <div className="hidden sm:block">
        <DayEvents events={events.slice(0, IN_CELL)} compact />
        {more > 0 && <p className="text-[0.7rem] text-gray-700">+{more} more</p>}
      </div>
    </>
  );
}

function DayEvents({ events, compact = false, className }: { events: ScheduleEvent[]; compact?: boolean; className?: string }) {
  if (events.length === 0) return <p className={cn('text-gray-700', compact ? 'text-[0.7rem]' : 'text-sm', className)}>No events yet</p>;
  return (
    <ul className={cn(compact ? 'space-y-0.5' : 'space-y-1.5', className)}>
      {events.map((e) => (
        <li key={e.id} className={cn('flex items-center gap-1.5', compact ? 'text-[0.7rem] leading-tight' : 'text-sm')}>
          <span aria-hidden="true" className={cn('size-1.5 shrink-0 rounded-full', CATEGORY_STYLES[e.category].dot)} />
          <span className={cn('min-w-0', compact ? 'truncate' : '[overflow-wrap:anywhere]')}>
            <span className="font-medium">{formatTime12(e.time)}</span> {e.title}
          </span>
        </li>
      ))}
    </ul>
  );
}
