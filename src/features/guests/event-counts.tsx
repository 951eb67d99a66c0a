import type { EventCounts } from './guest-list';
import { formatCount } from '@/lib/format-number';

/** Counts per event (issue #13 item 2): invited, the three answers, plus-ones, children, and meals of those coming. */
export function EventCountsTable({ counts }: { counts: readonly EventCounts[] }) {
  if (counts.length === 0) return null;
  return (
    // Focusable, so keyboard users can scroll it sideways on a narrow screen.
    <div
      role="region"
      aria-label="Counts per event"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border focus:outline-2 focus:outline-ring"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Counts per event</caption>
        <thead className="bg-secondary text-copy">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
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
            <tr key={c.event.id}>
              <th scope="row" className="px-3 py-2 font-medium [overflow-wrap:anywhere]">
                {c.event.name}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(c.invited)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(c.attending)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(c.declined)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(c.awaiting)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(c.plusOnes)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(c.children)}</td>
              <td className="px-3 py-2 text-muted-foreground">
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
