import type { EventCounts } from './guest-list';
import { formatCount } from '@/lib/format-number';

/** The event's name stays in view while the counts scroll sideways beneath a phone's width (issue 36 item 3). */
const stickyName = 'sticky left-0 z-10 shadow-[1px_0_0_var(--color-border)]';

/** Counts per event (issue #13 item 2): invited, the three answers, plus-ones, children, and meals of those coming. */
export function EventCountsTable({ counts }: { counts: readonly EventCounts[] }) {
  if (counts.length === 0) return null;
  return (
    // Focusable, so keyboard users can scroll it sideways on a narrow screen. Words wrap between words only
    // (break-words never narrows a column below its longest word): "Ceremony" is never cut in two.
    <div
      role="region"
      aria-label="Counts per event"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border bg-card focus:outline-2 focus:outline-ring"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Counts per event</caption>
        <thead className="bg-secondary text-copy">
          <tr className="whitespace-nowrap">
            <th scope="col" className={`${stickyName} bg-secondary px-3 py-2 font-medium`}>
              Event
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Invited
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Attending
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Declined
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Awaiting
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Plus-ones
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Children
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Meals
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {counts.map((c) => (
            <tr key={c.event.id} className="align-top">
              <th scope="row" className={`${stickyName} bg-card px-3 py-2 font-medium break-words`}>
                {c.event.name}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(c.invited)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(c.attending)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(c.declined)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(c.awaiting)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(c.plusOnes)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(c.children)}</td>
              <td className="min-w-48 px-3 py-2 text-muted-foreground">
                {c.meals.length
                  ? c.meals.map(([meal, count]) => `${meal} ${formatCount(count)}`).join(', ')
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
