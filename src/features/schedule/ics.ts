import { parseIsoDate } from '@/lib/dates';
import { CATEGORY_LABELS, endTime, sortByStartTime, type ScheduleEvent } from './model';

/**
 * The timeline as an iCalendar file (RFC 5545). Times are "floating" local times on the wedding date (no Z, no
 * TZID): the day happens at the venue's clock wherever the reader's calendar is set.
 */

const CRLF = '\r\n';
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** TEXT values escape backslash, semicolon and comma, and write line breaks as \n (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Lines longer than 75 octets are folded: CRLF plus one space, the space counting toward the next line's 75
 * (RFC 5545 §3.1). Octets, not characters, so a multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A floating DATE-TIME on a day, shifted by whole days for an event that ends after midnight. */
function localDateTime(isoDate: string, time: string, dayOffset = 0): string {
  const d = parseIsoDate(isoDate);
  d.setDate(d.getDate() + dayOffset);
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}T${time.slice(0, 2)}${time.slice(3, 5)}00`;
}

function utcStamp(now: Date): string {
  return (
    `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}` +
    `T${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}Z`
  );
}

/**
 * A day-long entry beside the timeline: a payment falling due (issue 32). `uid` is stable for the same record, so a
 * calendar that imports the file again updates the entry rather than adding a second one.
 */
export interface AllDayEntry {
  uid: string;
  date: string;
  summary: string;
  description?: string;
}

const dateValue = (isoDate: string) => isoDate.replaceAll('-', '');

export function buildIcs(
  events: readonly ScheduleEvent[],
  weddingDate: string,
  now: Date = new Date(),
  allDay: readonly AllDayEntry[] = [],
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wedding Planner//Wedding Day Schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Wedding Day Schedule',
  ];
  for (const event of sortByStartTime(events)) {
    const end = endTime(event.time, event.duration);
    const details = [
      event.description,
      event.assignedTo.length ? `Assigned to: ${event.assignedTo.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.id)}-${weddingDate}@weddingplanner.app`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${localDateTime(weddingDate, event.time)}`,
      `DTEND:${localDateTime(weddingDate, end.time, end.dayOffset)}`,
      `SUMMARY:${escapeText(event.title)}`,
      ...(details ? [`DESCRIPTION:${escapeText(details)}`] : []),
      `CATEGORIES:${escapeText(CATEGORY_LABELS[event.category])}`,
      'END:VEVENT',
    );
  }
  for (const entry of allDay) {
    // An all-day event ends (exclusively) on the next day (RFC 5545 §3.6.1).
    const next = parseIsoDate(entry.date);
    next.setDate(next.getDate() + 1);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(entry.uid)}@weddingplanner.app`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;VALUE=DATE:${dateValue(entry.date)}`,
      `DTEND;VALUE=DATE:${next.getFullYear()}${pad(next.getMonth() + 1)}${pad(next.getDate())}`,
      `SUMMARY:${escapeText(entry.summary)}`,
      ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
