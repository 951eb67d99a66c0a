import type { Task } from '@/features/tasks';
import { formatShortDate } from '@/lib/dates';
import { alertAt, formatWhen, REMINDER_TYPE_LABELS, type Reminder } from './model';

/** A browser notification to raise: `key` identifies the occurrence so it is raised only once. */
export interface Alert {
  key: string;
  title: string;
  body: string;
}

/** Upcoming Tasks' reminders go off "1 week before" the due date (spec §9), at the default 9:00. */
export const TASK_REMINDER_LEAD = '1 week before';

const taskAlertAt = (task: Task) => alertAt({ date: task.dueDate }, TASK_REMINDER_LEAD);

/**
 * Alerts whose moment falls in (from, to]: reminders at their moment minus the chosen lead, and open tasks
 * whose reminder switch is on (the default) one week before they are due.
 */
export function alertsDue(
  input: { reminders: readonly Reminder[]; tasks: readonly Task[]; taskReminders: Record<string, boolean>; frequency: string },
  from: number,
  to: number,
): Alert[] {
  const inWindow = (at: Date) => at.getTime() > from && at.getTime() <= to;
  const alerts: Alert[] = [];
  for (const r of input.reminders) {
    if (!inWindow(alertAt(r, input.frequency))) continue;
    alerts.push({ key: `reminder:${r.id}:${r.date}T${r.time ?? ''}`, title: r.title, body: `${REMINDER_TYPE_LABELS[r.type]} · ${formatWhen(r)}` });
  }
  for (const t of input.tasks) {
    if (t.completed || input.taskReminders[t.id] === false || !inWindow(taskAlertAt(t))) continue;
    alerts.push({ key: `task:${t.id}:${t.dueDate}`, title: `Task due in 1 week: ${t.title}`, body: `Due ${formatShortDate(t.dueDate)}` });
  }
  return alerts;
}
