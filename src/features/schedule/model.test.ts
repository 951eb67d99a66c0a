import {
  emptyDraft,
  endTime,
  eventFromDraft,
  formatTimeRange,
  parseAssignees,
  parseDuration,
  scheduleEventSchema,
  seedScheduleEvents,
  sortByStartTime,
} from './model';
import { formatTime12 } from '@/lib/dates';

const valid = {
  id: 'e1',
  title: 'Ceremony',
  time: '15:00',
  duration: 30,
  description: '',
  category: 'ceremony',
  assignedTo: [],
};

describe('sortByStartTime', () => {
  it('orders by start time and keeps insertion order for ties', () => {
    const list = [
      { id: 'a', time: '17:00' },
      { id: 'b', time: '09:30' },
      { id: 'c', time: '15:00' },
      { id: 'd', time: '09:30' },
      { id: 'e', time: '00:00' },
    ];
    expect(sortByStartTime(list).map((x) => x.id)).toEqual(['e', 'b', 'd', 'c', 'a']);
  });

  it('does not change the list it was given', () => {
    const list = [{ time: '10:00' }, { time: '09:00' }];
    sortByStartTime(list);
    expect(list[0].time).toBe('10:00');
  });
});

describe('endTime', () => {
  it.each([
    ['15:00', 30, '15:30', 0],
    ['09:45', 30, '10:15', 0],
    ['23:30', 60, '00:30', 1],
    ['22:00', 120, '00:00', 1],
    ['00:00', 1440, '00:00', 1],
    ['17:00', 300, '22:00', 0],
  ])('%s + %i min ends at %s (+%i day)', (start, duration, end, days) => {
    expect(endTime(start, duration)).toEqual({ time: end, dayOffset: days });
  });
});

describe('12-hour times', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:05', '12:05 AM'],
    ['09:07', '9:07 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['15:00', '3:00 PM'],
    ['23:59', '11:59 PM'],
  ])('%s is %s', (time, text) => expect(formatTime12(time)).toBe(text));

  it('shows a range with its end time, marking one that crosses midnight', () => {
    expect(formatTimeRange('15:00', 30)).toBe('3:00 PM - 3:30 PM');
    expect(formatTimeRange('23:30', 60)).toBe('11:30 PM - 12:30 AM (+1 day)');
  });
});

describe('form input', () => {
  it('splits assignees on commas, trimming and dropping empties', () => {
    expect(parseAssignees(' Bride ,, Photographer , ,DJ')).toEqual(['Bride', 'Photographer', 'DJ']);
    expect(parseAssignees('   ')).toEqual([]);
  });

  it('falls back to 30 minutes and keeps durations in range', () => {
    expect(parseDuration('')).toBe(30);
    expect(parseDuration('abc')).toBe(30);
    expect(parseDuration('0')).toBe(30);
    expect(parseDuration('45')).toBe(45);
    expect(parseDuration('2')).toBe(5);
    expect(parseDuration('47')).toBe(45);
    expect(parseDuration('48')).toBe(50);
    expect(parseDuration('99999')).toBe(1440);
  });

  it('needs a title and a start time (silently) and applies the defaults', () => {
    expect(eventFromDraft({ ...emptyDraft(), time: '10:00' }, 'x')).toBeNull();
    expect(eventFromDraft({ ...emptyDraft(), title: '   ', time: '10:00' }, 'x')).toBeNull();
    expect(eventFromDraft({ ...emptyDraft(), title: 'Toasts' }, 'x')).toBeNull();
    expect(
      eventFromDraft(
        { ...emptyDraft(), title: ' Toasts ', time: '19:00', duration: '', assignedTo: 'Best Man, ' },
        'x',
      ),
    ).toEqual({
      id: 'x',
      title: 'Toasts',
      time: '19:00',
      duration: 30,
      description: '',
      category: 'other',
      assignedTo: ['Best Man'],
    });
  });
});

describe('scheduleEventSchema', () => {
  it('accepts a valid event and defaults the optional fields', () => {
    const parsed = scheduleEventSchema.parse({ id: 'e1', title: 'Toasts', time: '19:00', duration: 15 });
    expect(parsed).toMatchObject({ category: 'other', description: '', assignedTo: [] });
  });

  it.each([
    ['a blank title', { title: '   ' }],
    ['a 5,000-character title', { title: 'x'.repeat(5000) }],
    ['a 201-character title', { title: 'x'.repeat(201) }],
    ['a time that is not HH:MM', { time: '3pm' }],
    ['an hour past 23', { time: '24:00' }],
    ['a duration under 5', { duration: 4 }],
    ['a fractional duration', { duration: 7.5 }],
    ['a duration over a day', { duration: 1441 }],
    ['an unknown category', { category: 'party' }],
    ['a 5,000-character description', { description: 'x'.repeat(5000) }],
    ['an empty assignee', { assignedTo: ['  '] }],
    ['too many assignees', { assignedTo: Array.from({ length: 21 }, (_, i) => `P${i}`) }],
  ])('refuses %s', (_, patch) => {
    expect(scheduleEventSchema.safeParse({ ...valid, ...patch }).success).toBe(false);
  });

  it('accepts a 200-character title', () => {
    expect(scheduleEventSchema.safeParse({ ...valid, title: 'x'.repeat(200) }).success).toBe(true);
  });

  it('accepts every seed', () => {
    for (const e of seedScheduleEvents()) expect(scheduleEventSchema.safeParse(e).success).toBe(true);
  });
});
