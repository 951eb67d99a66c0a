import { addDays } from 'date-fns';
import { z } from '@/lib/zod';
import { requiredText, textOrEmpty } from '@/lib/form-fields';
import { defineCollection } from '@/lib/data';
import { isoDateSchema } from '@/lib/date-schema';
import { toIsoDate } from '@/lib/dates';

export const TASK_CATEGORIES = ['essentials', 'vendors', 'attire', 'details'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];
export const TASK_CATEGORY_LABELS: Record<TaskCategory, string> = {
  essentials: 'Essential Planning',
  vendors: 'Vendor Bookings',
  attire: 'Attire & Beauty',
  details: 'Wedding Details',
};

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABELS: Record<Priority, string> = {
  high: 'High Priority',
  medium: 'Medium Priority',
  low: 'Low Priority',
};

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 1000;
export const LABEL_MAX = 50;

export const taskSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  title: requiredText('Title', TITLE_MAX, 'Add a task title'),
  description: textOrEmpty('Description', DESCRIPTION_MAX),
  dueDate: isoDateSchema('Choose a due date'),
  completed: z._default(z.boolean(), false),
  category: z.enum(TASK_CATEGORIES, 'Choose a category'),
  priority: z._default(z.enum(PRIORITIES), 'medium'),
  label: z._default(z.string().check(z.trim(), z.maxLength(LABEL_MAX)), ''),
});
export type Task = z.infer<typeof taskSchema>;

type Sample = [TaskCategory, string, string, Priority, string, number, boolean?];

/**
 * The spec's sixteen sample tasks, four per category, the first three essentials already done. Due dates are
 * counted in days from the day the list is first seeded (not from the wedding date, which may be unset or
 * already past): the finished essentials lie behind, and the open tasks spread over the coming months with
 * the nearest a few days out, so a new list starts realistic rather than overdue.
 */
const SAMPLES: Sample[] = [
  [
    'essentials',
    'Set the wedding date',
    'Agree on a date, and a back-up date, with both families.',
    'high',
    'Planning',
    -60,
    true,
  ],
  [
    'essentials',
    'Set the budget',
    'Decide the total budget and who contributes what.',
    'high',
    'Budget',
    -50,
    true,
  ],
  [
    'essentials',
    'Book the venue',
    'Sign the venue contract and pay the deposit.',
    'high',
    'Venue',
    -40,
    true,
  ],
  [
    'essentials',
    'Draft the guest list',
    'Collect names and addresses from both families.',
    'high',
    'Guests',
    6,
  ],
  [
    'vendors',
    'Book the photographer',
    'Compare portfolios and book your favourite for the date.',
    'high',
    'Photography',
    2,
  ],
  [
    'vendors',
    'Choose the caterer',
    'Schedule tastings, then confirm the menu and headcount.',
    'medium',
    'Catering',
    16,
  ],
  [
    'vendors',
    'Book the DJ or band',
    'Listen to sample sets and share your must-play list.',
    'medium',
    'Entertainment',
    23,
  ],
  [
    'vendors',
    'Book the florist',
    'Share your palette and mood board for bouquets and centrepieces.',
    'medium',
    'Florals',
    30,
  ],
  [
    'attire',
    'Choose the wedding dress',
    'Book boutique appointments early: alterations take months.',
    'high',
    'Attire',
    12,
  ],
  ['attire', 'Book hair and makeup', 'Schedule a trial run well before the day.', 'medium', 'Beauty', 37],
  [
    'attire',
    'Order suits for the wedding party',
    'Coordinate colours and fittings with the wedding party.',
    'medium',
    'Attire',
    45,
  ],
  [
    'attire',
    'Schedule final fittings',
    "Bring the shoes and accessories you'll wear on the day.",
    'low',
    'Attire',
    75,
  ],
  [
    'details',
    'Send save-the-dates',
    'Send to everyone on the guest list, by post or email.',
    'medium',
    'Stationery',
    9,
  ],
  [
    'details',
    'Create the gift registry',
    'Pick your stores and add gifts across price ranges.',
    'low',
    'Registry',
    20,
  ],
  [
    'details',
    'Order the wedding cake',
    'Book a tasting, then choose flavours and design.',
    'low',
    'Cake',
    52,
  ],
  [
    'details',
    'Plan the ceremony music',
    'Pick songs for the processional, signing and recessional.',
    'low',
    'Entertainment',
    60,
  ],
];

export function seedTasks(today: Date = new Date()): Task[] {
  return SAMPLES.map(([category, title, description, priority, label, offset, completed = false], i) => ({
    id: `sample-task-${i + 1}`,
    title,
    description,
    dueDate: toIsoDate(addDays(today, offset)),
    completed,
    category,
    priority,
    label,
  }));
}

export const tasksCollection = defineCollection<Task>({
  table: 'tasks',
  schema: taskSchema,
  seed: () => seedTasks(),
  noun: 'task',
});

/** Not yet done, soonest first (ties keep list order). */
export function upcomingTasks(tasks: readonly Task[]): Task[] {
  return tasks
    .filter((t) => !t.completed)
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
}

/** What the add-task form holds. */
export interface TaskDraft {
  title: string;
  dueDate: string;
  category: TaskCategory;
  priority: Priority;
  description: string;
}

export const emptyTaskDraft = (): TaskDraft => ({
  title: '',
  dueDate: '',
  category: 'essentials',
  priority: 'medium',
  description: '',
});
