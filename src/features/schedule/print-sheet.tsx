import { createPortal } from 'react-dom';
import './schedule-print.css';
import { formatLongDate } from '@/lib/dates';
import { CATEGORY_LABELS, formatTimeRange, type ScheduleEvent } from './model';

/** The print-ready timeline ("Download PDF"): hidden on screen, the only thing on the page when printing. */
export function PrintSheet({ weddingDate, events }: { weddingDate: string; events: ScheduleEvent[] }) {
  return createPortal(
    <div className="schedule-print-sheet" data-testid="schedule-print-sheet">
      <h1 className="font-serif text-2xl font-semibold">Wedding Day Schedule</h1>
      <p className="mb-4 text-base">{formatLongDate(weddingDate)}</p>
      {events.length === 0 ? (
        <p>No events have been added yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Event</th>
              <th scope="col">Category</th>
              <th scope="col">Assigned To</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.id}>
                <td className="whitespace-nowrap">{formatTimeRange(e.time, e.duration)}</td>
                <td className="[overflow-wrap:anywhere]">
                  <strong>{e.title}</strong>
                  {e.description && <div className="whitespace-pre-line">{e.description}</div>}
                </td>
                <td>{CATEGORY_LABELS[e.category]}</td>
                <td className="[overflow-wrap:anywhere]">{e.assignedTo.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>,
    document.body,
  );
}

/**
 * Opens the browser's print dialog ("Save as PDF" is one of its destinations). The document title becomes the
 * suggested PDF file name, so it names the day while the dialog is open.
 */
export function printSchedule(weddingDate: string) {
  const previous = document.title;
  document.title = `Wedding Day Schedule - ${weddingDate}`;
  const restore = () => {
    document.title = previous;
    window.removeEventListener('afterprint', restore);
  };
  window.addEventListener('afterprint', restore);
  window.print();
}
