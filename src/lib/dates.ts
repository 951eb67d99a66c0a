/**
 * Calendar days and times, in one place (date-fns underneath, not Intl: a page's first Intl call loads the browser's
 * internationalisation data, about 30 ms, over 100 on a phone; and not date-fns' `format`, whose pattern parser and
 * locale were 5 KiB gzip of every signed-in page's first load, for the handful of English patterns below). The app stores a day as `YYYY-MM-DD` and a time as
 * 24-hour `HH:MM`, both meaning the couple's own local calendar: `2025-06-15` is the 15th wherever the browser is,
 * never UTC midnight shifted into the 14th (which is what `new Date('2025-06-15')` would give).
 */
import {
  addDays,
  addYears,
  differenceInCalendarDays,
  eachDayOfInterval,
  endOfMonth,
  isValid,
  parseISO,
  startOfMonth,
} from 'date-fns';

/** What a language calls the months, the weekdays and the halves of the day (English here; guest pages bring theirs). */
export interface CalendarNames {
  months: readonly string[];
  weekdays: readonly string[];
  am: string;
  pm: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const ENGLISH_NAMES: CalendarNames = { months: MONTHS, weekdays: WEEKDAYS, am: 'AM', pm: 'PM' };
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** date-fns' tokens, those this app writes, and text in single quotes taken as it is. */
const TOKENS = /yyyy|MMMM|MMM|MM|dd|d|EEEE|EEE|h|mm|a|'[^']*'/g;

/** A moment in the local calendar written with date-fns' pattern tokens (yyyy MMMM MMM MM dd d EEEE EEE h mm a). */
function formatPattern(date: Date, pattern: string, names: CalendarNames = ENGLISH_NAMES): string {
  // date-fns' answer too: a page that formats an Invalid Date has a bug to show, not "NaN" to print.
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(date.getFullYear(), 4);
      case 'MMMM':
        return names.months[date.getMonth()]!;
      case 'MMM':
        return names.months[date.getMonth()]!.slice(0, 3);
      case 'MM':
        return pad(date.getMonth() + 1);
      case 'dd':
        return pad(date.getDate());
      case 'd':
        return String(date.getDate());
      case 'EEEE':
        return names.weekdays[date.getDay()]!;
      case 'EEE':
        return names.weekdays[date.getDay()]!.slice(0, 3);
      case 'h':
        return String(date.getHours() % 12 || 12);
      case 'mm':
        return pad(date.getMinutes());
      case 'a':
        return date.getHours() < 12 ? names.am : names.pm;
      default:
        return token.slice(1, -1);
    }
  });
}

/** The years a stored day may fall in: a date input mid-typing can hold "0002-06-15", which is no one's wedding. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

const inYearRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether `value` is a real calendar day written `YYYY-MM-DD` between MIN_YEAR and MAX_YEAR: a day that does not
 * exist (`2025-02-30`) does not survive the round trip through a Date. Forms check with isoDateSchema (date-schema.ts), which agrees; this module stays free of zod, so a guest's
 * page that shows dates does not load the validator.
 */
export const isIsoDate = (value: unknown): value is string => {
  if (typeof value !== 'string' || !ISO_DAY.test(value) || !inYearRange(value)) return false;
  const day = parseISO(value);
  return isValid(day) && formatPattern(day, 'yyyy-MM-dd') === value;
};

/** `HH:MM` on a 24-hour clock. */
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `YYYY-MM-DD` as that day's local midnight. Check with isIsoDate first: anything else is an Invalid Date. */
export const parseIsoDate = (value: string): Date => parseISO(value);

/** A day as `YYYY-MM-DD` in local time. */
export const toIsoDate = (date: Date): string => formatPattern(date, 'yyyy-MM-dd');

/** Today as `YYYY-MM-DD`. */
export const todayIso = (now: Date = new Date()): string => toIsoDate(now);

/** A day and a `HH:MM` time as a local moment. */
export function atTime(isoDate: string, time: string): Date {
  const day = parseIsoDate(isoDate);
  day.setHours(Number(time.slice(0, 2)), Number(time.slice(3, 5)), 0, 0);
  return day;
}

/** Calendar days from `today` to the day (negative when it has passed). */
export const daysUntil = (isoDate: string, today: Date): number =>
  differenceInCalendarDays(parseIsoDate(isoDate), today);

const formatDay = (isoDate: string, pattern: string, names?: CalendarNames) => {
  const day = parseIsoDate(isoDate);
  return isValid(day) ? formatPattern(day, pattern, names) : isoDate;
};

/** A stored day in another language's words and order: ("2026-06-13", "EEEE, d 'de' MMMM 'de' yyyy", Spanish). */
export const formatDayIn = (isoDate: string, pattern: string, names: CalendarNames) =>
  formatDay(isoDate, pattern, names);
/** "15:00" → "3:00 p. m." in the language whose names are given. */
export const formatTime12In = (time: string, names: CalendarNames) =>
  formatPattern(atTime('2000-01-01', time), 'h:mm a', names);

/** "Jun 15". */
export const formatMonthDay = (isoDate: string) => formatDay(isoDate, 'MMM d');
/** "Jun 15, 2025". */
export const formatShortDate = (isoDate: string) => formatDay(isoDate, 'MMM d, yyyy');
/** "Sun, Jun 15, 2025". */
export const formatWeekdayDate = (isoDate: string) => formatDay(isoDate, 'EEE, MMM d, yyyy');
/** "Sunday, June 15, 2025". */
export const formatLongDate = (isoDate: string) => formatDay(isoDate, 'EEEE, MMMM d, yyyy');
/** "June 2025". */
export const formatMonthYear = (isoDate: string) => formatDay(isoDate, 'MMMM yyyy');
/** "15:00" → "3:00 PM"; "00:05" → "12:05 AM". */
export const formatTime12 = (time: string) => formatPattern(atTime('2000-01-01', time), 'h:mm a');
/** "June 15, 2025". */
export const formatFullDate = (isoDate: string) => formatDay(isoDate, 'MMMM d, yyyy');
/** A stored moment (an ISO timestamp) as "Jun 15, 2025 3:00 PM". */
export const formatDateTime = (moment: string | number | Date) =>
  formatPattern(new Date(moment), 'MMM d, yyyy h:mm a');
/** A stored moment as "Jun 15, 2025 at 3:00 PM". */
export const formatMomentAt = (moment: string | number | Date) =>
  formatPattern(new Date(moment), "MMM d, yyyy 'at' h:mm a");
/** A stored moment as its day, "Jun 15, 2025". */
export const formatMomentDay = (moment: string | number | Date) =>
  formatPattern(new Date(moment), 'MMM d, yyyy');
/** A stored moment within the year, "Jun 15, 3:00 PM". */
export const formatMomentInYear = (moment: string | number | Date) =>
  formatPattern(new Date(moment), 'MMM d, h:mm a');
/** An appointment's moment, "Sun, Jun 15 at 3:00 PM". */
export const formatAppointment = (moment: string | number | Date) =>
  formatPattern(new Date(moment), "EEE, MMM d 'at' h:mm a");

/**
 * The month of a day as calendar weeks starting on Sunday: the month's days as `YYYY-MM-DD`, `null` padding the
 * cells before the 1st and after the last day. At least five weeks (35 cells, spec §9) so the grid keeps its
 * height; a month that starts late in the week and has 30–31 days needs a sixth (42 cells).
 */
export function monthGrid(isoDate: string): { month: string; cells: (string | null)[] } {
  const day = parseIsoDate(isoDate);
  const days = eachDayOfInterval({ start: startOfMonth(day), end: endOfMonth(day) }).map(toIsoDate);
  const offset = startOfMonth(day).getDay();
  const weeks = Math.max(5, Math.ceil((offset + days.length) / 7));
  const cells = Array.from({ length: weeks * 7 }, (_, i) => days[i - offset] ?? null);
  return { month: toIsoDate(startOfMonth(day)), cells };
}

/** A `YYYY-MM-DD` day moved by whole years (29 February becomes the 28th in a common year). */
export const addYearsIso = (isoDate: string, years: number): string =>
  toIsoDate(addYears(parseIsoDate(isoDate), years));

/** A `YYYY-MM-DD` day moved by whole days. */
export const addDaysIso = (isoDate: string, days: number): string =>
  toIsoDate(addDays(parseIsoDate(isoDate), days));

/**
 * Sample dates written for one year (the spec's 2025) would all be past for a couple who starts later. The
 * smallest number of whole years that puts the earliest of them on or after `today`, so every sample keeps its
 * month and day, the samples keep their order and spacing, and all are upcoming; 0 when they already are.
 */
export function yearsUntilUpcoming(isoDates: readonly string[], today: Date): number {
  const earliest = [...isoDates].sort()[0];
  if (earliest === undefined) return 0;
  let years = 0;
  while (daysUntil(addYearsIso(earliest, years), today) < 0) years++;
  return years;
}
