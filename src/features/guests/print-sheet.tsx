import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './guests-print.css';
import type { groupByHousehold } from './guest-list';
import { fullName, RSVP_LABELS, type WeddingEvent } from './model';

/**
 * A sheet printed from the guest planner: the page prints only it (guests-print.css) while it is mounted, and it
 * unmounts (`onDone`) when printing ends. Mounted only while printing (a thousand rows cost nothing the rest of the
 * time); hidden on screen.
 */
export function PrintSheet({
  title,
  onDone,
  children,
}: {
  title: string;
  onDone: () => void;
  children: ReactNode;
}) {
  const printed = useRef(false);
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    const done = () => {
      document.title = previous;
      onDone();
    };
    window.addEventListener('afterprint', done, { once: true });
    // Once, even when React runs the effect twice in development.
    if (!printed.current) {
      printed.current = true;
      window.print();
    }
    return () => window.removeEventListener('afterprint', done);
  }, [title, onDone]);

  return createPortal(
    <div className="guests-print-sheet" data-testid="guests-print-sheet">
      <h1 className="font-serif text-2xl font-semibold">{title}</h1>
      {children}
    </div>,
    document.body,
  );
}

/** The printable guest list: household by household, each guest's answer per event, meal and dietary notes. */
export function GuestPrintSheet({
  groups,
  events,
  title,
  onDone,
}: {
  groups: ReturnType<typeof groupByHousehold>;
  events: readonly WeddingEvent[];
  title: string;
  onDone: () => void;
}) {
  return (
    <PrintSheet title={title} onDone={onDone}>
      <table>
        <thead>
          <tr>
            <th scope="col">Household</th>
            <th scope="col">Guest</th>
            {events.map((e) => (
              <th key={e.id} scope="col">
                {e.name}
              </th>
            ))}
            <th scope="col">Meal</th>
            <th scope="col">Dietary notes</th>
          </tr>
        </thead>
        <tbody>
          {groups.flatMap(({ household, members }) =>
            members.map(({ guest, answers }, i) => (
              <tr key={guest.id}>
                <td>{i === 0 ? household.name : ''}</td>
                <td>{fullName(guest)}</td>
                {events.map((e) => {
                  const a = answers.get(e.id);
                  return <td key={e.id}>{a ? RSVP_LABELS[a.status] : '—'}</td>;
                })}
                <td>{guest.meal ?? ''}</td>
                <td>{guest.dietary ?? ''}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </PrintSheet>
  );
}
