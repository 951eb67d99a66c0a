import { Download, Printer } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/download';
import { formatCount } from '@/lib/format-number';
import { answersSheet, catererCsv, catererSheet, eventTally } from './event-sheets';
import type { WeddingEvent } from './model';
import { PrintSheet } from './print-sheet';
import { SheetTable } from './sheet-table';
import { sheetCsv } from './travel-sheets';
import type { useGuestData } from './use-guest-data';

const CSV = 'text/csv;charset=utf-8';
const fileName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'event';

/**
 * Meals and answers per event (issue 33 item 1): each event's meal counts and answer counts, its caterer's sheet
 * printed or as CSV, and every answer as one CSV. Its own chunk, loaded with the Events tab.
 */
export default function EventAnswersSection({ data }: { data: ReturnType<typeof useGuestData> }) {
  const { sortedEvents: events } = data;
  const guests = data.guests.items;
  const households = data.households.items;
  const answers = data.answers.items;
  const [printing, setPrinting] = useState<WeddingEvent | null>(null);
  const done = useCallback(() => setPrinting(null), []);
  if (events.length === 0) return null;
  const sheetOf = (event: WeddingEvent) => catererSheet(event, guests, households, answers);

  return (
    <section aria-labelledby="meals-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="meals-heading" className="font-serif text-xl font-semibold">
          Meals and answers
        </h3>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            downloadText(sheetCsv(answersSheet(events, guests, households, answers)), 'answers.csv', CSV)
          }
        >
          <Download aria-hidden="true" />
          Download answers (CSV)
        </Button>
      </div>
      <ul aria-label="Meals and answers per event" className="space-y-3">
        {events.map((event) => {
          const tally = eventTally(event, guests, households, answers);
          return (
            <li
              key={event.id}
              className="space-y-2 rounded-xl border border-border p-4 [overflow-wrap:anywhere]"
            >
              <p className="font-medium">
                {event.name}: {formatCount(tally.attending)} attending
              </p>
              <p className="text-sm text-copy">
                Meals: {tally.meals.map(([meal, n]) => `${meal} ${formatCount(n)}`).join(', ') || '—'}
              </p>
              {tally.questions.map((q) => (
                <p key={q.id} className="text-sm text-muted-foreground">
                  {q.label}{' '}
                  {q.counts.length
                    ? q.counts.map(([v, n]) => `${v} ${formatCount(n)}`).join(', ')
                    : `${formatCount(q.answered)} answered`}
                </p>
              ))}
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => setPrinting(event)}>
                  <Printer aria-hidden="true" />
                  Print caterer sheet for {event.name}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    downloadText(catererCsv(sheetOf(event)), `caterer-${fileName(event.name)}.csv`, CSV)
                  }
                >
                  <Download aria-hidden="true" />
                  Download caterer sheet for {event.name} (CSV)
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {printing && (
        <PrintSheet title={`Caterer sheet: ${printing.name}`} onDone={done}>
          <SheetTable sheet={sheetOf(printing).meals} label="Meal counts" />
          <SheetTable sheet={sheetOf(printing).guests} label="Guests and their meals" />
        </PrintSheet>
      )}
    </section>
  );
}
