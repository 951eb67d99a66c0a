/** How guests' pages write dates, times and places (shared with the couple's guest planner through index.ts). */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD day as words ("Saturday, December 11, 2027"), the same calendar day in every time zone. */
export const formatLongDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));
export const formatShortDate = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

/** "15:30" → "3:30 PM". */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A map search for a venue or address (opened in the guest's maps app on a phone). */
export const mapsUrl = (place: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

/** Whole days from `today` (local calendar) to a YYYY-MM-DD day; negative once it has passed. */
export function daysUntil(date: string, today = new Date()): number {
  const [y, m, d] = date.split('-').map(Number);
  const target = Date.UTC(y!, m! - 1, d!);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((target - now) / 86_400_000);
}

/** Today in the visitor's calendar, YYYY-MM-DD (the RSVP deadline is a calendar day). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
