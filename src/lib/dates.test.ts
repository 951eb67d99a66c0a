import {
  addYearsIso,
  atTime,
  daysUntil,
  formatAppointment,
  formatDateTime,
  formatFullDate,
  formatLongDate,
  formatMomentAt,
  formatMomentDay,
  formatMomentInYear,
  formatMonthDay,
  formatShortDate,
  formatTime12,
  formatWeekdayDate,
  isIsoDate,
  monthGrid,
  parseIsoDate,
  toIsoDate,
  yearsUntilUpcoming,
} from './dates';
import { isoDateSchema } from './date-schema';

describe('dates', () => {
  it('accepts real calendar days written YYYY-MM-DD between 1900 and 2200, and nothing else', () => {
    const good = ['2025-06-15', '2024-02-29', '1900-01-01', '2200-12-31'];
    const bad = [
      '2023-02-29',
      '2025-13-01',
      '2025-06-31',
      '2025-00-10',
      '2025-06-00',
      '0002-06-15',
      '2201-01-01',
      '2025-6-15',
      '2025-06-15T00:00',
      ' 2025-06-15',
      '',
      null,
      20250615,
    ];
    for (const ok of good) expect(isIsoDate(ok), ok).toBe(true);
    for (const no of bad) expect(isIsoDate(no), String(no)).toBe(false);
    // The check and the forms' schema give one answer for every value.
    for (const value of [...good, ...bad])
      expect(isoDateSchema().safeParse(value).success, String(value)).toBe(isIsoDate(value));
    expect(isoDateSchema('Choose a due date').safeParse('nope').error?.issues[0].message).toBe(
      'Choose a due date',
    );
  });

  it('reads a day as local midnight, whatever the time zone, and writes it back unchanged', () => {
    const day = parseIsoDate('2025-06-15');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2025, 5, 15, 0]);
    expect(toIsoDate(day)).toBe('2025-06-15');
    expect(atTime('2025-06-15', '23:59').getMinutes()).toBe(59);
    expect(daysUntil('2025-06-16', new Date(2025, 5, 15, 23, 0))).toBe(1);
  });

  it('formats days and times the way the pages show them', () => {
    expect(formatMonthDay('2025-06-15')).toBe('Jun 15');
    expect(formatShortDate('2025-06-15')).toBe('Jun 15, 2025');
    expect(formatWeekdayDate('2025-06-15')).toBe('Sun, Jun 15, 2025');
    expect(formatLongDate('2025-06-15')).toBe('Sunday, June 15, 2025');
    expect(formatLongDate('2026-02-28')).toBe('Saturday, February 28, 2026');
    expect(formatFullDate('2024-03-21')).toBe('March 21, 2024');
    const moment = new Date(2025, 5, 15, 15, 4).toISOString();
    expect(formatDateTime(moment)).toBe('Jun 15, 2025 3:04 PM');
    expect(formatMomentDay(moment)).toBe('Jun 15, 2025');
    expect(formatMomentDay(Date.parse(moment))).toBe('Jun 15, 2025');
    expect(formatMomentInYear(moment)).toBe('Jun 15, 3:04 PM');
    expect(formatMomentAt(moment)).toBe('Jun 15, 2025 at 3:04 PM');
    expect(formatAppointment(new Date(2025, 5, 15, 9, 30))).toBe('Sun, Jun 15 at 9:30 AM');
    expect(formatMomentAt(new Date(2025, 0, 5, 0, 0))).toBe('Jan 5, 2025 at 12:00 AM');
    expect(toIsoDate(new Date(2025, 0, 5))).toBe('2025-01-05');
    // As date-fns did: a moment that is not one is a bug to show, not "NaN" on the page.
    expect(() => formatMomentDay('not a moment')).toThrow(RangeError);
    for (const [time, text] of [
      ['00:00', '12:00 AM'],
      ['00:05', '12:05 AM'],
      ['09:07', '9:07 AM'],
      ['12:00', '12:00 PM'],
      ['15:00', '3:00 PM'],
      ['23:59', '11:59 PM'],
    ])
      expect(formatTime12(time)).toBe(text);
    // A value that is not a day is shown as it is rather than as "Invalid Date".
    expect(formatShortDate('someday')).toBe('someday');
  });

  it('lays a month out in Sunday-first weeks: five at least, six when the month needs them', () => {
    const june = monthGrid('2025-06-15');
    expect(june.month).toBe('2025-06-01');
    expect(june.cells).toHaveLength(35);
    expect(june.cells[0]).toBe('2025-06-01'); // a Sunday
    expect(june.cells[29]).toBe('2025-06-30');
    expect(june.cells.slice(30)).toEqual([null, null, null, null, null]);

    const february = monthGrid('2026-02-10');
    expect(february.cells).toHaveLength(35);
    expect(february.cells.filter(Boolean)).toHaveLength(28);

    const october = monthGrid('2025-10-04'); // 1 October 2025 is a Wednesday
    expect(october.cells.slice(0, 4)).toEqual([null, null, null, '2025-10-01']);
    expect(october.cells).toHaveLength(35);

    const august = monthGrid('2025-08-20'); // starts on a Friday, 31 days: 5 + 31 cells of content
    expect(august.cells).toHaveLength(42);
    expect(august.cells.indexOf('2025-08-01')).toBe(5);
    expect(august.cells.indexOf('2025-08-31')).toBe(35);
  });

  describe('moving sample dates into the future', () => {
    const samples = ['2025-06-15', '2025-04-20', '2025-05-01'];

    it('moves nothing when the earliest sample is still ahead (the spec dates stay the defaults)', () => {
      expect(yearsUntilUpcoming(samples, new Date(2025, 0, 10))).toBe(0);
      expect(yearsUntilUpcoming(samples, new Date(2025, 3, 20))).toBe(0);
    });

    it('moves all of them by the fewest whole years that put the earliest on or after today', () => {
      expect(yearsUntilUpcoming(samples, new Date(2025, 3, 21))).toBe(1);
      expect(yearsUntilUpcoming(samples, new Date(2026, 10, 24))).toBe(2);
      const years = yearsUntilUpcoming(samples, new Date(2026, 10, 24));
      expect(samples.map((d) => addYearsIso(d, years))).toEqual(['2027-06-15', '2027-04-20', '2027-05-01']);
    });

    it('keeps month and day, except 29 February in a common year', () => {
      expect(addYearsIso('2025-06-15', 3)).toBe('2028-06-15');
      expect(addYearsIso('2024-02-29', 1)).toBe('2025-02-28');
      expect(yearsUntilUpcoming([], new Date())).toBe(0);
    });
  });
});
