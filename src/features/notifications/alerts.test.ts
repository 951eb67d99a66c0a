import { renderHook } from '@testing-library/react';
import type { Task } from '@/features/tasks';
import { alertsDue, type Alert } from './alerts';
import type { Reminder } from './model';
import { CHECK_INTERVAL_MS, useAlertScheduler } from './use-reminder-alerts';

const reminder: Reminder = {
  id: 'r1',
  title: 'Cake tasting appointment',
  date: '2025-04-20',
  time: '14:00',
  type: 'appointment',
};
const task: Task = {
  id: 't1',
  title: 'Book the florist',
  description: '',
  dueDate: '2025-05-10',
  completed: false,
  category: 'vendors',
  priority: 'medium',
  label: 'Florals',
};
const at = (...args: [number, number, number, number, number]) => new Date(...args).getTime();

describe('alertsDue', () => {
  const input = {
    reminders: [reminder],
    tasks: [task],
    taskReminders: {},
    frequency: 'On the day',
    remindTasks: true,
    weeklyUpdates: false,
  };

  it('finds a reminder whose moment falls in the window (start exclusive, end inclusive)', () => {
    const moment = at(2025, 3, 20, 14, 0);
    expect(alertsDue(input, moment - 1000, moment)).toEqual([
      {
        key: 'reminder:r1:2025-04-20T14:00',
        title: 'Cake tasting appointment',
        body: 'Appointment · Sun, Apr 20, 2025 at 2:00 PM',
      },
    ]);
    expect(alertsDue(input, moment, moment + 1000)).toEqual([]);
  });

  it('honours the chosen lead', () => {
    const weekBefore = at(2025, 3, 13, 14, 0);
    expect(alertsDue({ ...input, frequency: '1 week before' }, weekBefore - 1, weekBefore)).toHaveLength(1);
    expect(alertsDue(input, weekBefore - 1, weekBefore)).toHaveLength(0);
  });

  it('alerts a task one week before it is due unless its reminder is off or it is done', () => {
    const moment = at(2025, 4, 3, 9, 0);
    expect(alertsDue(input, moment - 1, moment)).toEqual([
      { key: 'task:t1:2025-05-10', title: 'Task due in 1 week: Book the florist', body: 'Due May 10, 2025' },
    ]);
    expect(alertsDue({ ...input, taskReminders: { t1: false } }, moment - 1, moment)).toEqual([]);
    expect(alertsDue({ ...input, tasks: [{ ...task, completed: true }] }, moment - 1, moment)).toEqual([]);
  });

  it('raises no task reminder at all while Task Reminders is off in Settings', () => {
    const moment = at(2025, 4, 3, 9, 0);
    expect(alertsDue({ ...input, remindTasks: false }, moment - 1, moment)).toEqual([]);
  });

  it("sends the weekly update on Monday at 9:00 with the week's open tasks and reminders, only while it is on", () => {
    // Monday 14 April 2025, 9:00: the week runs to Sunday the 20th (the cake tasting); the florist is due in May.
    const monday = at(2025, 3, 14, 9, 0);
    const week = {
      ...input,
      weeklyUpdates: true,
      tasks: [task, { ...task, id: 't2', title: 'Send save-the-dates', dueDate: '2025-04-16' }],
    };
    expect(alertsDue(week, monday - 1, monday)).toEqual([
      {
        key: 'weekly:2025-04-14',
        title: 'Your week ahead (Apr 14, 2025)',
        body: '1 task due: Send save-the-dates · 1 reminder: Cake tasting appointment',
      },
    ]);
    expect(alertsDue(week, monday, monday + 60_000)).toEqual([]);
    expect(alertsDue({ ...week, weeklyUpdates: false }, monday - 1, monday)).toEqual([]);
    expect(alertsDue({ ...week, tasks: [], reminders: [] }, monday - 1, monday)[0].body).toBe(
      'Nothing is due this week.',
    );
    // Any other day of the week at 9:00 is not the update's moment.
    const tuesday = at(2025, 3, 15, 9, 0);
    expect(alertsDue(week, tuesday - 1, tuesday)).toEqual([]);
  });
});

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: { title: string; options?: NotificationOptions }[] = [];
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, options });
  }
}

describe('useAlertScheduler', () => {
  const due = new Date(2025, 3, 20, 14, 0).getTime();
  const alert: Alert = { key: 'reminder:r1', title: 'Cake tasting appointment', body: 'Appointment' };
  const collect = (from: number, to: number) => (due > from && due <= to ? [alert] : []);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(due - 20_000);
    FakeNotification.permission = 'granted';
    FakeNotification.shown = [];
    vi.stubGlobal('Notification', FakeNotification);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('raises a notification once when a reminder falls due while the app is open', () => {
    renderHook(() => useAlertScheduler(true, collect));
    vi.advanceTimersByTime(CHECK_INTERVAL_MS);
    expect(FakeNotification.shown).toHaveLength(0);
    vi.advanceTimersByTime(CHECK_INTERVAL_MS);
    expect(FakeNotification.shown).toEqual([
      { title: 'Cake tasting appointment', options: { body: 'Appointment', tag: 'reminder:r1' } },
    ]);
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 10);
    expect(FakeNotification.shown).toHaveLength(1);
  });

  it('never repeats an alert whose moment passed before the app opened', () => {
    vi.setSystemTime(due + 1000);
    renderHook(() => useAlertScheduler(true, collect));
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 4);
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('stays quiet when switched off or not permitted', () => {
    const off = renderHook(() => useAlertScheduler(false, collect));
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 3);
    off.unmount();
    vi.setSystemTime(due - 20_000);
    FakeNotification.permission = 'denied';
    renderHook(() => useAlertScheduler(true, collect));
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 3);
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('stops checking when unmounted', () => {
    const { unmount } = renderHook(() => useAlertScheduler(true, collect));
    unmount();
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 3);
    expect(FakeNotification.shown).toHaveLength(0);
  });
});
