import { addDays } from 'date-fns';
import type { Task } from '@/features/tasks';
import { formatShortDate, isIsoDate, toIsoDate } from '@/lib/dates';
import { alertAt, formatWhen, REMINDER_TYPE_LABELS, type Reminder } from './model';

/** A browser notification to raise: `key` identifies the occurrence so it is raised only once. */
export interface Alert {
  key: string;
  title: string;
  body: string;
}

/** Upcoming Tasks' reminders go off "1 week before" the due date (spec §9), at the default 9:00. */
export const TASK_REMINDER_LEAD = '1 week before';

/** The weekly update: Mondays (getDay() 1) at 9:00 AM, local time. */
export const WEEKLY_UPDATE_DAY = 1;
export const WEEKLY_UPDATE_HOUR = 9;

const taskAlertAt = (task: Task) => alertAt({ date: task.dueDate }, TASK_REMINDER_LEAD);

/** The latest weekly-update moment at or before `time`. */
export function lastWeeklyUpdate(time: number): Date {
  const moment = new Date(time);
  moment.setHours(WEEKLY_UPDATE_HOUR, 0, 0, 0);
  moment.setDate(moment.getDate() - ((moment.getDay() - WEEKLY_UPDATE_DAY + 7) % 7));
  if (moment.getTime() > time) moment.setDate(moment.getDate() - 7);
  return moment;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The week starting on `monday`: open tasks due and reminders falling in its seven days. */
export function weeklyUpdate(monday: Date, tasks: readonly Task[], reminders: readonly Reminder[]): Alert {
  const first = toIsoDate(monday);
  const last = toIsoDate(addDays(monday, 6));
  const inWeek = (date: string) => isIsoDate(date) && date >= first && date <= last;
  const due = tasks.filter((t) => !t.completed && inWeek(t.dueDate));
  const coming = reminders.filter((r) => inWeek(r.date));
  const parts = [
    due.length ? `${plural(due.length, 'task')} due: ${due.map((t) => t.title).join(', ')}` : '',
    coming.length ? `${plural(coming.length, 'reminder')}: ${coming.map((r) => r.title).join(', ')}` : '',
  ].filter(Boolean);
  return {
    key: `weekly:${first}`,
    title: `Your week ahead (${formatShortDate(first)})`,
    body: parts.length ? parts.join(' · ') : 'Nothing is due this week.',
  };
}

/** What the alerts follow: the couple's reminders and tasks, and their notification preferences. */
export interface AlertInput {
  reminders: readonly Reminder[];
  tasks: readonly Task[];
  /** Upcoming Tasks' per-task switches (on unless false). */
  taskReminders: Record<string, boolean>;
  frequency: string;
  /** Settings → Task Reminders: off silences every task reminder. */
  remindTasks: boolean;
  /** Settings → Weekly Updates. */
  weeklyUpdates: boolean;
}

/**
 * Alerts whose moment falls in (from, to]: reminders at their moment minus the chosen lead, open tasks whose
 * reminder switch is on (the default) one week before they are due while task reminders are on, and the weekly
 * update on Monday morning while weekly updates are on.
 */
export function alertsDue(input: AlertInput, from: number, to: number): Alert[] {
  const inWindow = (at: Date) => at.getTime() > from && at.getTime() <= to;
  const alerts: Alert[] = [];
  for (const r of input.reminders) {
    if (!inWindow(alertAt(r, input.frequency))) continue;
    alerts.push({
      key: `reminder:${r.id}:${r.date}T${r.time ?? ''}`,
      title: r.title,
      body: `${REMINDER_TYPE_LABELS[r.type]} · ${formatWhen(r)}`,
    });
  }
  for (const t of input.tasks) {
    if (!input.remindTasks || t.completed || input.taskReminders[t.id] === false || !inWindow(taskAlertAt(t)))
      continue;
    alerts.push({
      key: `task:${t.id}:${t.dueDate}`,
      title: `Task due in 1 week: ${t.title}`,
      body: `Due ${formatShortDate(t.dueDate)}`,
    });
  }
  const monday = lastWeeklyUpdate(to);
  if (input.weeklyUpdates && inWindow(monday))
    alerts.push(weeklyUpdate(monday, input.tasks, input.reminders));
  return alerts;
}
