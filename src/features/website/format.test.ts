import { daysUntil, formatLongDate, formatShortDate, formatTime, mapsUrl, todayIso } from './format';

describe('guest-facing formats', () => {
  it('writes days, times and places', () => {
    expect(formatLongDate('2027-12-11')).toBe('Saturday, December 11, 2027');
    expect(formatShortDate('2027-12-11')).toBe('Dec 11, 2027');
    expect(['00:05', '09:30', '12:00', '15:00', '23:59'].map(formatTime)).toEqual(['12:05 AM', '9:30 AM', '12:00 PM', '3:00 PM', '11:59 PM']);
    expect(mapsUrl('Grand Hall, Jaipur')).toBe('https://www.google.com/maps/search/?api=1&query=Grand%20Hall%2C%20Jaipur');
  });

  it('counts calendar days to the wedding', () => {
    const today = new Date(2027, 11, 1, 23, 30);
    expect(daysUntil('2027-12-11', today)).toBe(10);
    expect(daysUntil('2027-12-01', today)).toBe(0);
    expect(daysUntil('2027-11-30', today)).toBe(-1);
    expect(todayIso(today)).toBe('2027-12-01');
  });
});
