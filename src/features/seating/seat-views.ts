import type { Chart } from './chart';
import type { SeatingGuest } from './seating';
import type { SeatView } from './table-node';
import { initials } from './view';

/**
 * What each table's seats show: the seated guests' initials (flagged when a warning names them) by seat number, how
 * many sit at the table (with or without a seat number), and a key that changes only when what its seats show does.
 */
export function seatViews(
  chart: Chart,
  guestsById: ReadonlyMap<string, SeatingGuest>,
  warnedGuests: ReadonlySet<string>,
) {
  const out = new Map<string, { seats: (SeatView | null)[]; key: string; seated: number }>();
  for (const t of chart.tables)
    out.set(t.id, { seats: Array.from({ length: t.seats }, () => null), key: '', seated: 0 });
  for (const a of chart.assignments) {
    const entry = out.get(a.tableId);
    if (!entry) continue;
    entry.seated++;
    if (a.seat === undefined) continue;
    const guest = guestsById.get(a.guestId);
    entry.seats[a.seat] = {
      guestId: a.guestId,
      label: initials(guest?.name ?? '?'),
      warn: warnedGuests.has(a.guestId),
    };
  }
  for (const entry of out.values())
    entry.key = entry.seats.map((s) => (s ? `${s.guestId}:${s.label}:${s.warn ? 1 : 0}` : '')).join('|');
  return out;
}

/** The seat a picked guest sits on, ringed on the plan; null when they have none. */
export function pickedSeat(chart: Chart, pickedGuestId: string | null) {
  const a = pickedGuestId ? chart.assignments.find((x) => x.guestId === pickedGuestId) : undefined;
  return a && a.seat !== undefined ? { tableId: a.tableId, seat: a.seat } : null;
}
