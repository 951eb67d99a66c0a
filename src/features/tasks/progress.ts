import { daysUntil } from '@/lib/dates';
import { TASK_CATEGORIES, type Task, type TaskCategory } from './model';

/** Spec §9: percent complete is rounded to a whole number; an empty list is 0%, not NaN. */
export function percentComplete(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((done / total) * 100);
}

export interface Progress {
  done: number;
  total: number;
  percent: number;
}

export function progressOf(tasks: readonly Task[]): Progress {
  const done = tasks.filter((t) => t.completed).length;
  return { done, total: tasks.length, percent: percentComplete(done, tasks.length) };
}

/** Each category's tasks (list order) with its progress. */
export function progressByCategory(
  tasks: readonly Task[],
): Record<TaskCategory, Progress & { tasks: Task[] }> {
  return Object.fromEntries(
    TASK_CATEGORIES.map((c) => {
      const inCategory = tasks.filter((t) => t.category === c);
      return [c, { ...progressOf(inCategory), tasks: inCategory }];
    }),
  ) as Record<TaskCategory, Progress & { tasks: Task[] }>;
}

/** Spec §9: the deadline colour window. */
export const SOON_DAYS = 7;

export type Urgency = 'overdue' | 'today' | 'soon' | 'later';

/** Overdue (red), due today (yellow), within 7 days (green), otherwise (blue) — counted in calendar days. */
export function urgencyOf(dueDate: string, today: Date): Urgency {
  const days = daysUntil(dueDate, today);
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  if (days <= SOON_DAYS) return 'soon';
  return 'later';
}

export const URGENCY_TONES: Record<Urgency, 'red' | 'yellow' | 'green' | 'blue'> = {
  overdue: 'red',
  today: 'yellow',
  soon: 'green',
  later: 'blue',
};

/** The words that go with the colour, so urgency never rests on colour alone. */
export function urgencyText(dueDate: string, today: Date): string {
  const days = daysUntil(dueDate, today);
  if (days < 0) return days === -1 ? 'Overdue by 1 day' : `Overdue by ${-days} days`;
  if (days === 0) return 'Due today';
  return days === 1 ? 'Due tomorrow' : `Due in ${days} days`;
}
